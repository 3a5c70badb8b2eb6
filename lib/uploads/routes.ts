// The upload routes' side of the quota and the rate limits: who is uploading, as an Uploader, and
// the hooks receiveImageUpload calls around the file (admit before the body, keep after storing).
// Members count against their station's daily quota. Console uploads (owners of the station) have
// the console's rate limit and no quota: owners are the station's operators, every picture they
// store is one they chose to show. Owners on the platform, before they have a station, have a
// small fixed quota: the wizard takes a photo and a logo of 1 MB each.
import "server-only";
import { storage } from "@/lib/adapters/storage";
import { receiveImageUpload, type UploadHooks } from "@/lib/adapters/storage/http";
import type { ImagePurpose } from "@/lib/adapters/storage/images";
import { clientIp } from "@/lib/security/client-ip";
import { admitUpload, keepUpload, memberUploader, type StationQuota, type Uploader } from "./quota";

/** Bytes an owner without a station may upload in 24 hours (the wizard's photo and logo, retried). */
export const PLATFORM_UPLOAD_QUOTA_BYTES = 50_000_000;

export function uploadHooks(uploader: Uploader): UploadHooks {
  return {
    admit: (declaredBytes) => admitUpload(uploader, declaredBytes),
    keep: (file) => keepUpload(uploader, file, (key) => storage().delete(key)),
  };
}

/** A member's image (profile or first-login photo) on their station. */
export async function receiveMemberImageUpload(
  request: Request,
  station: StationQuota,
  userId: number,
  allowed: readonly ImagePurpose[],
): Promise<Response> {
  return receiveImageUpload(request, station.id, allowed, uploadHooks(memberUploader(station, userId, await clientIp())));
}

/** An account uploading in the console for a station it manages: rate limited, no quota. */
export async function consoleUploader(stationId: number, accountId: number): Promise<Uploader> {
  return { stationId, userId: accountId, source: "console", quotaBytes: null, ip: await clientIp() };
}

/** An image of the console, into the managed station's scope. */
export async function receiveConsoleImageUpload(request: Request, stationId: number, accountId: number, allowed: readonly ImagePurpose[]): Promise<Response> {
  return receiveImageUpload(request, stationId, allowed, uploadHooks(await consoleUploader(stationId, accountId)));
}

/** An image of an owner on the platform, before their station exists. */
export async function receivePlatformImageUpload(request: Request, userId: number, allowed: readonly ImagePurpose[]): Promise<Response> {
  const uploader: Uploader = { stationId: null, userId, source: "platform", quotaBytes: PLATFORM_UPLOAD_QUOTA_BYTES, ip: await clientIp() };
  return receiveImageUpload(request, "platform", allowed, uploadHooks(uploader));
}
