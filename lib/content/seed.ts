// Demo data of this module (see lib/seed/demo.ts for the rules: idempotent, never overwrite):
// both demo stations get every landing section type with realistic pt-BR content, about pages
// and plans. Sections are matched by seed_key, about pages and plans by name.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/seed/support";
import { plans } from "@/lib/plans/schema";
import { stations } from "@/lib/stations/schema";
import { aboutSections, landingSectionItems, landingSections } from "./schema";

type LinkType = "external" | "nolink" | "login" | "signup" | "additional";

interface ItemSeed {
  name?: string;
  description?: string;
  image?: string;
  videoId?: string;
  linkType?: LinkType;
  externalLink?: string;
  buttonLabel?: string;
  imageLeft?: boolean;
  /** Name of an about page of the same station (link type "additional"). */
  about?: string;
}

interface SectionSeed {
  key: string;
  typeId: number;
  title?: string;
  subtitle?: string;
  menuTitle?: string;
  showInMenu?: boolean;
  backgroundColor?: string;
  titleColor?: string;
  textColor?: string;
  backgroundImage?: string;
  items?: ItemSeed[];
}

interface AboutSeed {
  menuTitle: string;
  name: string;
  image: string;
  html: string;
  backgroundColor?: string;
}

interface PlanSeed {
  name: string;
  description: string;
  priceCents: number;
  /** 30 (mês) or 365 (ano). */
  days: 30 | 365;
  discountCents?: number;
  isHighlighted?: boolean;
  benefits: string[];
  image: string;
}

const img = (slug: string, name: string) => `/static/demo/${slug}-${name}.svg`;

const DEMO_ABOUT: AboutSeed[] = [
  {
    menuTitle: "O programa",
    name: "Conheça o Clube Demo",
    image: img("demo", "sobre-programa"),
    html: "<p>O <strong>Clube Demo</strong> é o programa de vantagens criado para os associados. Cada participação em atividades, pesquisas e eventos vira pontos que você troca por produtos, cupons e serviços.</p><h2>Para quem é</h2><p>Para todos os associados ativos, maiores de 18 anos, com CPF cadastrado na associação.</p><ul><li>Adesão gratuita</li><li>Pontos que não expiram enquanto você for associado</li><li>Benefícios exclusivos com parceiros de todo o Brasil</li></ul>",
  },
  {
    menuTitle: "Benefícios",
    name: "Benefícios para associados",
    image: img("demo", "sobre-beneficios"),
    html: "<p>Descontos em farmácias, academias, cafeterias e livrarias parceiras, além de cupons exclusivos e sorteios mensais.</p><ul><li>Até 30% de desconto em medicamentos</li><li>Mensalidade reduzida em academias</li><li>Ingressos antecipados para eventos da associação</li></ul>",
  },
  {
    menuTitle: "Regras",
    name: "Regras de pontuação",
    image: img("demo", "sobre-regras"),
    html: "<p>Cada atividade mostra quantos pontos vale antes de você participar. Os pontos entram na sua carteira assim que a atividade é concluída.</p><ol><li>Quizzes e pesquisas: de 10 a 50 pontos</li><li>Vídeos: 5 pontos por vídeo assistido até o fim</li><li>Convites aceitos: 100 pontos por amigo cadastrado</li></ol>",
  },
  {
    menuTitle: "Parceiros",
    name: "Rede de parceiros",
    image: img("demo", "sobre-parceiros"),
    html: "<p>São mais de 300 estabelecimentos parceiros em todo o país. Apresente o seu cupom no aplicativo ou no site e aproveite.</p>",
  },
  {
    menuTitle: "Sustentabilidade",
    name: "Pontos que viram impacto",
    image: img("demo", "sobre-sustentabilidade"),
    html: "<p>Você pode doar seus pontos para projetos sociais e ambientais apoiados pela associação. A cada 1.000 pontos doados, uma árvore nativa é plantada.</p>",
  },
];

const VITRINE_ABOUT: AboutSeed[] = [
  {
    menuTitle: "A Vitrine",
    name: "O que é a Vitrine Aberta",
    image: img("vitrine", "sobre-vitrine"),
    html: "<p>A <strong>Vitrine Aberta</strong> reúne atividades de marcas parceiras abertas a qualquer pessoa. Responda, assista, compartilhe e ganhe recompensas.</p><p>Não é preciso ser associado: basta criar sua conta com o seu e-mail.</p>",
  },
  {
    menuTitle: "Como ganhar",
    name: "Como ganhar recompensas",
    image: img("vitrine", "sobre-como-ganhar"),
    html: "<ol><li>Crie sua conta gratuita</li><li>Escolha uma atividade na vitrine</li><li>Conclua e veja seus pontos entrarem na hora</li></ol><p>Depois é só trocar por produtos e cupons na loja.</p>",
  },
  {
    menuTitle: "Para marcas",
    name: "Sua marca na Vitrine",
    image: img("vitrine", "sobre-marcas"),
    html: "<p>Publique campanhas, quizzes e vídeos para um público engajado e acompanhe os resultados em tempo real. Fale com a nossa equipe pelo formulário Enterprise.</p>",
  },
];

function demoSections(): SectionSeed[] {
  const s = "demo";
  return [
    {
      key: "cards",
      typeId: 1,
      title: "Vantagens de ser do clube",
      subtitle: "Tudo o que você ganha participando, sem pagar nada a mais por isso.",
      menuTitle: "Vantagens",
      items: [
        { name: "Pontos em tudo", description: "Atividades, pesquisas e eventos rendem pontos que vão direto para a sua carteira.", image: img(s, "card-pontos"), linkType: "signup", buttonLabel: "Quero participar" },
        { name: "Cupons exclusivos", description: "Descontos de verdade em lojas parceiras, só para associados.", image: img(s, "card-cupons"), linkType: "additional", about: "Benefícios para associados", buttonLabel: "Ver benefícios" },
        { name: "Eventos da associação", description: "Reserve sua vaga em palestras, cursos e encontros com antecedência.", image: img(s, "card-eventos"), linkType: "nolink" },
        { name: "Saúde e bem-estar", description: "Farmácias e academias com preços especiais em todo o Brasil.", image: img(s, "card-saude"), linkType: "login", buttonLabel: "Acessar" },
      ],
    },
    {
      key: "alternating",
      typeId: 2,
      title: "Como funciona",
      subtitle: "Em três passos você já está acumulando.",
      menuTitle: "Como funciona",
      items: [
        { name: "Ative seu cadastro", description: "Use o CPF cadastrado na associação, confirme com o código de 6 dígitos que enviamos e pronto.", image: img(s, "passo-cadastro"), linkType: "signup", buttonLabel: "Ativar meu cadastro", imageLeft: true },
        { name: "Participe das atividades", description: "Novas atividades toda semana: responda quizzes, avalie serviços, assista conteúdos e convide amigos.", image: img(s, "passo-atividades"), linkType: "additional", about: "Regras de pontuação", buttonLabel: "Ver regras de pontuação", imageLeft: false },
        { name: "Assista ao vídeo de boas-vindas", description: "Em dois minutos, o presidente da associação explica o programa e os benefícios.", image: img(s, "video-capa"), videoId: "aqz-KE-bpKQ", linkType: "nolink", imageLeft: true },
      ],
    },
    {
      key: "carousel",
      typeId: 3,
      title: "Parceiros em destaque",
      subtitle: "Troque seus pontos ou use seus cupons nestes parceiros.",
      menuTitle: "Parceiros",
      items: [
        { name: "Farmácia Bem Viver", description: "Até 30% de desconto em medicamentos e perfumaria.", image: img(s, "parceiro-farmacia"), linkType: "external", externalLink: "https://example.com/farmacia", buttonLabel: "Conhecer" },
        { name: "Academia Movimento", description: "Matrícula grátis e mensalidade com 20% de desconto.", image: img(s, "parceiro-academia"), linkType: "external", externalLink: "https://example.com/academia", buttonLabel: "Conhecer" },
        { name: "Café do Largo", description: "Um café especial por 200 pontos, todos os dias.", image: img(s, "parceiro-cafeteria"), linkType: "nolink" },
        { name: "Livraria Página Um", description: "15% de desconto em livros e 2x pontos às quintas.", image: img(s, "parceiro-livraria"), linkType: "external", externalLink: "https://example.com/livraria", buttonLabel: "Conhecer" },
        { name: "Viaje Bem Turismo", description: "Pacotes nacionais com parcelamento em pontos.", image: img(s, "parceiro-viagens"), linkType: "additional", about: "Rede de parceiros", buttonLabel: "Saiba mais" },
      ],
    },
    {
      key: "centred",
      typeId: 4,
      title: "O clube em números",
      subtitle: "Uma comunidade que participa e é recompensada.",
      menuTitle: "Números",
      backgroundImage: img(s, "fundo"),
      textColor: "#FFFFFF",
      titleColor: "#FFFFFF",
      items: [
        { name: "48 mil associados", description: "participando todos os meses" },
        { name: "2,3 milhões de pontos", description: "trocados por benefícios em 2025" },
        { name: "312 parceiros", description: "em 26 estados e no Distrito Federal" },
      ],
    },
    {
      key: "activities",
      typeId: 5,
      title: "Atividades abertas agora",
      subtitle: "Participe e acumule pontos ainda hoje.",
      menuTitle: "Atividades",
    },
    {
      key: "app",
      typeId: 6,
      title: "Leve o clube no bolso",
      subtitle: "Baixe o aplicativo, ative as notificações e não perca nenhuma atividade nova.",
      menuTitle: "Aplicativo",
      items: [{ image: img(s, "app") }],
    },
    {
      key: "plans",
      typeId: 7,
      title: "Planos para empresas parceiras",
      subtitle: "Leve o programa de vantagens para a sua equipe.",
      menuTitle: "Planos",
    },
    {
      key: "support",
      typeId: 8,
      title: "Fale com a gente",
      subtitle: "Dúvidas sobre pontos, cadastro ou parceiros? Respondemos em até 2 dias úteis.",
      menuTitle: "Contato",
      showInMenu: false,
    },
    {
      key: "media",
      typeId: 9,
      title: "Benefícios para toda a família",
      showInMenu: false,
      items: [{ name: "Benefícios para toda a família", image: img(s, "banner") }],
    },
  ];
}

function vitrineSections(): SectionSeed[] {
  const s = "vitrine";
  return [
    {
      key: "cards",
      typeId: 1,
      title: "Jeitos de ganhar",
      subtitle: "Escolha como quer participar hoje.",
      menuTitle: "Como ganhar",
      items: [
        { name: "Quizzes rápidos", description: "Perguntas de um minuto sobre as marcas que você gosta.", image: img(s, "card-quiz"), linkType: "signup", buttonLabel: "Criar conta" },
        { name: "Vídeos curtos", description: "Assista até o fim e ganhe pontos na hora.", image: img(s, "card-videos"), linkType: "signup", buttonLabel: "Criar conta" },
        { name: "Convide amigos", description: "Cada amigo que se cadastrar com o seu código vale 100 pontos.", image: img(s, "card-convites"), linkType: "additional", about: "Como ganhar recompensas", buttonLabel: "Saiba mais" },
        { name: "Prêmios de verdade", description: "Troque por produtos, cupons e experiências.", image: img(s, "card-premios"), linkType: "login", buttonLabel: "Entrar" },
      ],
    },
    {
      key: "alternating",
      typeId: 2,
      title: "Feita para quem gosta de descobrir",
      menuTitle: "Sobre",
      items: [
        { name: "Explore marcas novas", description: "Toda semana, novas marcas chegam à vitrine com atividades especiais.", image: img(s, "passo-explore"), linkType: "additional", about: "O que é a Vitrine Aberta", buttonLabel: "Conhecer a Vitrine", imageLeft: false },
        { name: "Ganhe enquanto se diverte", description: "Pontos entram na hora, sem burocracia e sem mensalidade.", image: img(s, "passo-ganhe"), linkType: "signup", buttonLabel: "Começar agora", imageLeft: true },
        { name: "Veja como é fácil", description: "Um tour de um minuto pela Vitrine Aberta.", image: img(s, "video-capa"), videoId: "aqz-KE-bpKQ", imageLeft: false },
      ],
    },
    {
      key: "carousel",
      typeId: 3,
      title: "Marcas na vitrine",
      menuTitle: "Marcas",
      items: [
        { name: "Ateliê Aurora", description: "Moda autoral com cupons de até 25%.", image: img(s, "parceiro-moda"), linkType: "external", externalLink: "https://example.com/aurora", buttonLabel: "Visitar loja" },
        { name: "Som da Rua", description: "Ingressos e playlists exclusivas para participantes.", image: img(s, "parceiro-musica"), linkType: "nolink" },
        { name: "Grão Fino Cafés", description: "Cafés especiais com entrega em todo o Brasil.", image: img(s, "parceiro-cafe"), linkType: "external", externalLink: "https://example.com/graofino", buttonLabel: "Visitar loja" },
        { name: "Leia Mais", description: "E-books e audiolivros com desconto em pontos.", image: img(s, "parceiro-leitura"), linkType: "nolink" },
      ],
    },
    {
      key: "centred",
      typeId: 4,
      title: "Por que a Vitrine é diferente",
      backgroundColor: "#FCE4EC",
      menuTitle: "Diferenciais",
      items: [
        { name: "Aberta a todos", description: "Sem convite e sem mensalidade: é só criar a conta.", linkType: "signup", buttonLabel: "Criar conta grátis" },
        { name: "Pontos na hora", description: "Concluiu a atividade, o saldo já aparece." },
        { name: "Seus dados protegidos", description: "Você decide o que compartilha com cada marca.", linkType: "additional", about: "O que é a Vitrine Aberta", buttonLabel: "Saiba mais" },
      ],
    },
    { key: "activities", typeId: 5, title: "Atividades abertas", subtitle: "Participe sem sair de casa.", menuTitle: "Atividades" },
    {
      key: "app",
      typeId: 6,
      title: "Aplicativo da Vitrine",
      subtitle: "Em breve nas lojas.",
      menuTitle: "Aplicativo",
      items: [{ image: img(s, "app") }],
    },
    { key: "plans", typeId: 7, title: "Anuncie na Vitrine", subtitle: "Planos para marcas que querem engajar.", menuTitle: "Planos" },
    { key: "support", typeId: 8, title: "Fale Conosco", subtitle: "Conte o que você precisa: respondemos por e-mail.", showInMenu: false },
    {
      key: "media",
      typeId: 9,
      title: "Recompensas para todos os gostos",
      showInMenu: false,
      items: [{ name: "Recompensas para todos os gostos", image: img(s, "banner") }],
    },
  ];
}

// Plans a member of the club buys for themself: what they get as a member, never a business's terms.
const DEMO_PLANS: PlanSeed[] = [
  { name: "Essencial", description: "Para aproveitar o clube todo mês, sem complicação.", priceCents: 49_900, days: 30, benefits: ["Cupons exclusivos todo mês", "Inscrição antecipada em eventos", "Frete grátis na loja do clube", "Atendimento por e-mail"], image: img("demo", "plano-essencial") },
  { name: "Plus", description: "Para quem participa de tudo e quer ganhar mais.", priceCents: 129_900, days: 30, isHighlighted: true, benefits: ["Pontos em dobro nas atividades", "Cupons exclusivos todo mês", "Inscrição antecipada em eventos", "Frete grátis na loja do clube", "Convites para eventos fechados", "Brinde de boas-vindas", "Atendimento prioritário"], image: img("demo", "plano-plus") },
  { name: "Enterprise", description: "Para levar o clube à sua empresa: um plano para toda a equipe, combinado com a gente.", priceCents: 1_199_000, discountCents: 200_000, days: 365, benefits: [], image: img("demo", "plano-enterprise") },
];

const VITRINE_PLANS: PlanSeed[] = [
  { name: "Criador", description: "Para quem quer mais recompensas das marcas da vitrine.", priceCents: 19_900, days: 30, benefits: ["3 cupons extras por mês", "Quizzes e vídeos exclusivos", "Sorteios mensais"], image: img("vitrine", "plano-criador") },
  { name: "Marca", description: "Todas as vantagens da vitrine, com prioridade nas novidades.", priceCents: 89_900, days: 30, benefits: ["Cupons ilimitados", "Acesso antecipado às coleções", "Frete grátis", "Atendimento prioritário"], image: img("vitrine", "plano-marca") },
];

// Vitrine's terms come from the station's own HTML, so the sanitised path is visible in the demo.
// The inline script is deliberate: the legal page must show the text and never run it.
const VITRINE_TERMS_HTML = `<h2>Regulamento da Vitrine Aberta</h2>
<p>A participação na Vitrine Aberta é gratuita e aberta a maiores de 18 anos. Ao criar a conta, você concorda com estas regras.</p>
<h3>Pontos</h3><ul><li>Os pontos são creditados ao concluir cada atividade.</li><li>Pontos não podem ser transferidos entre contas.</li><li>O saldo mínimo para resgate em dinheiro é de R$ 200,00, pago em até 7 dias úteis.</li></ul>
<h3>Conduta</h3><p>É proibido usar robôs ou qualquer automação para participar. Contas com indícios de fraude são suspensas.</p>
<script>window.__legalScriptRan = true;</script>
<p>Dúvidas: <a href="/suporte">Fale Conosco</a>.</p>`;

async function seedStation(db: Db, stationId: number, about: AboutSeed[], sections: SectionSeed[], planSeeds: PlanSeed[]) {
  const aboutIds = new Map<string, number>();
  for (const [i, a] of about.entries()) {
    const [existing] = await db
      .select({ id: aboutSections.id })
      .from(aboutSections)
      .where(and(eq(aboutSections.stationId, stationId), eq(aboutSections.name, a.name)));
    const id =
      existing?.id ??
      (
        await db
          .insert(aboutSections)
          .values({ stationId, menuTitle: a.menuTitle, name: a.name, image: a.image, internalImage: a.image, htmlDescription: a.html, backgroundColor: a.backgroundColor ?? null, position: i })
          .returning({ id: aboutSections.id })
      )[0]!.id;
    aboutIds.set(a.name, id);
  }

  for (const [i, s] of sections.entries()) {
    const [existing] = await db
      .select({ id: landingSections.id })
      .from(landingSections)
      .where(and(eq(landingSections.stationId, stationId), eq(landingSections.seedKey, s.key)));
    if (existing) continue;
    const [section] = await db
      .insert(landingSections)
      .values({
        stationId,
        position: i,
        typeId: s.typeId,
        title: s.title ?? null,
        subtitle: s.subtitle ?? null,
        titleColor: s.titleColor ?? null,
        textColor: s.textColor ?? null,
        backgroundColor: s.backgroundColor ?? null,
        backgroundType: s.backgroundImage ? "image" : "color",
        backgroundImage: s.backgroundImage ?? null,
        menuTitle: s.menuTitle ?? null,
        showInMenu: s.showInMenu ?? true,
        seedKey: s.key,
      })
      .returning({ id: landingSections.id });
    if (s.items?.length) {
      await db.insert(landingSectionItems).values(
        s.items.map((item, position) => ({
          stationId,
          sectionId: section!.id,
          position,
          name: item.name ?? null,
          description: item.description ?? null,
          image: item.image ?? null,
          videoId: item.videoId ?? null,
          linkType: item.linkType ?? "nolink",
          externalLink: item.externalLink ?? null,
          buttonLabel: item.buttonLabel ?? null,
          imageLeft: item.imageLeft ?? false,
          aboutSectionId: item.about ? (aboutIds.get(item.about) ?? null) : null,
        })),
      );
    }
  }

  for (const [i, p] of planSeeds.entries()) {
    const [existing] = await db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.stationId, stationId), eq(plans.name, p.name)));
    if (!existing) await db.insert(plans).values({ stationId, position: i, ...p });
  }
}

export async function seedContentDemo(db: Db, context: DemoContext): Promise<void> {
  await seedStation(db, context.demo.station.id, DEMO_ABOUT, demoSections(), DEMO_PLANS);
  await seedStation(db, context.vitrine.station.id, VITRINE_ABOUT, vitrineSections(), VITRINE_PLANS);
  await db
    .update(stations)
    .set({ termsOfUseHtml: VITRINE_TERMS_HTML })
    .where(and(eq(stations.id, context.vitrine.station.id), isNull(stations.termsOfUseHtml)));
}
