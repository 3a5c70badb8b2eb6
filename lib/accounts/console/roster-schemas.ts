// The console's roster import: the browser reads the CSV file (`readRosterCsv`) and sends its valid
// rows in chunks of ROSTER_CHUNK_ROWS, as the file spells them, with their line numbers; the action
// checks each row again with the same rules. Client-safe, like the texts of the screen.
import { z } from "zod";

/** Rows per request: the progress bar moves once per chunk, and a chunk is one SQL statement. */
export const ROSTER_CHUNK_ROWS = 500;

const cell = z.string().max(1000).default("");

export const rosterChunkSchema = z.object({
  rows: z
    .array(z.object({ line: z.number().int().positive().max(10_000_000), cpf: cell, nome: cell, email: cell, telefone: cell }))
    .min(1)
    .max(ROSTER_CHUNK_ROWS),
});
export type RosterChunkInput = z.input<typeof rosterChunkSchema>;
export type RosterChunkRow = z.output<typeof rosterChunkSchema>["rows"][number];

/** The header of the model file and of the roster export: the importer reads it back. */
export const ROSTER_CSV_HEADER = ["cpf", "nome", "email", "telefone"];

export const ROSTER_IMPORT_TEXTS = {
  nothingChanged: "Nada mudou: todas as linhas do arquivo já estavam na lista de associados.",
  duplicateInChunk: "cpf: repetido no arquivo (vale a última linha)",
  noValidRows: "Nenhuma linha válida para importar.",
  failed: "A importação parou no meio. As linhas já enviadas foram gravadas; envie o arquivo de novo para terminar.",
} as const;
