"use client";
// Cards of processes (accounting or legal); a card opens its detail in a dialog, with the link to
// the court's or agency's page (a new tab, rel=noopener).
import { useState } from "react";
import { ExternalLinkIcon, ScaleIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import type { ProcessCard } from "@/lib/services/views";

export function ProcessCards({ processes, empty, label }: { processes: ProcessCard[]; empty: string; label: string }) {
  const [open, setOpen] = useState<ProcessCard | null>(null);
  if (processes.length === 0) return <EmptyState text={empty} icon={ScaleIcon} className="py-10" />;
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
        {processes.map((p) => (
          <li key={p.id}>
            <Card className="h-full p-0">
              <button
                type="button"
                onClick={() => setOpen(p)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-[inherit] p-5 text-left hover:bg-surface-muted/60 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex w-full flex-wrap items-center justify-between gap-2">
                  <span className="text-xs font-bold tracking-wide text-ink-muted uppercase">{p.kind}</span>
                  {p.collective && <Badge variant="soft">Coletiva</Badge>}
                </span>
                <span className="text-lg leading-snug font-bold text-ink">{p.title}</span>
                <span className="text-sm text-ink-muted">Nº {p.number}</span>
                <Badge variant="neutral" className="mt-auto">{p.status}</Badge>
              </button>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent showClose className="max-w-lg">
            <DialogTitle className="pr-8 text-xl font-bold">{open.title}</DialogTitle>
            <DialogDescription className="mt-1 text-sm text-ink-muted">{open.kind}</DialogDescription>
            <dl className="mt-5 grid gap-3 text-sm">
              <Detail term="Número do processo" value={open.number} />
              <Detail term="Situação" value={open.status} />
              <Detail term="Tribunal / órgão" value={open.court} />
              <Detail term="Data de protocolo" value={open.filedOn} />
              <Detail term="Valor da causa" value={open.claimValue} />
              {open.collective && <Detail term="Abrangência" value="Causa coletiva: vale para todos os associados" />}
            </dl>
            {open.link && (
              <Button asChild variant="outline" className="mt-6 w-full">
                <a href={open.link} target="_blank" rel="noopener noreferrer">
                  Acompanhar o processo
                  <ExternalLinkIcon className="size-4" aria-hidden />
                </a>
              </Button>
            )}
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="border-b border-line pb-2 last:border-0">
      <dt className="text-xs font-bold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-ink">{value ?? "Não informado"}</dd>
    </div>
  );
}
