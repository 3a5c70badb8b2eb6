"use client";
// One activity card: image, type, name (62 characters) and summary (70). Type 13 opens its first
// link; a card with prerequisites still to do says so with a lock badge over a greyed picture (its
// text stays readable: the member must read what they are unlocking) and opens the "Quase lá" dialog.
import { CheckIcon, LockIcon } from "lucide-react";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ActivityCard as Card } from "@/lib/activities/queries";
import { TRUNCATE_CARD, TRUNCATE_NAME } from "@/lib/activities/types";
import { formatStationCurrency, truncate, type StationCurrency } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

export function ActivityCard({ card, currency, compact = false }: { card: Card; currency: StationCurrency; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const blocked = card.blockedBy.length > 0;
  const body = (
    <>
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-soft">
        {card.image && (
          <StationImage
            src={card.image}
            alt=""
            fill
            className={cn("object-cover transition-transform duration-300 group-hover:scale-[1.03]", blocked && "opacity-50 grayscale")}
          />
        )}
        {blocked && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-white">
            <LockIcon className="size-3.5" strokeWidth={3} aria-hidden />
            Bloqueada
          </span>
        )}
        {card.hasDone && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-bold text-white">
            <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden />
            Concluída
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <span className="text-xs font-bold tracking-wide text-brand-ink uppercase">{card.typeName}</span>
        <h3 className="leading-snug font-bold text-ink">{truncate(card.name, TRUNCATE_NAME)}</h3>
        {!compact && card.summary && <p className="text-sm text-ink-muted">{truncate(card.summary, TRUNCATE_CARD)}</p>}
        {card.points > 0 && (
          <span className="mt-auto pt-2 text-sm font-bold text-ink">
            + {formatStationCurrency(card.points, currency)}
          </span>
        )}
      </div>
    </>
  );
  const cls = cn(
    "group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-3",
    blocked && "border-dashed bg-surface-muted",
  );
  if (blocked) {
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger className={cn(cls, "w-full")} aria-label={`${card.name} (bloqueada)`} data-testid="activity-card">
          {body}
        </DialogTrigger>
        <PrerequisiteDialog names={card.blockedBy} />
      </Dialog>
    );
  }
  if (card.redirectUrl) {
    return (
      <a href={card.redirectUrl} target="_blank" rel="noopener noreferrer" className={cls} data-testid="activity-card">
        {body}
      </a>
    );
  }
  return (
    <Link href={`/homepage/atividades/${card.id}`} className={cls} data-testid="activity-card">
      {body}
    </Link>
  );
}

/** The spec's "Quase lá" dialog listing what to do first. */
export function PrerequisiteDialog({ names }: { names: string[] }) {
  return (
    <DialogContent>
      <DialogTitle className="text-xl font-bold text-ink">Quase lá</DialogTitle>
      <DialogDescription className="mt-2 text-ink-muted">Para participar desta atividade, conclua antes:</DialogDescription>
      <ul className="mt-4 space-y-2">
        {names.map((n) => (
          <li key={n} className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-semibold text-ink">
            <span className="size-2 rounded-full bg-brand" aria-hidden />
            {n}
          </li>
        ))}
      </ul>
      <DialogClose asChild>
        <Button className="mt-6 w-full">Entendi</Button>
      </DialogClose>
    </DialogContent>
  );
}

/** A row of cards: swipeable on phones, a grid from `sm` up (or always swipeable with `scroll`). */
export function ActivityRow({ cards, currency, scroll = false, numbered = false }: { cards: Card[]; currency: StationCurrency; scroll?: boolean; numbered?: boolean }) {
  return (
    <ol
      className={cn(
        "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:thin] sm:mx-0 sm:px-1",
        !scroll && "sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3",
      )}
    >
      {cards.map((c, i) => (
        <li key={c.id} className={cn("relative w-[78%] shrink-0 snap-start", scroll ? "sm:w-[calc((100%-2rem)/3)] xl:w-[calc((100%-3rem)/4)]" : "sm:w-auto")}>
          {numbered && (
            <span className="absolute top-3 left-3 z-10 flex size-7 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow">{i + 1}</span>
          )}
          <ActivityCard card={c} currency={currency} compact={numbered} />
        </li>
      ))}
    </ol>
  );
}

export function ActivityGrid({ cards, currency, columns = "default" }: { cards: Card[]; currency: StationCurrency; columns?: "default" | "four" | "three" }) {
  return (
    <ul
      className={cn(
        "grid gap-4",
        columns === "four" && "grid-cols-1 sm:grid-cols-3 xl:grid-cols-4",
        columns === "three" && "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
        columns === "default" && "grid-cols-1 sm:grid-cols-2 xl:grid-cols-3",
      )}
    >
      {cards.map((c) => (
        <li key={c.id}>
          <ActivityCard card={c} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
