// The station's audit log: every console change, newest first, 25 a page. Owners only.
import type { Metadata } from "next";
import Link from "next/link";
import { HistoryIcon } from "lucide-react";
import { requireConsolePage } from "@/lib/auth/guard";
import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, listAudit } from "@/lib/console/audit";
import { getDb } from "@/lib/db/client";
import { ROLE_LABELS } from "../../../_components/console-shell";
import { formatAuditDate } from "./format";
import { auditChanges } from "@/lib/console/audit-diff";

export const metadata: Metadata = { title: "Auditoria" };

function Details({ action, before, after }: { action: string; before: unknown; after: unknown }) {
  if (action === "console.sign-in" && after && typeof after === "object" && "role" in after) {
    const role = (after as { role: unknown }).role;
    return <>Acesso: {role === "owner" || role === "staff" ? ROLE_LABELS[role] : String(role)}</>;
  }
  const changes = auditChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field && <span className="font-bold text-ink">{change.field}: </span>}
          {change.before !== null && <del className="decoration-red-700/60">{change.before}</del>}
          {change.before !== null && change.after !== null && " → "}
          {change.after !== null && <ins className="no-underline">{change.after}</ins>}
        </li>
      ))}
    </ul>
  );
}

export default async function AuditPage({ params, searchParams }: { params: Promise<{ stationId: string }>; searchParams: Promise<{ pagina?: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = Number((await searchParams).pagina ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const { entries, total } = await listAudit(await getDb(), station.id, page);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const base = `/estacoes/${station.id}/auditoria`;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-ink">Auditoria</h1>
      <p className="mt-1 text-sm text-ink-muted">Tudo o que foi feito no painel desta estação: quem, quando e o que mudou.</p>
      {entries.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 py-10 text-center text-ink-muted">
          <HistoryIcon className="size-8" aria-hidden />
          <p>Nenhuma alteração registrada ainda.</p>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-line text-xs font-bold tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4">Quando</th>
                <th scope="col" className="py-2 pr-4">Quem</th>
                <th scope="col" className="py-2 pr-4">O quê</th>
                <th scope="col" className="py-2">Detalhes</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="py-3 pr-4 whitespace-nowrap text-ink-muted">
                    <time dateTime={entry.at.toISOString()}>{formatAuditDate(entry.at)}</time>
                  </td>
                  <td className="py-3 pr-4">
                    <span className="block font-bold text-ink">{entry.actorName ?? "Conta removida"}</span>
                    {entry.actorEmail && <span className="block text-xs text-ink-muted">{entry.actorEmail}</span>}
                  </td>
                  <td className="py-3 pr-4 text-ink">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className="max-w-[24rem] py-3 text-xs break-words text-ink-muted">
                    <Details action={entry.action} before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas da auditoria" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? <Link href={`${base}?pagina=${page - 1}`} className="font-bold text-sky-800 underline underline-offset-4">Mais recentes</Link> : <span />}
          <span className="text-ink-muted">Página {page} de {pages}</span>
          {page < pages ? <Link href={`${base}?pagina=${page + 1}`} className="font-bold text-sky-800 underline underline-offset-4">Mais antigas</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
