// The roster of affiliates of a private station: only CPFs on it may sign up when the station's
// settings.requireRoster is on. Written by the CSV importer (scripts/import-roster.ts).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { rosterEntries } from "./auth-schema";

export interface RosterEntry {
  cpf: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export async function findRosterEntry(db: DbOrTx, stationId: number, cpf: string): Promise<RosterEntry | null> {
  const [row] = await db
    .select({ cpf: rosterEntries.cpf, name: rosterEntries.name, email: rosterEntries.email, phone: rosterEntries.phone })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.stationId, stationId), eq(rosterEntries.cpf, cpf)))
    .limit(1);
  return row ?? null;
}

/** Inserts or refreshes entries by (station, CPF). Returns how many rows were written. */
export async function upsertRosterEntries(db: DbOrTx, stationId: number, entries: RosterEntry[]): Promise<number> {
  let written = 0;
  // Chunks keep each statement's parameter count well under Postgres' limit.
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .insert(rosterEntries)
      .values(chunk.map((e) => ({ stationId, ...e })))
      .onConflictDoUpdate({
        target: [rosterEntries.stationId, rosterEntries.cpf],
        set: {
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          phone: sql`excluded.phone`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: rosterEntries.id });
    written += rows.length;
  }
  return written;
}
