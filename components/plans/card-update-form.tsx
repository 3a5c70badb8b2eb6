"use client";
// "Editar informações de pagamento": one of the member's saved cards, or a new one (tokenised by
// saveCardAction), becomes the card that pays the next periods. A past-due period is charged on it
// at once; the answer says whether it paid.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CardForm } from "@/components/commerce/checkout/card-form";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { snackbar, toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { saveCardAction } from "@/lib/commerce/actions";
import type { SavedCard } from "@/lib/commerce/cards";
import { cardFormSchema, type CardFormInput } from "@/lib/commerce/schemas";
import { formatBRL } from "@/lib/format";
import { MSG_SUCCESS } from "@/lib/plans/messages";
import { updateSubscriptionCardAction } from "@/lib/plans/actions";
import { formResolver } from "@/lib/validation/form-resolver";

const NEW_CARD = "new";

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
  const [choice, setChoice] = useState<string>(others[0] ? String(others[0].id) : NEW_CARD);
  const [busy, setBusy] = useState(false);
  const cardForm = useForm<CardFormInput>({
    resolver: formResolver(cardFormSchema),
    defaultValues: {
      number: "",
      name: customer.name.toUpperCase(),
      cpf: customer.cpf,
      birthday: "",
      email: customer.email,
      expiry: "",
      cvv: "",
      phone: "",
      cep: "",
      state: "",
      city: "",
      street: "",
      streetNumber: "",
      neighborhood: "",
      save: true,
    },
  });

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
    if (choice === NEW_CARD) {
      await cardForm.handleSubmit(async (values) => {
        setBusy(true);
        try {
          const saved = await saveCardAction(values);
          if (!saved.ok) {
            applyFieldErrors(cardForm.setError, saved.fieldErrors, Object.keys(values));
            for (const [field, message] of Object.entries(saved.fieldErrors ?? {})) snackbar(`${field}: ${message}`, "error");
            if (!saved.fieldErrors) snackbar(saved.message || "Erro", "error");
            return;
          }
          await update(saved.data.id);
        } catch {
          snackbar("Erro", "error");
        } finally {
          setBusy(false);
        }
      })();
      return;
    }
    setBusy(true);
    try {
      await update(Number(choice));
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
        <RadioGroup value={choice} onValueChange={setChoice} aria-label="Cartão" disabled={!ready}>
          {others.map((card) => (
            <RadioGroupItem key={card.id} value={String(card.id)} label={`${card.brand} •••• ${card.lastDigits} (validade ${card.expiry})`} />
          ))}
          <RadioGroupItem value={NEW_CARD} label="Novo cartão" />
        </RadioGroup>
        {choice === NEW_CARD && <CardForm form={cardForm} />}
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
