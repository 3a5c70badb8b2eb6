// The station's audit log: every console change, newest first, 25 a page, filtered by who, what
// (the console's area) and when (São Paulo days), each entry naming the thing it changed with a link
// to it, and the filtered list exported as CSV. Owners only.
import type { Metadata } from "next";
import Link from "next/link";
import { DownloadIcon, HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConsolePage } from "@/lib/auth/guard";
import { AUDIT_AREAS, AUDIT_PAGE_SIZE, listAudit, listAuditActors } from "@/lib/console/audit";
import { auditChanges } from "@/lib/console/audit-diff";
import { auditSubjects } from "@/lib/console/audit-subjects";
import { auditActionLabel, auditFilterFrom, auditQueryString, formatAuditDate, type AuditQuery } from "@/lib/console/audit-text";
import { getDb } from "@/lib/db/client";
import { FilterButtons, PeriodFields } from "../../../_components/filter-form";
import { Pager } from "../../../_components/pager";
import { ConsolePage, ConsoleSection } from "../../../_components/console-page";

export const metadata: Metadata = { title: "Auditoria" };

function Details({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          {change.label && <span className="font-bold text-ink">{change.label}: </span>}
          {change.before !== null && <del className="decoration-red-700/60">{change.before}</del>}
          {change.before !== null && change.after !== null && " → "}
          {change.after !== null && <ins className="no-underline">{change.after}</ins>}
        </li>
      ))}
    </ul>
  );
}

export default async function AuditPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<AuditQuery & { pagina?: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const query = await searchParams;
  const raw = Number(query.pagina ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const filter = auditFilterFrom(query);
  const db = await getDb();
  const [{ entries, total }, actors] = await Promise.all([listAudit(db, station.id, page, AUDIT_PAGE_SIZE, filter), listAuditActors(db, station.id)]);
  const subjects = await auditSubjects(db, station.id, entries);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const base = `/estacoes/${station.id}/auditoria`;
  const filtered = Boolean(filter.actorId || filter.area || filter.from || filter.to);

  return (
    <ConsolePage
      title="Auditoria"
      description="Tudo o que foi feito no painel desta estação: quem, quando e o que mudou. Horários de Brasília."
      actions={
        total > 0 && (
          <Button asChild variant="outline">
            <a href={`${base}/exportar${auditQueryString(filter)}`} download>
              <DownloadIcon className="size-5" aria-hidden />
              Exportar CSV
            </a>
          </Button>
        )
      }
    >
      <ConsoleSection>
        <form method="get" action={base} aria-label="Filtrar a auditoria" className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_10rem_10rem_auto]">
          <Field label="Quem">
            <Select name="quem" defaultValue={filter.actorId ? String(filter.actorId) : ""}>
              <option value="">Todas as pessoas</option>
              {actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.name ?? actor.email ?? `Conta ${actor.id}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="O quê">
            <Select name="area" defaultValue={filter.area ?? ""}>
              <option value="">Todas as áreas</option>
              {Object.entries(AUDIT_AREAS).map(([value, area]) => (
                <option key={value} value={value}>
                  {area.label}
                </option>
              ))}
            </Select>
          </Field>
          <PeriodFields from={filter.from} to={filter.to} />
          <FilterButtons filtered={filtered} resetHref={base} />
        </form>
      </ConsoleSection>

      {entries.length === 0 ? (
        <EmptyState icon={HistoryIcon} text={filtered ? "Nada encontrado com esses filtros." : "Nenhuma alteração registrada ainda."} />
      ) : (
        <Table className="min-w-[46rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Quando</TableHead>
              <TableHead>Quem</TableHead>
              <TableHead>O quê</TableHead>
              <TableHead>Detalhes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => {
              const subject = subjects.get(entry.id);
              return (
                <TableRow key={entry.id} className="align-top">
                  <TableCell className="whitespace-nowrap text-ink-muted">
                    <time dateTime={entry.at.toISOString()}>{formatAuditDate(entry.at)}</time>
                  </TableCell>
                  <TableCell>
                    <span className="block font-bold">{entry.actorName ?? "Conta removida"}</span>
                    {entry.actorEmail && <span className="block text-xs text-ink-muted">{entry.actorEmail}</span>}
                  </TableCell>
                  <TableCell>
                    <span className="block">{auditActionLabel(entry.action)}</span>
                    {subject?.name &&
                      (subject.href ? (
                        <Link href={subject.href} className="block font-bold text-sky-800 underline underline-offset-4">
                          {subject.name}
                        </Link>
                      ) : (
                        <span className="block font-bold">{subject.name}</span>
                      ))}
                    {!subject?.name && subject?.href && (
                      <Link href={subject.href} className="block text-sm font-bold text-sky-800 underline underline-offset-4">
                        Abrir
                      </Link>
                    )}
                  </TableCell>
                  <TableCell className="max-w-[26rem] text-xs break-words text-ink-muted">
                    <Details before={entry.before} after={entry.after} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pager label="Páginas da auditoria" page={page} pages={pages} href={(n) => `${base}${auditQueryString(filter, { pagina: String(n) })}`} back="Mais recentes" on="Mais antigas" />
    </ConsolePage>
  );
}
