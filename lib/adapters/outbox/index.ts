// Reading the stored outbox (development mailbox and tests).
import "server-only";
import { desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { outbox } from "./schema";

export async function listOutbox(db: DbOrTx, stationId: number | null, limit = 50) {
  return db
    .select()
    .from(outbox)
    .where(stationId === null ? isNull(outbox.stationId) : eq(outbox.stationId, stationId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
