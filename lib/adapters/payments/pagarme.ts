// Pagar.me API v5 ("core/v5"): orders with one credit card or PIX payment, charge capture and
// cancellation, saved cards, and webhooks. Plain fetch, not the official SDK: the SDK is generated
// (APIMatic) with axios and its own client, and offers no way to check a webhook. Every wire shape
// (pagarme-wire.ts, pagarme-customers.ts) is checked against the SDK's models in
// pagarme-sdk-types.test.ts, so a field name that Pagar.me does not have fails the type check.
// - Cards: a token (POST /tokens?appId=) is single use and lives 60 seconds, so tokeniseCard makes
//   it a card of a Pagar.me customer at once (POST /customers, POST /customers/{id}/cards with the
//   token and the billing address). The reference kept is "customerId:cardId", charged by card_id
//   on that customer_id.
// - Customers: PSP accounts refuse an order whose customer lacks the document, a phone with area
//   code or the address, so every order is checked for them before anything is sent.
// - Webhooks: checked by pagarme-webhooks.ts (RS256 signature or Basic credentials); only the
//   charge id is read from the body: the charge is read back from the API. A subscription's
//   invoice events belong to the subscriptions driver (pagarme-subscriptions.ts).
// Not verified against a live sandbox here (no network): see the README's sandbox checklist.
import "server-only";
import { parseCardExpiry, onlyDigits } from "@/lib/validation/documents";
import { messages } from "@/lib/validation/messages";
import { pagarmeCaller, type PagarmeConfig } from "./pagarme-client";
import { assertCompleteCustomer, cardRefOf, customerBody, customerCardBody, orderBody, tokenBody } from "./pagarme-customers";
import { pagarmeHookReader, webhookTimeOf, type PagarmeHookReader } from "./pagarme-webhooks";
import { brandOf, chargeFromPagarme, orderFromPagarme, type PagarmeCard, type PagarmeCharge, type PagarmeCustomer, type PagarmeOrder, type PagarmeToken } from "./pagarme-wire";
import { assertOrderInput, eventTypeOf, PaymentError, type Charge, type PaymentGateway } from "./types";

// Kept importable from here: the order and charge mapping other modules' tests use.
export { chargeFromPagarme } from "./pagarme-wire";

export function pagarmeDriver(config: PagarmeConfig, readHook: PagarmeHookReader = pagarmeHookReader(config)): PaymentGateway {
  const call = pagarmeCaller(config);

  async function getCharge(chargeId: string): Promise<Charge | null> {
    const charge = await call<PagarmeCharge>("GET", `/charges/${encodeURIComponent(chargeId)}`);
    return charge ? chargeFromPagarme(charge, charge.order?.id ?? "") : null;
  }

  return {
    name: "pagarme",

    async tokeniseCard(card) {
      if (!config.publicKey) throw new PaymentError("unavailable", "Chave pública do Pagar.me não configurada");
      const expiry = parseCardExpiry(card.expiry);
      if (!expiry) throw new PaymentError("invalid_card", messages.cardExpiry);
      if (!card.payer) throw new PaymentError("invalid_request", "Dados do pagador são obrigatórios para salvar o cartão");
      const payer = card.payer;
      assertCompleteCustomer(payer);
      const token = await call<PagarmeToken>("POST", `/tokens?appId=${encodeURIComponent(config.publicKey)}`, { auth: false, body: tokenBody(card, expiry) });
      if (!token?.id) throw new PaymentError("gateway_error", "O gateway não devolveu o token do cartão");
      // The token dies in 60 s and after one use: it becomes a card of a customer now. Keys from
      // the token make a retry of this step find what the first try made.
      const customer = await call<PagarmeCustomer>("POST", "/customers", { body: customerBody(payer), idempotencyKey: `customer-${token.id}` });
      if (!customer?.id) throw new PaymentError("gateway_error", "O gateway não devolveu o cliente");
      const saved = await call<PagarmeCard>("POST", `/customers/${encodeURIComponent(customer.id)}/cards`, {
        body: customerCardBody(token.id, payer.address),
        idempotencyKey: `card-${token.id}`,
      });
      if (!saved?.id) throw new PaymentError("gateway_error", "O gateway não devolveu o cartão salvo");
      return {
        token: cardRefOf(customer.id, saved.id),
        brand: brandOf(saved.brand ?? token.card?.brand),
        last4: saved.last_four_digits ?? token.card?.last_four_digits ?? onlyDigits(card.number).slice(-4),
        expMonth: saved.exp_month ?? expiry.month,
        expYear: saved.exp_year ?? expiry.year,
        holderName: saved.holder_name ?? card.holderName.trim(),
        reusable: true,
      };
    },

    async createOrder(input) {
      assertOrderInput(input);
      const order = await call<PagarmeOrder>("POST", "/orders", { body: orderBody(input), idempotencyKey: input.idempotencyKey });
      return orderFromPagarme(order!);
    },

    async getOrder(orderId) {
      const order = await call<PagarmeOrder>("GET", `/orders/${encodeURIComponent(orderId)}`);
      return order ? orderFromPagarme(order) : null;
    },

    getCharge,

    async capture(chargeId, amountCents) {
      const charge = await call<PagarmeCharge>("POST", `/charges/${encodeURIComponent(chargeId)}/capture`, {
        body: amountCents === undefined ? {} : { amount: amountCents },
        idempotencyKey: `capture-${chargeId}-${amountCents ?? "all"}`,
      });
      return chargeFromPagarme(charge!, charge!.order?.id ?? "");
    },

    async refund(chargeId, amountCents, options = {}) {
      // Pagar.me cancels (voids or refunds) a charge with DELETE; a body amount makes it partial.
      // The key makes a retried refund (a timeout, a double click) give back the money once.
      const charge = await call<PagarmeCharge>("DELETE", `/charges/${encodeURIComponent(chargeId)}`, {
        body: amountCents === undefined ? {} : { amount: amountCents },
        idempotencyKey: options.idempotencyKey ?? `refund-${chargeId}-${amountCents ?? "all"}`,
      });
      return chargeFromPagarme(charge!, charge!.order?.id ?? "");
    },

    async parseAndVerifyWebhook(rawBody, headers) {
      const reading = await readHook(rawBody, headers);
      if (!reading.ok) return reading;
      const { hook } = reading;
      const [kind] = hook.type.split(".");
      // Subscriptions' events (invoice.*, subscription.*) and the rest are acknowledged and left:
      // the subscriptions driver reads invoice events (pagarme-subscriptions.ts).
      if (kind !== "charge" && kind !== "order") return { ok: true, event: null };
      const chargeId = kind === "charge" ? hook.data.id : hook.data.charges?.at(-1)?.id;
      if (typeof chargeId !== "string") return { ok: false, reason: "malformed" };
      // Nothing in the body but the charge id is believed: its state comes from the API.
      const answer = await call<PagarmeCharge>("GET", `/charges/${encodeURIComponent(chargeId)}`);
      if (!answer) return { ok: false, reason: "unknown_charge" };
      if (answer.invoice?.id) return { ok: true, event: null };
      const charge = chargeFromPagarme(answer, answer.order?.id ?? "");
      return { ok: true, event: { id: hook.id, type: eventTypeOf(charge), occurredAt: webhookTimeOf(hook.created_at), charge } };
    },
  };
}
