"use server";
// Server Actions of the cart and checkout, behind the member gate (memberAction): the browser's
// input is parsed with the same zod schema the forms use, errors come back as ActionResult with the
// spec's texts (UserFacingError). Reads for pages are server functions: getCart (cart.ts),
// listMemberCards (cards.ts), the wallet balance (lib/wallet).
import { UserFacingError } from "@/lib/actions/result";
import { deliveryOrderSchema } from "@/lib/activities/forms";
import { memberAction } from "@/lib/auth/guard";
import { lookupCep } from "@/lib/adapters/cep";
import { payments, pixQrCodeDataUrl } from "@/lib/adapters/payments";
import { getDb } from "@/lib/db/client";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { addCouponToCart, addToCart, getCart, removeFromCart, updateCart, type CartView } from "./cart";
import { requireMemberCard, saveCard, type SavedCard } from "@/lib/wallet/cards";
import { placeDeliveryOrder } from "./delivery-form";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { MSG_CART_OFF } from "./messages";
import { submitOrder, type OrderSummary, type SubmitOrderResult } from "./orders";
import { reserveCart } from "./reservation";
import {
  cardFormSchema,
  cartAddCouponSchema,
  cartAddSchema,
  cartRemoveSchema,
  cartUpdateSchema,
  cepLookupSchema,
  emptySchema,
  submitOrderSchema,
  verifyPaymentSchema,
} from "./schemas";
import { verifyOrderPayment } from "./settlement";

/** The cart's actions work only while the station's cart is on (its page is "not found" otherwise). */
function requireCart(station: Station): void {
  if (!isFeatureOn(station, "cart")) throw new UserFacingError(MSG_CART_OFF, undefined, 404);
}

/** "Adicionar ao carrinho" from an activity's product picker. */
export const addToCartAction = memberAction(cartAddSchema, async ({ station, user, data }): Promise<{ message: string }> => {
  requireCart(station);
  return addToCart(await getDb(), { stationId: station.id, userId: user.id, products: data.products });
});

/** "Adicionar ao carrinho" on a shop coupon: it is then paid in the checkout like a product. */
export const addCouponToCartAction = memberAction(cartAddCouponSchema, async ({ station, user, data }): Promise<{ message: string }> => {
  requireCart(station);
  return addCouponToCart(await getDb(), { stationId: station.id, userId: user.id, couponId: data.couponId, quantity: data.quantity });
});

/** Step 0's quantity steppers: the cart as it is after the change. */
export const updateCartAction = memberAction(cartUpdateSchema, async ({ station, user, data }): Promise<CartView> => {
  requireCart(station);
  const db = await getDb();
  await updateCart(db, { stationId: station.id, userId: user.id, items: data.items });
  return getCart(db, station.id, user.id);
});

export const removeFromCartAction = memberAction(cartRemoveSchema, async ({ station, user, data }): Promise<CartView> => {
  requireCart(station);
  const db = await getDb();
  const member = { stationId: station.id, userId: user.id };
  await removeFromCart(db, data.productId !== undefined ? { ...member, productId: data.productId } : { ...member, couponId: data.couponId! });
  return getCart(db, station.id, user.id);
});

/** "Ir para pagamento": holds the cart's units; the countdown shows reserveTime seconds. */
export const reserveCartAction = memberAction(emptySchema, async ({ station, user }): Promise<{ reserveTime: number; expiresAt: string }> => {
  requireCart(station);
  const { reserveTime, expiresAt } = await reserveCart(await getDb(), { stationId: station.id, userId: user.id }, station.settings.reserveTimeSeconds);
  return { reserveTime, expiresAt: expiresAt.toISOString() };
});

export type CepLookupResult =
  | { found: true; address: { cep: string; state: string; city: string; street: string; neighborhood: string } }
  | { found: false };

/** A CEP of 8 digits fills city and street; not found (or the service down) shows "CEP inválido". */
export const lookupCepAction = memberAction(cepLookupSchema, async ({ data }): Promise<CepLookupResult> => {
  const result = await lookupCep(data.cep);
  if (!result.found) return { found: false };
  const { cep, state, city, street, neighborhood } = result.address;
  return { found: true, address: { cep, state, city, street, neighborhood } };
});

/** The plans' new card ("Novo cartão"): tokenised (number and CVV never stored), saved when `save` is ticked. */
export const saveCardAction = memberAction(cardFormSchema, async ({ station, user, data }): Promise<SavedCard> =>
  saveCard(await getDb(), { stationId: station.id, userId: user.id }, data),
);

/**
 * The checkout's new card (step 2, selected_card 0): tokenised like saveCardAction, but with
 * `save` ticked it is listed in "Meios de pagamento" only once the gateway approved a charge on it.
 */
export const saveCheckoutCardAction = memberAction(cardFormSchema, async ({ station, user, data }): Promise<SavedCard> =>
  saveCard(await getDb(), { stationId: station.id, userId: user.id }, data, { keep: "on_approval" }),
);

export type SubmitOrderActionResult = SubmitOrderResult & {
  /** The QR image of a PIX still waiting to be paid, as a data: URL. */
  pixQrCodeDataUrl: string | null;
  /** The development page that plays the payer of this PIX, when the simulator is the gateway. */
  devPixUrl: string | null;
};

/** "Efetuar pedido" / "Gerar código para pagamento". A refused payment answers ok with a failed order. */
export const submitOrderAction = memberAction(submitOrderSchema, async ({ station, user, data }): Promise<SubmitOrderActionResult> => {
  requireCart(station);
  const db = await getDb();
  const member = { stationId: station.id, userId: user.id };
  // Another member's or station's card is refused before anything is written.
  if (data.payment?.type === "credit_card") await requireMemberCard(db, member, data.payment.cardId);
  const result = await submitOrder(db, { ...member, ...data }, { payments: gatewayPaymentPort(db, { merchantName: station.name }) });
  const pix = result.order.status === "pending_payment" ? result.order.pix : null;
  return {
    ...result,
    pixQrCodeDataUrl: pix ? await pixQrCodeDataUrl(pix.code) : null,
    devPixUrl: pix && payments().name === "simulator" ? devPixPath(result.order.code) : null,
  };
});

/** "Verificar pagamento": asks the gateway when the order still waits for it. */
export const verifyPaymentAction = memberAction(verifyPaymentSchema, async ({ station, user, data }): Promise<OrderSummary> =>
  verifyOrderPayment(await getDb(), { stationId: station.id, userId: user.id }, data.orderId),
);

function devPixPath(orderCode: string): string {
  return `/dev/pix/${encodeURIComponent(orderCode)}`;
}

/** The delivery order form (type 14): an order placed without the cart, paid on delivery. */
export const placeOrderAction = memberAction(deliveryOrderSchema, async ({ station, user, data }): Promise<{ orderId: number }> => {
  const r = await placeDeliveryOrder(await getDb(), { stationId: station.id, userId: user.id, ...data });
  return { orderId: r.orderId };
});
