// The wall's upload handler: the file is the raw request body (no multipart form to parse), a
// photo (?tipo=imagem) or a video (?tipo=video). It lives outside the request hook (see
// app/homepage/feed/upload/route.ts), so it repeats the hook's Origin check itself.
import "server-only";
import { errorResponse } from "@/lib/actions/result";
import { storage } from "@/lib/adapters/storage";
import { clientIp } from "@/lib/security/client-ip";
import type { SessionUser } from "@/lib/auth/session";
import { refusalFromHeaders, REFUSAL_TEXT } from "@/lib/security/refusals";
import type { Station } from "@/lib/stations/queries";
import { scopeOf } from "./access";
import { POST_IMAGE_MAX_BYTES, POST_VIDEO_MAX_BYTES } from "./limits";
import { checkDeclaredLength, receiveImage, receiveVideo } from "./media";
import { admitUpload, keepUpload, memberUploader, UPLOAD_QUOTA_MESSAGE } from "@/lib/uploads/quota";
import { IMAGE_TOO_LARGE, NOT_FOUND, UPLOAD_EMPTY, VIDEO_TOO_LARGE } from "./messages";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export async function receivePostUpload(request: Request, station: Station, user: SessionUser): Promise<Response> {
  const url = new URL(request.url);
  const refusal = refusalFromHeaders({ method: request.method, pathname: url.pathname, headers: request.headers });
  if (refusal) return json({ ok: false, message: REFUSAL_TEXT[refusal.status] }, refusal.status);
  const kind = url.searchParams.get("tipo");
  const scope = scopeOf(station);
  const videoOff = kind === "video" && station.settings.hidePostVideo;
  if (!scope.feedOn || (kind !== "imagem" && kind !== "video") || videoOff) return json({ ok: false, message: NOT_FOUND }, 404);
  try {
    const isVideo = kind === "video";
    const limit = isVideo ? POST_VIDEO_MAX_BYTES : POST_IMAGE_MAX_BYTES;
    const tooLarge = isVideo ? VIDEO_TOO_LARGE : IMAGE_TOO_LARGE;
    // A declared length over the limit, or over what the member's daily quota has left, is
    // refused before a byte of the body is read; so is an upload past the hourly rate limits.
    const declared = request.headers.get("content-length");
    checkDeclaredLength(declared, limit, tooLarge);
    const uploader = memberUploader(station, user.id, await clientIp());
    const remaining = await admitUpload(uploader, declared === null ? null : Number(declared));
    if (!request.body) return json({ ok: false, message: UPLOAD_EMPTY }, 422);
    const body = request.body as unknown as AsyncIterable<Uint8Array>;
    // A body that outgrows what the quota has left is cut there, whatever its declared length.
    const [maxBytes, overText] = remaining < limit ? [remaining, UPLOAD_QUOTA_MESSAGE] : [limit, tooLarge];
    const { bytes, ...stored } = isVideo
      ? await receiveVideo(station.id, user.id, body, maxBytes, overText)
      : await receiveImage(station.id, user.id, body, maxBytes, overText);
    // Recording is where the quota is enforced against parallel uploads; a refused file is deleted.
    await keepUpload(uploader, { key: stored.key, bytes }, (key) => storage().delete(key));
    return json({ ok: true, data: stored });
  } catch (error) {
    // The member cancelled (or lost the connection): nobody is left to answer, nothing to log.
    if (request.signal.aborted) return json({ ok: false, message: UPLOAD_EMPTY }, 400);
    return errorResponse(error);
  }
}
