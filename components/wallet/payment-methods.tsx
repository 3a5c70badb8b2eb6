"use client";
// "Meios de pagamento": the member's saved cards (brand, last digits, holder, expiry — nothing
// more is kept), one of them selected, each removable after a confirmation; and "Comprar pontos"
// with the selected card. A purchase shows "Operação realizada com sucesso", then opens the
// statement and reloads it. A card just added arrives selected (?cartao={id}).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { CoinsIcon, CreditCardIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { MaskedField } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { useRefreshBalance } from "@/components/member/balance";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SavedCard } from "@/lib/wallet/cards";
import { buyPointsAction, removeCardAction } from "@/lib/wallet/actions";
import { LABEL_AMOUNT, WALLET_TEXTS } from "@/lib/wallet/messages";
import { pointsPurchaseSchema } from "@/lib/wallet/schemas";
import { snackbarFailure } from "./failure";

const STATEMENT = "/homepage/extrato/extratos-totais";
const newAttempt = () => crypto.randomUUID();
const cardName = (card: SavedCard) => `${card.brand} final ${card.lastDigits}`;

export function PaymentMethods({ cards, selected, rateText }: { cards: SavedCard[]; selected: number | null; rateText: string }) {
  const router = useRouter();
  const refreshBalance = useRefreshBalance();
  const ready = useHydrated();
  const [cardId, setCardId] = useState<number | null>(cards.some((c) => c.id === selected) ? selected : (cards[0]?.id ?? null));
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);

  const { form, submit, pending } = useActionForm({
    schema: pointsPurchaseSchema,
    action: buyPointsAction,
    defaultValues: { cardId: cardId ?? undefined, amount: "", attemptKey: newAttempt() },
    labels: { amount: LABEL_AMOUNT },
    onSuccess: async () => {
      await refreshBalance();
      toast(WALLET_TEXTS.purchaseSuccess, "success");
      form.reset({ cardId: cardId ?? undefined, amount: "", attemptKey: newAttempt() });
      router.push(STATEMENT);
      router.refresh();
    },
    onFailure: (result) => {
      // A refused attempt is over: the next press is a new purchase.
      form.setValue("attemptKey", newAttempt());
      return snackbarFailure(result, { amount: LABEL_AMOUNT, cardId: "Cartão" });
    },
  });

  const choose = (id: number) => {
    setCardId(id);
    form.setValue("cardId", id);
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const result = await removeCardAction({ cardId: removing.id });
    setBusy(false);
    setRemoving(null);
    if (!result.ok) {
      snackbarFailure(result);
      return;
    }
    toast(WALLET_TEXTS.cardRemoved, "success");
    if (cardId === removing.id) {
      const next = cards.find((c) => c.id !== removing.id)?.id ?? null;
      setCardId(next);
      if (next) form.setValue("cardId", next);
    }
    router.refresh();
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <section aria-labelledby="saved-cards" className="min-w-0">
        <h2 id="saved-cards" className="mb-3 text-lg font-bold text-ink">
          Cartões salvos
        </h2>
        <RadioGroup value={cardId ? String(cardId) : ""} onValueChange={(v) => choose(Number(v))} aria-label="Cartão selecionado" className="grid-cols-1 gap-3">
          {cards.map((card) => (
            <div key={card.id} className="flex items-center gap-2" data-testid="saved-card">
              <RadioGroupItem
                value={String(card.id)}
                className="min-w-0 flex-1 py-4"
                label={
                  <span className="flex items-center gap-3">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
                      <CreditCardIcon className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-bold">
                        {card.brand} <span className="tracking-widest">•••• {card.lastDigits}</span>
                      </span>
                      <span className="block text-sm text-ink-muted">
                        {card.holderName} · validade {card.expiry}
                      </span>
                    </span>
                  </span>
                }
              />
              <Button variant="ghost" size="sm" className="size-11 px-0" aria-label={`Remover cartão ${cardName(card)}`} disabled={!ready} onClick={() => setRemoving(card)}>
                <Trash2Icon className="size-5" aria-hidden />
              </Button>
            </div>
          ))}
        </RadioGroup>
      </section>

      <Card className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
            <CoinsIcon className="size-5" />
          </span>
          <CardTitle>Comprar pontos</CardTitle>
        </div>
        <CardDescription className="mt-2">Pague com o cartão selecionado e receba os pontos na hora. {rateText}</CardDescription>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MaskedField label={LABEL_AMOUNT} mask="brl" {...field} value={typeof field.value === "string" ? field.value : ""} error={fieldState.error?.message} />
            )}
          />
          <Button type="submit" disabled={pending || !ready || !cardId}>
            {pending ? "Processando..." : "Comprar pontos"}
          </Button>
        </form>
      </Card>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover cartão?"
        description={`O cartão ${removing ? cardName(removing) : ""} deixará de aparecer nos seus meios de pagamento. Para usá-lo de novo, será preciso cadastrá-lo outra vez.`}
        confirmLabel="Remover"
        busy={busy}
        onConfirm={remove}
      />
    </div>
  );
}
