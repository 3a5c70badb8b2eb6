// Step 3 "Confira seu pedido": what will be bought, where it goes and how it is paid.
import type { CartView } from "@/lib/commerce/cart";
import { lineKey } from "@/lib/commerce/lines";
import type { SavedCard } from "@/lib/wallet/cards";
import { chargedUnitPrice } from "@/lib/commerce/totals";
import { formatBRL, formatCep } from "@/lib/format";
import { chosenLocation, type CheckoutValues } from "./checkout-form";
import { maskedCard, type PaymentSplit } from "./payment-step";

export function ReviewStep({
  cart,
  values,
  split,
  card,
}: {
  cart: CartView;
  values: CheckoutValues;
  split: PaymentSplit;
  card: SavedCard | undefined;
}) {
  return (
    <div className="space-y-4" data-testid="review">
      {cart.actions.map((action) => {
        const delivery = values.deliveries.find((d) => d.activityId === action.activityId);
        const location = chosenLocation(action, delivery);
        return (
          <section key={action.activityId} className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6" aria-label={action.name}>
            <h3 className="font-bold text-ink">{action.name}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {action.lines.map((line) => (
                <li key={lineKey(line)} className="flex justify-between gap-3">
                  <span className="text-ink">
                    {line.quantity} × {line.name}
                  </span>
                  <span className="text-ink tabular-nums">{formatBRL(chargedUnitPrice(action.typeId, line) * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 border-t border-line pt-3 text-sm text-ink-muted">
              {action.digitalProduct || !location ? (
                "Produto digital, sem frete."
              ) : location.delivery && delivery ? (
                <>
                  <span className="font-semibold text-ink">{location.name}</span> ({formatBRL(location.price)}): {delivery.address}, {delivery.number}
                  {delivery.complement ? ` - ${delivery.complement}` : ""}, {delivery.city}
                  {delivery.state ? `/${delivery.state}` : ""} · <span className="whitespace-nowrap">CEP {formatCep(delivery.zipcode)}</span>
                </>
              ) : (
                <>
                  <span className="font-semibold text-ink">{location.name}</span>
                  {location.price > 0 ? ` (${formatBRL(location.price)})` : " (grátis)"}
                  {location.street ? `: ${location.street}${location.streetNumber ? `, ${location.streetNumber}` : ""}` : ""}
                </>
              )}
            </p>
          </section>
        );
      })}

      <section className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6" aria-labelledby="review-payment">
        <h3 id="review-payment" className="font-bold text-ink">
          Pagamento
        </h3>
        <dl className="mt-2 space-y-1 text-sm">
          {split.wallet > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">Saldo</dt>
              <dd className="text-ink tabular-nums" data-testid="review-wallet">
                {formatBRL(split.wallet)}
              </dd>
            </div>
          )}
          {!split.walletCovers && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{values.paymentType === "pix" ? "PIX" : card ? `Cartão ${card.brand} ${maskedCard(card)}` : "Cartão de crédito"}</dt>
              <dd className="text-ink tabular-nums" data-testid="review-gateway">
                {formatBRL(split.gateway)}
              </dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
