// Auditoria › Exportar CSV: the filtered log, newest first, streamed a batch at a time (semicolons
// and a BOM, so a spreadsheet in pt-BR opens it in columns with its accents). Owners only.
import Papa from "papaparse";
import { consoleRoute } from "@/lib/auth/guard";
import { auditBatches } from "@/lib/console/audit";
import { auditSubjects } from "@/lib/console/audit-subjects";
import { auditActionLabel, auditDetailsText, auditFilterFrom, formatAuditDate } from "@/lib/console/audit-text";
import { getDb } from "@/lib/db/client";

const HEADER = ["Quando", "Quem", "E-mail", "O quê", "Item", "Detalhes"];

export const GET = consoleRoute(
  async ({ request, station }) => {
    const url = new URL(request.url);
    const filter = auditFilterFrom(Object.fromEntries(url.searchParams));
    const db = await getDb();
    const encoder = new TextEncoder();
    const batches = auditBatches(db, station.id, filter);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${Papa.unparse([HEADER], { delimiter: ";" })}\r\n`));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) return controller.close();
        const subjects = await auditSubjects(db, station.id, next.value);
        const rows = next.value.map((entry) => [
          formatAuditDate(entry.at),
          entry.actorName ?? "Conta removida",
          entry.actorEmail ?? "",
          auditActionLabel(entry.action),
          subjects.get(entry.id)?.name ?? "",
          auditDetailsText(entry.before, entry.after),
        ]);
        controller.enqueue(encoder.encode(`${Papa.unparse(rows, { delimiter: ";" })}\r\n`));
      },
    });
    const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo" }).format(new Date());
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="auditoria-${station.slug}-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
  { role: "owner" },
);
