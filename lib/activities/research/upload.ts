// The survey video answer's upload (question type 6, <= 10 MB): a multipart "file", checked by its
// bytes, counted against the member's daily upload quota and rate limits, and recorded so a video
// whose survey is never submitted is removed after a day.
import "server-only";
import { errorResponse, UserFacingError } from "@/lib/actions/result";
import { clientIp } from "@/lib/security/client-ip";
import { admitUpload, keepUpload, memberUploader, type StationQuota } from "@/lib/uploads/quota";
import { MSG_VIDEO_TOO_LARGE, MSG_VIDEO_TYPE, storeSurveyVideo } from "./commands";
import { SURVEY_VIDEO_MAX_BYTES } from "./scoring";
import { deleteSurveyVideo } from "@/lib/uploads/video-store";

/** Multipart overhead allowed on top of the video limit. */
const MULTIPART_SLACK = 64_000;


export async function receiveSurveyVideoUpload(
  request: Request,
  station: StationQuota,
  userId: number,
): Promise<Response> {
  const declared = request.headers.get("content-length");
  const length = Number(declared ?? 0);
  if (length > SURVEY_VIDEO_MAX_BYTES + MULTIPART_SLACK) return errorResponse(new UserFacingError(MSG_VIDEO_TOO_LARGE, undefined, 413));
  const uploader = memberUploader(station, userId, await clientIp());
  try {
    await admitUpload(uploader, declared === null || !Number.isFinite(length) ? null : Math.max(0, length - MULTIPART_SLACK));
  } catch (error) {
    return errorResponse(error);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a multipart form at all: a forged or broken request, refused as such.
    return errorResponse(new UserFacingError(MSG_VIDEO_TYPE, undefined, 400));
  }
  try {
    const file = form.get("file");
    if (!(file instanceof File)) return errorResponse(new UserFacingError(MSG_VIDEO_TYPE));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const key = await storeSurveyVideo(station.id, userId, bytes);
    await keepUpload(uploader, { key, bytes: bytes.length }, deleteSurveyVideo);
    return Response.json({ key });
  } catch (error) {
    return errorResponse(error);
  }
}
