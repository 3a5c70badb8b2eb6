// Relatórios › Exportar CSV: one of the report's tables (`tabela`) over the page's period (`de`,
// `ate` or `periodo`), streamed with semicolons and a BOM for a pt-BR spreadsheet. Owners only.
import { consoleRoute } from "@/lib/auth/guard";
import { csvDownload } from "@/lib/console/csv-download";
import { getDb } from "@/lib/db/client";
import { reportRangeFrom } from "@/lib/reports/range";
import { isReportTable, REPORT_TABLES, reportTableRows } from "@/lib/reports/tables";

export const GET = consoleRoute(
  async ({ request, station }) => {
    const url = new URL(request.url);
    const table = url.searchParams.get("tabela");
    if (!isReportTable(table)) return Response.json({ message: "Tabela desconhecida." }, { status: 404 });
    const range = reportRangeFrom(Object.fromEntries(url.searchParams));
    const db = await getDb();
    return csvDownload(`relatorio-${table}-${station.slug}-${range.from}-a-${range.to}.csv`, [...REPORT_TABLES[table].header], reportTableRows(db, station.id, range, table));
  },
  { role: "owner" },
);
