// Relatórios' tables as rows of words and numbers, shared by the page and the CSV export so both
// show the same figures under the same headings. Money is in cents and points in hundredths; the
// CSV writes them as plain decimals with a comma ("1234,50"), which a pt-BR spreadsheet reads as numbers.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { activityFigures, memberFigures, pointsFigures, revenueFigures, type RevenueMethod } from "./dashboard";
import type { ReportRange } from "./range";

export const REVENUE_METHOD_LABELS: Record<RevenueMethod, string> = {
  points: "Pontos",
  wallet: "Carteira",
  credit_card: "Cartão",
  pix: "PIX",
};

export const REPORT_TABLES = {
  membros: { title: "Membros", header: ["Indicador", "Quantidade"] },
  atividades: { title: "Participações por atividade", header: ["Atividade", "Participações", "Membros"] },
  pontos: { title: "Pontos por dia", header: ["Dia", "Emitidos", "Resgatados", "Expirados"] },
  receita: { title: "Receita por forma de pagamento", header: ["Forma de pagamento", "Recebido (R$)", "Reembolsado (R$)", "Líquido (R$)"] },
} as const;
export type ReportTable = keyof typeof REPORT_TABLES;

export function isReportTable(value: string | null | undefined): value is ReportTable {
  return value != null && Object.hasOwn(REPORT_TABLES, value);
}

/** Hundredths (of a real or of a point) as "1234,56", without rounding through a float. */
export function csvDecimal(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "2026-03-10" → "10/03/2026". */
export function brDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

type Row = (string | number)[];
const BATCH = 500;

/** The rows of one table for the CSV, in batches; each table is one aggregate query. */
export async function* reportTableRows(db: DbOrTx, stationId: number, range: ReportRange, table: ReportTable): AsyncGenerator<Row[]> {
  let rows: Row[];
  if (table === "membros") {
    const m = await memberFigures(db, stationId, range);
    rows = [
      ["Membros no total", m.total],
      ["Novos no período", m.new],
      ["Ativos no período", m.active],
    ];
  } else if (table === "atividades") {
    rows = (await activityFigures(db, stationId, range)).map((a) => [a.name, a.participations, a.members]);
  } else if (table === "pontos") {
    const p = await pointsFigures(db, stationId, range);
    rows = [...p.daily.map((d) => [brDay(d.day), csvDecimal(d.issued), csvDecimal(d.redeemed), csvDecimal(d.expired)]), ["Total", csvDecimal(p.issued), csvDecimal(p.redeemed), csvDecimal(p.expired)]];
  } else {
    const r = await revenueFigures(db, stationId, range);
    rows = [
      ...r.lines.map((l) => [REVENUE_METHOD_LABELS[l.method], csvDecimal(l.gross), csvDecimal(l.refunded), csvDecimal(l.net)]),
      ["Total", csvDecimal(r.total.gross), csvDecimal(r.total.refunded), csvDecimal(r.total.net)],
    ];
  }
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}
