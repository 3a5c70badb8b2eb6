// Reading a roster CSV (header cpf,nome,email,telefone; comma or semicolon, as spreadsheets in
// Brazil export). Every row is checked with the shared validation rules; bad lines are reported
// with their line number instead of stopping the import.
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

/** Splits one CSV line, honouring double quotes ("" is a literal quote). */
function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      out.push(field);
      field = "";
    }
    else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

export function parseRosterCsv(text: string): RosterCsvResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerLine = lines[0] ?? "";
  const delimiter = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ",";
  const header = splitLine(headerLine, delimiter).map((h) => h.toLowerCase());
  const errors: RosterCsvResult["errors"] = [];
  if (!header.includes("cpf")) {
    return { entries: [], errors: [{ line: 1, message: 'Cabeçalho sem a coluna "cpf" (esperado: cpf,nome,email,telefone)' }] };
  }
  const byCpf = new Map<string, RosterEntry>();
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const lineNumber = index + 2;
    const cells = splitLine(line, delimiter);
    const record = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      errors.push({ line: lineNumber, message: issues.join("; ") });
      return;
    }
    if (byCpf.has(parsed.data.cpf)) errors.push({ line: lineNumber, message: "cpf: repetido no arquivo (vale a última linha)" });
    byCpf.set(parsed.data.cpf, {
      cpf: parsed.data.cpf,
      name: parsed.data.nome ?? null,
      email: parsed.data.email ?? null,
      phone: parsed.data.telefone ?? null,
    });
  });
  return { entries: [...byCpf.values()], errors };
}
