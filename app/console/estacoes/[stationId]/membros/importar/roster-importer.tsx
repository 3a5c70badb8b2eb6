"use client";
// The roster import: the file is read here (the importer's own rules, so a refused line is known at
// once), its valid rows go to the server a chunk at a time, and the bar moves as each chunk is
// written, never before. The report adds up what the chunks answered; the refused lines can be
// downloaded as CSV to be fixed and sent again.
import { useId, useRef, useState } from "react";
import { DownloadIcon, FileSpreadsheetIcon, UploadIcon } from "lucide-react";
import Papa from "papaparse";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import type { RosterChunkReport } from "@/lib/accounts/console/roster-actions";
import { importRosterChunkAction } from "@/lib/accounts/console/roster-actions";
import { ROSTER_CHUNK_ROWS, ROSTER_CSV_HEADER, ROSTER_IMPORT_TEXTS } from "@/lib/accounts/console/roster-schemas";
import { readRosterCsv } from "@/lib/accounts/roster-csv";
import { ConsoleSection } from "../../../../_components/console-page";

const TEMPLATE = `${ROSTER_CSV_HEADER.join(";")}\r\n529.982.247-25;Maria da Silva;maria@exemplo.com.br;(11) 98765-4321\r\n`;

/** A text as a file the browser saves (BOM first: spreadsheets in pt-BR keep the accents). */
function saveCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;

export function RosterImporter({ stationId }: { stationId: number }) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<RosterChunkReport | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const running = progress !== null && report === null && stopped === null;

  function pick(event: React.ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setProgress(null);
    setReport(null);
    setStopped(null);
  }

  async function run() {
    if (!file) return;
    setReport(null);
    setStopped(null);
    const { rows, errors } = readRosterCsv(await file.text());
    const total: RosterChunkReport = { imported: 0, updated: 0, unchanged: 0, refused: [...errors] };
    setProgress({ done: 0, total: rows.length });
    for (let i = 0; i < rows.length; i += ROSTER_CHUNK_ROWS) {
      const chunk = rows.slice(i, i + ROSTER_CHUNK_ROWS);
      const answer = await importRosterChunkAction({
        stationId,
        rows: chunk.map(({ line, entry }) => ({ line, cpf: entry.cpf, nome: entry.name ?? "", email: entry.email ?? "", telefone: entry.phone ?? "" })),
      });
      if (!answer.ok) {
        toast(answer.message, "error");
        setStopped(ROSTER_IMPORT_TEXTS.failed);
        return;
      }
      total.imported += answer.data.imported;
      total.updated += answer.data.updated;
      total.unchanged += answer.data.unchanged;
      total.refused.push(...answer.data.refused);
      setProgress({ done: i + chunk.length, total: rows.length });
    }
    total.refused.sort((a, b) => a.line - b.line);
    setReport(total);
  }

  const percent = progress ? (progress.total === 0 ? 100 : Math.round((100 * progress.done) / progress.total)) : 0;
  const changed = report ? report.imported + report.updated : 0;

  return (
    <>
      <ConsoleSection
        title="Arquivo CSV"
        description="Uma linha por associado; separe as colunas com vírgula ou ponto e vírgula. Só o CPF é obrigatório."
        actions={
          <Button type="button" variant="ghost" size="sm" onClick={() => saveCsv("modelo-lista-de-associados.csv", TEMPLATE)}>
            <FileSpreadsheetIcon className="size-4" aria-hidden />
            Baixar modelo
          </Button>
        }
      >
        <div className="flex flex-col gap-4">
          <Field label="Lista de associados" id={fileId}>
            <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-line bg-slate-50 p-4">
              <input ref={fileInput} id={fileId} type="file" accept=".csv,text/csv" onChange={pick} tabIndex={-1} className="sr-only" disabled={running} />
              <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={running}>
                <UploadIcon className="size-4" aria-hidden />
                {file ? "Trocar arquivo" : "Escolher arquivo"}
              </Button>
              <span className="min-w-0 text-sm break-all text-ink">{file ? file.name : "Nenhum arquivo escolhido"}</span>
            </div>
          </Field>
          <div>
            <Button type="button" onClick={() => void run()} disabled={!file || running}>
              {running ? "Importando..." : "Importar"}
            </Button>
          </div>
          {progress && (
            <div className="flex flex-col gap-1 text-sm" aria-live="polite">
              <span className="font-bold text-ink">
                {`${percent}% · ${progress.done.toLocaleString("pt-BR")} de ${plural(progress.total, "linha válida", "linhas válidas")}`}
              </span>
              <progress max={100} value={percent} className="h-2 w-full overflow-hidden rounded-full accent-slate-900" aria-label="Progresso da importação" />
            </div>
          )}
          {stopped && (
            <p role="alert" className="text-sm font-bold text-red-700">
              {stopped}
            </p>
          )}
        </div>
      </ConsoleSection>
      {report && (
        <ConsoleSection
          title="Relatório da importação"
          actions={
            report.refused.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => saveCsv("linhas-recusadas.csv", Papa.unparse([["linha", "motivo"], ...report.refused.map((r) => [r.line, r.message])], { delimiter: ";" }))}
              >
                <DownloadIcon className="size-4" aria-hidden />
                Baixar linhas recusadas
              </Button>
            ) : undefined
          }
        >
          <div role="status" className="flex flex-col gap-4">
            {changed === 0 && <p className="font-bold text-ink">{progress?.total === 0 ? ROSTER_IMPORT_TEXTS.noValidRows : ROSTER_IMPORT_TEXTS.nothingChanged}</p>}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ["Importadas", report.imported],
                ["Atualizadas", report.updated],
                ["Sem mudança", report.unchanged],
                ["Recusadas", report.refused.length],
              ].map(([label, value]) => (
                <div key={label} className="rounded-2xl bg-slate-50 p-3">
                  <dt className="text-sm text-ink-muted">{label}</dt>
                  <dd className="text-2xl font-bold text-ink">{Number(value).toLocaleString("pt-BR")}</dd>
                </div>
              ))}
            </dl>
          </div>
          {report.refused.length > 0 && (
            <div className="mt-4">
            <Table>
              <caption className="sr-only">Linhas recusadas</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Linha</TableHead>
                  <TableHead>Motivo</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.refused.map((r) => (
                  <TableRow key={`${r.line}-${r.message}`}>
                    <TableCell>{r.line}</TableCell>
                    <TableCell className="break-words whitespace-normal">{r.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            </div>
          )}
        </ConsoleSection>
      )}
    </>
  );
}
