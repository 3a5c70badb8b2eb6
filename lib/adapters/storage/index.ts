// File storage: one interface (put/get/delete by key) with a disk driver under DATA_DIR/uploads by
// default and an S3-compatible driver when S3_* is set. Files are served by /files/{key} on the
// host of the station that owns them (app/s/[station]/files, app/platform/files).
import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { diskDriver, s3Driver, type StorageDriver } from "./drivers";
import { checkImage, IMAGE_LIMITS, type ImagePurpose } from "./images";
import { publicPathOfKey, type StorageScope } from "./keys";

export type { StorageDriver, StoredFile } from "./drivers";
export { isPrivateKey, isSafeKey, keyOfPublicPath, publicPathOfKey, scopeOfKey, type StorageScope } from "./keys";

let driver: StorageDriver | undefined;

function createDriver(): StorageDriver {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = env;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Driver({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, region: S3_REGION },
    });
  }
  // Tests run with an in-memory database; their files go to a throwaway folder.
  const root = env.DATA_DIR.startsWith("memory://")
    ? path.join(process.env.TMPDIR ?? "/tmp", `estacao-uploads-${process.pid}`)
    : path.join(env.DATA_DIR, "uploads");
  return diskDriver(root);
}

export function storage(): StorageDriver {
  return (driver ??= createDriver());
}

/** A fresh key in `scope` for a file kind, e.g. "12/avatars/k3j...x.png". */
export function newKey(scope: StorageScope, folder: string, ext: string): string {
  return `${scope}/${folder}/${randomBytes(12).toString("hex")}.${ext}`;
}

export type UploadResult = { ok: true; key: string; url: string } | { ok: false; message: string; status: number };

const FOLDERS: Record<ImagePurpose, string> = {
  wizardPhoto: "avatars",
  ownerPhoto: "avatars",
  profilePhoto: "avatars",
  logo: "brand",
  brandImage: "brand",
  banner: "banners",
  contentImage: "content",
};

/** Checks an uploaded image by content and size for its purpose, then stores it in `scope`. */
export async function storeImage(scope: StorageScope, purpose: ImagePurpose, bytes: Uint8Array): Promise<UploadResult> {
  const check = checkImage(bytes, IMAGE_LIMITS[purpose]);
  if (!check.ok) return check;
  const key = newKey(scope, FOLDERS[purpose], check.kind.ext);
  await storage().put(key, bytes, check.kind.contentType);
  return { ok: true, key, url: publicPathOfKey(key) };
}

/** Copies a stored file into another scope (a platform upload becoming a new station's logo). */
export async function copyToScope(key: string, scope: StorageScope, folder: string): Promise<string | null> {
  const file = await storage().get(key);
  if (!file) return null;
  const ext = key.slice(key.lastIndexOf(".") + 1);
  const target = newKey(scope, folder, ext);
  await storage().put(target, file.data, file.contentType);
  return publicPathOfKey(target);
}
