// Where survey video answers are kept. The shared storage adapter (lib/adapters/storage) accepts
// image keys only, so until it takes video keys these files go to DATA_DIR/uploads on local disk
// under a key of the same shape ("{stationId}/survey-videos/u{userId}/{random}.{ext}"). They are
// not served publicly: only the station's owners will read them (admin console, later).
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

const KEY_PATTERN = /^[1-9]\d{0,9}\/survey-videos\/u[1-9]\d{0,9}\/[a-f0-9]{24}\.(?:mp4|mov|webm)$/;

function root(): string {
  return env.DATA_DIR.startsWith("memory://")
    ? path.join(process.env.TMPDIR ?? "/tmp", `estacao-uploads-${process.pid}`)
    : path.join(env.DATA_DIR, "uploads");
}

export function surveyVideoKey(stationId: number, userId: number, ext: string): string {
  return `${stationId}/survey-videos/u${userId}/${randomBytes(12).toString("hex")}.${ext}`;
}

export function isSurveyVideoKey(key: string, stationId: number, userId: number): boolean {
  return KEY_PATTERN.test(key) && key.startsWith(`${stationId}/survey-videos/u${userId}/`);
}

export async function putSurveyVideo(key: string, bytes: Uint8Array): Promise<void> {
  if (!KEY_PATTERN.test(key)) throw new Error(`Unsafe survey video key: ${JSON.stringify(key)}`);
  const file = path.resolve(root(), key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

export async function surveyVideoExists(key: string): Promise<boolean> {
  if (!KEY_PATTERN.test(key)) return false;
  return fs.access(path.resolve(root(), key)).then(
    () => true,
    () => false,
  );
}

/** Removes a stored survey video (the orphan job's, for answers never submitted). */
export async function deleteSurveyVideo(key: string): Promise<void> {
  if (!KEY_PATTERN.test(key)) throw new Error(`Unsafe survey video key: ${JSON.stringify(key)}`);
  await fs.rm(path.resolve(root(), key), { force: true });
}

/** Whether `key` names a survey video (kept by this store, not by the storage adapter). */
export function isAnySurveyVideoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
