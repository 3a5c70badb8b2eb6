// The file of a download, for signed-in members of this station only (/homepage/downloads):
// streamed with its type and its original name as an attachment. Another station's id, a station
// without files_access, or a missing file answer 404; a visitor gets the guard's 401.
import { getDb } from "@/lib/db/client";
import { memberRoute } from "@/lib/auth/guard";
import { contentDisposition, openDownloadFile } from "@/lib/library/downloads";
import { parseId } from "@/lib/library/member-pages";
import { isFeatureOn } from "@/lib/stations/features";

export const GET = memberRoute<{ id: string }>(async ({ station, params }) => {
  const id = parseId(params.id);
  const file = id !== null && isFeatureOn(station, "files") ? await openDownloadFile(await getDb(), station.id, id) : null;
  if (!file) return new Response("Arquivo não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.fileName),
      // Member-only: never kept by a shared cache.
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
