// Demo data of the activities module (see lib/seed/demo.ts for the rules: idempotent, never
// overwrite). Activities are identified by (station, name): the names in DEMO_ACTIVITIES are
// stable, so other seeds (quizzes, surveys, playlists in lib/activities/research and /videos) find
// their activity with findDemoActivityId(db, stationSlug, key).
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/db/client";
import type { DemoContext } from "@/lib/seed/support";
import { stations } from "@/lib/stations/schema";
import {
  activities,
  activityAgreements,
  activityContents,
  activityCoupons,
  activityPrerequisites,
  activityProducts,
  categories,
  categoryActivities,
  deliveryLocations,
  journeyActivities,
  journeys,
  memberGetMemberRules,
  nowPlayingItems,
  nowPlayingLists,
  presentialCourses,
  redirectLinks,
  type NewActivity,
} from "./schema";

const img = (name: string) => `/static/demo/demo-activity-${name}.svg`;
const DAY = 86_400_000;

export type Def = Omit<NewActivity, "stationId" | "name"> & { name: string };

/** Demo activities by key. Names are the stable lookup keys; do not rename without updating seeds that use them. */
export const DEMO_ACTIVITIES = {
  invite: "Indique amigos e ganhe pontos",
  signup: "Complete seu cadastro",
  coupon: "Vale-café na Cafeteria Central",
  course: "Oficina de finanças pessoais",
  share: "Compartilhe o Clube Demo",
  quiz: "Quiz: você conhece o Clube Demo?",
  contactSurvey: "Fale com a gente",
  survey: "Pesquisa de satisfação 2026",
  poll: "Enquete: qual o próximo benefício?",
  pollQuiz: "Enquete quiz: curiosidades de São Paulo",
  checklistQuiz: "Checklist: hábitos sustentáveis",
  personality: "Teste: qual é o seu perfil de viajante?",
  link: "Conheça o blog de vantagens",
  delivery: "Cesta de hortifrúti em casa",
  agreement: "Aceite o novo regulamento do clube",
  content: "Guia: como trocar seus pontos",
  donation17: "Doe para o Banco de Alimentos",
  playlist: "Playlist: primeiros passos no clube",
  invite19: "Convide colegas de trabalho",
  donation20: "Campanha do Agasalho",
  expired: "Maratona Black Friday (encerrada)",
  prerequisite: "Bônus de fidelidade",
} as const;

export type DemoActivityKey = keyof typeof DEMO_ACTIVITIES;

export const VITRINE_ACTIVITIES = {
  share: "Espalhe a Vitrine",
  link: "Playlist da semana no blog",
  content: "Como funcionam as recompensas",
  agreement: "Topa receber novidades?",
  donation: "Apoie a biblioteca comunitária",
  quiz: "Quiz relâmpago da Vitrine",
} as const;

const RULES =
  "<p>Participação válida para associados ativos do clube. Os pontos são creditados no saldo em até 24 horas após a conclusão. " +
  "Em caso de fraude ou uso indevido, a participação será cancelada. Dúvidas: fale com o suporte.</p>";

function demoDefs(now: number): Record<DemoActivityKey, Def> {
  const D = DEMO_ACTIVITIES;
  return {
    invite: {
      name: D.invite, typeId: 1, image: img("convite"), points: 5000, limitPerUser: 10, featured: true,
      description: "<p>Convide amigos para o Clube Demo. Quando um amigo se cadastrar pelo seu link, você ganha <strong>50 pontos</strong> e ele ganha 20.</p>",
      rules: RULES, hasRules: true, feedbackMessage: "Convite enviado! Avisaremos quando seu amigo se cadastrar.", position: 10,
    },
    signup: {
      name: D.signup, typeId: 2, image: img("cadastro"), points: 1000, limitPerUser: 1,
      description: "<p>Complete os dados do seu perfil e ganhe pontos de boas-vindas.</p>", position: 20,
    },
    coupon: {
      name: D.coupon, typeId: 3, image: img("cafe"), points: 0, limitPerUser: 2, featured: true,
      description: "<p>Troque seus créditos por um <strong>café expresso + pão de queijo</strong> na Cafeteria Central (Av. Paulista, 1000). Apresente o código no caixa.</p>",
      rules: "<p>Válido de segunda a sexta, das 8h às 18h. Um vale por visita. Não cumulativo com outras promoções.</p>", hasRules: true,
      feedbackMessage: "Sucesso, aproveite.", position: 30,
    },
    course: {
      name: D.course, typeId: 4, image: img("curso"), points: 2000, limitPerUser: 1,
      description: "<p>Aprenda a organizar o orçamento, sair das dívidas e começar a investir. Oficina presencial de 3 horas com certificado.</p>",
      rules: "<p>Vagas limitadas. A pontuação é creditada após a confirmação de presença.</p>", hasRules: true, position: 40,
    },
    share: {
      name: D.share, typeId: 5, image: img("compartilhar"), points: 1500, limitPerUser: 5,
      description: "<p>Compartilhe o Clube Demo nas redes sociais. A cada amigo que se cadastrar pelo seu link, você ganha 15 pontos.</p>",
      feedbackMessage: "Obrigado por compartilhar.", position: 50,
    },
    quiz: {
      name: D.quiz, typeId: 6, image: img("quiz"), points: 3000, limitPerUser: 1, featured: true,
      description: "<p>Responda 5 perguntas sobre o clube. Acertando pelo menos metade, você ganha <strong>30 pontos</strong>.</p>",
      rules: RULES, hasRules: true, feedbackMessage: "Parabéns, você completou o Quiz!", position: 60,
    },
    contactSurvey: {
      name: D.contactSurvey, typeId: 7, image: img("pesquisa"), points: 500, limitPerUser: 1,
      description: "<p>Conte para a gente como podemos melhorar o atendimento do clube.</p>", position: 70,
    },
    survey: {
      name: D.survey, typeId: 8, image: img("pesquisa"), points: 1000, limitPerUser: 1,
      description: "<p>Leva 2 minutos: avalie os benefícios, parceiros e o aplicativo.</p>", position: 80,
    },
    poll: {
      name: D.poll, typeId: 9, image: img("enquete"), points: 300, limitPerUser: 1,
      description: "<p>Vote no benefício que você quer ver no clube no próximo semestre.</p>", position: 90,
    },
    pollQuiz: {
      name: D.pollQuiz, typeId: 10, image: img("enquete"), points: 800, limitPerUser: 1,
      description: "<p>Quanto você sabe sobre a cidade? Teste seus conhecimentos.</p>", position: 100,
    },
    checklistQuiz: {
      name: D.checklistQuiz, typeId: 11, image: img("cesta"), points: 800, limitPerUser: 1,
      description: "<p>Marque as práticas sustentáveis corretas e ganhe pontos.</p>", position: 110,
    },
    personality: {
      name: D.personality, typeId: 12, image: img("link"), points: 500, limitPerUser: 1,
      description: "<p>Aventureiro, cultural ou relax? Descubra seu estilo e receba dicas de viagem dos parceiros.</p>", position: 120,
    },
    link: {
      name: D.link, typeId: 13, image: img("link"), points: 200, limitPerUser: 1,
      description: "<p>Dicas semanais para aproveitar melhor os seus pontos.</p>", clickMeLabel: "Ler no blog", position: 130,
    },
    delivery: {
      name: D.delivery, typeId: 14, image: img("cesta"), points: 0, discountDelivery: 300,
      description: "<p>Receba em casa uma cesta de frutas e verduras fresquinhas de produtores locais.</p>",
      rules: "<p>Entregas às quartas e sábados. Pedidos até 18h do dia anterior.</p>", hasRules: true,
      feedbackMessage: "Pedido enviado com sucesso.", position: 140,
    },
    agreement: {
      name: D.agreement, typeId: 15, image: img("termo"), points: 500, limitPerUser: 1, featured: true,
      description: "<p>Atualizamos o regulamento do Clube Demo. Leia e confirme o aceite para continuar acumulando pontos.</p>",
      rules: RULES, hasRules: true, feedbackMessage: "Obrigado! Seu aceite foi registrado.", position: 5,
    },
    content: {
      name: D.content, typeId: 16, image: img("conteudo"), points: 100, limitPerUser: 1, isPublic: true,
      description: "<p>Tudo o que você precisa saber para transformar pontos em benefícios.</p>", position: 160,
    },
    donation17: {
      name: D.donation17, typeId: 17, image: img("doacao"), points: 0, featured: true, isPublic: true,
      description: "<p>Transforme seus créditos em refeições. Cada R$ 1,00 doado vira uma refeição entregue pelo Banco de Alimentos.</p>",
      feedbackMessage: "Obrigado pela sua doação!", position: 170,
    },
    playlist: {
      name: D.playlist, typeId: 18, image: img("video"), points: 1000, limitPerUser: 1, isPublic: true,
      description: "<p>Assista aos vídeos e descubra como aproveitar o clube ao máximo.</p>", position: 180,
    },
    invite19: {
      name: D.invite19, typeId: 19, image: img("convite"), points: 3000, limitPerUser: 5,
      description: "<p>Seus colegas também podem fazer parte. Gere seu link e convide até 5 pessoas por vez.</p>", position: 190,
    },
    donation20: {
      name: D.donation20, typeId: 20, image: img("agasalho"), points: 0,
      description: "<p>Ajude a comprar cobertores e agasalhos para pessoas em situação de rua neste inverno.</p>",
      feedbackMessage: "Obrigado pela sua doação!", position: 200,
    },
    expired: {
      name: D.expired, typeId: 15, image: img("blackfriday"), points: 5000, limitPerUser: 1,
      participationStart: new Date(now - 40 * DAY), participationEnd: new Date(now - 10 * DAY),
      description: "<p>Campanha especial de pontos em dobro. Esta edição já terminou.</p>", position: 210,
    },
    prerequisite: {
      name: D.prerequisite, typeId: 16, image: img("bonus"), points: 1000, limitPerUser: 1,
      description: "<p>Um bônus para quem já aceitou o novo regulamento do clube.</p>", position: 8,
    },
  };
}

function vitrineDefs(): Def[] {
  const V = VITRINE_ACTIVITIES;
  return [
    { name: V.share, typeId: 5, image: img("compartilhar"), points: 1000, limitPerUser: 5, isPublic: true, description: "<p>Mostre a Vitrine para seus amigos e ganhe recompensas por cada cadastro.</p>", position: 1 },
    { name: V.quiz, typeId: 6, image: img("quiz"), points: 2000, limitPerUser: 1, isPublic: true, featured: true, description: "<p>Cinco perguntas rápidas sobre as marcas da Vitrine.</p>", position: 2 },
    { name: V.link, typeId: 13, image: img("link"), points: 100, limitPerUser: 1, isPublic: true, description: "<p>Nossa seleção de músicas da semana, no blog.</p>", position: 3 },
    { name: V.content, typeId: 16, image: img("conteudo"), points: 100, limitPerUser: 1, isPublic: true, description: "<p>Entenda como ganhar e trocar suas recompensas.</p>", position: 4 },
    { name: V.agreement, typeId: 15, image: img("termo"), points: 300, limitPerUser: 1, isPublic: true, description: "<p>Receba por e-mail as novidades e promoções das marcas parceiras.</p>", position: 5 },
    { name: V.donation, typeId: 20, image: img("doacao"), points: 0, isPublic: true, description: "<p>Doe créditos para a compra de livros da biblioteca comunitária do bairro.</p>", position: 6 },
  ];
}

/** Inserts the activity when missing; `created` tells whether its children must be added. */
export async function ensureActivity(db: Db, stationId: number, def: Def): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insert(activities)
    .values({ ...def, stationId })
    .onConflictDoNothing({ target: [activities.stationId, activities.name] })
    .returning({ id: activities.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.stationId, stationId), eq(activities.name, def.name)));
  return { id: row!.id, created: false };
}

export async function findDemoActivityId(db: DbOrTx, stationSlug: string, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(stations, eq(stations.id, activities.stationId))
    .where(and(eq(stations.slug, stationSlug), eq(activities.name, name)));
  return row?.id ?? null;
}

export async function seedActivitiesDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  const defs = demoDefs(Date.now());
  const ids = {} as Record<DemoActivityKey, number>;
  const created = new Set<DemoActivityKey>();
  for (const key of Object.keys(defs) as DemoActivityKey[]) {
    const r = await ensureActivity(db, stationId, defs[key]);
    ids[key] = r.id;
    if (r.created) created.add(key);
  }
  const child = <T>(key: DemoActivityKey, fn: (activityId: number) => Promise<T>) => (created.has(key) ? fn(ids[key]) : undefined);
  const base = (activityId: number) => ({ stationId, activityId });

  // The invite activities' rules: the code their links carry, which sign-up pays at confirmation.
  const inviteRule = async (id: number, code: string, pointsInviter: number, pointsInvited: number) => {
    await db.insert(memberGetMemberRules).values({ ...base(id), code, pointsInviter, pointsInvited }).onConflictDoNothing();
  };
  await child("invite", (id) => inviteRule(id, "AMIGO50", 5000, 2000));
  await child("invite19", (id) => inviteRule(id, "COLEGA30", 3000, 1000));
  // Small stock on purpose: the sold-out message is easy to reach in a demo.
  await child("coupon", (id) => db.insert(activityCoupons).values({ ...base(id), newPrice: 1500, stock: 3 }));
  await child("course", (id) =>
    db.insert(presentialCourses).values({
      ...base(id),
      price: 12000,
      discountPrice: 4000,
      rules: "Traga um documento com foto. Tolerância de 15 minutos.",
      date: new Date(Date.now() + 21 * DAY),
    }),
  );
  await child("link", (id) => db.insert(redirectLinks).values({ ...base(id), url: "https://pt.wikipedia.org/wiki/Programa_de_fidelidade" }));
  await child("delivery", async (id) => {
    await db.insert(activityProducts).values([
      { ...base(id), name: "Cesta pequena (5 kg)", image: img("cesta"), value: 4990, limit: 3, stock: 40 },
      { ...base(id), name: "Cesta família (10 kg)", image: "/static/demo/demo-product-cesta-familia.svg", value: 8990, limit: 2, stock: 25 },
      { ...base(id), name: "Ovos caipiras (dúzia)", image: "/static/demo/demo-product-ovos.svg", value: 1890, limit: 5, stock: 60 },
    ]);
    await db.insert(deliveryLocations).values([
      { ...base(id), name: "Centro", price: 800 },
      { ...base(id), name: "Zona Sul", price: 1200 },
      { ...base(id), name: "Zona Norte", price: 1500 },
    ]);
  });
  await child("agreement", (id) =>
    db.insert(activityAgreements).values({ ...base(id), button: "Concordo", checkbox: "Li e aceito o novo regulamento do Clube Demo." }),
  );
  await child("expired", (id) =>
    db.insert(activityAgreements).values({ ...base(id), button: "Quero participar", checkbox: "Aceito as regras da campanha." }),
  );
  await child("content", (id) =>
    db.insert(activityContents).values([
      { ...base(id), text: "<h3>1. Acumule</h3><p>Participe das atividades e veja seus pontos no topo da página.</p>" },
      { ...base(id), text: "<h3>2. Escolha</h3><p>Na vitrine de benefícios, filtre por categoria e valor.</p>" },
      { ...base(id), text: "<h3>3. Troque</h3><p>Confirme a troca e receba o código do seu voucher na hora.</p>", link: "https://pt.wikipedia.org/wiki/Programa_de_fidelidade" },
    ]),
  );
  await child("prerequisite", async (id) => {
    await db.insert(activityContents).values({ ...base(id), text: "<p>Obrigado por estar em dia com o regulamento! Aproveite o bônus.</p>" });
    await db.insert(activityPrerequisites).values({ ...base(id), requiredActivityId: ids.agreement }).onConflictDoNothing();
  });

  // Categories, a journey and a now-playing list (created once, by name).
  const cat = async (name: string, icon: string, position: number, keys: DemoActivityKey[]) => {
    const [row] = await db.insert(categories).values({ stationId, name, icon, position }).onConflictDoNothing().returning({ id: categories.id });
    if (!row) return;
    await db.insert(categoryActivities).values(keys.map((k, i) => ({ stationId, categoryId: row.id, activityId: ids[k], position: i })));
  };
  await cat("Ganhe pontos", "star", 1, ["agreement", "quiz", "survey", "poll", "content", "playlist", "share", "checklistQuiz"]);
  await cat("Solidariedade", "heart", 2, ["donation17", "donation20"]);
  await cat("Compras e cupons", "tag", 3, ["coupon", "delivery", "course"]);

  const [journey] = await db
    .insert(journeys)
    .values({ stationId, name: "Primeiros passos", position: 1 })
    .onConflictDoNothing()
    .returning({ id: journeys.id });
  if (journey) {
    const keys: DemoActivityKey[] = ["signup", "agreement", "content", "quiz", "playlist"];
    await db.insert(journeyActivities).values(keys.map((k, i) => ({ stationId, journeyId: journey.id, activityId: ids[k], position: i })));
  }
  const [list] = await db
    .insert(nowPlayingLists)
    .values({ stationId, title: "Em alta agora", position: 1 })
    .onConflictDoNothing()
    .returning({ id: nowPlayingLists.id });
  if (list) {
    const keys: DemoActivityKey[] = ["quiz", "donation17", "coupon"];
    await db.insert(nowPlayingItems).values(keys.map((k, i) => ({ stationId, listId: list.id, activityId: ids[k], position: i })));
  }

  const vitrineId = context.vitrine.station.id;
  for (const def of vitrineDefs()) {
    const r = await ensureActivity(db, vitrineId, def);
    if (!r.created) continue;
    if (def.typeId === 13) await db.insert(redirectLinks).values({ stationId: vitrineId, activityId: r.id, url: "https://pt.wikipedia.org/wiki/M%C3%BAsica_popular_brasileira" });
    if (def.typeId === 15) await db.insert(activityAgreements).values({ stationId: vitrineId, activityId: r.id, button: "Quero receber", checkbox: "Aceito receber e-mails da Vitrine Aberta." });
    if (def.typeId === 16) await db.insert(activityContents).values({ stationId: vitrineId, activityId: r.id, text: "<p>Cada atividade concluída rende pontos que você troca por prêmios das marcas parceiras.</p>" });
  }
}
