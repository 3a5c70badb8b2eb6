// Membros › Exportar: every member of the station (name, CPF, contacts, plan, points, dates and
// situation) as a CSV streamed a batch at a time; with `?o=roster`, the roster of affiliates in the
// importer's own format, so it can be edited and imported back. Owners only: it is personal data.
import { memberExportBatches, MEMBER_EXPORT_HEADER, rosterExportBatches } from "@/lib/accounts/console/member-export";
import { ROSTER_CSV_HEADER } from "@/lib/accounts/console/roster-schemas";
import { consoleRoute } from "@/lib/auth/guard";
import { csvDay, csvDownload } from "@/lib/console/csv-download";
import { getDb } from "@/lib/db/client";

export const GET = consoleRoute(
  async ({ request, station }) => {
    const db = await getDb();
    if (new URL(request.url).searchParams.get("o") === "roster") {
      return csvDownload(`lista-de-associados-${station.slug}-${csvDay()}.csv`, ROSTER_CSV_HEADER, rosterExportBatches(db, station.id));
    }
    return csvDownload(`membros-${station.slug}-${csvDay()}.csv`, MEMBER_EXPORT_HEADER, memberExportBatches(db, station.id));
  },
  { role: "owner" },
);
