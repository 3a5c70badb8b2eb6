"use client";
// Type 15: the checkbox must be ticked before the button is enabled; sending shows "Enviando...".
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { acceptAgreementAction } from "@/lib/activities/actions";
import type { StationCurrency } from "@/lib/format";
import { CompletionModal, type FeedbackInfo } from "./completion";
import { useParticipation } from "./use-participation";

export function AgreementBody({
  activityId,
  agreement,
  currency,
  feedback,
  disabled,
}: {
  activityId: number;
  agreement: { button: string; checkbox: string };
  currency: StationCurrency;
  feedback: FeedbackInfo;
  disabled: boolean;
}) {
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const { run, busy } = useParticipation();
  const id = useId();
  return (
    <form
      className="rounded-3xl border border-line bg-white p-6 shadow-sm"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await run(acceptAgreementAction, { activityId, accepted: checked });
        if (r) {
          setDone(r.pointsAwarded);
          setChecked(false);
        }
      }}
    >
      <label htmlFor={id} className="flex items-start gap-3 text-ink">
        <input id={id} type="checkbox" className="mt-1 size-5 accent-brand" checked={checked} disabled={disabled || busy} onChange={(e) => setChecked(e.target.checked)} />
        <span>{agreement.checkbox}</span>
      </label>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={!checked || busy || disabled}>
        {busy ? "Enviando..." : agreement.button}
      </Button>
      <CompletionModal open={done !== null} onOpenChange={(o) => !o && setDone(null)} points={done ?? 0} currency={currency} feedback={feedback} />
    </form>
  );
}
