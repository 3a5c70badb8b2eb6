// Points balances of many members at once (a console export's batch): each one the sum of that
// member's ledger entries on the station, in one query over the (station, user) index.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { pointsLedger } from "./schema";

/** Balance in hundredths of a point per user id; a member without entries is absent (0). */
export async function getBalances(db: DbOrTx, stationId: number, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: pointsLedger.userId, total: sql<string>`sum(${pointsLedger.amount})` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), inArray(pointsLedger.userId, userIds)))
    .groupBy(pointsLedger.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.total)]));
}
