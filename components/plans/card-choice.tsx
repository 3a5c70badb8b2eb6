"use client";
// The card part of the plan forms: one of the member's saved cards or "Novo cartão" with the
// checkout's card form, and `resolveCardId`, which tokenises a new card first (saveCardAction) and
// answers its id, or null after showing the refusal (as "{field}: {message}").
import { useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { CardForm } from "@/components/commerce/checkout/card-form";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { snackbar } from "@/components/ui/toast";
import { saveCardAction } from "@/lib/commerce/actions";
import type { SavedCard } from "@/lib/wallet/cards";
import { cardFormSchema, type CardFormInput } from "@/lib/commerce/schemas";
import { formResolver } from "@/lib/validation/form-resolver";

export const NEW_CARD = "new";

export interface CardChoice {
  choice: string;
  setChoice: (value: string) => void;
  cardForm: UseFormReturn<CardFormInput>;
  /** The chosen card's id; a new card is validated and tokenised first. null: refused (already shown). */
  resolveCardId: () => Promise<number | null>;
}

export function useCardChoice(cards: SavedCard[], customer: { name: string; cpf: string; email: string; phone?: string }): CardChoice {
  const [choice, setChoice] = useState<string>(cards[0] ? String(cards[0].id) : NEW_CARD);
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
      phone: customer.phone ?? "",
      cep: "",
      state: "",
      city: "",
      street: "",
      streetNumber: "",
      neighborhood: "",
      save: true,
    },
  });

  async function resolveCardId(): Promise<number | null> {
    if (choice !== NEW_CARD) return Number(choice);
    let id: number | null = null;
    await cardForm.handleSubmit(async (values) => {
      const saved = await saveCardAction(values);
      if (!saved.ok) {
        applyFieldErrors(cardForm.setError, saved.fieldErrors, Object.keys(values));
        const entries = Object.entries(saved.fieldErrors ?? {});
        for (const [field, message] of entries) snackbar(`${field}: ${message}`, "error");
        if (entries.length === 0) snackbar(saved.message || "Erro", "error");
        return;
      }
      id = saved.data.id;
    })();
    return id;
  }

  return { choice, setChoice, cardForm, resolveCardId };
}

export function CardChoiceFields({ cards, state, disabled }: { cards: SavedCard[]; state: CardChoice; disabled?: boolean }) {
  return (
    <>
      <RadioGroup value={state.choice} onValueChange={state.setChoice} aria-label="Cartão" disabled={disabled}>
        {cards.map((card) => (
          <RadioGroupItem key={card.id} value={String(card.id)} label={`${card.brand} •••• ${card.lastDigits} (validade ${card.expiry})`} />
        ))}
        <RadioGroupItem value={NEW_CARD} label="Novo cartão" />
      </RadioGroup>
      {state.choice === NEW_CARD && <CardForm form={state.cardForm} />}
    </>
  );
}
