// Points that expire, by lots. The ledger's trigger (drizzle/0032_point_lots.sql) keeps the lots:
// every credit is a lot with its expiry date (the activity's rule, else the station's; null:
// never), every debit draws from the lots soonest-expiring first, a refund gives back to the lots
// its order drew from. This module reads them (the next expiry a member sees, the lots a reminder
// names) and runs the expiry: one "expiry" entry per lot whose date has passed with points left,
// keyed by the lot, drawn from that lot alone. A balance is still the sum of the ledger's entries;
// sum(remaining) of a member's lots equals it.
//
// The trigger takes one transaction-level advisory lock per member, and PostgreSQL's lock table
// holds some thousands at once (max_locks_per_transaction × connections): one transaction may
// write entries for a few thousand distinct members at most ("out of shared memory" past that).
// Bulk writers batch by member (bench/console.mjs seeds 2,000 members per transaction).
import "server-only";
import { and, asc, eq, gt, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { pointsLots } from "./schema";

export const EXPIRY_KIND = "expiry";
export const EXPIRY_DESCRIPTION = "Pontos vencidos";
const TIME_ZONE = "America/Sao_Paulo";

/** The ledger key of a lot's expiry: once per lot, whoever runs the job and however often. */
export const expiryKey = (lotId: number) => `expiry:lot:${lotId}`;

/**
 * Serialises a member's ledger writes: the same transaction advisory lock the ledger's trigger
 * takes (bit 62 set, station id in bits 31-61, user id below).
 */
export async function lockMemberLots(tx: Tx, stationId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock((1::bigint << 62) | (${stationId}::bigint << 31) | ${userId}::bigint)`);
}

export interface NextExpiry {
  /** Hundredths of a point. */
  points: number;
  expiresAt: Date;
}

/**
 * The soonest São Paulo day on which some of the member's points expire, and how many expire that
 * day (lots expiring later the same day included); null when nothing they hold expires. Lots whose
 * time has passed but the job has not expired yet do not count: they are gone from the member's
 * point of view.
 */
export async function nextExpiry(db: DbOrTx, stationId: number, userId: number, now: Date = new Date()): Promise<NextExpiry | null> {
  const result = (await db.execute(sql`
    with open as (
      select remaining, expires_at, (expires_at at time zone ${TIME_ZONE})::date as day
      from points_lots
      where station_id = ${stationId} and user_id = ${userId} and remaining > 0 and expires_at > ${now.toISOString()}::timestamptz
    ), first as (select day from open order by expires_at limit 1)
    select sum(open.remaining)::text as points, (extract(epoch from min(open.expires_at)) * 1000)::float8 as expires_ms
    from open join first on first.day = open.day
  `)) as unknown as { rows: { points: string | null; expires_ms: number | null }[] };
  const row = result.rows[0];
  if (!row || row.points === null || row.expires_ms === null) return null;
  return { points: Number(row.points), expiresAt: new Date(Number(row.expires_ms)) };
}

export interface ExpiringLot {
  stationId: number;
  userId: number;
  lotId: number;
  /** Hundredths of a point still in the lot. */
  remaining: number;
  expiresAt: Date;
}

/**
 * Lots with points left that expire in [from, to), soonest first: what a reminder job names. With
 * stationId, one station's; without, every station's (the platform's job, which then writes per
 * station).
 */
export async function lotsExpiringBetween(db: DbOrTx, from: Date, to: Date, options: { stationId?: number; limit?: number } = {}): Promise<ExpiringLot[]> {
  const rows = await db
    .select({ stationId: pointsLots.stationId, userId: pointsLots.userId, lotId: pointsLots.id, remaining: pointsLots.remaining, expiresAt: pointsLots.expiresAt })
    .from(pointsLots)
    .where(
      and(
        options.stationId === undefined ? undefined : eq(pointsLots.stationId, options.stationId),
        gt(pointsLots.remaining, 0),
        isNotNull(pointsLots.expiresAt),
        gte(pointsLots.expiresAt, from),
        lt(pointsLots.expiresAt, to),
      ),
    )
    .orderBy(asc(pointsLots.expiresAt), asc(pointsLots.id))
    .limit(options.limit ?? 10_000);
  return rows.map((r) => ({ ...r, remaining: Number(r.remaining), expiresAt: r.expiresAt! }));
}

/** A member's lots, oldest first (the statement of what expires when; tests). */
export async function memberLots(db: DbOrTx, stationId: number, userId: number) {
  const rows = await db
    .select()
    .from(pointsLots)
    .where(and(eq(pointsLots.stationId, stationId), eq(pointsLots.userId, userId)))
    .orderBy(asc(pointsLots.id));
  return rows.map((r) => ({ ...r, amount: Number(r.amount), remaining: Number(r.remaining) }));
}

/**
 * Expires one lot: under the member's lock, whatever it still holds becomes one "expiry" entry
 * drawn from it (the trigger takes it from that lot only). A second run, or a second worker
 * waiting on the lock, finds nothing left, or the key taken, and writes nothing.
 */
export async function expireLot(db: Db, lot: { id: number; stationId: number; userId: number }, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberLots(tx, lot.stationId, lot.userId);
    const [row] = await tx
      .select({ remaining: pointsLots.remaining, expiresAt: pointsLots.expiresAt })
      .from(pointsLots)
      .where(and(eq(pointsLots.stationId, lot.stationId), eq(pointsLots.id, lot.id)));
    const remaining = Number(row?.remaining ?? 0);
    if (!row?.expiresAt || row.expiresAt > now || remaining <= 0) return 0;
    const inserted = (await tx.execute(sql`
      insert into points_ledger (station_id, user_id, amount, kind, reference, description, idempotency_key, created_at)
      values (${lot.stationId}, ${lot.userId}, ${-remaining}, ${EXPIRY_KIND}, ${`lot:${lot.id}`}, ${EXPIRY_DESCRIPTION}, ${expiryKey(lot.id)}, ${now.toISOString()}::timestamptz)
      on conflict (station_id, idempotency_key) do nothing
      returning id
    `)) as unknown as { rows: unknown[] };
    return inserted.rows.length > 0 ? remaining : 0;
  });
}

/**
 * The expiry job: every lot whose date is at or before `now` with points left, in batches, each
 * lot in its own short transaction (with stationId, one station's only). Returns what this run expired.
 */
export async function expireDueLots(db: Db, now: Date = new Date(), options: { stationId?: number; batch?: number } = {}): Promise<{ lots: number; points: number }> {
  const batch = options.batch ?? 500;
  let lots = 0;
  let points = 0;
  let afterId = 0;
  for (;;) {
    const due = await db
      .select({ id: pointsLots.id, stationId: pointsLots.stationId, userId: pointsLots.userId })
      .from(pointsLots)
      .where(and(options.stationId === undefined ? undefined : eq(pointsLots.stationId, options.stationId), gt(pointsLots.remaining, 0), isNotNull(pointsLots.expiresAt), lte(pointsLots.expiresAt, now), gt(pointsLots.id, afterId)))
      .orderBy(asc(pointsLots.id))
      .limit(batch);
    for (const lot of due) {
      const expired = await expireLot(db, lot, now);
      if (expired > 0) {
        lots += 1;
        points += expired;
      }
    }
    if (due.length < batch) return { lots, points };
    afterId = due[due.length - 1]!.id;
  }
}

/**
 * Checks sum(remaining) = balance for every member of a station (or all stations): the members
 * where it does not hold, empty when all is well.
 */
export async function lotMismatches(db: DbOrTx, stationId?: number): Promise<{ stationId: number; userId: number; balance: number; lots: number }[]> {
  const where = stationId === undefined ? sql`true` : sql`station_id = ${stationId}`;
  const result = (await db.execute(sql`
    with b as (select station_id, user_id, sum(amount) as balance from points_ledger where ${where} group by 1, 2),
         l as (select station_id, user_id, sum(remaining) as lots from points_lots where ${where} group by 1, 2)
    select coalesce(b.station_id, l.station_id) as station_id, coalesce(b.user_id, l.user_id) as user_id,
      coalesce(b.balance, 0)::text as balance, coalesce(l.lots, 0)::text as lots
    from b full join l on l.station_id = b.station_id and l.user_id = b.user_id
    where coalesce(b.balance, 0) <> coalesce(l.lots, 0)
  `)) as unknown as { rows: { station_id: number; user_id: number; balance: string; lots: string }[] };
  return result.rows.map((r) => ({ stationId: Number(r.station_id), userId: Number(r.user_id), balance: Number(r.balance), lots: Number(r.lots) }));
}
