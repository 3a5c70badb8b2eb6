"use server";
// The console's roster import, one chunk of the file per call (owner only: the roster decides who
// may sign up). Each row is checked again here with the importer's rules; a refused row comes back
// with its line and why. A chunk that changed something leaves one audit row with its counts; a
// chunk that changed nothing leaves none.
import { consoleWrite, OWNER_ONLY } from "@/lib/console/write";
import { rosterEntryOf, rosterRowProblem, rosterRowSchema, type RosterCsvError } from "../roster-csv";
import { importRosterEntries, type RosterImportCounts } from "../roster-import";
import type { RosterEntry } from "../roster";
import { ROSTER_IMPORT_TEXTS, rosterChunkSchema } from "./roster-schemas";

export interface RosterChunkReport extends RosterImportCounts {
  refused: RosterCsvError[];
}

export const importRosterChunkAction = consoleWrite(
  rosterChunkSchema,
  async (tx, { actor, data }) => {
    const refused: RosterCsvError[] = [];
    const byCpf = new Map<string, { line: number; entry: RosterEntry }>();
    for (const { line, ...cells } of data.rows) {
      const parsed = rosterRowSchema.safeParse(cells);
      if (!parsed.success) {
        refused.push({ line, message: rosterRowProblem(parsed.error) });
        continue;
      }
      // One statement cannot write a CPF twice: the last line of it wins, as in the file.
      const earlier = byCpf.get(parsed.data.cpf);
      if (earlier) refused.push({ line: earlier.line, message: ROSTER_IMPORT_TEXTS.duplicateInChunk });
      byCpf.set(parsed.data.cpf, { line, entry: rosterEntryOf(parsed.data) });
    }
    const counts = await importRosterEntries(tx, actor.stationId, [...byCpf.values()].map((r) => r.entry));
    const lines = data.rows.map((r) => r.line);
    const changed = counts.imported + counts.updated > 0;
    return {
      value: { ...counts, refused: refused.sort((a, b) => a.line - b.line) } satisfies RosterChunkReport,
      audit: changed
        ? {
            action: "accounts.roster.import",
            entity: "roster",
            after: { title: `Linhas ${Math.min(...lines)} a ${Math.max(...lines)}: ${counts.imported} novas, ${counts.updated} atualizadas`, imported: counts.imported, updated: counts.updated, unchanged: counts.unchanged },
          }
        : null,
      expires: [],
    };
  },
  OWNER_ONLY,
);
