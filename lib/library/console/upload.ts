// The console's download upload, behind its route handler: reads the multipart form, validates the
// texts with the form's schema, stores the file through createDownload (the content check and the
// station's private key) in the console's write pipeline (lib/console/write.ts): one transaction
// with its audit row, then the library expires.
import "server-only";
import { errorResponse } from "@/lib/actions/result";
import type { ConsoleContext } from "@/lib/auth/guard";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { runConsoleWrite } from "@/lib/console/write";
import { admitUpload } from "@/lib/uploads/quota";
import { consoleUploader } from "@/lib/uploads/routes";
import { createDownload, UNSUPPORTED_FILE } from "../downloads";
import { DOWNLOAD_MAX_BYTES, downloadFormSchema, MSG_FILE_REQUIRED, MSG_FILE_TOO_LARGE } from "./schemas";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export async function receiveDownloadUpload(request: Request, ctx: Pick<ConsoleContext, "station" | "account">): Promise<Response> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > DOWNLOAD_MAX_BYTES + 256 * 1024) return json({ ok: false, message: MSG_FILE_TOO_LARGE, fieldErrors: { file: MSG_FILE_TOO_LARGE } }, 413);
  // The console's hourly upload limit. Not recorded for the orphan job: the file and its row are
  // written in one transaction, and deleting the download deletes the file.
  try {
    await admitUpload(await consoleUploader(ctx.station.id, ctx.account.id), null);
  } catch (error) {
    return errorResponse(error);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ ok: false, message: MSG_FILE_REQUIRED, fieldErrors: { file: MSG_FILE_REQUIRED } }, 400);
  }
  const parsed = downloadFormSchema.safeParse({
    id: null,
    title: form.get("title") ?? "",
    description: form.get("description") ?? "",
    body: form.get("body") ?? "",
  });
  if (!parsed.success) return errorResponse(parsed.error);
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return json({ ok: false, message: MSG_FILE_REQUIRED, fieldErrors: { file: MSG_FILE_REQUIRED } }, 400);
  if (file.size > DOWNLOAD_MAX_BYTES) return json({ ok: false, message: MSG_FILE_TOO_LARGE, fieldErrors: { file: MSG_FILE_TOO_LARGE } }, 413);
  const data = parsed.data;
  const fileName = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(-200) || "arquivo";
  try {
    const created = await runConsoleWrite(ctx, async (tx) => {
      const row = await createDownload(tx, ctx.station.id, {
        name: data.title,
        title: data.title,
        description: data.description,
        body: data.body ? sanitizeHtml(data.body) : null,
        fileName,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return { value: row, audit: { action: "download.create", entity: "download", entityId: row.id, after: { title: data.title, fileName, size: file.size } }, expires: ["library"] };
    });
    return json({ ok: true, data: created });
  } catch (error) {
    if (error instanceof Error && error.message === UNSUPPORTED_FILE) {
      const message = "Formato de arquivo não suportado ou arquivo corrompido. Envie PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, JPG, PNG, TXT ou CSV.";
      return json({ ok: false, message, fieldErrors: { file: message } }, 415);
    }
    return errorResponse(error);
  }
}
