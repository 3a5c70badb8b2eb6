// Orphan uploads: a file is uploaded before the post, profile or console row that will point at
// it is saved, and many never are (a post abandoned, a photo picked again). Once its grace period
// is over (24 hours: a post still being written keeps its photo), a recorded file that no row of
// its station mentions is deleted from storage and then its record. Running it again changes
// nothing. "Mentions" is read on whole rows (every column as text), so a reference inside
// settings JSON or rich-text HTML counts as much as an image column: a file is removed only when
// no row holds its key anywhere.
import "server-only";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { storage } from "@/lib/adapters/storage";
import { deleteSurveyVideo, isAnySurveyVideoKey } from "@/lib/uploads/video-store";
import type { Db } from "@/lib/db/client";
import { uploads } from "./schema";

export const ORPHAN_GRACE_SECONDS = 24 * 60 * 60;

/**
 * Tables whose rows are no reference: the upload records themselves, and history (the audit log's
 * before/after of a replaced logo, rate-limit and security logs) that must not keep a file alive.
 */
const NOT_REFERENCES = new Set(["uploads", "audit_log", "rate_limit_hits", "security_events", "captcha_uses"]);

/** How many records are checked together (one scan of each table per batch). */
const BATCH = 200;

interface TableInfo {
  name: string;
  scoped: boolean;
}

async function referenceTables(db: Db): Promise<TableInfo[]> {
  const result = (await db.execute(sql`
    select c.table_name as name, bool_or(c.column_name = 'station_id') as scoped
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    group by c.table_name
    order by c.table_name`)) as unknown as { rows: TableInfo[] };
  return result.rows.filter((t) => !NOT_REFERENCES.has(t.name));
}

/** The keys among `keys` that some row (of `stationId`'s rows, where a table has a station) mentions. */
export async function referencedKeys(db: Db, stationId: number | null, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (keys.length === 0) return found;
  for (const table of await referenceTables(db)) {
    const pending = keys.filter((k) => !found.has(k));
    if (pending.length === 0) break;
    // Keys are [a-z0-9/.-] only (checked when stored), so a space separates them safely.
    const scope = table.scoped && stationId !== null ? sql`r.station_id = ${stationId} and` : sql``;
    const result = (await db.execute(sql`
      select k from unnest(string_to_array(${pending.join(" ")}, ' ')) as k
      where exists (select 1 from ${sql.identifier(table.name)} r where ${scope} strpos(r::text, k) > 0)`)) as unknown as { rows: { k: string }[] };
    for (const row of result.rows) found.add(row.k);
  }
  return found;
}

async function deleteStoredFile(key: string): Promise<void> {
  if (isAnySurveyVideoKey(key)) await deleteSurveyVideo(key);
  else await storage().delete(key);
}

/**
 * Removes the station's recorded uploads (or only `keys` among them) older than the grace period
 * that no row mentions, walking them in batches of `batch`. Answers the keys removed.
 */
export async function removeOrphanUploads(
  db: Db,
  options: { stationId: number | null; keys?: string[]; now?: Date; graceSeconds?: number; batch?: number },
): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceSeconds ?? ORPHAN_GRACE_SECONDS) * 1000);
  const station = options.stationId === null ? sql`${uploads.stationId} is null` : eq(uploads.stationId, options.stationId);
  if (options.keys?.length === 0) return [];
  const removed: string[] = [];
  let afterId = 0;
  for (;;) {
    const candidates = await db
      .select({ id: uploads.id, key: uploads.key })
      .from(uploads)
      .where(and(station, gt(uploads.id, afterId), lte(uploads.createdAt, cutoff), options.keys ? inArray(uploads.key, options.keys) : undefined))
      .orderBy(asc(uploads.id))
      .limit(options.batch ?? BATCH);
    if (candidates.length === 0) return removed;
    afterId = candidates[candidates.length - 1]!.id;
    const referenced = await referencedKeys(db, options.stationId, candidates.map((c) => c.key));
    for (const { key } of candidates) {
      if (referenced.has(key)) continue;
      // Storage first: if it fails, the record stays and the next run tries again.
      await deleteStoredFile(key);
      await db.delete(uploads).where(and(station, eq(uploads.key, key)));
      removed.push(key);
    }
  }
}
