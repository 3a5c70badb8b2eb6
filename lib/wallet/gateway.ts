// The checkout's PaymentPort bound to the configured gateway (lib/adapters/payments: the simulator
// outside production unless told otherwise, Pagar.me v5 with PAYMENTS_DRIVER=pagarme). A card pays
// by its reference in member_cards (only the member's own, on this station); PIX is a gateway order
// with PIX_EXPIRY_SECONDS. Amounts are cents on both sides. A declined card is an
// answer ({status: "failed", reason: the gateway's message}), not an exception; a request the
// gateway will not carry out (PaymentError) fails the order with the gateway's message when it is
// about the card and is rethrown otherwise (submitOrder then fails it with the generic error).
import "server-only";
import { lookupCep } from "@/lib/adapters/cep";
import { payments, PaymentError, type Charge, type Customer, type OrderItem } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getMemberCard, latestBilling, MSG_CARD_NOT_FOUND, rememberGatewayCardId } from "./cards";
import type { ChargeRequest, ChargeResult, PaymentPort } from "./payment-port";
import type { CardBilling } from "@/lib/commerce/schema";
import { MSG_PAYMENT_DECLINED } from "./messages";

/**
 * How long a PIX code can be paid: 15 minutes. Long enough to open a bank app and pay, short
 * enough that the order's stock is not held for long (the order expires one minute after it,
 * PIX_GRACE_SECONDS in lib/commerce/orders/state.ts); the spec gives no value.
 */
export const PIX_EXPIRY_SECONDS = 15 * 60;

/**
 * What the gateway is told was bought. Its items must add up to the amount it charges: when the
 * wallet pays part of the order, or delivery or a discount make the lines differ from the charged
 * amount, the charge carries one line "Pedido {code}" for the amount instead.
 */
export function chargeItems(request: Pick<ChargeRequest, "items" | "amount" | "orderCode">): OrderItem[] {
  const items = request.items.map((item, i) => ({ code: `item-${i + 1}`, description: item.name, quantity: item.quantity, unitAmountCents: item.unitValue }));
  const sum = items.reduce((s, i) => s + i.quantity * i.unitAmountCents, 0);
  if (sum === request.amount && items.length > 0) return items;
  return [{ code: `order-${request.orderCode}`, description: `Pedido ${request.orderCode}`, quantity: 1, unitAmountCents: request.amount }];
}

function customerOf(request: ChargeRequest, billing: CardBilling | null): Customer {
  const c = request.customer;
  return {
    name: c.name ?? "Membro",
    email: billing?.email ?? c.email ?? "",
    document: billing?.cpf ?? c.cpf ?? "",
    phone: billing?.phone ?? c.phone ?? undefined,
    address: billing ? { ...billing.address } : undefined,
  };
}

/**
 * A PIX payer as Pagar.me wants every payer (address and phone): their newest card's billing data,
 * else the order's delivery address completed by its CEP, else what the account has (the Pagar.me
 * driver then refuses it, saying what is missing; the simulator needs none).
 */
async function pixCustomerOf(db: Db, request: ChargeRequest): Promise<Customer> {
  const billing = await latestBilling(db, { stationId: request.stationId, userId: request.customer.userId });
  if (billing) return customerOf(request, billing);
  const base = customerOf(request, null);
  const delivery = request.deliveryAddress;
  if (!delivery) return base;
  const found = await lookupCep(delivery.cep).catch(() => null);
  if (!found?.found) return base;
  const { city, state, neighborhood } = found.address;
  return { ...base, address: { cep: delivery.cep, street: delivery.street, number: delivery.number, ...(delivery.complement ? { complement: delivery.complement } : {}), neighborhood, city, state } };
}

/** How a gateway charge settles the order now: paid, waiting (PIX, card still processing) or failed. */
export function chargeOutcome(charge: Charge): "paid" | "pending" | "failed" {
  switch (charge.status) {
    case "paid":
    case "partially_refunded":
      return "paid";
    case "pending":
    case "authorized":
      return "pending";
    default:
      return "failed";
  }
}

/** The member-facing reason of a charge that did not pay. */
export function failureReasonOf(charge: Charge): string {
  if (charge.failure?.message) return charge.failure.message;
  return MSG_PAYMENT_DECLINED;
}

/** True while the simulator is the gateway (false when none is configured, as in production). */
export function simulatorIsDriver(): boolean {
  try {
    return payments().name === "simulator";
  } catch {
    return false;
  }
}

/**
 * True when no real money can move: the simulator, or Pagar.me's driver pointed at a loopback
 * address (the e2e's fake Pagar.me). The demo seed pays its demo orders and plans only then.
 */
export function demoPaymentsAllowed(): boolean {
  if (simulatorIsDriver()) return true;
  try {
    return payments().name === "pagarme" && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(env.PAGARME_API_URL).hostname);
  } catch {
    return false;
  }
}

export interface GatewayPortOptions {
  /** The station's name, written as the receiver of the simulator's PIX codes. */
  merchantName?: string;
}

export function gatewayPaymentPort(db: Db, options: GatewayPortOptions = {}): PaymentPort {
  return {
    async createCharge(request): Promise<ChargeResult> {
      const metadata = { stationId: String(request.stationId), orderId: String(request.orderId), orderCode: request.orderCode };
      const base = { idempotencyKey: request.idempotencyKey, amountCents: request.amount, items: chargeItems(request), metadata };

      if (request.payment.type === "pix") {
        // No QR image here: submitOrderAction renders the member's (pixQrCodeDataUrl); rendering
        // one per charge was half of the PIX path's CPU under bench:checkout.
        const order = await payments().createOrder({
          ...base,
          customer: await pixCustomerOf(db, request),
          payment: { method: "pix", expiresInSeconds: PIX_EXPIRY_SECONDS, merchantName: options.merchantName },
        });
        const pix = order.charge.pix;
        if (!pix) throw new PaymentError("gateway_error", "O gateway não devolveu o código PIX");
        return { status: "pending", gatewayOrderId: order.id, gatewayChargeId: order.charge.id, pix: { code: pix.copyPaste, expiresAt: pix.expiresAt } };
      }

      const card = await getMemberCard(db, { stationId: request.stationId, userId: request.customer.userId }, request.payment.cardId);
      if (!card) return { status: "failed", gatewayOrderId: null, gatewayChargeId: null, reason: MSG_CARD_NOT_FOUND };
      let order;
      try {
        order = await payments().createOrder({
          ...base,
          customer: customerOf(request, card.billing),
          payment: { method: "credit_card", card: card.reusable ? { cardId: card.gatewayRef } : { token: card.gatewayRef } },
        });
      } catch (error) {
        if (error instanceof PaymentError && error.code === "invalid_card") {
          return { status: "failed", gatewayOrderId: null, gatewayChargeId: null, reason: error.message };
        }
        throw error;
      }
      const charge = order.charge;
      if (!card.reusable) await rememberGatewayCardId(db, card.id, charge.card?.id ?? null);
      const ids = { gatewayOrderId: order.id, gatewayChargeId: charge.id };
      const outcome = chargeOutcome(charge);
      if (outcome === "failed") return { status: "failed", ...ids, reason: failureReasonOf(charge) };
      return { status: outcome, ...ids };
    },
  };
}
