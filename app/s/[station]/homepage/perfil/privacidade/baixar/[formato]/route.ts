// "Baixar meus dados": the signed-in member's own data on the host's station, as JSON (portability)
// or as a readable HTML document, an attachment named after the station and the day. Each download
// is recorded as a fulfilled access request in the owner's register. Any other format is a 404.
import { memberRoute } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { isoDay } from "@/lib/format";
import { buildMemberExport } from "@/lib/privacy/export";
import { renderExportHtml } from "@/lib/privacy/export-html";
import { recordAccessRequest } from "@/lib/privacy/requests";
import { exportFormatSchema } from "@/lib/privacy/texts";

const notFound = () => new Response("Não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export const GET = memberRoute<{ formato: string }>(async ({ station, user, params }) => {
  const format = exportFormatSchema.safeParse(params.formato);
  if (!format.success) return notFound();
  const db = await getDb();
  const now = new Date();
  const data = await buildMemberExport(db, station, user.id, now);
  if (!data) return notFound();
  await recordAccessRequest(db, station.id, user.id, format.data, now);
  const name = `meus-dados-${station.slug}-${isoDay(now)}.${format.data}`;
  const body = format.data === "json" ? JSON.stringify(data, null, 2) : renderExportHtml(data, station);
  return new Response(body, {
    headers: {
      "content-type": format.data === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      // Personal data: never kept by any cache.
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
