"use client";
// /homepage/carrinho: the five steps of the checkout.
//   0 "Carrinho de compras": lines, summary, reservation countdown, "Ir para pagamento" (reserves)
//   1 delivery per activity with physical products (skipped when every product is digital)
//   2 payment: the wallet, then card or PIX for the rest
//   3 "Confira seu pedido": "Efetuar pedido" / "Gerar código para pagamento"
//   4 "Pedido realizado com sucesso!" or the PIX screen
// One form holds steps 1 and 2 (and the new card's form sits beside it), so going back and forth
// keeps what was typed. Each arrival at step 3 makes a new idempotency key: a double click or a
// retried request sends the same one and the server answers the same order.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ShoppingBagIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useScrollToTopOnChange } from "@/components/ui/use-scroll-to-top";
import { useForm, useWatch } from "react-hook-form";
import { newNonce } from "@/components/activities/detail/use-participation";
import { BALANCE_QUERY_KEY, useBalance } from "@/components/member/balance";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { GENERIC_ERROR } from "@/lib/actions/result";
import type { CartView } from "@/lib/commerce/cart";
import type { SavedCard } from "@/lib/wallet/cards";
import { removeFromCartAction, reserveCartAction, saveCheckoutCardAction, submitOrderAction, updateCartAction, verifyPaymentAction } from "@/lib/commerce/actions";
import {
  MSG_CART_EMPTY,
  MSG_GO_SHOPPING,
  MSG_PAYMENT_DECLINED,
  MSG_TRANSACTION_FAILED,
  paymentFailedQuestion,
  reservationFailedMessage,
  TOAST_PIX_EXPIRED,
  TOAST_PIX_NOT_CONFIRMED,
  TOAST_RESERVATION_EXPIRED,
} from "@/lib/commerce/messages";
import type { OrderSummary } from "@/lib/commerce/orders";
import type { SavedAddress } from "@/lib/commerce/saved-address";
import { cardFormSchema, type CardFormInput } from "@/lib/commerce/schemas";
import { splitPayment } from "@/lib/commerce/totals";
import { formatCpf, formatPhone, type StationCurrency } from "@/lib/format";
import { formResolver } from "@/lib/validation/form-resolver";
import { cn } from "@/lib/utils/cn";
import { CARD_LABELS } from "./card-form";
import { CartLines } from "./cart-step";
import { billingFromDeliveries, checkoutLabels, chosenLocation, checkoutSchema, deliveriesFor, deliveriesPayload, liveTotals, NEW_CARD, shippingActions, type CheckoutValues, type DeliveryValues } from "./checkout-form";
import { DeliveryStep } from "./delivery-step";
import { ReservationTimer, SummaryLines } from "./order-summary";
import { paymentHeading, PaymentStep } from "./payment-step";
import { PixScreen, SuccessScreen } from "./result-step";
import { ReviewStep } from "./review-step";
import { useCountdown } from "./use-countdown";

type Step = 0 | 1 | 2 | 3 | 4;

interface Result {
  order: OrderSummary;
  qrCodeDataUrl: string | null;
  devPixUrl: string | null;
  /** Whether the order had a delivery step (the step indicator keeps its shape). */
  shipping: boolean;
}

export interface CheckoutProps {
  cart: CartView;
  cards: SavedCard[];
  balance: number;
  currency: StationCurrency;
  /** The station's reservation time, shown before "Ir para pagamento" starts it. */
  reserveTimeSeconds: number;
  customer: { name: string | null; email: string | null; cpf: string | null; phone: string | null };
  /** The address of the member's last delivery on this station: each new delivery starts from it. */
  savedAddress: SavedAddress | null;
}

export function CheckoutFlow(props: CheckoutProps) {
  const { currency } = props;
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: liveBalance } = useBalance(props.balance);
  const balance = liveBalance ?? props.balance;

  // The cart as the last action answered it, until the server page brings a newer one.
  const [override, setOverride] = useState<{ base: CartView; cart: CartView } | null>(null);
  const cart = override && override.base === props.cart ? override.cart : props.cart;
  const [savedCards, setSavedCards] = useState<SavedCard[]>([]);
  const cards = useMemo(() => [...props.cards, ...savedCards.filter((c) => !props.cards.some((p) => p.id === c.id))], [props.cards, savedCards]);

  const [step, setStep] = useState<Step>(0);
  useScrollToTopOnChange(step);
  const [busy, setBusy] = useState(false);
  const [reservationEnd, setReservationEnd] = useState<number | null>(null);
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = useRef(false);

  const schema = useMemo(() => checkoutSchema(cart, balance), [cart, balance]);
  const form = useForm<CheckoutValues>({
    // A field shown with an error checks itself again as the member fixes it.
    mode: "onTouched",
    resolver: zodResolver(schema),
    defaultValues: { deliveries: deliveriesFor(props.cart, [], props.savedAddress), paymentType: "", selectedCard: "" },
  });
  const cardForm = useForm<CardFormInput>({
    resolver: formResolver(cardFormSchema),
    defaultValues: {
      number: "",
      name: props.customer.name ?? "",
      cpf: props.customer.cpf ? formatCpf(props.customer.cpf) : "",
      birthday: "",
      email: props.customer.email ?? "",
      expiry: "",
      cvv: "",
      phone: props.customer.phone ? formatPhone(props.customer.phone) : "",
      cep: "",
      state: "",
      city: "",
      street: "",
      streetNumber: "",
      neighborhood: "",
      save: true,
    },
  });

  const deliveries = useWatch({ control: form.control, name: "deliveries" });
  useFieldNotices(form, checkoutLabels(deliveries?.length ?? 0));
  useFieldNotices(cardForm, CARD_LABELS);
  const paymentType = useWatch({ control: form.control, name: "paymentType" });
  const selectedCard = useWatch({ control: form.control, name: "selectedCard" });
  const shipping = shippingActions(cart);
  const totals = liveTotals(cart, deliveries);
  const split = splitPayment(balance, totals.subtotal);
  const pix = !split.walletCovers && paymentType === "pix";

  const reservationLeft = useCountdown(reservationEnd, () => {
    setReservationEnd(null);
    if (step >= 1 && step <= 3 && !submitting.current) {
      toast(TOAST_RESERVATION_EXPIRED.title, "error", TOAST_RESERVATION_EXPIRED.text);
      setStep(0);
      router.refresh();
    }
  });
  const pixOrder = result?.order.status === "pending_payment" && result.order.pix ? { ...result.order, pix: result.order.pix } : null;
  const pixLeft = useCountdown(pixOrder ? Date.parse(pixOrder.pix.expiresAt) : null, () => {
    if (!pixOrder) return;
    toast(TOAST_PIX_EXPIRED.title, "error", TOAST_PIX_EXPIRED.text);
    setResult(null);
    setStep(0);
    router.refresh();
  });

  async function changeCart(run: () => Promise<{ ok: true; data: CartView } | { ok: false; message: string }>) {
    setBusy(true);
    try {
      const r = await run();
      if (!r.ok) return toast(r.message, "error");
      setOverride({ base: props.cart, cart: r.data });
      // A changed cart needs a new hold: the next "Ir para pagamento" makes it.
      setReservationEnd(null);
    } catch {
      toast(GENERIC_ERROR, "error");
    } finally {
      setBusy(false);
    }
  }

  async function goToPayment() {
    setBusy(true);
    try {
      const r = await reserveCartAction({});
      if (!r.ok) return toast(reservationFailedMessage(r.message), "error");
      setReservationEnd(Date.now() + r.data.reserveTime * 1000);
      form.setValue("deliveries", deliveriesFor(cart, form.getValues("deliveries"), props.savedAddress));
      // Forward by 1 when any product is physical, otherwise skip the delivery step.
      setStep(shipping.length > 0 ? 1 : 2);
    } catch {
      toast(GENERIC_ERROR, "error");
    } finally {
      setBusy(false);
    }
  }

  function toReview() {
    setAttemptKey(newNonce());
    setStep(3);
  }

  async function next() {
    if (step === 1) {
      if (!(await form.trigger("deliveries", { shouldFocus: true }))) return;
      const delivers = (d: DeliveryValues) => {
        const action = cart.actions.find((a) => a.activityId === d.activityId);
        return Boolean(action && chosenLocation(action, d)?.delivery);
      };
      const billing = billingFromDeliveries(form.getValues("deliveries"), cardForm.getValues(), delivers);
      if (billing) for (const [name, value] of Object.entries(billing)) cardForm.setValue(name as keyof typeof billing, value);
      setStep(2);
      return;
    }
    if (step !== 2) return;
    if (!(await form.trigger(["paymentType", "selectedCard"], { shouldFocus: true }))) return;
    if (split.walletCovers || paymentType !== "credit_card" || selectedCard !== NEW_CARD) return toReview();
    // A new card is created first, then selected, then the flow advances.
    await cardForm.handleSubmit(async (values) => {
      setBusy(true);
      try {
        const r = await saveCheckoutCardAction(values);
        if (!r.ok) {
          const unmapped = applyFieldErrors(cardForm.setError, r.fieldErrors, Object.keys(values));
          toast(unmapped[0] ?? r.message, "error");
          return;
        }
        setSavedCards((list) => [...list, r.data]);
        form.setValue("selectedCard", String(r.data.id));
        toReview();
      } catch {
        toast(GENERIC_ERROR, "error");
      } finally {
        setBusy(false);
      }
    })();
  }

  function back() {
    if (step === 3) setStep(2);
    else if (step === 2) setStep(shipping.length > 0 ? 1 : 0);
    else if (step === 1) setStep(0);
  }

  async function submit() {
    if (submitting.current || !attemptKey) return;
    submitting.current = true;
    setBusy(true);
    try {
      const values = form.getValues();
      const r = await submitOrderAction({
        idempotencyKey: attemptKey,
        deliveries: deliveriesPayload(cart, values.deliveries),
        payment: split.walletCovers ? undefined : values.paymentType === "pix" ? { type: "pix" } : { type: "credit_card", cardId: Number(values.selectedCard) },
      });
      if (!r.ok) {
        if (r.message === TOAST_RESERVATION_EXPIRED.title) {
          // The hold ran out while the order was being submitted: what the countdown says when it
          // runs out on screen, and the cart again, to start over.
          toast(TOAST_RESERVATION_EXPIRED.title, "error", TOAST_RESERVATION_EXPIRED.text);
          setReservationEnd(null);
          setStep(0);
          router.refresh();
          return;
        }
        applyFieldErrors(form.setError, r.fieldErrors, ["deliveries", "paymentType", "selectedCard"]);
        setFailure(r.message);
        return;
      }
      const { order } = r.data;
      await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      if (order.status === "failed" || order.status === "expired" || order.status === "cancelled") {
        // The server gave the cart and its hold back: show them again behind the dialog.
        setFailure(order.failureReason || MSG_PAYMENT_DECLINED);
        router.refresh();
        return;
      }
      setResult({ order, qrCodeDataUrl: r.data.pixQrCodeDataUrl, devPixUrl: r.data.devPixUrl, shipping: shipping.length > 0 });
      setReservationEnd(null);
      setStep(4);
      router.refresh();
    } catch {
      setFailure(GENERIC_ERROR);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  async function verify() {
    if (!result) return;
    setBusy(true);
    try {
      const r = await verifyPaymentAction({ orderId: result.order.id });
      if (r.ok && r.data.status === "paid") {
        setResult({ ...result, order: r.data });
        await queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        return;
      }
      toast(TOAST_PIX_NOT_CONFIRMED.title, "error", TOAST_PIX_NOT_CONFIRMED.text);
    } catch {
      toast(GENERIC_ERROR, "error");
    } finally {
      setBusy(false);
    }
  }

  if (step === 4 && result) {
    return (
      <div className="mx-auto max-w-2xl">
        <StepIndicator step={4} shipping={result.shipping} />
        {pixOrder ? (
          <PixScreen order={pixOrder} qrCodeDataUrl={result.qrCodeDataUrl} devPixUrl={result.devPixUrl} secondsLeft={pixLeft ?? 0} verifying={busy} onVerify={verify} />
        ) : (
          <SuccessScreen order={result.order} currency={currency} />
        )}
      </div>
    );
  }

  if (cart.lineCount === 0) {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-bold text-ink md:text-3xl">Carrinho de compras</h1>
        <EmptyState
          text={MSG_CART_EMPTY}
          icon={ShoppingBagIcon}
          action={
            <Button onClick={() => router.push("/homepage")} data-testid="go-shopping">
              {MSG_GO_SHOPPING}
            </Button>
          }
        />
      </div>
    );
  }

  const heading = step === 0 ? "Carrinho de compras" : step === 1 ? "Entrega ou retirada" : step === 2 ? paymentHeading(split) : "Confira seu pedido";
  const reservationSeconds = reservationLeft ?? props.reserveTimeSeconds;
  const anyUnavailable = cart.actions.some((a) => !a.available);

  return (
    <div className="mx-auto max-w-5xl">
      <StepIndicator step={step} shipping={shipping.length > 0} />
      <h1 className="mb-5 text-2xl font-bold text-ink md:text-3xl" data-testid="checkout-heading">
        {heading}
      </h1>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={heading}>
          {step === 0 && (
            <CartLines
              cart={cart}
              currency={currency}
              busy={busy}
              onQuantity={(line, quantity) => changeCart(() => updateCartAction({ items: [{ ...line, quantity }] }))}
              onRemove={(line) => changeCart(() => removeFromCartAction(line))}
            />
          )}
          {step === 1 && <DeliveryStep actions={shipping} form={form} />}
          {step === 2 && <PaymentStep form={form} cardForm={cardForm} cards={cards} split={split} balance={balance} currency={currency} />}
          {step === 3 && <ReviewStep cart={cart} values={form.getValues()} split={split} card={cards.find((c) => String(c.id) === selectedCard)} />}
        </form>

        <aside className="space-y-4 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-24" aria-label="Resumo do pedido">
          <SummaryLines totals={totals} currency={currency} deliveryPending={step < 2 && shipping.length > 0} />
          <ReservationTimer seconds={reservationSeconds} running={reservationLeft !== null} />
          <div className="flex flex-col gap-2">
            {step === 0 && (
              <Button size="lg" className="w-full" disabled={busy || anyUnavailable} onClick={goToPayment}>
                {busy ? "Reservando..." : "Ir para pagamento"}
              </Button>
            )}
            {(step === 1 || step === 2) && (
              <Button size="lg" className="w-full" disabled={busy} onClick={next}>
                {busy ? "Salvando cartão..." : "Próximo passo"}
              </Button>
            )}
            {step === 3 && (
              <Button size="lg" className="w-full" disabled={busy} onClick={submit} data-testid="place-order">
                {busy ? "Enviando..." : pix ? "Gerar código para pagamento" : "Efetuar pedido"}
              </Button>
            )}
            {step > 0 && (
              <Button variant="ghost" className="w-full" disabled={busy} onClick={back}>
                Voltar
              </Button>
            )}
          </div>
        </aside>
      </div>

      <AlertDialog open={failure !== null} onOpenChange={(open) => !open && setFailure(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{MSG_TRANSACTION_FAILED}</AlertDialogTitle>
          <AlertDialogDescription>{failure ? paymentFailedQuestion(failure) : ""}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <Button
              onClick={() => {
                // Another payment form is another attempt: step 3 makes a new key.
                setAttemptKey(null);
                setFailure(null);
                setStep(2);
              }}
            >
              Sim
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

const STEP_LABELS = ["Carrinho", "Entrega", "Pagamento", "Revisão", "Concluído"] as const;

function StepIndicator({ step, shipping }: { step: Step; shipping: boolean }) {
  const steps = STEP_LABELS.map((label, index) => ({ label, index })).filter((s) => shipping || s.index !== 1);
  return (
    <ol className="mb-5 flex gap-1.5" aria-label="Etapas da compra">
      {steps.map((s, position) => (
        <li
          key={s.label}
          aria-current={s.index === step ? "step" : undefined}
          className={cn(
            "flex-1 rounded-full py-1.5 text-center text-[11px] font-bold sm:text-xs",
            s.index <= step ? "bg-brand text-brand-fg" : "bg-surface-muted text-ink-muted",
          )}
        >
          <span className="hidden sm:inline">{position + 1}. </span>
          {s.label}
        </li>
      ))}
    </ol>
  );
}
