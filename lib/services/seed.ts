// Demo data of the member services on `demo` (create what is missing, never overwrite): Maria's
// personal accounting and legal cases (by her CPF), the station's collective legal cases, a
// personal case of another member (which Maria must never see), Maria's appointments in each area
// with varied statuses, political-union themes with their detail, and the e2e suite's own members
// (e2e/service-requests.e2e.ts), who start with no case and no appointment.
// The areas' settings (enabled, weekdays, hours, texts) are seeded before, by areas-seed.ts.
import { and, count, eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { politicalThemes, serviceAppointments, serviceProcesses } from "./schema";
import type { AppointmentArea } from "./kinds";

/** Password: the demo password. Phone and desktop projects each ask their own appointments. */
export const SERVICE_E2E_MEMBERS = {
  phone: { email: "servicos.fone@demo.test", name: "Sérgio Serviços", cpf: "41827365919", tel: "11932109876", birthday: "1987-04-09" },
  desktop: { email: "servicos.desktop@demo.test", name: "Sara Serviços", cpf: "63051824771", tel: "11921098765", birthday: "1993-10-21" },
} as const;

/** A member with a personal legal case of his own: nobody else may see it. */
export const SERVICE_OTHER_MEMBER = { email: "servicos.outro@demo.test", name: "Otávio Outro", cpf: "27504691399", tel: "11910987654", birthday: "1979-01-30" } as const;

const MARIA_CPF = "52998224725";

const PROCESSES: Omit<typeof serviceProcesses.$inferInsert, "stationId">[] = [
  // Maria's accounting cases.
  { area: "accounting", cpf: MARIA_CPF, kind: "Restituição de Imposto de Renda", number: "IRPF-2024-0012345", filedOn: "2024-05-20", status: "Em análise na Receita Federal", court: "Receita Federal do Brasil", claimValueCents: 438_050, link: "https://www.gov.br/receitafederal/pt-br" },
  { area: "accounting", cpf: MARIA_CPF, kind: "Retificação de declaração (malha fina)", number: "IRPF-2023-0098712", filedOn: "2023-09-14", status: "Concluído", court: "Receita Federal do Brasil", claimValueCents: 126_090, link: "https://www.gov.br/receitafederal/pt-br" },
  { area: "accounting", cpf: MARIA_CPF, kind: "Parcelamento de débito de IPTU", number: "SEFAZ-DF-2025-55412", filedOn: "2025-02-03", status: "Aguardando documentos do associado", court: "Secretaria de Economia do DF", claimValueCents: 287_400, link: null },
  // Maria's legal cases.
  { area: "legal", cpf: MARIA_CPF, title: "Revisão de progressão funcional", kind: "Ação ordinária", number: "1023456-78.2023.4.01.3400", filedOn: "2023-03-02", status: "Aguardando sentença", court: "TRF da 1ª Região — 7ª Vara Federal Cível do DF", claimValueCents: 5_890_000, link: "https://pje1g.trf1.jus.br/consultapublica/" },
  { area: "legal", cpf: MARIA_CPF, title: "Restituição de contribuição previdenciária", kind: "Procedimento do Juizado Especial", number: "1009876-12.2024.4.01.3400", filedOn: "2024-08-19", status: "Em fase de recurso", court: "Juizado Especial Federal do DF", claimValueCents: 1_245_780, link: "https://pje1g.trf1.jus.br/consultapublica/" },
  // The station's collective cases.
  { area: "legal", collective: true, title: "Reajuste do auxílio-alimentação", kind: "Mandado de segurança coletivo", number: "1045123-90.2022.4.01.3400", filedOn: "2022-06-10", status: "Liminar deferida", court: "TRF da 1ª Região — 2ª Vara Federal do DF", claimValueCents: null, link: "https://pje1g.trf1.jus.br/consultapublica/" },
  { area: "legal", collective: true, title: "Incorporação dos quintos", kind: "Ação coletiva", number: "0034567-21.2019.4.01.3400", filedOn: "2019-11-25", status: "Em execução", court: "TRF da 1ª Região — 14ª Vara Federal do DF", claimValueCents: 1_250_000_000, link: "https://pje1g.trf1.jus.br/consultapublica/" },
  { area: "legal", collective: true, title: "Pagamento do adicional de qualificação", kind: "Procedimento administrativo", number: "PA 2024/001873", filedOn: "2024-04-02", status: "Em análise pela Diretoria-Geral", court: "Câmara Legislativa — Diretoria-Geral", claimValueCents: null, link: null },
  // Another member's personal case: only he sees it.
  { area: "legal", cpf: SERVICE_OTHER_MEMBER.cpf, title: "Averbação de tempo de serviço", kind: "Ação ordinária", number: "1077777-55.2024.4.01.3400", filedOn: "2024-10-07", status: "Citação realizada", court: "TRF da 1ª Região — 5ª Vara Federal Cível do DF", claimValueCents: 2_300_000, link: "https://pje1g.trf1.jus.br/consultapublica/" },
];

const day = 24 * 60 * 60 * 1000;

/** The next date from `from` falling on `weekday` at `hour` (São Paulo, UTC-3), `weeks` weeks on. */
function onWeekday(from: Date, weekday: number, hour: number, weeks: number): Date {
  const base = new Date(from.getTime() + weeks * 7 * day);
  const shift = (weekday - base.getUTCDay() + 7) % 7;
  const d = new Date(base.getTime() + shift * day);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour + 3, 0));
}

function mariaAppointments(now: Date): (Omit<typeof serviceAppointments.$inferInsert, "stationId" | "userId">)[] {
  const at = (area: AppointmentArea, status: "requested" | "scheduled" | "done" | "cancelled", weekday: number, description: string, weeks: number, extra: { phone?: string; hour?: number } = {}) => ({
    area,
    cpf: MARIA_CPF,
    status,
    preferredWeekday: weekday,
    description,
    phone: extra.phone ?? null,
    scheduledAt: status === "requested" ? null : onWeekday(now, weekday, extra.hour ?? 10, weeks),
    // Asked a week before an appointment in the past, a week ago for one still to come: never later than now.
    createdAt: new Date(now.getTime() - (Math.max(0, -weeks) + 1) * 7 * day),
  });
  return [
    at("accounting", "done", 4, "Dúvidas sobre a declaração do Imposto de Renda 2025.", -6),
    at("accounting", "scheduled", 4, "Conferir os documentos da restituição antes do envio.", 1, { hour: 14 }),
    at("dental", "done", 2, "Limpeza e avaliação de rotina.", -8, { phone: "11987654321", hour: 9 }),
    at("dental", "cancelled", 6, "Dor em um dente do siso.", -2, { phone: "11987654321" }),
    at("dental", "requested", 3, "Revisão do aparelho ortodôntico.", 0, { phone: "11987654321" }),
    at("legal", "scheduled", 3, "Orientação sobre a ação de progressão funcional.", 2, { hour: 11 }),
    at("legal", "requested", 1, "Dúvida sobre pensão alimentícia.", 0),
  ];
}

const THEMES: Omit<typeof politicalThemes.$inferInsert, "stationId">[] = [
  {
    kind: "Proposta de Emenda à Constituição",
    title: "Reforma administrativa (PEC 32/2020)",
    description: "Altera as regras do serviço público: estabilidade, avaliação de desempenho e formas de ingresso. O sindicato acompanha a tramitação e defende a estabilidade como garantia do serviço ao cidadão.",
    stakeholders: ["Servidores efetivos", "Aposentados e pensionistas", "Futuros servidores"],
    highlights: [
      { id: 1, description: "Fim da estabilidade para novos cargos", position: "Contrário" },
      { id: 2, description: "Avaliação de desempenho com critérios objetivos", position: "Favorável com ressalvas" },
      { id: 3, description: "Vínculo de experiência antes da efetivação", position: "Contrário" },
    ],
    actions: [
      { id: 1, date: "2024-03-12", description: "Reunião com a relatoria da comissão especial." },
      { id: 2, date: "2024-05-28", description: "Nota técnica entregue aos líderes partidários." },
      { id: 3, date: "2025-02-18", description: "Ato público no Salão Verde com outras entidades." },
    ],
    processes: [{ id: 1, identification: "PEC 32/2020", court: "Câmara dos Deputados" }],
  },
  {
    kind: "Projeto de Resolução",
    title: "Reestruturação das carreiras do Legislativo",
    description: "Novo plano de carreiras, com tabela remuneratória única e progressão por mérito e tempo de serviço.",
    stakeholders: ["Analistas legislativos", "Técnicos legislativos", "Policiais legislativos"],
    highlights: [
      { id: 1, description: "Tabela única para cargos de mesmo nível", position: "Favorável" },
      { id: 2, description: "Progressão a cada 12 meses", position: "Favorável" },
      { id: 3, description: "Extinção de funções comissionadas de chefia intermediária", position: "Em estudo" },
    ],
    actions: [
      { id: 1, date: "2024-09-03", description: "Proposta do sindicato protocolada na Diretoria-Geral." },
      { id: 2, date: "2025-01-22", description: "Audiência com a Mesa Diretora." },
    ],
    processes: [{ id: 1, identification: "PA 2024/001873", court: "Diretoria-Geral" }],
  },
  {
    kind: "Ato normativo",
    title: "Teletrabalho no serviço público",
    description: "Regras para o trabalho remoto: metas, equipamentos, custeio de internet e direito à desconexão.",
    stakeholders: ["Servidores em teletrabalho", "Chefias imediatas"],
    highlights: [
      { id: 1, description: "Auxílio para custeio de internet e energia", position: "Favorável" },
      { id: 2, description: "Direito à desconexão fora do horário", position: "Favorável" },
      { id: 3, description: "Metas 30% maiores para quem está em teletrabalho", position: "Contrário" },
    ],
    actions: [{ id: 1, date: "2025-04-08", description: "Pesquisa com os associados sobre o teletrabalho." }],
    processes: [],
  },
  {
    kind: "Negociação",
    title: "Recomposição salarial 2025",
    description: "Pauta de recomposição das perdas inflacionárias acumuladas desde 2019, com reajuste linear e reposição do auxílio-saúde.",
    stakeholders: ["Todos os servidores ativos", "Aposentados e pensionistas"],
    highlights: [
      { id: 1, description: "Reajuste linear de 9% em duas parcelas", position: "Favorável" },
      { id: 2, description: "Reajuste apenas por gratificações", position: "Contrário" },
    ],
    actions: [
      { id: 1, date: "2025-03-05", description: "Entrega da pauta de reivindicações." },
      { id: 2, date: "2025-06-17", description: "Primeira mesa de negociação." },
      { id: 3, date: "2025-08-26", description: "Assembleia geral para avaliar a proposta." },
    ],
    processes: [],
  },
  {
    kind: "Projeto de Lei",
    title: "Previdência complementar dos servidores",
    description: "Adesão automática ao fundo de previdência complementar e portabilidade entre planos.",
    stakeholders: ["Servidores que ingressaram após 2013"],
    highlights: [
      { id: 1, description: "Adesão automática com prazo para desistência", position: "Favorável com ressalvas" },
      { id: 2, description: "Portabilidade sem perda de contribuições", position: "Favorável" },
    ],
    actions: [{ id: 1, date: "2024-11-11", description: "Seminário sobre previdência complementar com os associados." }],
    processes: [{ id: 1, identification: "PL 1.234/2024", court: "Câmara dos Deputados" }],
  },
];

export async function seedServicesDemo(db: Db, context: DemoContext, now = new Date()): Promise<void> {
  const { station, establishment } = context.demo;

  for (const member of [...Object.values(SERVICE_E2E_MEMBERS), SERVICE_OTHER_MEMBER]) {
    await ensureUser(db, station.id, establishment.id, { ...member, stateId: 53, typeId: USER_TYPE_PARTICIPANT });
  }

  const existing = new Set((await db.select({ number: serviceProcesses.number }).from(serviceProcesses).where(eq(serviceProcesses.stationId, station.id))).map((p) => p.number));
  const missing = PROCESSES.filter((p) => !existing.has(p.number));
  if (missing.length > 0) await db.insert(serviceProcesses).values(missing.map((p) => ({ ...p, stationId: station.id })));

  const [asked] = await db
    .select({ n: count() })
    .from(serviceAppointments)
    .where(and(eq(serviceAppointments.stationId, station.id), eq(serviceAppointments.userId, context.memberId)));
  if ((asked?.n ?? 0) === 0) {
    await db.insert(serviceAppointments).values(mariaAppointments(now).map((a) => ({ ...a, stationId: station.id, userId: context.memberId })));
  }

  const titles = new Set((await db.select({ title: politicalThemes.title }).from(politicalThemes).where(eq(politicalThemes.stationId, station.id))).map((t) => t.title));
  const themes = THEMES.filter((t) => !titles.has(t.title));
  // Oldest first, so the list (newest first) opens with the first theme above.
  if (themes.length > 0) {
    await db.insert(politicalThemes).values(themes.map((t, i) => ({ ...t, stationId: station.id, createdAt: new Date(now.getTime() - (i + 1) * day) })));
  }
}
