"use client";
// Types 13 (external link) and 16 (raw content): one button records the participation.
import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { completeActivityAction } from "@/lib/activities/actions";
import type { StationCurrency } from "@/lib/format";
import { CompletionModal, type FeedbackInfo } from "./completion";
import { useParticipation } from "./use-participation";

export function ExternalLinkBody({ activityId, url, label, currency, feedback, canEarn }: { activityId: number; url: string; label: string; currency: StationCurrency; feedback: FeedbackInfo; canEarn: boolean }) {
  const { run } = useParticipation();
  const [done, setDone] = useState<number | null>(null);
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-sm">
      <p className="text-ink-muted">O conteúdo abre em uma nova aba.</p>
      <Button asChild size="lg" className="mt-4">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={async () => {
            if (!canEarn) return;
            const r = await run(completeActivityAction, { activityId });
            if (r && !r.replayed && r.pointsAwarded > 0) setDone(r.pointsAwarded);
          }}
        >
          {label}
          <ExternalLinkIcon className="size-4" aria-hidden />
        </a>
      </Button>
      <CompletionModal open={done !== null} onOpenChange={(o) => !o && setDone(null)} points={done ?? 0} currency={currency} feedback={feedback} />
    </div>
  );
}

export function ContentDoneButton({ activityId, currency, feedback, hasDone, disabled }: { activityId: number; currency: StationCurrency; feedback: FeedbackInfo; hasDone: boolean; disabled: boolean }) {
  const { run, busy } = useParticipation();
  const [done, setDone] = useState<number | null>(null);
  if (hasDone && done === null) {
    return <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 font-bold text-emerald-800">Leitura concluída</p>;
  }
  return (
    <>
      <Button
        size="lg"
        disabled={busy || disabled}
        onClick={async () => {
          const r = await run(completeActivityAction, { activityId });
          if (r) setDone(r.pointsAwarded);
        }}
      >
        {busy ? "Enviando..." : "Concluir leitura"}
      </Button>
      <CompletionModal open={done !== null} onOpenChange={(o) => !o && setDone(null)} points={done ?? 0} currency={currency} feedback={feedback} />
    </>
  );
}
