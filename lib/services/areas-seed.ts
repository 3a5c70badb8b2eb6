// Demo of the four service areas (lib/seed/demo.ts: create what is missing, never overwrite):
// `demo` has accounting, dental, legal and political on with the spec's hours and appointment
// weekdays, guidance and information texts, teams, the unit's contacts, the spec's
// news tags, videos, and its own news (the offline driver: `wordpressUrl` stays null) with enough
// items per tag for two pages of the infinite scroll. `vitrine` has none of it.
//
// DEMO_WORDPRESS_URL (lib/env.ts) set: one more station, `imprensa`, has the same areas reading that
// WordPress; the e2e points it at its fake WordPress (scripts/fake-wordpress.ts) so the WordPress
// driver is proven end to end without touching demo.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { seedConsentsDemo } from "@/lib/consents/seed";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { env } from "@/lib/env";
import { news } from "@/lib/news/schema";
import { establishments, stations } from "@/lib/stations/schema";
import type { StationSettings } from "@/lib/stations/settings";

/** The spec's news tags. */
export const DEMO_NEWS_TAGS = { accounting: 13754, dental: 13753, legal: 13752, political: 13755 } as const;

const MON = 1, TUE = 2, WED = 3, THU = 4, FRI = 5, SAT = 6;

const LEGAL_GUIDANCE = `<h2>Como funciona</h2>
<p>A consultoria jurídica atende de <strong>segunda a sexta-feira, das 9h às 18h</strong>. Os advogados atendem às <strong>segundas, quartas e sextas-feiras, das 9h às 13h</strong>, sempre com agendamento prévio, que pode ser feito pela plataforma (em "Agendamentos"), por telefone ou por e-mail.</p>
<p>Os atendimentos são realizados exclusivamente on-line.</p>
<h2>O que a assistência cobre</h2>
<p>A assistência jurídica é gratuita para os filiados e abrange as áreas:</p>
<ul><li>cível;</li><li>família;</li><li>consumidor;</li><li>previdenciária;</li><li>administrativa;</li><li>tributária;</li><li>contratual;</li><li>criminal, somente para policiais legislativos em razão do exercício da função.</li></ul>`;

const ACCOUNTING_GUIDANCE = `<h2>Como funciona</h2>
<p>A consultoria contábil atende às <strong>quintas-feiras, das 9h às 18h</strong>, com agendamento pela plataforma.</p>
<p>Ajudamos com a declaração do Imposto de Renda, carnê-leão, restituições, malha fina e dúvidas sobre contracheque e descontos.</p>
<h3>Leve ao atendimento</h3>
<ul><li>informe de rendimentos;</li><li>recibos de despesas médicas e de educação;</li><li>a declaração do ano anterior, se houver.</li></ul>`;

const DENTAL_GUIDANCE = `<h2>Como funciona</h2>
<p>A clínica atende de <strong>segunda a sexta-feira, das 8h às 18h</strong>, e aos <strong>sábados, das 8h às 12h</strong>.</p>
<p>Peça seu horário em "Agendamentos" informando um telefone para contato; a clínica confirma o dia e o horário com você.</p>
<p>Em caso de dor ou urgência, ligue para a clínica.</p>`;

const info = (area: string, extra: string) =>
  `<p>O serviço de ${area} é um benefício exclusivo dos associados do Clube Demo, sem custo adicional.</p>${extra}<p>Dúvidas? Veja a página de contato da área.</p>`;

const person = (name: string, role: string, photoUrl: string | null = null) => ({ name, role, photoUrl });

export const DEMO_SERVICES: StationSettings["services"] = {
  accounting: {
    enabled: true,
    hours: [{ label: null, weekdays: [THU], opens: "09:00", closes: "18:00" }],
    appointmentWeekdays: [THU],
    guidanceHtml: ACCOUNTING_GUIDANCE,
    infoHtml: info("consultoria contábil", "<h3>Imposto de Renda</h3><p>Durante o período de declaração, a área abre horários extras, divulgados nas notícias.</p>"),
    team: [person("Renata Albuquerque", "Contadora responsável", "/static/demo/equipe/renata.svg"), person("Carlos Eduardo Nunes", "Técnico em contabilidade"), person("Juliana Prado", "Assistente fiscal")],
    contactPhone: "1133334444",
    contactEmail: "contabil@demo.test",
    newsTagId: DEMO_NEWS_TAGS.accounting,
    videos: {},
  },
  dental: {
    enabled: true,
    hours: [
      { label: null, weekdays: [MON, TUE, WED, THU, FRI], opens: "08:00", closes: "18:00" },
      { label: null, weekdays: [SAT], opens: "08:00", closes: "12:00" },
    ],
    appointmentWeekdays: [MON, TUE, WED, THU, FRI, SAT],
    guidanceHtml: DENTAL_GUIDANCE,
    infoHtml: info("odontologia", "<h3>Procedimentos</h3><ul><li>avaliação e limpeza;</li><li>restaurações;</li><li>tratamento de canal;</li><li>extrações simples.</li></ul>"),
    team: [person("Dra. Fernanda Lima", "Cirurgiã-dentista", "/static/demo/equipe/fernanda.svg"), person("Dr. Paulo Mendes", "Ortodontista"), person("Beatriz Santos", "Auxiliar de saúde bucal"), person("Márcia Oliveira", "Recepção")],
    contactPhone: "11955556666",
    contactEmail: "odonto@demo.test",
    newsTagId: DEMO_NEWS_TAGS.dental,
    videos: {},
  },
  legal: {
    enabled: true,
    hours: [
      { label: null, weekdays: [MON, TUE, WED, THU, FRI], opens: "09:00", closes: "18:00" },
      { label: "Advogados", weekdays: [MON, WED, FRI], opens: "09:00", closes: "13:00" },
    ],
    appointmentWeekdays: [MON, WED, FRI],
    guidanceHtml: LEGAL_GUIDANCE,
    infoHtml: info("consultoria jurídica", "<h3>Documentos</h3><p>Tenha em mãos documento com foto, comprovante de residência e os documentos do caso.</p>"),
    team: [person("Dr. Ricardo Moura", "Advogado, coordenador jurídico", "/static/demo/equipe/ricardo.svg"), person("Dra. Camila Torres", "Advogada trabalhista"), person("Dr. André Figueiredo", "Advogado previdenciário"), person("Luana Ribeiro", "Secretária jurídica")],
    contactPhone: "1132223333",
    contactEmail: "juridico@demo.test",
    newsTagId: DEMO_NEWS_TAGS.legal,
    videos: {
      videos: [
        { title: "Como pedir um atendimento jurídico", youtubeId: "demo-juridico-atendimento" },
        { title: "Seus direitos como consumidor", youtubeId: "demo-juridico-consumidor" },
      ],
    },
  },
  political: {
    enabled: true,
    hours: [],
    appointmentWeekdays: [],
    guidanceHtml: null,
    infoHtml: info("acompanhamento político-sindical", "<p>Acompanhamos as pautas do Legislativo que afetam a categoria e levamos as propostas dos associados às mesas de negociação.</p>"),
    team: [person("Roberto Campos", "Diretor político-sindical"), person("Sílvia Andrade", "Assessora parlamentar"), person("Tiago Martins", "Analista de comunicação")],
    contactPhone: "1134445555",
    contactEmail: "politico@demo.test",
    newsTagId: DEMO_NEWS_TAGS.political,
    videos: {
      "cafe-com-politica": [
        { title: "Café com Política: a reforma administrativa", youtubeId: "demo-cafe-reforma" },
        { title: "Café com Política: orçamento e data-base", youtubeId: "demo-cafe-orcamento" },
      ],
      transforma: [{ title: "Transforma: lideranças sindicais", youtubeId: "demo-transforma-liderancas" }],
    },
  },
};

const AREA_NEWS: Record<keyof typeof DEMO_NEWS_TAGS, { image: string; titles: string[] }> = {
  accounting: {
    image: "/static/demo/noticias/contabil.svg",
    titles: [
      "Imposto de Renda: calendário de atendimentos extras", "Quem precisa declarar neste ano", "Restituição: como consultar o lote",
      "Despesas médicas que podem ser deduzidas", "Malha fina: o que fazer ao cair nela", "Carnê-leão para quem tem aluguel",
      "Informe de rendimentos já está disponível", "Dependentes na declaração: regras atualizadas", "Contracheque: entenda cada desconto",
      "Previdência complementar e dedução no IR", "Doações incentivadas na declaração", "Prazo final da declaração se aproxima",
    ],
  },
  dental: {
    image: "/static/demo/noticias/odontologico.svg",
    titles: [
      "Campanha de prevenção ao câncer bucal", "Clínica amplia horário aos sábados", "Como escovar os dentes corretamente",
      "Sensibilidade nos dentes: quando procurar ajuda", "Check-up odontológico semestral", "Clareamento: mitos e verdades",
      "Cuidados com aparelho ortodôntico", "Saúde bucal das crianças", "Fio dental: por que ele importa",
      "Novo equipamento de raio-X na clínica", "Bruxismo e estresse no trabalho", "Alimentação e saúde dos dentes",
    ],
  },
  legal: {
    image: "/static/demo/noticias/juridico.svg",
    titles: [
      "Ação coletiva sobre reajuste tem nova decisão", "Direito do consumidor: compras pela internet", "Aposentadoria: o que mudou nas regras de transição",
      "Plantão jurídico on-line: como agendar", "Pensão alimentícia: revisão de valores", "Contratos de aluguel e reajuste pelo índice",
      "Licença-maternidade e estabilidade", "Inventário extrajudicial: quando é possível", "Assédio moral: como se proteger",
      "Revisão da vida toda: situação atual", "Cobranças indevidas em conta de luz", "Prazo para ações trabalhistas",
    ],
  },
  political: {
    image: "/static/demo/noticias/politico.svg",
    titles: [
      "Reforma administrativa volta à pauta", "Sindicato participa de audiência pública", "Data-base: proposta apresentada à mesa",
      "Orçamento do próximo ano e a categoria", "Frente parlamentar em defesa do serviço público", "Agenda da semana no Legislativo",
      "Encontro nacional de dirigentes sindicais", "Projeto sobre teletrabalho avança", "Mobilização pela recomposição salarial",
      "Consulta aos associados sobre prioridades", "Balanço das negociações do semestre", "Nova comissão de acompanhamento legislativo",
    ],
  },
};

const STATION_NEWS = [
  { title: "Assembleia geral aprova pauta de reivindicações", subtitle: "Associados votaram as prioridades para a campanha salarial.", image: "/static/demo/noticias/assembleia.svg",
    body: "<p>Em assembleia realizada na sede, os associados aprovaram a pauta de reivindicações que será levada à negociação.</p><p>Entre os pontos estão a recomposição salarial, o auxílio-saúde e a regulamentação do teletrabalho.</p>" },
  { title: "Novo convênio de saúde com desconto para associados", subtitle: "Planos com carência reduzida para quem aderir até o fim do mês.", image: "/static/demo/noticias/convenio-saude.svg",
    body: "<p>O Clube Demo firmou convênio com uma nova operadora de saúde. Associados e dependentes têm condições especiais.</p><ul><li>carência reduzida;</li><li>rede credenciada ampla;</li><li>desconto na mensalidade.</li></ul>" },
  { title: "Colônia de férias abre reservas para o verão", subtitle: "As reservas são feitas por ordem de pedido.", image: "/static/demo/noticias/colonia-ferias.svg",
    body: "<p>As reservas para a temporada de verão da colônia de férias já estão abertas. Garanta seu período com antecedência.</p>" },
  { title: "Reajuste salarial: entenda a proposta", subtitle: "O que a proposta apresentada significa no seu contracheque.", image: "/static/demo/noticias/reajuste.svg",
    body: "<p>A proposta prevê reajuste em duas parcelas. Veja a simulação na página da consultoria contábil.</p>" },
  { title: "Cursos gratuitos de qualificação", subtitle: "Inscrições abertas para turmas on-line.", image: "/static/demo/noticias/curso.svg",
    body: "<p>Estão abertas as inscrições para cursos de oratória, planilhas e gestão do tempo, gratuitos para associados.</p>" },
];

const DAY = 86_400_000;

async function seedAreaNews(db: Db, stationId: number): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(news).where(and(eq(news.stationId, stationId), isNotNull(news.tagId)));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const rows = Object.entries(AREA_NEWS).flatMap(([module, { image, titles }]) =>
    titles.map((title, i) => ({
      stationId,
      tagId: DEMO_NEWS_TAGS[module as keyof typeof DEMO_NEWS_TAGS],
      title,
      image: i % 3 === 2 ? null : image,
      bodyHtml: `<p>A equipe da área preparou este informe para os associados do Clube Demo, com o que muda e o que fazer.</p><p>Para mais detalhes, fale com a área pela página de contato.</p>`,
      publishedAt: new Date(now - (i + 1) * 2 * DAY),
    })),
  );
  await db.insert(news).values(rows);
}

async function seedStationNews(db: Db, stationId: number): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(news).where(and(eq(news.stationId, stationId), sql`${news.tagId} is null`));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.insert(news).values(STATION_NEWS.map((n, i) => ({ stationId, title: n.title, subtitle: n.subtitle, image: n.image, bodyHtml: n.body, publishedAt: new Date(now - (i + 1) * 3 * DAY) })));
}

/** Sets `services` on a station unless it already says something about them. */
async function setServices(db: Db, stationId: number, extra: Partial<StationSettings> = {}): Promise<void> {
  await db
    .update(stations)
    .set({ settings: sql`coalesce(${stations.settings}, '{}'::jsonb) || ${JSON.stringify({ services: DEMO_SERVICES, ...extra })}::jsonb` })
    .where(and(eq(stations.id, stationId), sql`not (coalesce(${stations.settings}, '{}'::jsonb) ? 'services')`));
}

/**
 * e2e/service-areas.e2e.ts signs in here on the WordPress station: the member reads the areas'
 * news, the owner saves a news item in the console (which renews the WordPress news kept in cache).
 */
export const WORDPRESS_DEMO = {
  slug: "imprensa",
  member: { email: "leitora@imprensa.test", name: "Lívia Leitora" },
  owner: { email: "dono@imprensa.test", name: "Otávio Dono" },
} as const;

async function seedWordPressStation(db: Db, wordpressUrl: string): Promise<void> {
  await db
    .insert(stations)
    .values({ slug: WORDPRESS_DEMO.slug, name: "Imprensa Sindical", description: "Estação de teste: as notícias das áreas vêm de um WordPress.", mainBrandColor: "#2E7D32", myAccountAccess: true, settings: { loginIdentifier: "email", signupVariant: "single", adminPanelButton: true } })
    .onConflictDoNothing({ target: stations.slug });
  const [station] = await db.select({ id: stations.id }).from(stations).where(eq(stations.slug, WORDPRESS_DEMO.slug));
  if (!station) return;
  await db.insert(establishments).values({ stationId: station.id, fullSocialName: "Imprensa Sindical" }).onConflictDoNothing({ target: establishments.stationId });
  const [establishment] = await db.select({ id: establishments.id }).from(establishments).where(eq(establishments.stationId, station.id));
  await setServices(db, station.id, { wordpressUrl });
  await ensureUser(db, station.id, establishment!.id, { ...WORDPRESS_DEMO.member, typeId: USER_TYPE_PARTICIPANT });
  await ensureUser(db, station.id, establishment!.id, { ...WORDPRESS_DEMO.owner, typeId: USER_TYPE_OWNER });
  // Its member accepts the texts as the other demo stations' members do (lib/seed/demo.ts does those).
  await seedConsentsDemo(db, [station.id]);
}

/** e2e/service-areas.e2e.ts: a vitrine member, to see that vitrine has none of the areas. */
export const SERVICE_E2E_MEMBERS = { vitrine: { email: "areas@vitrine.test", name: "Vera Vitrine" } } as const;

export async function seedServiceAreasDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;
  await setServices(db, stationId);
  await ensureUser(db, context.vitrine.station.id, context.vitrine.establishment.id, { ...SERVICE_E2E_MEMBERS.vitrine, typeId: USER_TYPE_PARTICIPANT });
  await seedAreaNews(db, stationId);
  await seedStationNews(db, stationId);
  if (env.DEMO_WORDPRESS_URL) await seedWordPressStation(db, env.DEMO_WORDPRESS_URL);
}
