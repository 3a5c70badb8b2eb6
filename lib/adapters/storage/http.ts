// The HTTP edge of storage, shared by the station and apex route handlers: serving a stored file
// (only keys of the host's own scope) and receiving an image upload (multipart field "file").
import "server-only";
import type { ByteRange } from "./drivers";
import { isPrivateKey, isSafeKey, scopeOfKey, type StorageScope } from "./keys";
import { EMPTY_IMAGE_MESSAGE, IMAGE_LIMITS, imageTooLargeMessage, type ImagePurpose } from "./images";
import { storage, storeImage } from "./index";
import { logger } from "@/lib/log/logger";

export async function serveStoredFile(segments: string[], scope: StorageScope, rangeHeader: string | null = null): Promise<Response> {
  let key: string;
  try {
    key = segments.map((s) => decodeURIComponent(s)).join("/");
  } catch {
    return notFound(); // broken percent-encoding (e.g. a lone surrogate) names no file
  }
  // A key of another station (or the platform) is answered exactly like a missing one; so is a
  // private (member-only) file, which only its module's guarded route serves.
  if (!isSafeKey(key) || isPrivateKey(key) || scopeOfKey(key) !== scope) return notFound();
  const info = await storage().stat(key);
  if (!info) return notFound();
  // Videos are streamed, and by ranges: players seek, and a 200 MB file never sits in memory.
  const range = parseRange(rangeHeader, info.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { "content-range": `bytes */${info.size}` } });
  }
  const file = await storage().open(key, range ?? undefined);
  if (!file) return notFound();
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "accept-ranges": "bytes",
    // Keys are random and never rewritten, so a file can be cached for good.
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
  };
  if (range) {
    headers["content-range"] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers["content-length"] = String(range.end - range.start + 1);
    return new Response(file.body, { status: 206, headers });
  }
  headers["content-length"] = String(file.size);
  return new Response(file.body, { headers });
}

/** One "bytes=a-b" range (what players send); several ranges are answered with the whole file. */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

function notFound(): Response {
  return new Response("Arquivo não encontrado", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** Multipart overhead allowance on top of the image limit, before the body is even read. */
const MULTIPART_SLACK = 64 * 1024;

/** What the caller checks around an upload (rate limits, quota, the record); each throws to refuse. */
export interface UploadHooks {
  /** Before the body is read, with the least the file can weigh (the declared length less the form's overhead). */
  admit(declaredBytes: number | null): Promise<unknown>;
  /** After the file is stored; when it throws, the file is deleted again. */
  keep(file: { key: string; bytes: number }): Promise<void>;
}

/** A refusal thrown by a hook, as the route's answer: its text and 4xx status, or a logged 500. */
function refusal(error: unknown): Response {
  const status = (error as { status?: unknown }).status;
  const known = typeof status === "number" && status >= 400 && status < 500 && error instanceof Error;
  if (!known) logger.error({ err: error }, "upload refused by an unexpected error");
  return json({ ok: false, message: known ? error.message : "Erro interno no servidor" }, known ? status : 500);
}

export async function receiveImageUpload(
  request: Request,
  scope: StorageScope,
  allowed: readonly ImagePurpose[],
  hooks?: UploadHooks,
): Promise<Response> {
  const url = new URL(request.url);
  const purpose = url.searchParams.get("purpose") as ImagePurpose | null;
  if (!purpose || !allowed.includes(purpose)) return json({ ok: false, message: "Tipo de envio inválido." }, 400);
  const limit = IMAGE_LIMITS[purpose];
  const declared = request.headers.get("content-length");
  const length = Number(declared ?? "0");
  if (length > limit + MULTIPART_SLACK) return json({ ok: false, message: imageTooLargeMessage(limit) }, 413);
  try {
    await hooks?.admit(declared === null || !Number.isFinite(length) ? null : Math.max(0, length - MULTIPART_SLACK));
  } catch (error) {
    return refusal(error);
  }
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return json({ ok: false, message: EMPTY_IMAGE_MESSAGE }, 400);
  }
  if (!file || typeof file === "string") return json({ ok: false, message: EMPTY_IMAGE_MESSAGE }, 400);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = await storeImage(scope, purpose, bytes);
  if (!result.ok) return json({ ok: false, message: result.message }, result.status);
  try {
    await hooks?.keep({ key: result.key, bytes: bytes.length });
  } catch (error) {
    return refusal(error);
  }
  return json({ ok: true, data: { url: result.url } });
}
