// Pagar.me API v5 ("core/v5"): orders with one credit card or PIX payment, charge capture and
// cancellation, saved cards, and webhooks. Plain fetch, not the official SDK: the SDK is generated
// (APIMatic) with axios and its own client, and offers no way to check a webhook. Every wire shape
// below is checked against the SDK's models in pagarme-sdk-types.test.ts, so a field name that
// Pagar.me does not have fails the type check.
// - Cards: a token (POST /tokens?appId=) is single use and lives 60 seconds, so tokeniseCard makes
//   it a card of a Pagar.me customer at once (POST /customers, POST /customers/{id}/cards with the
//   token and the billing address). The reference kept is "customerId:cardId", charged by card_id
//   on that customer_id.
// - Customers: PSP accounts refuse an order whose customer lacks the document, a phone with area
//   code or the address, so every order is checked for them before anything is sent.
// - Webhooks: X-Webhook-Asymmetric-Signature (RS256 over the raw body, keys from a JWKS fetched
//   and cached by kid) or, for older integrations, the dashboard's HTTP Basic credentials. Either
//   way only the charge id is read from the body: the charge is read back from the API.
// Not verified against a live sandbox here (no network): see the README's sandbox checklist.
import "server-only";
import { createRemoteJWKSet } from "jose";
import { readBrCodeFields } from "./brcode";
import { constantTimeEqual } from "./signature";
import type { CardBrand } from "@/lib/validation/cards";
import { parseCardExpiry, onlyDigits } from "@/lib/validation/documents";
import { messages } from "@/lib/validation/messages";
import {
  assertOrderInput,
  eventTypeOf,
  headerOf,
  orderStatusOf,
  PaymentError,
  type Charge,
  type ChargeStatus,
  type CreateOrderInput,
  type CardInput,
  type CardSource,
  type Customer,
  type DeclineCode,
  type Order,
  type PaymentGateway,
} from "./types";
import { DECLINE_MESSAGES } from "./test-cards";

export interface PagarmeConfig {
  /** e.g. https://api.pagar.me/core/v5 (no trailing slash needed). */
  baseUrl: string;
  /** sk_... : HTTP Basic user, empty password. */
  secretKey: string;
  /** pk_... : only for tokeniseCard. */
  publicKey?: string;
  /** Where the keys of X-Webhook-Asymmetric-Signature are published (a JWKS). */
  webhookJwksUrl?: string;
  /** The Basic credentials set on the webhook in Pagar.me's dashboard. */
  webhookUser?: string;
  webhookPassword?: string;
  timeoutMs?: number;
}

// The parts of Pagar.me's answers this driver reads (checked against the SDK's Get*Response).
export interface PagarmeCard {
  id?: string;
  brand?: string;
  last_four_digits?: string;
  holder_name?: string;
  exp_month?: number;
  exp_year?: number;
}
export interface PagarmeTransaction {
  id?: string;
  status?: string;
  qr_code?: string;
  expires_at?: string;
  card?: PagarmeCard;
  acquirer_message?: string;
  acquirer_return_code?: string;
}
export interface PagarmeCharge {
  id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  canceled_amount?: number;
  payment_method: string;
  order?: { id: string };
  /** Set on a subscription's charge. */
  invoice?: { id: string };
  metadata?: Record<string, string>;
  last_transaction?: PagarmeTransaction;
}
export interface PagarmeToken {
  id: string;
  type?: string;
  expires_at?: string;
  card?: { brand?: string; last_four_digits?: string; holder_name?: string; exp_month?: number; exp_year?: number };
}
export interface PagarmeCustomer {
  id: string;
}
export interface PagarmeOrder {
  id: string;
  status: string;
  amount: number;
  metadata?: Record<string, string>;
  charges?: PagarmeCharge[];
}

const BRANDS: Record<string, CardBrand> = {
  visa: "visa",
  mastercard: "mastercard",
  amex: "amex",
  americanexpress: "amex",
  elo: "elo",
  hipercard: "hipercard",
  diners: "diners",
  dinersclub: "diners",
};

export function brandOf(name: string | undefined): CardBrand | null {
  return BRANDS[(name ?? "").toLowerCase().replace(/[^a-z]/g, "")] ?? null;
}

// ISO 8583 answer "51" is insufficient funds in every Brazilian acquirer's table.
function declineOf(transaction: PagarmeTransaction | undefined): { code: DeclineCode; message: string } {
  const code: DeclineCode = transaction?.acquirer_return_code === "51" ? "insufficient_funds" : "declined";
  return { code, message: transaction?.acquirer_message?.trim() || DECLINE_MESSAGES[code] };
}

function statusOf(charge: PagarmeCharge, paid: number, refunded: number, now: Date): ChargeStatus {
  const transaction = charge.last_transaction;
  if (refunded > 0 && paid > 0) return refunded >= paid ? "refunded" : "partially_refunded";
  switch (charge.status) {
    case "paid":
    case "overpaid":
      return "paid";
    case "pending":
      return transaction?.status === "authorized_pending_capture" ? "authorized" : "pending";
    case "processing":
    case "underpaid":
      return "pending";
    case "canceled":
      return paid > 0 ? "refunded" : "canceled";
    case "chargedback":
      return "refunded";
    case "failed":
      if (charge.payment_method === "pix" && (transaction?.status === "expired" || (transaction?.expires_at && new Date(transaction.expires_at) <= now))) {
        return "expired";
      }
      return "declined";
    default:
      return "pending";
  }
}

function pixOf(charge: PagarmeCharge): Charge["pix"] {
  const transaction = charge.last_transaction;
  if (charge.payment_method !== "pix" || !transaction?.qr_code) return null;
  // A dynamic BR Code points to a URL and writes "***" as its txid; then the transaction id names it.
  const additional = readBrCodeFields(transaction.qr_code)?.get("62");
  const txid = additional ? readBrCodeFields(additional)?.get("05") : undefined;
  return {
    txid: txid && txid !== "***" ? txid : (transaction.id ?? charge.id),
    copyPaste: transaction.qr_code,
    expiresAt: new Date(transaction.expires_at ?? 0),
  };
}

export function chargeFromPagarme(charge: PagarmeCharge, orderId: string, now = new Date()): Charge {
  const paid = charge.paid_amount ?? (charge.status === "paid" ? charge.amount : 0);
  // Money can only go back once it was taken; a voided authorisation has nothing to refund. A
  // chargeback takes the whole paid amount back, whether or not the charge says how much.
  const given = charge.status === "chargedback" ? paid : (charge.canceled_amount ?? 0);
  const refunded = paid > 0 ? Math.min(given, paid) : 0;
  const status = statusOf(charge, paid, refunded, now);
  const card = charge.last_transaction?.card;
  return {
    id: charge.id,
    orderId: charge.order?.id ?? orderId,
    method: charge.payment_method === "pix" ? "pix" : "credit_card",
    status,
    amountCents: charge.amount,
    paidCents: paid,
    refundedCents: refunded,
    card: card?.last_four_digits ? { id: card.id ?? null, brand: brandOf(card.brand), last4: card.last_four_digits } : null,
    pix: pixOf(charge),
    failure: status === "declined" ? declineOf(charge.last_transaction) : null,
    metadata: charge.metadata ?? {},
  };
}

function orderFromPagarme(order: PagarmeOrder): Order {
  const last = order.charges?.[order.charges.length - 1];
  if (!last) throw new PaymentError("gateway_error", "Pedido sem cobrança na resposta do gateway");
  const charge = chargeFromPagarme({ ...last, metadata: last.metadata ?? order.metadata }, order.id);
  return { id: order.id, status: orderStatusOf(charge), amountCents: order.amount, metadata: order.metadata ?? {}, charge };
}

/** A Pagar.me card kept for later charges: the card's id and the customer it belongs to. */
export function cardRefOf(customerId: string, cardId: string): string {
  return `${customerId}:${cardId}`;
}

/** Reads a reference of cardRefOf; a bare card id (kept before customers) has no customer. */
export function parseCardRef(ref: string): { customerId: string | null; cardId: string } {
  const at = ref.indexOf(":");
  return at < 0 ? { customerId: null, cardId: ref } : { customerId: ref.slice(0, at), cardId: ref.slice(at + 1) };
}

/**
 * PSP accounts (Pagar.me's current model) refuse an order whose customer lacks a document, a phone
 * with area code or an address; the refusal is told here, before money is asked for, in pt-BR.
 */
export function assertCompleteCustomer(customer: Customer): asserts customer is Customer & { address: NonNullable<Customer["address"]>; phone: string } {
  const document = onlyDigits(customer.document);
  if (document.length !== 11 && document.length !== 14) throw new PaymentError("invalid_request", "CPF do pagador ausente ou inválido");
  if (onlyDigits(customer.phone ?? "").length < 10) throw new PaymentError("invalid_request", "Telefone do pagador com DDD é obrigatório");
  if (!customer.address) throw new PaymentError("invalid_request", "Endereço do pagador é obrigatório");
  if (!customer.name.trim() || !customer.email.trim()) throw new PaymentError("invalid_request", "Nome e e-mail do pagador são obrigatórios");
}

export function customerBody(customer: Customer) {
  assertCompleteCustomer(customer);
  const phone = onlyDigits(customer.phone);
  const document = onlyDigits(customer.document);
  return {
    name: customer.name.trim(),
    email: customer.email.trim(),
    document,
    document_type: document.length === 14 ? "CNPJ" : "CPF",
    type: document.length === 14 ? "company" : "individual",
    phones: { mobile_phone: { country_code: "55", area_code: phone.slice(0, 2), number: phone.slice(2) } },
    address: addressBody(customer.address),
  };
}

export function addressBody(address: NonNullable<Customer["address"]>) {
  return {
    // "Número, Rua, Bairro", as Pagar.me reads line_1 (a CEP without a neighbourhood leaves it out).
    line_1: [address.number, address.street, address.neighborhood].filter(Boolean).join(", "),
    ...(address.complement ? { line_2: address.complement } : {}),
    zip_code: onlyDigits(address.cep),
    city: address.city,
    state: address.state,
    country: "BR",
  };
}

/** The card part of a payment or subscription: a saved card by id on its customer, or a token with the billing address it lacks. */
export function cardPart(card: CardSource, customer: Customer) {
  if ("token" in card) {
    assertCompleteCustomer(customer);
    return { card_token: card.token, card: { billing_address: addressBody(customer.address) } };
  }
  return { card_id: parseCardRef(card.cardId).cardId };
}

/** The customer part: the saved card's own customer by id (complete when the card was saved), else the whole customer. */
export function customerPart(customer: Customer, card?: CardSource) {
  const customerId = card && "cardId" in card ? parseCardRef(card.cardId).customerId : null;
  return customerId ? { customer_id: customerId } : { customer: customerBody(customer) };
}

export function orderBody(input: CreateOrderInput) {
  const { payment } = input;
  const paymentBody =
    payment.method === "pix"
      ? { payment_method: "pix", pix: { expires_in: payment.expiresInSeconds } }
      : {
          payment_method: "credit_card",
          credit_card: {
            installments: 1,
            operation_type: payment.capture === false ? "auth_only" : "auth_and_capture",
            ...(payment.statementDescriptor ? { statement_descriptor: payment.statementDescriptor.slice(0, 13) } : {}),
            ...cardPart(payment.card, input.customer),
          },
        };
  // Checked even when the saved card's customer goes by id: the app's payer must be complete too.
  assertCompleteCustomer(input.customer);
  return {
    items: input.items.map((item) => ({ code: item.code, description: item.description, quantity: item.quantity, amount: item.unitAmountCents })),
    ...customerPart(input.customer, payment.method === "credit_card" ? payment.card : undefined),
    payments: [paymentBody],
    metadata: input.metadata,
    closed: true,
  };
}

export function tokenBody(card: CardInput, expiry: { month: number; year: number }) {
  return {
    type: "card",
    card: { number: onlyDigits(card.number), holder_name: card.holderName.trim(), exp_month: expiry.month, exp_year: expiry.year, cvv: card.cvv.trim() },
  };
}

export function customerCardBody(token: string, address: NonNullable<Customer["address"]>) {
  return { token, billing_address: addressBody(address) };
}

const UNAVAILABLE = "Serviço de pagamento indisponível. Tente novamente.";

export type PagarmeCall = <T>(method: string, path: string, options?: { body?: unknown; idempotencyKey?: string; auth?: boolean }) => Promise<T | null>;

/** The API caller both drivers use: Basic auth with the secret key, errors as PaymentError. */
export function pagarmeCaller(config: PagarmeConfig): PagarmeCall {
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString("base64")}`;

  return async function call<T>(method: string, path: string, options: { body?: unknown; idempotencyKey?: string; auth?: boolean } = {}): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: "application/json",
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.auth === false ? {} : { authorization }),
          ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch {
      throw new PaymentError("unavailable", UNAVAILABLE);
    }
    if (response.status === 404 && method === "GET") return null;
    if (response.status >= 500) throw new PaymentError("unavailable", UNAVAILABLE);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentError("gateway_error", `Resposta inválida do gateway (HTTP ${response.status})`);
    }
    if (response.ok) return json as T;
    throw new PaymentError(response.status === 404 ? "not_found" : "gateway_error", errorMessageOf(json));
  };
}

export const SIGNATURE_HEADER = "x-webhook-asymmetric-signature";

/** `alg=RS256; kid=...; signature=...` as its parts; null when one is missing. */
export function parseSignatureHeader(value: string): { alg: string; kid: string; signature: string } | null {
  const parts = new Map<string, string>();
  for (const piece of value.split(";")) {
    const at = piece.indexOf("=");
    if (at > 0) parts.set(piece.slice(0, at).trim().toLowerCase(), piece.slice(at + 1).trim());
  }
  const alg = parts.get("alg");
  const kid = parts.get("kid");
  const signature = parts.get("signature");
  return alg && kid && signature ? { alg, kid, signature } : null;
}

/** A webhook's created_at: Pagar.me writes UTC, sometimes without saying so; never the server's zone. */
export function webhookTimeOf(value: unknown): Date {
  if (typeof value !== "string") return new Date();
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value}Z`;
  const at = new Date(zoned);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

type Verdict = "ok" | "unsigned" | "bad_signature";

export function pagarmeDriver(config: PagarmeConfig): PaymentGateway {
  const call = pagarmeCaller(config);
  // jose keeps the keys it fetched and fetches again only for a kid it has not seen (at most every 30 s).
  const jwks = config.webhookJwksUrl ? createRemoteJWKSet(new URL(config.webhookJwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000 }) : null;

  async function getCharge(chargeId: string): Promise<Charge | null> {
    const charge = await call<PagarmeCharge>("GET", `/charges/${encodeURIComponent(chargeId)}`);
    return charge ? chargeFromPagarme(charge, charge.order?.id ?? "") : null;
  }

  async function verifySignature(rawBody: string, header: string): Promise<Verdict> {
    const parsed = parseSignatureHeader(header);
    if (!parsed || parsed.alg !== "RS256" || !jwks) return "bad_signature";
    let key: CryptoKey;
    try {
      key = (await jwks({ alg: "RS256", kid: parsed.kid })) as CryptoKey;
    } catch (error) {
      // No key with that kid, even after fetching the set again: not Pagar.me's signature.
      if ((error as { code?: string }).code === "ERR_JWKS_NO_MATCHING_KEY") return "bad_signature";
      throw new PaymentError("unavailable", "Chaves do webhook do Pagar.me indisponíveis");
    }
    // base64 or base64url: Node reads both alphabets.
    const signature = Buffer.from(parsed.signature, "base64");
    const valid = await crypto.subtle.verify({ name: "RSASSA-PKCS1-v1_5" }, key, signature, new TextEncoder().encode(rawBody));
    return valid ? "ok" : "bad_signature";
  }

  function verifyBasic(headers: Parameters<PaymentGateway["parseAndVerifyWebhook"]>[1]): Verdict {
    const given = headerOf(headers, "authorization");
    if (!given || !config.webhookUser || !config.webhookPassword) return "unsigned";
    const expected = `Basic ${Buffer.from(`${config.webhookUser}:${config.webhookPassword}`).toString("base64")}`;
    return constantTimeEqual(given, expected) ? "ok" : "bad_signature";
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
      const signature = headerOf(headers, SIGNATURE_HEADER);
      // A signed delivery is judged by its signature; Basic credentials are the other way in.
      const verdict = signature && jwks ? await verifySignature(rawBody, signature) : verifyBasic(headers);
      if (verdict !== "ok") return { ok: false, reason: verdict };
      let hook: { id?: unknown; type?: unknown; created_at?: unknown; data?: { id?: unknown; charge?: { id?: unknown }; charges?: Array<{ id?: unknown }> } };
      try {
        hook = JSON.parse(rawBody) as typeof hook;
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (typeof hook.id !== "string" || typeof hook.type !== "string" || !hook.data) return { ok: false, reason: "malformed" };
      const [kind] = hook.type.split(".");
      // Subscriptions' events (invoice.*, subscription.*) and the rest are acknowledged and left:
      // renewals are read from the subscription's invoices (pagarme-subscriptions.ts).
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

function errorMessageOf(json: unknown): string {
  if (json && typeof json === "object") {
    const { message, errors } = json as { message?: unknown; errors?: Record<string, unknown> };
    const first = errors && Object.values(errors).flat()[0];
    if (typeof first === "string") return first;
    if (typeof message === "string" && message) return message;
  }
  return "Erro";
}
