// The HTTP edge of storage, shared by the station and apex route handlers: serving a stored file
// (only keys of the host's own scope) and receiving an image upload (multipart field "file").
import "server-only";
import { isSafeKey, scopeOfKey, type StorageScope } from "./keys";
import { EMPTY_IMAGE_MESSAGE, IMAGE_LIMITS, imageTooLargeMessage, type ImagePurpose } from "./images";
import { storage, storeImage } from "./index";

export async function serveStoredFile(segments: string[], scope: StorageScope): Promise<Response> {
  let key: string;
  try {
    key = segments.map((s) => decodeURIComponent(s)).join("/");
  } catch {
    return notFound(); // broken percent-encoding (e.g. a lone surrogate) names no file
  }
  // A key of another station (or the platform) is answered exactly like a missing one.
  if (!isSafeKey(key) || scopeOfKey(key) !== scope) return notFound();
  const file = await storage().get(key);
  if (!file) return notFound();
  return new Response(Buffer.from(file.data), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.data.length),
      // Keys are random and never rewritten, so a file can be cached for good.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}

function notFound(): Response {
  return new Response("Arquivo não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** Multipart overhead allowance on top of the image limit, before the body is even read. */
const MULTIPART_SLACK = 64 * 1024;

export async function receiveImageUpload(
  request: Request,
  scope: StorageScope,
  allowed: readonly ImagePurpose[],
): Promise<Response> {
  const url = new URL(request.url);
  const purpose = url.searchParams.get("purpose") as ImagePurpose | null;
  if (!purpose || !allowed.includes(purpose)) return json({ ok: false, message: "Tipo de envio inválido." }, 400);
  const limit = IMAGE_LIMITS[purpose];
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > limit + MULTIPART_SLACK) return json({ ok: false, message: imageTooLargeMessage(limit) }, 413);
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return json({ ok: false, message: EMPTY_IMAGE_MESSAGE }, 400);
  }
  if (!file || typeof file === "string") return json({ ok: false, message: EMPTY_IMAGE_MESSAGE }, 400);
  const result = await storeImage(scope, purpose, new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return json({ ok: false, message: result.message }, result.status);
  return json({ ok: true, data: { url: result.url } });
}
