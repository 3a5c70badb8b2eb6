"use client";
// Types 17/20: a BRL amount between 0,50 and 10.000,00, debited from the balance after the member
// confirms it, like "Pagar" (the product gives no confirmation step; ours adds one, as for any debit).
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { useBalance } from "@/components/member/balance";
import { Button } from "@/components/ui/button";
import { donateAction } from "@/lib/activities/actions";
import { donationSchema } from "@/lib/activities/forms";
import { formatBRL, formatStationCurrency, parseBRL, type StationCurrency } from "@/lib/format";
import { useRef, useState } from "react";
import { CompletionModal, type FeedbackInfo } from "./completion";
import { useParticipation } from "./use-participation";
import { FieldLabel } from "@/components/ui/field";

const formSchema = donationSchema.pick({ amount: true });
type Values = z.input<typeof formSchema>;

/** Cash-register style mask: digits fill from the right ("1" -> "0,01", "1234" -> "12,34"). */
export function maskBRL(raw: string): string {
  const digits = raw.replace(/\D/g, "").replace(/^0+/, "").slice(0, 9);
  if (!digits) return "";
  return formatBRL(Number(digits)).replace(/^R\$\s?/, "");
}

export function DonationBody({ activityId, currency, feedback, disabled }: { activityId: number; currency: StationCurrency; feedback: FeedbackInfo; disabled: boolean }) {
  const { register, handleSubmit, setValue, control, reset, formState } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { amount: "" } });
  const { run, busy } = useParticipation();
  const { data: balance } = useBalance();
  const [done, setDone] = useState<number | null>(null);
  /** The validated amount waiting for "Confirmar". */
  const [confirming, setConfirming] = useState<string | null>(null);
  const donateButton = useRef<HTMLButtonElement>(null);
  const confirmCents = confirming === null ? 0 : (parseBRL(confirming) ?? 0);
  const cents = parseBRL(useWatch({ control, name: "amount" }) ?? "") ?? 0;
  const short = balance !== undefined && cents > balance;
  const error = formState.errors.amount?.message;
  return (
    <form
      noValidate
      className="rounded-3xl border border-line bg-white p-6 shadow-sm"
      onSubmit={handleSubmit((values) => setConfirming(values.amount))}
    >
      <FieldLabel htmlFor="donation-amount" className="block text-base">
        Quanto você quer doar?
      </FieldLabel>
      <p className="text-sm text-ink-muted">De R$ 0,50 a R$ 10.000,00, descontados do seu saldo.</p>
      <div className="relative mt-3 max-w-xs">
        <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-bold text-ink-muted">R$</span>
        <input
          id="donation-amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0,00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "donation-error" : undefined}
          className="h-12 w-full rounded-2xl border border-line pr-4 pl-12 text-lg font-bold text-ink outline-none focus:border-brand-ink aria-[invalid]:border-red-600"
          {...register("amount", {
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValue("amount", maskBRL(e.target.value), { shouldValidate: formState.isSubmitted }),
          })}
        />
      </div>
      {error && (
        <p id="donation-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {balance !== undefined && (
        <p className="mt-2 text-sm text-ink-muted">Seu saldo: {formatStationCurrency(balance, currency)}</p>
      )}
      <Button ref={donateButton} type="submit" size="lg" className="mt-5" disabled={busy || disabled || short}>
        {busy ? "Enviando..." : short ? `Faltam ${formatBRL(cents - (balance ?? 0))}` : "Doar"}
      </Button>
      <Dialog open={confirming !== null} onOpenChange={(o) => !o && !busy && setConfirming(null)}>
        <DialogContent
          // Opened by the form, not by a trigger: give the focus back to "Doar" ourselves.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            donateButton.current?.focus();
          }}
        >
          <DialogTitle>Confirmar doação</DialogTitle>
          <DialogDescription className="mt-2">
            {formatStationCurrency(confirmCents, currency)} serão descontados do seu saldo.
          </DialogDescription>
          {balance !== undefined && (
            <p className="mt-2 text-sm text-ink-muted">Saldo depois da doação: {formatStationCurrency(balance - confirmCents, currency)}</p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={busy}>
                Cancelar
              </Button>
            </DialogClose>
            <Button
              type="button"
              disabled={busy}
              onClick={async () => {
                const r = await run(donateAction, { activityId, amount: confirming });
                setConfirming(null);
                if (r) {
                  setDone(r.pointsAwarded);
                  reset({ amount: "" });
                }
              }}
            >
              {busy ? "Enviando..." : "Confirmar"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      {/* The owner's feedback message usually thanks already: then the title does not repeat it. */}
      <CompletionModal
        open={done !== null}
        onOpenChange={(o) => !o && setDone(null)}
        points={done ?? 0}
        currency={currency}
        feedback={feedback}
        title={feedback.html ? "Doação realizada!" : "Obrigado pela doação!"}
      />
    </form>
  );
}
