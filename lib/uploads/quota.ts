// Who may store how much: every upload route admits a file (rate limits per account and per
// address, and the member's remaining daily quota against the declared length), stores it, then
// records it here. The record is where the quota is enforced: the member's uploads are summed and
// the new one inserted under a per-member lock in one transaction, so parallel uploads cannot pass
// the quota together; a file the record refuses is deleted again, so a refused upload stores nothing.
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { getDb, type Db } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/security/rate-limit";
import { ORPHAN_GRACE_SECONDS } from "./orphans";
import { uploads } from "./schema";

/** Not in the spec: ours. Said when the file would take the member past the station's daily quota. */
export const UPLOAD_QUOTA_MESSAGE = "Você atingiu o limite de envio de arquivos das últimas 24 horas. Tente novamente mais tarde.";

/** The quota counts what a member sent in the last 24 hours, whatever the hour. */
export const QUOTA_WINDOW_SECONDS = 24 * 60 * 60;

export type UploadSource = "member" | "console" | "platform";

export interface Uploader {
  /** Null for the platform's owners, who have no station yet. */
  stationId: number | null;
  userId: number;
  source: UploadSource;
  /** Bytes per 24 hours (the station's `uploadQuotaMegabytesPerDay`); null: no quota (console, platform). */
  quotaBytes: number | null;
  /** The client address, for the per-address limit. */
  ip: string;
}

const MEGABYTE = 1_000_000;

/** What the quota needs of a station. */
export type StationQuota = { id: number; settings: { uploadQuotaMegabytesPerDay: number } };

/** A member uploading on their station: the station's daily quota applies. */
export function memberUploader(station: StationQuota, userId: number, ip: string): Uploader {
  return { stationId: station.id, userId, source: "member", quotaBytes: station.settings.uploadQuotaMegabytesPerDay * MEGABYTE, ip };
}

export class UploadQuotaExceeded extends UserFacingError {
  constructor() {
    super(UPLOAD_QUOTA_MESSAGE, undefined, 413);
  }
}

/** Bytes the uploader may still send now; Infinity without a quota. */
export async function remainingQuota(db: Db, uploader: Uploader): Promise<number> {
  if (uploader.quotaBytes === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, uploader.quotaBytes - (await usedQuota(db, uploader)));
}

async function usedQuota(db: Pick<Db, "select">, uploader: Uploader): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(
      and(
        uploader.stationId === null ? sql`${uploads.stationId} is null` : eq(uploads.stationId, uploader.stationId),
        eq(uploads.userId, uploader.userId),
        eq(uploads.source, uploader.source),
        gt(uploads.createdAt, sql`now() - make_interval(secs => ${QUOTA_WINDOW_SECONDS})`),
      ),
    );
  return Number(row?.used ?? 0);
}

/**
 * Before a byte of the body is read: counts the attempt against the account's and the address's
 * hourly limits (429 beyond them), and refuses a declared length the quota cannot take (413).
 * Answers the bytes the quota still allows, to cap the stream with.
 */
export async function admitUpload(uploader: Uploader, declaredBytes: number | null): Promise<number> {
  const db = await getDb();
  const who = { stationId: uploader.stationId, userId: uploader.userId, ip: uploader.ip, detail: { source: uploader.source } };
  const accountRule = uploader.source === "console" ? RATE_LIMITS.uploadConsole : RATE_LIMITS.uploadAccount;
  await enforceRateLimit("upload-account", `upload-account:${uploader.source}:${uploader.stationId ?? "platform"}:${uploader.userId}`, accountRule, who, db);
  await enforceRateLimit("upload-source", `upload-source:${uploader.ip}`, RATE_LIMITS.uploadSource, who, db);
  const remaining = await remainingQuota(db, uploader);
  if (remaining === 0 || (declaredBytes !== null && declaredBytes > remaining)) throw new UploadQuotaExceeded();
  return remaining;
}

/**
 * Records a stored file, within the quota: under the member's lock, the last 24 hours' bytes plus
 * this file must fit, or nothing is recorded and UploadQuotaExceeded is thrown. The orphan check
 * of the file is enqueued in the same transaction, for when its grace period ends.
 */
export async function recordUpload(uploader: Uploader, file: { key: string; bytes: number }, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await startQueue();
  await conn.transaction(async (tx) => {
    if (uploader.quotaBytes !== null) {
      // One member's uploads are recorded one at a time: the sum read below is the one committed.
      await tx.execute(sql`select pg_advisory_xact_lock(19019, ${uploader.userId})`);
      const used = await usedQuota(tx, uploader);
      if (used + file.bytes > uploader.quotaBytes) throw new UploadQuotaExceeded();
    }
    await tx.insert(uploads).values({ stationId: uploader.stationId, userId: uploader.userId, source: uploader.source, key: file.key, bytes: file.bytes });
    await enqueue(tx, "uploads-orphan-check", { stationId: uploader.stationId, key: file.key }, { startAfter: new Date(Date.now() + (ORPHAN_GRACE_SECONDS + 60) * 1000) });
  });
}

/** recordUpload, deleting the stored file when the record is refused (or fails): nothing is kept. */
export async function keepUpload(uploader: Uploader, file: { key: string; bytes: number }, remove: (key: string) => Promise<void>, db?: Db): Promise<void> {
  try {
    await recordUpload(uploader, file, db);
  } catch (error) {
    await remove(file.key);
    throw error;
  }
}
