"use client";
// "Editar informações de pagamento": one of the member's saved cards, or a new one (tokenised by
// saveCardAction), becomes the card that pays the next periods. A past-due period is charged on it
// at once; the answer says whether it paid.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CardChoiceFields, useCardChoice } from "./card-choice";
import { Card, CardTitle } from "@/components/ui/card";
import { snackbar, toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SavedCard } from "@/lib/wallet/cards";
import { formatBRL } from "@/lib/format";
import { MSG_SUCCESS } from "@/lib/plans/messages";
import { updateSubscriptionCardAction } from "@/lib/plans/actions";

export function CardUpdateForm({
  savedCards,
  currentCardId,
  pastDue,
  customer,
}: {
  savedCards: SavedCard[];
  currentCardId: number | null;
  pastDue: boolean;
  customer: { name: string; cpf: string; email: string };
}) {
  const router = useRouter();
  const ready = useHydrated();
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const others = savedCards.filter((c) => c.id !== currentCardId);
  const [busy, setBusy] = useState(false);
  const card = useCardChoice(others, customer);

  async function update(cardId: number) {
    const result = await updateSubscriptionCardAction({ cardId, attemptKey });
    if (!result.ok) {
      setAttemptKey(crypto.randomUUID());
      snackbar(`Erro: ${result.message}`, "error");
      router.refresh();
      return;
    }
    toast(result.data.charged ? `${MSG_SUCCESS}: ${formatBRL(result.data.charged.amountCents)} cobrados no novo cartão.` : MSG_SUCCESS, "success");
    router.push("/homepage/planos");
    router.refresh();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const cardId = await card.resolveCardId();
      if (cardId !== null) await update(cardId);
    } catch {
      snackbar("Erro", "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Editar informações de pagamento">
      <Card className="grid gap-4">
        <CardTitle>Novo cartão da assinatura</CardTitle>
        <CardChoiceFields cards={others} state={card} disabled={!ready} />
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {pastDue ? "A cobrança pendente será feita agora neste cartão." : "As próximas cobranças serão feitas neste cartão."}
        </p>
        <Button type="submit" size="lg" disabled={!ready || busy}>
          {busy ? "Salvando..." : pastDue ? "Salvar e pagar agora" : "Salvar cartão"}
        </Button>
      </div>
    </form>
  );
}
