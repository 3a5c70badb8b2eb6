// Shared reference data every database needs, written on every start (idempotent).
import { sql } from "drizzle-orm";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { brazilianStates } from "@/lib/stations/schema";
import type { Db } from "./client";

export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(brazilianStates)
    .values(BRAZILIAN_STATES.map((s) => ({ ...s })))
    .onConflictDoUpdate({
      target: brazilianStates.id,
      set: { abbreviation: sql`excluded.abbreviation`, name: sql`excluded.name`, region: sql`excluded.region` },
    });
}
