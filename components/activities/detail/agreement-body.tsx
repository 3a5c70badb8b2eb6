"use client";
// Type 15: the checkbox must be ticked before the button is enabled; sending shows "Enviando...".
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { acceptAgreementAction } from "@/lib/activities/actions";
import type { StationCurrency } from "@/lib/format";
import { CompletionModal, type FeedbackInfo } from "./completion";
import { useParticipation } from "./use-participation";
import { CheckboxField } from "@/components/ui/checkbox";

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
      <CheckboxField
        label={<span>{agreement.checkbox}</span>}
        className="items-start gap-3 text-ink"
        checkboxClassName="mt-0.5"
        checked={checked}
        disabled={disabled || busy}
        onCheckedChange={(c) => setChecked(c === true)}
      />
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={!checked || busy || disabled}>
        {busy ? "Enviando..." : agreement.button}
      </Button>
      <CompletionModal open={done !== null} onOpenChange={(o) => !o && setDone(null)} points={done ?? 0} currency={currency} feedback={feedback} />
    </form>
  );
}
