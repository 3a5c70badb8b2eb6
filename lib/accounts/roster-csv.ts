// Reading a roster CSV (header cpf,nome,email,telefone; comma or semicolon, as spreadsheets in
// Brazil export), parsed by papaparse. Every row is checked with the shared validation rules; bad
// lines are reported with their line number instead of stopping the import. Client-safe: the
// console's import screen reads the file in the browser with it, and its action checks each row
// again with `rosterRowSchema`.
import Papa from "papaparse";
import { z } from "zod";
import { cpf, email, maxLen, optional, phone, requiredString } from "@/lib/validation";
import type { RosterEntry } from "./roster";

/** One roster line as the file spells it (header names); parsing normalises CPF, e-mail and phone. */
export const rosterRowSchema = z.object({
  cpf: cpf(),
  nome: optional(requiredString().check(maxLen(200))),
  email: optional(email()),
  telefone: optional(phone()),
});

export interface RosterCsvError {
  line: number;
  message: string;
}

export interface RosterCsvResult {
  entries: RosterEntry[];
  errors: RosterCsvError[];
}

/** A valid entry and the line of the file it was read from. */
export interface RosterCsvRow {
  line: number;
  entry: RosterEntry;
}

/** The schema's refusal as one pt-BR line: "cpf: CPF inválido; email: Email inválido". */
export function rosterRowProblem(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}

/** A checked row as a roster entry (absent columns are null). */
export function rosterEntryOf(row: z.output<typeof rosterRowSchema>): RosterEntry {
  return { cpf: row.cpf, name: row.nome ?? null, email: row.email ?? null, phone: row.telefone ?? null };
}

/** Counts line breaks in text[from, to): rows are numbered by walking the file once, not from its start each time. */
function breaksBetween(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to && i < text.length; i++) if (text[i] === "\n") breaks++;
  return breaks;
}

export function parseRosterCsv(input: string): RosterCsvResult {
  const { rows, errors } = readRosterCsv(input);
  return { entries: rows.map((r) => r.entry), errors };
}

/**
 * The file's valid rows with their line numbers, one per CPF (a repeated CPF keeps its last line,
 * where it stands in the file), and the refused lines.
 */
export function readRosterCsv(input: string): { rows: RosterCsvRow[]; errors: RosterCsvError[] } {
  const text = input.replace(/^\uFEFF/, "");
  const headerLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ",";
  // papaparse keeps quoted delimiters, quotes ("") and line breaks inside their field; a row is
  // reported on the line where it starts.
  const rows: { cells: string[]; line: number }[] = [];
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result) => {
      rows.push({ cells: result.data.map((c) => c.trim()), line });
      line += breaksBetween(text, rowStart, result.meta.cursor);
      rowStart = result.meta.cursor;
    },
  });
  const header = (rows[0]?.cells ?? []).map((h) => h.toLowerCase());
  const errors: RosterCsvError[] = [];
  if (!header.includes("cpf")) {
    return { rows: [], errors: [{ line: 1, message: 'Cabeçalho sem a coluna "cpf" (esperado: cpf,nome,email,telefone)' }] };
  }
  const byCpf = new Map<string, RosterCsvRow>();
  for (const { cells, line: lineNumber } of rows.slice(1)) {
    if (cells.every((c) => !c)) continue;
    // A line break inside a quoted name becomes a space.
    const record = Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? "").replace(/\s+/g, " ")]));
    const parsed = rosterRowSchema.safeParse(record);
    if (!parsed.success) {
      errors.push({ line: lineNumber, message: rosterRowProblem(parsed.error) });
      continue;
    }
    if (byCpf.has(parsed.data.cpf)) errors.push({ line: lineNumber, message: "cpf: repetido no arquivo (vale a última linha)" });
    byCpf.set(parsed.data.cpf, { line: lineNumber, entry: rosterEntryOf(parsed.data) });
  }
  return { rows: [...byCpf.values()], errors };
}
