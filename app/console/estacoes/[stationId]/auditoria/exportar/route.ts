// Auditoria › Exportar CSV: the filtered log, newest first, streamed a batch at a time (semicolons
// and a BOM, so a spreadsheet in pt-BR opens it in columns with its accents). Owners only.
import { consoleRoute } from "@/lib/auth/guard";
import { auditBatches } from "@/lib/console/audit";
import { auditSubjects } from "@/lib/console/audit-subjects";
import { auditActionLabel, auditDetailsText, auditFilterFrom, formatAuditDate } from "@/lib/console/audit-text";
import { csvDay, csvDownload } from "@/lib/console/csv-download";
import { getDb } from "@/lib/db/client";

const HEADER = ["Quando", "Quem", "E-mail", "O quê", "Item", "Detalhes"];

export const GET = consoleRoute(
  async ({ request, station }) => {
    const url = new URL(request.url);
    const filter = auditFilterFrom(Object.fromEntries(url.searchParams));
    const db = await getDb();
    const rows = async function* () {
      for await (const batch of auditBatches(db, station.id, filter)) {
        const subjects = await auditSubjects(db, station.id, batch);
        yield batch.map((entry) => [
          formatAuditDate(entry.at),
          entry.actorName ?? "Conta removida",
          entry.actorEmail ?? "",
          auditActionLabel(entry.action),
          subjects.get(entry.id)?.name ?? "",
          auditDetailsText(entry.before, entry.after),
        ]);
      }
    };
    return csvDownload(`auditoria-${station.slug}-${csvDay()}.csv`, HEADER, rows());
  },
  { role: "owner" },
);
