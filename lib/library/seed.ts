// Demo calendar and downloads (lib/seed/demo.ts: create what is missing, never overwrite). On
// `demo` (events_access and files_access on): schedules spread across the month the seed runs in,
// in São Paulo time (some all-day, some of several hours, two in the current week), a few of the
// accounting and legal areas; downloads with real small PDFs and a CSV. A restart in the same
// month adds nothing; in a later month it adds that month's events, so the demo's calendar is
// never empty. `vitrine` has none. Also the e2e suite's own members (e2e/calendar-downloads.e2e.ts).
import { and, eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { createDownload } from "./downloads";
import { simplePdf } from "./pdf";
import { downloads, schedules } from "./schema";

const TIME_ZONE = "America/Sao_Paulo";
const img = (name: string) => `/static/demo/agenda/${name}.svg`;

/** e2e/calendar-downloads.e2e.ts sends a support message per project: its own members. */
export const LIBRARY_E2E_MEMBERS = {
  phone: { email: "agenda.celular@demo.test", name: "Alice Agenda" },
  desktop: { email: "agenda.desktop@demo.test", name: "Artur Agenda" },
} as const;

/** Today's calendar day in São Paulo. */
function todayInSaoPaulo(now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The instant of a São Paulo wall-clock time (through Intl, not a fixed offset). */
export function saoPauloInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric",
  }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(guess - (wall - guess));
}

interface DemoSchedule {
  name: string;
  description: string;
  image: string | null;
  /** Day of the month (clamped to its length), or relative to today when `fromToday`. */
  day: number;
  fromToday?: true;
  /** [hour, minute] of start and end; none: all day, `days` long. */
  start?: [number, number];
  end?: [number, number];
  days?: number;
  service?: "accounting" | "legal";
}

const DEMO_SCHEDULES: DemoSchedule[] = [
  { name: "Caminhada solidária", description: "Saída da sede às 7h, com camiseta do clube para os inscritos. Traga 1 kg de alimento não perecível.", image: img("bem-estar"), day: 2, start: [7, 0], end: [10, 0] },
  { name: "Assembleia geral ordinária", description: "Prestação de contas do semestre e votação do plano de atividades. Auditório da sede, com transmissão ao vivo para quem estiver longe.", image: img("assembleia"), day: 5, start: [19, 0], end: [21, 0] },
  { name: "Plantão de atendimento presencial", description: "Equipe do clube na sede o dia todo para atualizar cadastros, emitir carteirinhas e tirar dúvidas.", image: null, day: 8, start: [9, 0], end: [17, 0] },
  { name: "Feira de vantagens dos associados", description: "Dois dias com os parceiros do clube: descontos exclusivos, sorteios e atividades para a família.", image: img("feira"), day: 12, days: 2 },
  { name: "Curso de educação financeira", description: "Módulo 1: orçamento doméstico e reserva de emergência. Vagas limitadas; inscrição pelo Fale conosco.", image: img("curso"), day: 20, start: [14, 0], end: [17, 0] },
  { name: "Dia do associado", description: "Um dia inteiro de programação na sede: café da manhã, oficinas e show no fim da tarde.", image: img("assembleia"), day: 23, days: 1 },
  { name: "Confraternização de fim de mês", description: "Música ao vivo e petiscos para os associados e um acompanhante.", image: img("feira"), day: 28, start: [20, 0], end: [23, 30] },
  { name: "Aula aberta de ioga", description: "Aula para todos os níveis no espaço de convivência. Leve seu tapete.", image: img("bem-estar"), day: 0, fromToday: true, start: [18, 30], end: [19, 30] },
  { name: "Roda de conversa: saúde mental no trabalho", description: "Com a psicóloga convidada do clube, aberta a todos os associados.", image: null, day: 1, fromToday: true, start: [19, 0], end: [20, 30] },
  { name: "Plantão de dúvidas: imposto de renda", description: "Contadores do clube tiram dúvidas sobre a declaração. Atendimento por ordem de chegada.", image: img("contabil"), day: 3, start: [9, 0], end: [12, 0], service: "accounting" },
  { name: "Oficina: organize as finanças da família", description: "Planilha de gastos, metas e como sair do cheque especial.", image: img("contabil"), day: 17, start: [14, 0], end: [16, 0], service: "accounting" },
  { name: "Palestra: direitos do servidor", description: "A assessoria jurídica explica estabilidade, licenças e aposentadoria, com perguntas ao final.", image: img("juridico"), day: 10, start: [10, 0], end: [12, 0], service: "legal" },
  { name: "Mutirão de atendimento jurídico", description: "Advogados do clube atendem sem agendamento, das 9h às 13h.", image: img("juridico"), day: 24, start: [9, 0], end: [13, 0], service: "legal" },
];

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The demo's schedules placed in the month of `now` (São Paulo). */
export function demoSchedulesFor(now: Date) {
  const today = todayInSaoPaulo(now);
  const last = daysInMonth(today.year, today.month);
  return DEMO_SCHEDULES.map((s) => {
    const day = Math.min(Math.max(s.fromToday ? today.day + s.day : s.day, 1), last);
    const allDay = !s.start;
    const startsAt = allDay ? saoPauloInstant(today.year, today.month, day) : saoPauloInstant(today.year, today.month, day, ...s.start!);
    const endsAt = allDay ? saoPauloInstant(today.year, today.month, day + (s.days ?? 1)) : saoPauloInstant(today.year, today.month, day, ...s.end!);
    return { name: s.name, description: s.description, image: s.image, startsAt, endsAt, allDay, service: s.service ?? null };
  });
}

const DEMO_DOWNLOADS = [
  {
    name: "Convenção coletiva 2026",
    description: "O texto assinado da convenção, com reajuste, benefícios e jornada.",
    title: "Convenção coletiva de trabalho 2026",
    subtitle: "Vigência de 1º de janeiro a 31 de dezembro de 2026",
    body: "<p>Este é o texto integral da convenção coletiva negociada pelo clube para 2026.</p><ul><li>Reajuste salarial e piso da categoria;</li><li>Vale-alimentação e plano de saúde;</li><li>Jornada, banco de horas e teletrabalho.</li></ul><p>Dúvidas? Procure a <strong>consultoria jurídica</strong> do clube.</p>",
    fileName: "Convenção coletiva 2026.pdf",
    pdf: ["Clube Demo - texto para demonstração", "", "Cláusula 1ª. Reajuste salarial de 5,2% a partir de 1º de janeiro.", "Cláusula 2ª. Vale-alimentação de R$ 900,00 mensais.", "Cláusula 3ª. Jornada de 40 horas semanais, com banco de horas.", "Cláusula 4ª. Teletrabalho de até 3 dias por semana."],
  },
  {
    name: "Ficha de filiação",
    description: "Preencha, assine e entregue na sede ou pelo Fale conosco.",
    title: "Ficha de filiação",
    subtitle: "Para trazer um colega para o clube",
    body: "<p>Imprima a ficha, preencha com letra de forma e entregue na sede. Também aceitamos a ficha digitalizada pelo <a href=\"/homepage/support\">Fale conosco</a>.</p>",
    fileName: "ficha-de-filiacao.pdf",
    pdf: ["Nome completo: ________________________________", "CPF: ____________________  Nascimento: ___/___/______", "E-mail: _______________________________________", "Telefone: ( ___ ) _____-______", "", "Assinatura: ___________________________________"],
  },
  {
    name: "Tabela de convênios",
    description: "Parceiros, descontos e como usar cada convênio (planilha).",
    title: "Tabela de convênios",
    subtitle: "Atualizada todo mês",
    body: "<p>A planilha lista os parceiros do clube, o desconto de cada um e como apresentar a carteirinha.</p>",
    fileName: "tabela-de-convenios.csv",
    csv: "parceiro;desconto;como usar\nAcademia Movimento;20%;Apresente a carteirinha\nFarmácia Bem-Estar;15%;Informe o CPF no caixa\nLivraria Página;10%;Cupom no site\n",
  },
] as const;

export async function seedLibraryDemo(db: Db, context: DemoContext, now = new Date()): Promise<void> {
  const stationId = context.demo.station.id;
  for (const s of demoSchedulesFor(now)) {
    const [existing] = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.stationId, stationId), eq(schedules.name, s.name), eq(schedules.startsAt, s.startsAt)));
    if (!existing) await db.insert(schedules).values({ stationId, ...s });
  }

  const present = new Set((await db.select({ name: downloads.name }).from(downloads).where(eq(downloads.stationId, stationId))).map((d) => d.name));
  for (const d of DEMO_DOWNLOADS) {
    if (present.has(d.name)) continue;
    const bytes = "pdf" in d ? simplePdf(d.title, d.pdf) : new TextEncoder().encode(d.csv);
    await createDownload(db, stationId, { name: d.name, description: d.description, title: d.title, subtitle: d.subtitle, body: d.body, fileName: d.fileName, bytes });
  }

  for (const m of Object.values(LIBRARY_E2E_MEMBERS)) {
    await ensureUser(db, stationId, context.demo.establishment.id, { ...m, typeId: USER_TYPE_PARTICIPANT });
  }
}
