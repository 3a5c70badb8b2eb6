"use client";
// Step 0 "Carrinho de compras": the lines grouped by activity (image, name, unit price, quantity
// bounded by the product's limit and the units left, remove), with each activity's note. A coupon
// line reads like a product line; its code is issued once the order is paid ("Minhas compras").
import { PackageIcon, Trash2Icon, TruckIcon } from "lucide-react";
import type { CartView } from "@/lib/commerce/cart";
import { lineKey, lineRef, type CartLineRef } from "@/lib/commerce/lines";
import { MSG_UNAVAILABLE } from "@/lib/commerce/messages";
import { chargedUnitPrice } from "@/lib/commerce/totals";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";
import { ProductThumb, UnitPrice } from "../product-parts";
import { QuantityStepper } from "../quantity-stepper";

export function CartLines({
  cart,
  currency,
  busy,
  onQuantity,
  onRemove,
}: {
  cart: CartView;
  currency: StationCurrency;
  busy: boolean;
  onQuantity: (line: CartLineRef, quantity: number) => void;
  onRemove: (line: CartLineRef) => void;
}) {
  return (
    <div className="space-y-4">
      {cart.actions.map((action) => {
        const cashback = action.points + action.additionalCashback;
        return (
          <section key={action.activityId} aria-label={action.name} className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="cart-action">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-bold text-ink">{action.name}</h3>
              {cashback > 0 && (
                <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
                  Cashback de {formatStationCurrency(cashback, currency)}
                </span>
              )}
            </header>
            <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
              {action.digitalProduct ? (
                <>
                  <PackageIcon className="size-3.5" aria-hidden /> Produto digital: sem frete, o código chega no seu pedido.
                </>
              ) : (
                <>
                  <TruckIcon className="size-3.5" aria-hidden /> Entrega ou retirada escolhida no próximo passo.
                </>
              )}
            </p>
            {!action.available && (
              <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
                {MSG_UNAVAILABLE}
              </p>
            )}
            <ul className="mt-2 divide-y divide-line">
              {action.lines.map((line) => (
                <li key={lineKey(line)} className="flex flex-wrap items-center gap-3 py-3" data-testid="cart-line">
                  <ProductThumb image={line.image} />
                  <div className="min-w-[10rem] flex-1">
                    <p className="font-bold text-ink" data-testid="cart-line-name">
                      {line.name}
                    </p>
                    {line.couponId !== null && (
                      <p className="text-xs font-semibold text-brand" data-testid="cart-line-coupon">
                        Cupom: o código aparece em Minhas compras quando o pagamento for confirmado.
                      </p>
                    )}
                    <p className="text-sm text-ink">
                      <UnitPrice listPrice={line.value} price={chargedUnitPrice(action.typeId, line)} />
                      <span className="text-ink-muted"> / unidade</span>
                    </p>
                    {line.quantity >= line.maxQuantity && <p className="text-xs text-ink-muted">Quantidade máxima para este pedido</p>}
                  </div>
                  <div className="ml-auto flex items-center gap-2">
                    <QuantityStepper name={line.name} value={line.quantity} min={1} max={Math.max(line.quantity, line.maxQuantity)} disabled={busy} onChange={(q) => onQuantity(lineRef(line), q)} />
                    <button
                      type="button"
                      className="flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 disabled:opacity-40"
                      disabled={busy}
                      onClick={() => onRemove(lineRef(line))}
                      aria-label={`Remover ${line.name}`}
                    >
                      <Trash2Icon className="size-4" aria-hidden />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
