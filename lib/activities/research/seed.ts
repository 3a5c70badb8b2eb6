// Demo data of quizzes, surveys, the player quiz and the video playlist (lib/seed/demo.ts rules:
// idempotent, never overwrite). Questions and videos attach to the activities lib/activities/seed.ts
// created, found by station + name; a research or playlist is only added to an activity that has
// none. Run by the demo right after seedActivitiesDemo.
import fs from "node:fs";
import path from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import { activities, lottieFiles } from "@/lib/activities/schema";
import { DEMO_ACTIVITIES, findDemoActivityId, VITRINE_ACTIVITIES } from "@/lib/activities/seed";
import { activityVideos } from "@/lib/activities/videos/schema";
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/seed/support";
import { createResearch, type ResearchSpec } from "./builders";
import { QUESTION_MULTIPLE as MULTI, QUESTION_SINGLE as SINGLE, QUESTION_TEXT as TEXT, QUESTION_VIDEO as VIDEO } from "./question-types";
import { firstResearchIdOfActivity } from "./queries";
import { playerQuizzes, type PlayerQuizQuestion } from "./schema";

/** An extra quiz of the play module, so the demo has one quiz to pass and one to practise failing. */
export const PLAY_DEMO_QUIZ = "Quiz relâmpago: segurança digital";

type Spec = Omit<ResearchSpec, "stationId" | "activityId">;

const right = (label: string) => ({ label, correct: true });
const opt = (label: string) => ({ label });

const RESEARCHES: Record<string, Spec> = {
  [DEMO_ACTIVITIES.quiz]: {
    name: "Quiz do Clube Demo",
    feedbacks: [
      { range: 49, feedback: "<p><strong>Quase lá!</strong> Releia o guia de pontos e tente o próximo quiz.</p>" },
      { range: 79, feedback: "<p><strong>Muito bem!</strong> Você já conhece bem o clube.</p>" },
      { range: 100, feedback: "<p><strong>Craque do clube!</strong> Você sabe tudo sobre as vantagens.</p>" },
    ],
    questions: [
      { question: "Onde você consulta o seu saldo de pontos?", typeId: SINGLE, options: [right("No topo da área do associado"), opt("Só pelo telefone"), opt("Na fatura do cartão")] },
      { question: "Quantas vezes você pode responder este quiz?", typeId: SINGLE, options: [opt("Quantas quiser"), right("Uma vez"), opt("Três vezes")] },
      { question: "O que acontece ao aceitar o novo regulamento?", typeId: SINGLE, options: [right("Você ganha pontos e libera o bônus de fidelidade"), opt("Nada muda"), opt("Seu saldo é zerado")] },
      { question: "Como trocar pontos por um vale-café?", typeId: SINGLE, options: [opt("Ligando para o suporte"), opt("Enviando um e-mail"), right("Pagando o cupom com seus créditos na atividade")] },
      { question: "Quem pode usar o Clube Demo?", typeId: SINGLE, options: [right("Associados cadastrados"), opt("Qualquer pessoa sem cadastro"), opt("Somente funcionários")] },
    ],
  },
  [PLAY_DEMO_QUIZ]: {
    name: "Segurança digital",
    feedbacks: [
      { range: 49, feedback: "<p>Atenção: revise as dicas de segurança antes de tentar de novo.</p>" },
      { range: 100, feedback: "<p>Ótimo! Você sabe se proteger na internet.</p>" },
    ],
    questions: [
      { question: "O clube pede sua senha por telefone?", typeId: SINGLE, options: [opt("Sim, para confirmar o cadastro"), right("Nunca")] },
      { question: "Qual é a senha mais segura?", typeId: SINGLE, options: [opt("123456"), opt("Sua data de nascimento"), right("Uma frase longa com números e símbolos")] },
      { question: "Recebeu um link estranho prometendo pontos em dobro. O que fazer?", typeId: SINGLE, options: [opt("Clicar e conferir"), right("Não clicar e avisar o suporte")] },
      { question: "Onde é seguro digitar sua senha do clube?", typeId: SINGLE, options: [right("Só na página oficial do clube"), opt("Em qualquer formulário que peça")] },
    ],
  },
  [DEMO_ACTIVITIES.contactSurvey]: {
    name: "Fale com a gente",
    questions: [
      { question: "Por qual canal você prefere ser atendido?", typeId: SINGLE, options: [opt("E-mail"), opt("WhatsApp"), opt("Telefone")] },
      { question: "O que podemos melhorar no atendimento?", typeId: TEXT },
    ],
  },
  [DEMO_ACTIVITIES.survey]: {
    name: "Pesquisa de satisfação 2026",
    questions: [
      { question: "Quanto você recomendaria o clube a um amigo?", typeId: SINGLE, options: [opt("Com certeza recomendaria"), opt("Talvez"), opt("Não recomendaria")] },
      { question: "Quais benefícios você mais usa?", typeId: MULTI, options: [opt("Cupons de desconto"), opt("Cursos e oficinas"), opt("Doações"), opt("Vídeos e conteúdos")] },
      { question: "Deixe uma sugestão para o próximo ano.", typeId: TEXT },
      { question: "Grave um vídeo curto contando sua experiência com o clube.", typeId: VIDEO, required: false },
    ],
  },
  [DEMO_ACTIVITIES.poll]: {
    name: "Próximo benefício",
    questions: [
      { question: "Qual benefício você quer ver no próximo semestre?", typeId: SINGLE, options: [opt("Desconto em academias"), opt("Cinema às quartas"), opt("Frete grátis nos pedidos"), opt("Cursos on-line")] },
      { question: "Em quais dias você mais usa o clube?", typeId: MULTI, options: [opt("Durante a semana"), opt("Fins de semana"), opt("Feriados")] },
    ],
  },
  [DEMO_ACTIVITIES.pollQuiz]: {
    name: "Curiosidades de São Paulo",
    feedbacks: [
      { range: 49, feedback: "<p>Que tal um passeio pelo centro para conhecer mais a cidade?</p>" },
      { range: 100, feedback: "<p>Você é um verdadeiro paulistano!</p>" },
    ],
    questions: [
      { question: "Em que ano São Paulo foi fundada?", typeId: SINGLE, options: [right("1554"), opt("1822"), opt("1500")] },
      { question: "Qual avenida é símbolo da cidade?", typeId: SINGLE, options: [opt("Av. Atlântica"), right("Av. Paulista"), opt("Av. Sete de Setembro")] },
      { question: "Como se chama o maior parque da região central?", typeId: SINGLE, options: [right("Parque Ibirapuera"), opt("Parque do Flamengo"), opt("Parque Barigui")] },
    ],
  },
  [DEMO_ACTIVITIES.checklistQuiz]: {
    name: "Hábitos sustentáveis",
    feedbacks: [
      { range: 49, feedback: "<p>Pequenas mudanças fazem diferença: confira as dicas do blog.</p>" },
      { range: 100, feedback: "<p>Parabéns, o planeta agradece!</p>" },
    ],
    questions: [
      { question: "Quais atitudes economizam água?", typeId: MULTI, options: [right("Fechar a torneira ao escovar os dentes"), right("Reaproveitar a água da máquina de lavar"), opt("Lavar a calçada com mangueira")] },
      { question: "Quais itens vão para a reciclagem?", typeId: MULTI, options: [right("Garrafas PET limpas"), opt("Papel higiênico usado"), right("Latas de alumínio")] },
    ],
  },
  [DEMO_ACTIVITIES.personality]: {
    name: "Perfil de viajante",
    feedbacks: [
      { feedback: "<p><strong>Aventureiro!</strong> Trilhas, rapel e ecoturismo combinam com você. Veja os descontos em agências parceiras.</p>" },
      { feedback: "<p><strong>Cultural!</strong> Museus, teatros e gastronomia local. Aproveite os ingressos com desconto do clube.</p>" },
      { feedback: "<p><strong>Relax!</strong> Praia, spa e descanso. Confira as pousadas parceiras.</p>" },
    ],
    questions: [
      { question: "O que não pode faltar na viagem?", typeId: MULTI, options: [{ label: "Tênis de trilha", feedback: 0 }, { label: "Guia de museus", feedback: 1 }, { label: "Protetor solar e um bom livro", feedback: 2 }] },
      { question: "Como é o seu dia ideal de férias?", typeId: MULTI, options: [{ label: "Acordar cedo para explorar", feedback: 0 }, { label: "Visitar o centro histórico", feedback: 1 }, { label: "Descansar sem horário", feedback: 2 }] },
      { question: "Qual lembrança você traz para casa?", typeId: MULTI, options: [{ label: "Fotos de paisagens", feedback: 0 }, { label: "Um livro ou obra local", feedback: 1 }, { label: "Um bronzeado", feedback: 2 }] },
    ],
  },
};

const VITRINE_RESEARCHES: Record<string, Spec> = {
  [VITRINE_ACTIVITIES.quiz]: {
    name: "Quiz relâmpago",
    feedbacks: [
      { range: 49, feedback: "<p>Passe na Vitrine e conheça as marcas parceiras!</p>" },
      { range: 100, feedback: "<p>Você conhece a Vitrine de cor!</p>" },
    ],
    questions: [
      { question: "O que você ganha ao participar das atividades?", typeId: SINGLE, options: [right("Recompensas das marcas parceiras"), opt("Nada")] },
      { question: "A Vitrine é aberta a todos?", typeId: SINGLE, options: [right("Sim"), opt("Não")] },
      { question: "Como apoiar a biblioteca comunitária?", typeId: SINGLE, options: [opt("Comprando livros usados"), right("Doando créditos na atividade")] },
      { question: "Onde estão as novidades das marcas?", typeId: SINGLE, options: [right("No e-mail, se você aceitar recebê-las"), opt("Em nenhum lugar")] },
      { question: "Quantas vezes vale este quiz?", typeId: SINGLE, options: [right("Uma vez"), opt("Ilimitadas")] },
    ],
  },
};

const PLAYER_QUIZZES: { name: string; description: string; quizTitle: string; quizSynopsis: string; questions: PlayerQuizQuestion[] }[] = [
  {
    name: "Educação financeira",
    description: "Cinco perguntas para organizar melhor o seu dinheiro.",
    quizTitle: "Você manda bem nas finanças?",
    quizSynopsis: "Responda no seu ritmo: se errar, tente de novo. No final, veja as que acertou de primeira.",
    questions: [
      { question: "Qual é a primeira reserva que vale a pena montar?", questionType: "text", answers: ["Viagem dos sonhos", "Reserva de emergência", "Carro novo"], correctAnswer: "2", explanation: "A reserva de emergência cobre de 3 a 6 meses de despesas.", messageForCorrectAnswer: "Isso mesmo!", messageForIncorrectAnswer: "Não é essa. Tente outra opção!" },
      { question: "O que é mais caro no longo prazo?", questionType: "text", answers: ["Juros do rotativo do cartão", "Poupança", "Tesouro Selic"], correctAnswer: "1", explanation: "O rotativo do cartão tem os juros mais altos do mercado.", messageForCorrectAnswer: "Exato!", messageForIncorrectAnswer: "Quase! Pense em juros." },
      { question: "Quanto da renda é saudável comprometer com dívidas?", questionType: "text", answers: ["Até 30%", "Até 70%", "Tudo, se der"], correctAnswer: "1", explanation: "Acima de 30% o orçamento fica apertado.", messageForCorrectAnswer: "Certo!", messageForIncorrectAnswer: "É menos do que isso. Tente de novo!" },
      { question: "Qual hábito ajuda a poupar?", questionType: "text", answers: ["Comprar por impulso", "Anotar todos os gastos", "Ignorar pequenas despesas"], correctAnswer: "2", explanation: "Quem anota, enxerga para onde vai o dinheiro.", messageForCorrectAnswer: "Muito bem!", messageForIncorrectAnswer: "Hmm, esse hábito atrapalha. Tente outra!" },
    ],
  },
  {
    name: "Conhecendo o Clube Demo",
    description: "Um aquecimento rápido sobre como o clube funciona.",
    quizTitle: "Quanto você sabe do clube?",
    quizSynopsis: "Três perguntas para começar bem.",
    questions: [
      { question: "Onde você vê as atividades no ar?", questionType: "text", answers: ["Na página inicial", "No rodapé do site"], correctAnswer: "1", explanation: "A página inicial reúne destaques, jornadas e categorias.", messageForCorrectAnswer: "Isso!", messageForIncorrectAnswer: "Não é aí. Tente de novo!" },
      { question: "Pontos de quiz caem quando...", questionType: "text", answers: ["Você acerta pelo menos metade", "Você abre o quiz", "Nunca"], correctAnswer: "1", explanation: "A regra do quiz é acertar ao menos 50%.", messageForCorrectAnswer: "Perfeito!", messageForIncorrectAnswer: "Resposta errada. Tente novamente!" },
      { question: "Como ver seus pontos?", questionType: "text", answers: ["No topo da área do associado", "Pedindo ao suporte"], correctAnswer: "1", messageForCorrectAnswer: "Certo!", messageForIncorrectAnswer: "Tem um jeito mais fácil. Tente de novo!" },
    ],
  },
];

const VIDEOS = [
  { name: "Boas-vindas ao Clube Demo", description: "Um tour rápido pela área do associado.", required: true, source: "/static/videos/boas-vindas.mp4" },
  { name: "Como ganhar pontos", description: "Quizzes, pesquisas, convites e muito mais.", required: false, source: "/static/videos/como-pontuar.mp4" },
  { name: "Trocando seus pontos", description: "Cupons, doações e pedidos com o seu saldo.", required: false, source: "/static/videos/trocas.mp4" },
];

async function ensureLottie(db: Db, name: string, file: string): Promise<number | null> {
  const [existing] = await db.select({ id: lottieFiles.id }).from(lottieFiles).where(and(isNull(lottieFiles.stationId), eq(lottieFiles.name, name)));
  if (existing) return existing.id;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/static/lottie", file), "utf8"));
  } catch {
    return null; // a checkout without the public folder still seeds, with the default animation
  }
  const [row] = await db.insert(lottieFiles).values({ stationId: null, name, json }).returning({ id: lottieFiles.id });
  return row?.id ?? null;
}

async function seedResearches(db: Db, slug: string, stationId: number, specs: Record<string, Spec>, lottieId: number | null) {
  for (const [activityName, spec] of Object.entries(specs)) {
    const activityId = await findDemoActivityId(db, slug, activityName);
    if (!activityId || (await firstResearchIdOfActivity(db, stationId, activityId)) !== null) continue;
    await createResearch(db, {
      ...spec,
      stationId,
      activityId,
      // The top feedback celebrates with confetti.
      feedbacks: spec.feedbacks?.map((f, i, all) => (i === all.length - 1 && (f.range ?? 100) === 100 ? { ...f, feedbackLottieId: lottieId } : f)),
    });
  }
}

export async function seedPlayDemo(db: Db, context: DemoContext): Promise<void> {
  const demoId = context.demo.station.id;
  await ensureLottie(db, "Concluído", "check.json");
  const confetti = await ensureLottie(db, "Confete", "confetti.json");

  await db
    .insert(activities)
    .values({
      stationId: demoId,
      typeId: 6,
      name: PLAY_DEMO_QUIZ,
      image: "/static/demo/demo-activity-quiz.svg",
      points: 2000,
      limitPerUser: 3,
      description: "<p>Quatro perguntas sobre como se proteger de golpes. Acerte pelo menos duas e ganhe <strong>20 pontos</strong>. Você tem até 3 tentativas.</p>",
      feedbackMessage: "<p>Obrigado por participar! Segurança é com você.</p>",
      position: 65,
    })
    .onConflictDoNothing({ target: [activities.stationId, activities.name] });

  await seedResearches(db, "demo", demoId, RESEARCHES, confetti);
  await seedResearches(db, "vitrine", context.vitrine.station.id, VITRINE_RESEARCHES, confetti);

  for (const quiz of PLAYER_QUIZZES) {
    await db
      .insert(playerQuizzes)
      .values({ stationId: demoId, ...quiz, questions: JSON.stringify(quiz.questions) })
      .onConflictDoNothing({ target: [playerQuizzes.stationId, playerQuizzes.name] });
  }

  const playlistId = await findDemoActivityId(db, "demo", DEMO_ACTIVITIES.playlist);
  if (playlistId) {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(activityVideos).where(eq(activityVideos.activityId, playlistId));
    if (n === 0) {
      await db.insert(activityVideos).values(VIDEOS.map((v, position) => ({ ...v, stationId: demoId, activityId: playlistId, position, provider: "file" as const })));
    }
  }
}
