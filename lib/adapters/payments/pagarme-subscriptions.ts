// Pagar.me v5 subscriptions ("assinaturas avulsas", no plan kept at Pagar.me): POST /subscriptions
// with the plan inline as one item (pricing_scheme unit price), interval "day" × the plan's days,
// billing_type "prepaid" (the first cycle is charged at once), a saved card by card_id on its
// customer_id (or a token with the billing address the token lacks), and a one-cycle flat discount
// for an upgrade's credit. PATCH /subscriptions/{id}/card changes the card (card_id, or card with
// the token: the API takes no card_token there); DELETE /subscriptions/{id} cancels (pending invoices canceled too). Pagar.me charges
// later cycles on its own schedule; renewSubscription reads the newest invoice of the
// subscription (GET /invoices?subscription_id=) and answers its charge once its cycle is the one
// asked for. Pagar.me also tells each billed cycle by webhook (invoice.paid, invoice.payment_failed):
// readInvoiceWebhook checks the delivery and reads the invoice back (GET /invoices/{id}). Shapes as read in the v5 reference ("Assinaturas", "Editar cartão da assinatura");
// not verified against a live sandbox here (no network).
import "server-only";
import type { PagarmeCall } from "./pagarme-client";
import { addressBody, cardPart, customerPart, parseCardRef } from "./pagarme-customers";
import { brandOf, chargeFromPagarme, type PagarmeCard, type PagarmeCharge } from "./pagarme-wire";
import { webhookTimeOf, type PagarmeHookReader } from "./pagarme-webhooks";
import { PaymentError, type BillingAddress, type CardSource, type Charge, type GatewaySubscription, type GatewaySubscriptionStatus, type SubscriptionGateway } from "./types";

export interface PagarmeSubscription {
  id: string;
  status: string;
  interval?: string;
  interval_count?: number;
  next_billing_at?: string;
  current_cycle?: { start_at?: string; end_at?: string };
  card?: PagarmeCard;
  items?: Array<{ id?: string; pricing_scheme?: { price?: number } }>;
  metadata?: Record<string, string>;
}

export interface PagarmeInvoice {
  id: string;
  status?: string;
  /** `cycle` numbers the subscription's cycles from 1. */
  cycle?: { start_at?: string; end_at?: string; cycle?: number };
  charge?: PagarmeCharge;
  subscription?: { id?: string };
}

const DAY_MS = 86_400_000;

/** DELETE /subscriptions/{id}: pending invoices are canceled with it. */
export const CANCEL_BODY = { cancel_pending_invoices: true };

function statusOf(status: string): GatewaySubscriptionStatus {
  if (status === "canceled" || status === "ended") return "canceled";
  if (status === "failed") return "past_due";
  return "active";
}

/** The body of PATCH /subscriptions/{id}/card (exported for the request-shape tests). */
export function subscriptionCardBody(card: CardSource, billingAddress?: BillingAddress) {
  if ("cardId" in card) return { card_id: parseCardRef(card.cardId).cardId };
  return { card: { token: card.token, ...(billingAddress ? { billing_address: addressBody(billingAddress) } : {}) } };
}

function fromPagarme(sub: PagarmeSubscription): GatewaySubscription {
  const days = sub.interval === "day" ? (sub.interval_count ?? 0) : sub.interval === "year" ? 365 * (sub.interval_count ?? 1) : 30 * (sub.interval_count ?? 1);
  const end = sub.current_cycle?.end_at ?? sub.next_billing_at;
  return {
    id: sub.id,
    status: statusOf(sub.status),
    amountCents: sub.items?.[0]?.pricing_scheme?.price ?? 0,
    intervalDays: days,
    card: sub.card?.last_four_digits ? { id: sub.card.id ?? null, brand: brandOf(sub.card.brand), last4: sub.card.last_four_digits } : null,
    currentPeriodEnd: end ? new Date(end) : new Date(0),
    metadata: sub.metadata ?? {},
  };
}

/** The request body of POST /subscriptions (exported for the request-shape tests). */
export function subscriptionBody(input: Parameters<SubscriptionGateway["createSubscription"]>[0]) {
  const discount = input.firstPeriodDiscountCents ?? 0;
  return {
    payment_method: "credit_card",
    currency: "BRL",
    interval: "day",
    interval_count: input.intervalDays,
    billing_type: "prepaid",
    installments: 1,
    ...customerPart(input.customer, input.card),
    ...cardPart(input.card, input.customer),
    items: [
      {
        description: input.item.description,
        quantity: 1,
        pricing_scheme: { scheme_type: "unit", price: input.item.amountCents },
      },
    ],
    ...(discount > 0 ? { discounts: [{ cycles: 1, value: discount, discount_type: "flat" }] } : {}),
    metadata: input.metadata,
  };
}

const INVOICE_EVENTS = new Set(["invoice.paid", "invoice.payment_failed"]);

export function pagarmeSubscriptions(call: PagarmeCall, readHook: PagarmeHookReader): SubscriptionGateway {
  async function latestInvoice(subscriptionId: string): Promise<PagarmeInvoice | null> {
    const page = await call<{ data?: PagarmeInvoice[] }>("GET", `/invoices?subscription_id=${encodeURIComponent(subscriptionId)}&page=1&size=1`);
    return page?.data?.[0] ?? null;
  }

  return {
    async createSubscription(input) {
      const body = subscriptionBody(input);
      const sub = await call<PagarmeSubscription>("POST", "/subscriptions", { body, idempotencyKey: input.idempotencyKey });
      if (!sub?.id) throw new PaymentError("gateway_error", "O gateway não devolveu a assinatura");
      const discount = input.firstPeriodDiscountCents ?? 0;
      let charge: Charge | null = null;
      if (input.item.amountCents - discount > 0) {
        const invoice = await latestInvoice(sub.id);
        charge = invoice?.charge ? chargeFromPagarme(invoice.charge, invoice.charge.order?.id ?? "") : null;
        if (!charge) throw new PaymentError("gateway_error", "O gateway não devolveu a cobrança da assinatura");
      }
      return { subscription: fromPagarme(sub), charge };
    },

    async updateSubscriptionCard(subscriptionId, card) {
      const sub = await call<PagarmeSubscription>("PATCH", `/subscriptions/${encodeURIComponent(subscriptionId)}/card`, { body: subscriptionCardBody(card) });
      return fromPagarme(sub!);
    },

    async cancelSubscription(subscriptionId) {
      const sub = await call<PagarmeSubscription>("DELETE", `/subscriptions/${encodeURIComponent(subscriptionId)}`, { body: CANCEL_BODY });
      return fromPagarme(sub!);
    },

    async getSubscription(subscriptionId) {
      const sub = await call<PagarmeSubscription>("GET", `/subscriptions/${encodeURIComponent(subscriptionId)}`);
      return sub ? fromPagarme(sub) : null;
    },

    async renewSubscription(subscriptionId, periodStart, options = {}) {
      if (options.retry) {
        // A failed cycle is charged again on the subscription's (new) card.
        const invoice = await latestInvoice(subscriptionId);
        if (!invoice?.charge) return null;
        const retried = await call<PagarmeCharge>("POST", `/charges/${encodeURIComponent(invoice.charge.id)}/retry`, { idempotencyKey: `${subscriptionId}:retry${options.retry}` });
        return retried ? chargeFromPagarme(retried, retried.order?.id ?? "") : null;
      }
      const invoice = await latestInvoice(subscriptionId);
      const start = invoice?.cycle?.start_at ? new Date(invoice.cycle.start_at).getTime() : NaN;
      // Cycles start at 00:00 of their day at Pagar.me: a cycle that starts within a day of the
      // period's start is that period's.
      if (!invoice?.charge || !(start >= periodStart.getTime() - DAY_MS)) return null;
      // The first cycle's invoice is the purchase, never a renewal, however its dates fall.
      if (invoice.cycle?.cycle === 1) return null;
      return chargeFromPagarme(invoice.charge, invoice.charge.order?.id ?? "");
    },

    async readInvoiceWebhook(rawBody, headers) {
      const reading = await readHook(rawBody, headers);
      // A refusal, and every event that is not an invoice's, are the payments webhook's to answer.
      if (!reading.ok || !reading.hook.type.startsWith("invoice.")) return null;
      const { hook } = reading;
      if (typeof hook.data.id !== "string") return null;
      const invoice = await call<PagarmeInvoice>("GET", `/invoices/${encodeURIComponent(hook.data.id)}`);
      const subscriptionId = invoice?.subscription?.id;
      if (!invoice || !subscriptionId) return { ok: false, reason: "unknown_invoice" };
      const charge = invoice.charge ? chargeFromPagarme(invoice.charge, invoice.charge.order?.id ?? "") : null;
      const type = INVOICE_EVENTS.has(hook.type) ? (hook.type as "invoice.paid" | "invoice.payment_failed") : "invoice.other";
      return { ok: true, event: { id: hook.id, type, occurredAt: webhookTimeOf(hook.created_at), subscriptionId, cycle: invoice.cycle?.cycle ?? null, charge } };
    },
  };
}
