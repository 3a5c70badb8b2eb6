// Writing to and reading from the points ledger. Entries are append-only; a balance is
// the sum of a member's entries on a station. Callers write entries inside the transaction of their
// cause; the unique (station_id, idempotency_key) turns a retried event into a no-op.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { pointsLedger } from "./schema";

export interface LedgerEntryInput {
  stationId: number;
  userId: number;
  /** Signed hundredths of a point: positive credits, negative debits. */
  amount: number;
  /** What happened: "activity", "donation", "purchase", "invite"... */
  kind: string;
  /** The cause, e.g. "participation:345". */
  reference?: string | null;
  description?: string | null;
  idempotencyKey: string;
}

/** Balance in hundredths of a point. */
export async function getBalance(db: DbOrTx, stationId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId)));
  return Number(row?.total ?? 0);
}

/** The amount of the entry written under `idempotencyKey` (e.g. an order's cashback), or null. */
export async function getEntryAmount(db: DbOrTx, stationId: number, idempotencyKey: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.idempotencyKey, idempotencyKey)));
  return row ? Number(row.amount) : null;
}

export async function appendLedgerEntry(tx: Tx, entry: LedgerEntryInput): Promise<{ inserted: boolean }> {
  if (!Number.isSafeInteger(entry.amount)) throw new RangeError(`ledger amount must be an integer, got ${entry.amount}`);
  const rows = await tx
    .insert(pointsLedger)
    .values({
      stationId: entry.stationId,
      userId: entry.userId,
      amount: entry.amount,
      kind: entry.kind,
      reference: entry.reference ?? null,
      description: entry.description ?? null,
      idempotencyKey: entry.idempotencyKey,
    })
    .onConflictDoNothing({ target: [pointsLedger.stationId, pointsLedger.idempotencyKey] })
    .returning({ id: pointsLedger.id });
  return { inserted: rows.length > 0 };
}
