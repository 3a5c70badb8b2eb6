"use client";
// The product picker of a shop activity: the products with remaining stock, a quantity per
// product (at most its per-order limit and the units left), and "Adicionar ao carrinho", which
// puts them in the cart ("Produtos adicionados ao carrinho") and opens the checkout.
import { ShoppingCartIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { GENERIC_ERROR } from "@/lib/actions/result";
import { addToCartAction } from "@/lib/commerce/actions";
import { MSG_CART_OFF, MSG_OUT_OF_STOCK } from "@/lib/commerce/messages";
import { chargedUnitPrice } from "@/lib/commerce/totals";
import { formatBRL } from "@/lib/format";
import { MEMBER_FEATURES } from "@/lib/stations/features";
import { ProductThumb, UnitPrice } from "./product-parts";
import { QuantityStepper } from "./quantity-stepper";

export interface PickerProduct {
  id: number;
  name: string;
  image: string | null;
  value: number;
  discountValue: number;
  limit: number;
  /** Units the member may take now (stock − sold − other members' reservations). */
  stock: number;
}

/**
 * `typeId` prices the units as the order will (a type 14 unit costs its full value). `cartOff`: the
 * station's cart is switched off, so the products show without a way to buy them.
 */
export function ProductPicker({ typeId, products, disabled, cartOff = false }: { typeId: number; products: PickerProduct[]; disabled: boolean; cartOff?: boolean }) {
  const router = useRouter();
  const inStock = products.filter((p) => p.stock > 0 && p.limit > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const chosen = inStock.filter((p) => (quantities[p.id] ?? 0) > 0);
  const total = chosen.reduce((sum, p) => sum + chargedUnitPrice(typeId, p) * quantities[p.id]!, 0);

  if (inStock.length === 0) {
    return (
      <p role="status" className="rounded-3xl border border-line bg-white p-6 font-semibold text-red-700 shadow-sm" data-testid="out-of-stock">
        {MSG_OUT_OF_STOCK}
      </p>
    );
  }

  async function add() {
    setBusy(true);
    try {
      const r = await addToCartAction({ products: chosen.map((p) => ({ id: p.id, quantity: quantities[p.id]! })) });
      if (!r.ok) {
        toast(r.message, "error");
        setBusy(false);
        return;
      }
      toast(r.data.message);
      router.push(MEMBER_FEATURES.cart.route);
    } catch {
      toast(GENERIC_ERROR, "error");
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="picker-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6" data-testid="product-picker">
      <h2 id="picker-title" className="text-lg font-bold text-ink">
        Produtos
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {inStock.map((p) => {
          const q = quantities[p.id] ?? 0;
          const max = Math.min(p.limit, p.stock);
          return (
            <li key={p.id} className="flex flex-wrap items-center gap-3 py-4" data-testid="picker-product">
              <ProductThumb image={p.image} />
              <div className="min-w-[10rem] flex-1">
                <p className="font-bold text-ink">{p.name}</p>
                <p className="text-sm text-ink">
                  <UnitPrice listPrice={p.value} price={chargedUnitPrice(typeId, p)} />
                </p>
                <p className="text-xs text-ink-muted">
                  {p.stock === 1 ? "1 disponível" : `${p.stock} disponíveis`} · até {p.limit} por pedido
                </p>
              </div>
              <QuantityStepper name={p.name} value={q} max={max} disabled={disabled || busy || cartOff} onChange={(next) => setQuantities({ ...quantities, [p.id]: next })} className="ml-auto" />
            </li>
          );
        })}
      </ul>
      {cartOff ? (
        <p role="status" className="mt-4 border-t border-line pt-4 text-sm font-semibold text-ink-muted" data-testid="cart-off">
          {MSG_CART_OFF}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            {chosen.length > 0 ? (
              <>
                Total: <span className="font-bold text-ink">{formatBRL(total)}</span>
              </>
            ) : (
              "Escolha a quantidade de cada produto."
            )}
          </p>
          <Button size="lg" disabled={disabled || busy || chosen.length === 0} onClick={add}>
            <ShoppingCartIcon className="size-5" aria-hidden />
            {busy ? "Adicionando..." : "Adicionar ao carrinho"}
          </Button>
        </div>
      )}
    </section>
  );
}
