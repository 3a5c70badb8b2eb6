// Reading a roster CSV (header cpf,nome,email,telefone; comma or semicolon, as spreadsheets in
// Brazil export), parsed by papaparse. Every row is checked with the shared validation rules; bad
// lines are reported with their line number instead of stopping the import.
import Papa from "papaparse";
import { z } from "zod";
import { cpf, email, maxLen, optional, phone, requiredString } from "@/lib/validation";
import type { RosterEntry } from "./roster";

const rowSchema = z.object({
  cpf: cpf(),
  nome: optional(requiredString().check(maxLen(200))),
  email: optional(email()),
  telefone: optional(phone()),
});

export interface RosterCsvResult {
  entries: RosterEntry[];
  errors: { line: number; message: string }[];
}

/** Line (1-based) on which the text at `offset` sits. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

export function parseRosterCsv(input: string): RosterCsvResult {
  const text = input.replace(/^\uFEFF/, "");
  const headerLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ",";
  // papaparse keeps quoted delimiters, quotes ("") and line breaks inside their field; a row is
  // reported on the line where it starts.
  const rows: { cells: string[]; line: number }[] = [];
  let rowStart = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result) => {
      rows.push({ cells: result.data.map((c) => c.trim()), line: lineAt(text, rowStart) });
      rowStart = result.meta.cursor;
    },
  });
  const header = (rows[0]?.cells ?? []).map((h) => h.toLowerCase());
  const errors: RosterCsvResult["errors"] = [];
  if (!header.includes("cpf")) {
    return { entries: [], errors: [{ line: 1, message: 'Cabeçalho sem a coluna "cpf" (esperado: cpf,nome,email,telefone)' }] };
  }
  const byCpf = new Map<string, RosterEntry>();
  for (const { cells, line: lineNumber } of rows.slice(1)) {
    if (cells.every((c) => !c)) continue;
    // A line break inside a quoted name becomes a space.
    const record = Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? "").replace(/\s+/g, " ")]));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      errors.push({ line: lineNumber, message: issues.join("; ") });
      continue;
    }
    if (byCpf.has(parsed.data.cpf)) errors.push({ line: lineNumber, message: "cpf: repetido no arquivo (vale a última linha)" });
    byCpf.set(parsed.data.cpf, {
      cpf: parsed.data.cpf,
      name: parsed.data.nome ?? null,
      email: parsed.data.email ?? null,
      phone: parsed.data.telefone ?? null,
    });
  }
  return { entries: [...byCpf.values()], errors };
}
