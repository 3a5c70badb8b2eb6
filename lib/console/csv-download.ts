// A console table as a CSV download, streamed one batch of rows at a time so a 100,000-row export
// never sits whole in memory. Semicolons and a BOM: a spreadsheet in pt-BR opens it in columns,
// accents intact. The caller yields rows already formatted for people (dates, money, labels).
import Papa from "papaparse";

export type CsvCell = string | number | null;

/** A `YYYY-MM-DD` stamp for file names, in Brasília time. */
export function csvDay(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo" }).format(now);
}

export function csvDownload(filename: string, header: string[], batches: AsyncIterable<CsvCell[][]>): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const line = (rows: CsvCell[][]) => encoder.encode(`${Papa.unparse(rows, { delimiter: ";" })}\r\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
      controller.enqueue(line([header]));
    },
    // One batch per pull: the stream asks for more only as the client reads. A pull must enqueue
    // something or the stream never asks again, so empty batches are skipped here.
    async pull(controller) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        if (next.value.length > 0) return controller.enqueue(line(next.value));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
