"use client";
// Type 3: "Pagar" opens a confirmation with the activity name and cost; when credits are short the
// button reads "Faltam R$ X". The code shows after the purchase. "Adicionar ao carrinho" (when the
// station's cart is on) puts the coupon in the cart instead, to pay it in the checkout with the
// wallet, a card or PIX; its code is issued when that order is paid and shows in "Minhas compras".
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ShoppingCartIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useBalance } from "@/components/member/balance";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { GENERIC_ERROR } from "@/lib/actions/result";
import { purchaseCouponAction } from "@/lib/activities/actions";
import { addCouponToCartAction } from "@/lib/commerce/actions";
import { MEMBER_FEATURES } from "@/lib/stations/features";
import { formatBRL, formatDateTime, formatStationCurrency, type StationCurrency } from "@/lib/format";
import { useParticipation } from "./use-participation";

const MSG_OUT_OF_STOCK = "O estoque desse(s) produto(s) está esgotado no momento.";

export function CouponBody({
  activityId,
  name,
  coupons,
  vouchers,
  currency,
  disabled,
  cartOff = true,
}: {
  activityId: number;
  name: string;
  coupons: { id: number; newPrice: number; stock: number | null }[];
  vouchers: { code: string; createdAt: string }[];
  currency: StationCurrency;
  disabled: boolean;
  /** The station's cart is off: only "Pagar" buys the coupon. */
  cartOff?: boolean;
}) {
  const router = useRouter();
  const { data: balance } = useBalance();
  const { run, busy: paying } = useParticipation();
  const [adding, setAdding] = useState(false);
  const busy = paying || adding;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const coupon = coupons[0];
  if (!coupon) return null;
  const soldOut = coupon.stock !== null && coupon.stock <= 0;

  async function addToCart() {
    setAdding(true);
    try {
      // The server's refusal (closed activity, limit reached, out of stock) is the message shown.
      const r = await addCouponToCartAction({ couponId: coupon!.id });
      if (!r.ok) {
        toast(r.message, "error");
        setAdding(false);
        return;
      }
      toast(r.data.message);
      router.push(MEMBER_FEATURES.cart.route);
    } catch {
      toast(GENERIC_ERROR, "error");
      setAdding(false);
    }
  }
  const short = balance !== undefined && balance < coupon.newPrice;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-ink-muted">Valor</p>
          <p className="text-2xl font-bold text-ink">{formatStationCurrency(coupon.newPrice, currency)}</p>
          {coupon.stock !== null && !soldOut && <p className="text-sm text-ink-muted">{coupon.stock} disponíveis</p>}
        </div>
        {soldOut ? (
          <p role="status" className="font-semibold text-red-700">{MSG_OUT_OF_STOCK}</p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            {!cartOff && (
              <Button size="lg" variant="outline" disabled={disabled || busy} onClick={addToCart}>
                <ShoppingCartIcon className="size-5" aria-hidden />
                {adding ? "Adicionando..." : "Adicionar ao carrinho"}
              </Button>
            )}
            <Button size="lg" disabled={disabled || busy || short} onClick={() => setConfirming(coupon.id)}>
              {short ? `Faltam ${formatBRL(coupon.newPrice - (balance ?? 0))}` : "Pagar"}
            </Button>
          </div>
        )}
      </div>

      <AlertDialog open={confirming !== null} onOpenChange={(o) => !o && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Confirmar pagamento</AlertDialogTitle>
          <AlertDialogDescription className="mt-2">
            {name}: {formatStationCurrency(coupon.newPrice, currency)} serão descontados do seu saldo.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel className="border-0 hover:bg-brand-soft">Cancelar</AlertDialogCancel>
            {/* Not an AlertDialogAction: the dialog stays open while the payment runs. */}
            <Button
              disabled={busy}
              onClick={async () => {
                const r = await run(purchaseCouponAction, { activityId, couponId: coupon.id });
                setConfirming(null);
                if (r) setCode(r.code);
              }}
            >
              {busy ? "Enviando..." : "Pagar"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog open={code !== null} onOpenChange={(o) => !o && setCode(null)}>
        <DialogContent className="text-center">
          <DialogTitle className="text-xl font-bold text-ink">Sucesso, aproveite.</DialogTitle>
          <DialogDescription className="mt-2 text-ink-muted">Apresente este código para usar seu cupom:</DialogDescription>
          <p className="mt-4 rounded-2xl bg-surface-muted py-4 font-mono text-3xl font-bold tracking-widest text-ink" data-testid="coupon-code">
            {code}
          </p>
          <DialogClose asChild>
            <Button className="mt-6 w-full">Fechar</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>

      {vouchers.length > 0 && <VoucherList title="Seus cupons" vouchers={vouchers} />}
    </div>
  );
}

export function VoucherList({ title, vouchers }: { title: string; vouchers: { code: string; createdAt: string }[] }) {
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-sm">
      <h3 className="font-bold text-ink">{title}</h3>
      <ul className="mt-3 divide-y divide-line">
        {vouchers.map((v) => (
          <li key={v.code} className="flex items-center justify-between py-2 text-sm">
            <span className="font-mono font-bold tracking-wider text-ink">{v.code}</span>
            <span className="text-ink-muted">{formatDateTime(v.createdAt)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
