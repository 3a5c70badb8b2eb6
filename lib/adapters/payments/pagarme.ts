// Pagar.me API v5 ("core/v5"): orders with one credit card or PIX payment, charge capture and
// cancellation, card tokens, and webhooks. Field names follow the v5 reference as read for this
// work (orders, charges, tokens, "Criar Token cartão", the PIX and credit-card payment objects,
// the order.paid webhook example). Not verified against a live sandbox here (no network):
// - the webhook authentication. The v5 reference reached from here documents no body signature;
//   integrations configure HTTP Basic credentials on the webhook in the dashboard. So this driver
//   checks Basic credentials and then trusts nothing in the body but the charge id: it reads the
//   charge back from the API and builds the event from that answer.
// - the statuses of a partly refunded charge and of an expired PIX (mapped from amounts and the
//   last transaction's status below; check them in the sandbox before going live).
// - tokeniseCard calls POST /tokens?appId={public key} from the server. Pagar.me's advice is to
//   tokenise in the browser (tokenizecard.js) so card data never crosses our server; this path
//   keeps the number and CVV in memory only for the request and never stores or logs them.
import "server-only";
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
  /** The Basic credentials set on the webhook in Pagar.me's dashboard. */
  webhookUser?: string;
  webhookPassword?: string;
  timeoutMs?: number;
}

// The parts of Pagar.me's answers this driver reads.
export interface PagarmeCard {
  id?: string;
  brand?: string;
  last_four_digits?: string;
  holder_name?: string;
  exp_month?: number;
  exp_year?: number;
}
interface PagarmeTransaction {
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
  refunded_amount?: number;
  payment_method: string;
  order?: { id: string };
  metadata?: Record<string, string>;
  last_transaction?: PagarmeTransaction;
}
interface PagarmeOrder {
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
  const given = charge.status === "chargedback" ? paid : (charge.canceled_amount ?? charge.refunded_amount ?? 0);
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

export function customerBody(customer: Customer) {
  const phone = onlyDigits(customer.phone ?? "");
  return {
    name: customer.name,
    email: customer.email,
    document: onlyDigits(customer.document),
    document_type: "CPF",
    type: "individual",
    ...(phone.length >= 10 ? { phones: { mobile_phone: { country_code: "55", area_code: phone.slice(0, 2), number: phone.slice(2) } } } : {}),
    ...(customer.address ? { address: addressBody(customer.address) } : {}),
  };
}

export function addressBody(address: NonNullable<Customer["address"]>) {
  return {
    line_1: `${address.number}, ${address.street}, ${address.neighborhood}`,
    ...(address.complement ? { line_2: address.complement } : {}),
    zip_code: onlyDigits(address.cep),
    city: address.city,
    state: address.state,
    country: "BR",
  };
}

function orderBody(input: CreateOrderInput) {
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
            ...("token" in payment.card ? { card_token: payment.card.token } : { card_id: payment.card.cardId }),
            // A token does not carry the billing address; the card object next to it does.
            ...(input.customer.address ? { card: { billing_address: addressBody(input.customer.address) } } : {}),
          },
        };
  return {
    items: input.items.map((item) => ({ code: item.code, description: item.description, quantity: item.quantity, amount: item.unitAmountCents })),
    customer: customerBody(input.customer),
    payments: [paymentBody],
    metadata: input.metadata,
    closed: true,
  };
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

export function pagarmeDriver(config: PagarmeConfig): PaymentGateway {
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
      const token = await call<{ id: string; card?: PagarmeCard }>("POST", `/tokens?appId=${encodeURIComponent(config.publicKey)}`, {
        auth: false,
        body: {
          type: "card",
          card: { number: onlyDigits(card.number), holder_name: card.holderName.trim(), exp_month: expiry.month, exp_year: expiry.year, cvv: card.cvv.trim() },
        },
      });
      if (!token?.id) throw new PaymentError("gateway_error", "O gateway não devolveu o token do cartão");
      return {
        token: token.id,
        brand: brandOf(token.card?.brand),
        last4: token.card?.last_four_digits ?? onlyDigits(card.number).slice(-4),
        expMonth: token.card?.exp_month ?? expiry.month,
        expYear: token.card?.exp_year ?? expiry.year,
        holderName: token.card?.holder_name ?? card.holderName.trim(),
        reusable: false,
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

    async refund(chargeId, amountCents) {
      // Pagar.me cancels (voids or refunds) a charge with DELETE; a body amount makes it partial.
      const charge = await call<PagarmeCharge>("DELETE", `/charges/${encodeURIComponent(chargeId)}`, {
        body: amountCents === undefined ? {} : { amount: amountCents },
      });
      return chargeFromPagarme(charge!, charge!.order?.id ?? "");
    },

    async parseAndVerifyWebhook(rawBody, headers) {
      if (!config.webhookUser || !config.webhookPassword) return { ok: false, reason: "unsigned" };
      const given = headerOf(headers, "authorization");
      if (!given) return { ok: false, reason: "unsigned" };
      const expected = `Basic ${Buffer.from(`${config.webhookUser}:${config.webhookPassword}`).toString("base64")}`;
      if (!constantTimeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
      let hook: { id?: unknown; type?: unknown; created_at?: unknown; data?: { id?: unknown; charges?: Array<{ id?: unknown }> } };
      try {
        hook = JSON.parse(rawBody) as typeof hook;
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (typeof hook.id !== "string" || typeof hook.type !== "string" || !hook.data) return { ok: false, reason: "malformed" };
      const chargeId = hook.type.startsWith("charge.") ? hook.data.id : hook.data.charges?.at(-1)?.id;
      if (typeof chargeId !== "string") return { ok: false, reason: "malformed" };
      // The body is authenticated but not signed: the charge's state comes from the API.
      const charge = await getCharge(chargeId);
      if (!charge) return { ok: false, reason: "unknown_charge" };
      const occurredAt = typeof hook.created_at === "string" ? new Date(hook.created_at) : new Date();
      return { ok: true, event: { id: hook.id, type: eventTypeOf(charge), occurredAt: Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt, charge } };
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
