"use client";
// The plan purchase form. "comprar" with a price:
// the card, billing and identity fields (or one of the member's saved cards). "mudar" with a
// price: the subscription's card, and a checkbox "Alterar forma de pagamento" that shows the card
// fields. Nothing charged now: "Você não será cobrado nenhum valor" and "Continuar" instead of
// "Realizar pagamento". Success: the confirmation with order number, date, plan, card and price.
import Link from "next/link";
import { useState } from "react";
import { CheckCircle2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardChoiceFields, useCardChoice } from "./card-choice";
import { Card, CardTitle } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox";
import { snackbar } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SavedCard } from "@/lib/wallet/cards";
import { formatBRL, formatDateTime } from "@/lib/format";
import { purchasePlanAction } from "@/lib/plans/actions";
import { MSG_NOT_CHARGED, MSG_SUCCESS } from "@/lib/plans/messages";
import { periodLabel } from "@/lib/plans/periods";
import type { PlanConfirmation } from "@/lib/plans/subscriptions";

export interface PurchaseFormProps {
  mode: "comprar" | "mudar";
  plan: { id: number; name: string; priceCents: number; days: number; purchaseText: string | null };
  /** What is charged when the member confirms (an upgrade: the price less the credit). */
  chargeNowCents: number;
  /** The rule of this change, in words (upgrade now / downgrade at the period's end). */
  notice: string | null;
  savedCards: SavedCard[];
  currentCard: { brand: string; lastDigits: string } | null;
  customer: { name: string; cpf: string; email: string; phone: string };
}

function newAttemptKey(): string {
  return crypto.randomUUID();
}

export function PlanPurchaseForm({ mode, plan, chargeNowCents, notice, savedCards, currentCard, customer }: PurchaseFormProps) {
  const ready = useHydrated();
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [changeCard, setChangeCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<PlanConfirmation | null>(null);
  const card = useCardChoice(savedCards, customer);

  const paid = plan.priceCents > 0;
  // "mudar" keeps the subscription's card unless the member ticks the box (or has none yet).
  const askCard = paid && (mode === "comprar" || !currentCard || changeCard);
  const free = chargeNowCents === 0;

  async function purchase(cardId: number | undefined) {
    const result = await purchasePlanAction({ planId: plan.id, mode, attemptKey, cardId });
    if (result.ok) {
      // No refresh here: this page, rendered again, would answer "Este é seu plano atual" in place
      // of the confirmation; "Ver meu plano" loads the new state.
      setDone(result.data);
      return;
    }
    // A refused card ends this attempt; the next press is a new one.
    setAttemptKey(newAttemptKey());
    snackbar(result.message ? `Erro: ${result.message}` : "Erro", "error");
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const cardId = askCard ? await card.resolveCardId() : undefined;
      if (cardId === null) return;
      await purchase(cardId);
    } catch {
      snackbar("Erro", "error");
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Card className="grid gap-4" role="status" data-testid="plan-confirmation">
        <div className="flex items-center gap-3">
          <CheckCircle2Icon className="size-8 text-emerald-600" aria-hidden />
          <CardTitle className="text-xl">{MSG_SUCCESS}</CardTitle>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row label="Pedido" value={`#${done.orderId}`} />
          <Row label="Data" value={formatDateTime(new Date(done.date))} />
          <Row label="Plano" value={done.planName} />
          <Row label="Cartão" value={done.card ? `${done.card.brand} •••• ${done.card.lastDigits}` : "Nenhum"} />
          <Row label="Valor cobrado" value={formatBRL(done.amountCents)} />
          {done.kind === "downgrade" && <Row label="Começa em" value={formatDateTime(new Date(done.effectiveAt))} />}
        </dl>
        <Button asChild className="justify-self-start">
          <Link href="/homepage/planos">Ver meu plano</Link>
        </Button>
      </Card>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={mode === "comprar" ? "Comprar plano" : "Mudar de plano"}>
      <Card className="grid gap-2">
        <p className="text-sm text-ink-muted">Plano escolhido</p>
        <CardTitle className="text-2xl">{plan.name}</CardTitle>
        <p className="text-ink">
          <span className="text-2xl font-bold">{formatBRL(plan.priceCents)}</span> <span className="text-ink-muted">/{periodLabel(plan.days)}</span>
        </p>
        {plan.purchaseText && <p className="text-sm whitespace-pre-line text-ink-muted">{plan.purchaseText}</p>}
        {notice && (
          <p className="mt-2 rounded-2xl bg-brand-soft p-3 text-sm text-brand-ink" data-testid="plan-change-rule">
            {notice}
          </p>
        )}
      </Card>

      {paid && mode === "mudar" && currentCard && (
        <Card className="grid gap-3">
          <p className="text-sm text-ink">
            Cartão da assinatura: <strong>{`${currentCard.brand} •••• ${currentCard.lastDigits}`}</strong>
          </p>
          <CheckboxField label="Alterar forma de pagamento" className="text-sm text-ink" checked={changeCard} onCheckedChange={(c) => setChangeCard(c === true)} disabled={!ready} />
        </Card>
      )}

      {askCard && (
        <Card className="grid gap-4">
          <CardTitle>Pagamento</CardTitle>
          <CardChoiceFields cards={savedCards} state={card} disabled={!ready} />
        </Card>
      )}

      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {free ? (
          <p className="font-bold text-ink" data-testid="plan-charge-now">
            {MSG_NOT_CHARGED}
          </p>
        ) : (
          <p className="text-ink" data-testid="plan-charge-now">
            Total a pagar agora: <strong className="text-xl">{formatBRL(chargeNowCents)}</strong>
          </p>
        )}
        <Button type="submit" size="lg" disabled={!ready || busy}>
          {busy ? "Processando..." : free ? "Continuar" : "Realizar pagamento"}
        </Button>
      </Card>
    </form>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-bold text-ink">{value}</dd>
    </div>
  );
}
