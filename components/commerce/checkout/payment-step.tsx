"use client";
// Step 2: the wallet pays what it can. When it covers the total there is nothing to
// choose ("Saldo"); otherwise the rest goes to a credit card (a saved one, or "Novo cartão") or PIX
// ("Saldo e cartão" when the balance pays a part, "Forma da pagamento" when it pays nothing).
import { CreditCardIcon, QrCodeIcon, WalletIcon } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { RadioGroupItem } from "@/components/ui/radio-group";
import type { SavedCard } from "@/lib/wallet/cards";
import type { CardFormInput } from "@/lib/commerce/schemas";
import { formatBRL, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { CardForm } from "./card-form";
import { NEW_CARD, type CheckoutValues } from "./checkout-form";
import { RadioField } from "./radio-field";

export type PaymentSplit = { wallet: number; gateway: number; walletCovers: boolean };

export function paymentHeading(split: PaymentSplit): string {
  if (split.walletCovers) return "Saldo";
  return split.wallet > 0 ? "Saldo e cartão" : "Forma da pagamento";
}

export function maskedCard(card: Pick<SavedCard, "lastDigits">): string {
  return `•••• ${card.lastDigits}`;
}

export function PaymentStep({
  form,
  cardForm,
  cards,
  split,
  balance,
  currency,
}: {
  form: UseFormReturn<CheckoutValues>;
  cardForm: UseFormReturn<CardFormInput>;
  cards: SavedCard[];
  split: PaymentSplit;
  balance: number;
  currency: StationCurrency;
}) {
  const { control } = form;
  const paymentType = useWatch({ control, name: "paymentType" });
  const selectedCard = useWatch({ control, name: "selectedCard" });

  return (
    <div className="space-y-4">
      <section className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6" aria-labelledby="wallet-title">
        <div className="flex items-start gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink">
            <WalletIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id="wallet-title" className="font-bold text-ink">
              Seu saldo: {formatStationCurrency(Math.max(balance, 0), currency)}
            </h3>
            {split.walletCovers ? (
              <p className="mt-1 text-sm text-ink" data-testid="wallet-covers">
                Seu saldo cobre o pedido: <strong>{formatBRL(split.wallet)}</strong> serão descontados do seu saldo.
              </p>
            ) : split.wallet > 0 ? (
              <p className="mt-1 text-sm text-ink" data-testid="wallet-part">
                <strong>{formatBRL(split.wallet)}</strong> saem do seu saldo e <strong>{formatBRL(split.gateway)}</strong> você paga com cartão ou PIX.
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink" data-testid="wallet-part">
                Você paga <strong>{formatBRL(split.gateway)}</strong> com cartão ou PIX.
              </p>
            )}
          </div>
        </div>
      </section>

      {!split.walletCovers && (
        <section className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6">
          <RadioField form={form} name="paymentType" label={`Como você quer pagar ${formatBRL(split.gateway)}?`} groupLabel="Forma de pagamento" groupClassName="sm:grid-cols-2">
            <RadioGroupItem
              value="credit_card"
              label={
                <span className="flex items-center gap-2 font-semibold">
                  <CreditCardIcon className="size-5 text-brand-ink" aria-hidden /> Cartão de crédito
                </span>
              }
            />
            <RadioGroupItem
              value="pix"
              label={
                <span className="flex items-center gap-2 font-semibold">
                  <QrCodeIcon className="size-5 text-brand-ink" aria-hidden /> PIX
                </span>
              }
            />
          </RadioField>

          {paymentType === "credit_card" && (
            <div className="mt-5">
              <RadioField form={form} name="selectedCard" label="Cartão" groupLabel="Cartão">
                {cards.map((card) => (
                  <RadioGroupItem
                    key={card.id}
                    value={String(card.id)}
                    label={
                      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="font-semibold tabular-nums">
                          {card.brand} {maskedCard(card)}
                        </span>
                        <span className="text-xs text-ink-muted">
                          {card.holderName} · validade {card.expiry}
                        </span>
                      </span>
                    }
                  />
                ))}
                <RadioGroupItem value={NEW_CARD} label={<span className="font-semibold">Novo cartão</span>} />
              </RadioField>
              {selectedCard === NEW_CARD && (
                <div className="mt-5 rounded-2xl border border-line p-4 sm:p-5">
                  <CardForm form={cardForm} />
                </div>
              )}
            </div>
          )}
          {paymentType === "pix" && (
            <p className="mt-4 rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink">
              Ao efetuar o pedido, geramos o QR code e o código &quot;copia e cola&quot; do PIX. O pagamento é confirmado em instantes.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
