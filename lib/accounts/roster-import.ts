// Importing roster entries a chunk at a time, and saying what each chunk did: a CPF new to the
// station's roster is imported, one whose name, e-mail or phone differ is updated, and one that
// already holds the same data is left alone (its row is not even rewritten), so importing the same
// file twice changes nothing the second time.
import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { rosterEntries } from "./auth-schema";
import type { RosterEntry } from "./roster";

export interface RosterImportCounts {
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * Upserts `entries` (one per CPF) into the station's roster in one statement. A row the statement
 * inserted has no previous version (`xmax = 0`); a conflicting row is rewritten only when its data
 * differ, so what the statement returns is exactly what changed.
 */
export async function importRosterEntries(tx: Tx, stationId: number, entries: RosterEntry[]): Promise<RosterImportCounts> {
  if (entries.length === 0) return { imported: 0, updated: 0, unchanged: 0 };
  const written = await tx
    .insert(rosterEntries)
    .values(entries.map((e) => ({ stationId, cpf: e.cpf, name: e.name, email: e.email, phone: e.phone })))
    .onConflictDoUpdate({
      target: [rosterEntries.stationId, rosterEntries.cpf],
      set: { name: sql`excluded.name`, email: sql`excluded.email`, phone: sql`excluded.phone`, updatedAt: sql`now()` },
      setWhere: sql`(${rosterEntries.name}, ${rosterEntries.email}, ${rosterEntries.phone}) is distinct from (excluded.name, excluded.email, excluded.phone)`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const imported = written.filter((r) => r.inserted).length;
  const updated = written.length - imported;
  return { imported, updated, unchanged: entries.length - written.length };
}
