"use client";
// Cards of processes (accounting or legal); a card opens its detail in a dialog, with the link to
// the court's or agency's page (a new tab, rel=noopener).
import { ExternalLinkIcon, ScaleIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import type { ProcessCard } from "@/lib/services/views";
import { DetailCardGrid } from "./detail-card-grid";

export function ProcessCards({ processes, empty, label }: { processes: ProcessCard[]; empty: string; label: string }) {
  if (processes.length === 0) return <EmptyState text={empty} icon={ScaleIcon} className="py-10" />;
  return (
    <DetailCardGrid
      items={processes}
      label={label}
      card={(p) => (
        <>
          <span className="flex w-full flex-wrap items-center justify-between gap-2">
            <span className="text-xs font-bold tracking-wide text-ink-muted uppercase">{subtitle(p)}</span>
            {p.collective && <Badge variant="soft">Coletiva</Badge>}
          </span>
          <span className="text-lg leading-snug font-bold text-ink">{p.title}</span>
          <span className="text-sm text-ink-muted">Nº {p.number}</span>
          <Badge variant="neutral" className="mt-auto">
            {p.status}
          </Badge>
        </>
      )}
      detail={(p) => (
        <>
          <DialogTitle className="pr-8 text-xl font-bold">{p.title}</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-ink-muted">{subtitle(p)}</DialogDescription>
          <dl className="mt-5 grid gap-3 text-sm">
            <Detail term="Número do processo" value={p.number} />
            <Detail term="Situação" value={p.status} />
            <Detail term="Tribunal / órgão" value={p.court} />
            <Detail term="Data de protocolo" value={p.filedOn} />
            <Detail term="Valor da causa" value={p.claimValue} />
            {p.collective && <Detail term="Abrangência" value="Causa coletiva: vale para todos os associados" />}
          </dl>
          {p.link && (
            <Button asChild variant="outline" className="mt-6 w-full">
              <a href={p.link} target="_blank" rel="noopener noreferrer">
                Acompanhar o processo
                <ExternalLinkIcon className="size-4" aria-hidden />
              </a>
            </Button>
          )}
        </>
      )}
    />
  );
}

/** Legal cases have a title over their kind; an accounting case is named by its kind, so its agency goes above. */
function subtitle(p: ProcessCard): string {
  return p.title !== p.kind ? p.kind : (p.court ?? "");
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="border-b border-line pb-2 last:border-0">
      <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{value ?? "Não informado"}</dd>
    </div>
  );
}
