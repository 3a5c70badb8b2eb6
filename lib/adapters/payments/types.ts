// The payment gateway as the rest of the app sees it: one interface, two drivers (the offline
// simulator and Pagar.me v5). Amounts are integer cents everywhere. Card numbers and CVVs go in
// through tokeniseCard only and never come back out; the app keeps tokens, brand and last digits.
import type { CardBrand } from "@/lib/validation/cards";

export type { CardBrand };

export type PaymentMethod = "credit_card" | "pix";

/**
 * - pending: PIX waiting to be paid (or a card still processing).
 * - authorized: card approved but not captured (capture: false).
 * - paid: money taken; paidCents says how much.
 * - declined: the card was refused; `failure` says why. Final.
 * - expired: a PIX not paid in time. Final.
 * - canceled: voided before any money moved (pending PIX, uncaptured card). Final.
 * - partially_refunded / refunded: part or all of paidCents went back (refundedCents).
 */
export type ChargeStatus =
  | "pending"
  | "authorized"
  | "paid"
  | "declined"
  | "expired"
  | "canceled"
  | "partially_refunded"
  | "refunded";

export type OrderStatus = "pending" | "paid" | "failed" | "canceled";

export type DeclineCode = "declined" | "insufficient_funds";

export interface Customer {
  name: string;
  email: string;
  /** CPF, digits only. */
  document: string;
  /** Brazilian phone with area code, digits only. */
  phone?: string;
  /** Billing address; Pagar.me wants it with card tokens (the token does not carry it). */
  address?: BillingAddress;
}

export interface BillingAddress {
  /** Digits only. */
  cep: string;
  street: string;
  number: string;
  complement?: string;
  neighborhood: string;
  city: string;
  /** UF, e.g. "SP". */
  state: string;
}

export interface OrderItem {
  /** Our reference for the line, e.g. "product-12". */
  code: string;
  description: string;
  quantity: number;
  unitAmountCents: number;
}

export type CardSource = { token: string } | { cardId: string };

export type PaymentRequest =
  | {
      method: "credit_card";
      card: CardSource;
      /** false: only authorise now and capture() later. Default true. */
      capture?: boolean;
      /** Up to 13 characters shown on the card statement. */
      statementDescriptor?: string;
    }
  | {
      method: "pix";
      expiresInSeconds: number;
      /**
       * Receiver name written into the simulator's BR Code (the station's name). Pagar.me writes
       * the name registered on the account and ignores this.
       */
      merchantName?: string;
    };

export interface CreateOrderInput {
  /** Same key, same order: a retried request never charges twice. */
  idempotencyKey: string;
  /** What is charged. Must equal the items' total (quantity × unit amount). */
  amountCents: number;
  items: OrderItem[];
  customer: Customer;
  payment: PaymentRequest;
  /** Ours, echoed back on the order, its charge and every webhook event (e.g. { orderId: "42" }). */
  metadata: Record<string, string>;
}

export interface ChargeCard {
  /** Reusable reference of a saved card (for "selected_card" and subscription renewals), when the gateway keeps one. */
  id: string | null;
  brand: CardBrand | null;
  last4: string;
}

export interface ChargePix {
  /** Transaction id written in the BR Code (field 62-05), or the gateway's id when the code points to a URL. */
  txid: string;
  /** The "copia e cola" BR Code; the QR encodes exactly this text. */
  copyPaste: string;
  expiresAt: Date;
}

export interface Charge {
  id: string;
  orderId: string;
  method: PaymentMethod;
  status: ChargeStatus;
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  card: ChargeCard | null;
  pix: ChargePix | null;
  /** Why a card was declined, with a pt-BR message to show after "Motivo:". */
  failure: { code: DeclineCode; message: string } | null;
  metadata: Record<string, string>;
}

export interface Order {
  id: string;
  status: OrderStatus;
  amountCents: number;
  metadata: Record<string, string>;
  charge: Charge;
}

export interface CardInput {
  number: string;
  holderName: string;
  /** "MM/AA". */
  expiry: string;
  cvv: string;
  /**
   * Who pays with the card, billing address included. Pagar.me keeps a card only on a customer
   * (its token lives 60 s and is used once), so its driver needs it; the simulator ignores it.
   */
  payer?: Customer;
}

export interface CardToken {
  token: string;
  brand: CardBrand | null;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  /**
   * Whether `token` can be charged again later. Both drivers' can: Pagar.me's driver answers its
   * saved card's reference, never the single-use token. False only for rows kept from before that.
   */
  reusable: boolean;
}

export type PaymentEventType = "charge.paid" | "charge.failed" | "charge.refunded" | "charge.updated";

/**
 * What a webhook says happened. `id` is stable for one happening (a redelivery repeats it) so
 * the consumer can ignore duplicates; `charge` is the charge's state when the event was built,
 * so out-of-order deliveries can be detected by comparing states.
 */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  occurredAt: Date;
  charge: Charge;
}

export type WebhookRefusal = "unsigned" | "bad_signature" | "malformed" | "unknown_charge";

/**
 * A refusal is never answered with 2xx: unsigned/bad_signature → 401, the others → 400. `event`
 * null: an authentic delivery about something the checkout does not follow (a subscription's
 * invoice), acknowledged so the gateway stops sending it.
 */
export type WebhookResult = { ok: true; event: PaymentEvent | null } | { ok: false; reason: WebhookRefusal };

export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly name: "simulator" | "pagarme";
  tokeniseCard(card: CardInput): Promise<CardToken>;
  createOrder(input: CreateOrderInput): Promise<Order>;
  getOrder(orderId: string): Promise<Order | null>;
  getCharge(chargeId: string): Promise<Charge | null>;
  /** Captures an authorised card charge, all of it or `amountCents` of it. */
  capture(chargeId: string, amountCents?: number): Promise<Charge>;
  /**
   * Gives back `amountCents` (default: all that is left) of a paid charge; voids a pending or
   * authorised one. Retrying with the same key gives back once; by default the key is the charge
   * and amount, so two refunds of one amount on one charge need their own keys.
   */
  refund(chargeId: string, amountCents?: number, options?: { idempotencyKey?: string }): Promise<Charge>;
  /** Checks the webhook's authenticity from the raw body and headers before reading anything. */
  parseAndVerifyWebhook(rawBody: string, headers: HeaderBag): Promise<WebhookResult>;
}

export type PaymentErrorCode = "invalid_request" | "invalid_card" | "not_found" | "conflict" | "gateway_error" | "unavailable";

/** A request the gateway would not carry out. A declined card is not an error: it is an order with status "failed". */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

export function orderStatusOf(charge: Pick<Charge, "status">): OrderStatus {
  switch (charge.status) {
    case "pending":
    case "authorized":
      return "pending";
    case "paid":
    case "partially_refunded":
      return "paid";
    case "declined":
    case "expired":
      return "failed";
    case "canceled":
    case "refunded":
      return "canceled";
  }
}

export function eventTypeOf(charge: Pick<Charge, "status">): PaymentEventType {
  switch (charge.status) {
    case "paid":
      return "charge.paid";
    case "declined":
    case "expired":
      return "charge.failed";
    case "partially_refunded":
    case "refunded":
      return "charge.refunded";
    default:
      return "charge.updated";
  }
}

export function headerOf(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Checks what every driver checks before talking to a gateway. */
export function assertOrderInput(input: CreateOrderInput): void {
  const { amountCents, items } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new PaymentError("invalid_request", "Valor inválido");
  if (!input.idempotencyKey) throw new PaymentError("invalid_request", "Chave de idempotência ausente");
  const total = items.reduce((sum, item) => {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0 || !Number.isSafeInteger(item.unitAmountCents) || item.unitAmountCents < 0) {
      throw new PaymentError("invalid_request", "Item inválido");
    }
    return sum + item.quantity * item.unitAmountCents;
  }, 0);
  if (items.length === 0 || total !== amountCents) throw new PaymentError("invalid_request", "O total dos itens não confere com o valor cobrado");
  if (input.payment.method === "pix" && (!Number.isSafeInteger(input.payment.expiresInSeconds) || input.payment.expiresInSeconds <= 0)) {
    throw new PaymentError("invalid_request", "Validade do PIX inválida");
  }
}

// ---- Subscriptions (plans): a recurring card charge kept by the gateway ----

export type GatewaySubscriptionStatus = "active" | "past_due" | "canceled";

export interface CreateSubscriptionInput {
  /** Same key, same subscription: a retried request never subscribes (or charges) twice. */
  idempotencyKey: string;
  customer: Customer;
  card: CardSource;
  /** One period's price and what it is called on the statement. */
  item: { code: string; description: string; amountCents: number };
  /** Length of a period in days (30, 183, 365). */
  intervalDays: number;
  /**
   * Taken off the first period only (an upgrade's credit for the unused days of the old plan).
   * Equal to the price: the first period costs nothing and no charge is made now.
   */
  firstPeriodDiscountCents?: number;
  metadata: Record<string, string>;
}

export interface GatewaySubscription {
  id: string;
  status: GatewaySubscriptionStatus;
  amountCents: number;
  intervalDays: number;
  card: ChargeCard | null;
  /** When the period being paid now ends (the next renewal). */
  currentPeriodEnd: Date;
  metadata: Record<string, string>;
}

/**
 * A subscription's invoice event as the gateway confirms it: the delivery was authentic and the
 * invoice was read back from the gateway's API (nothing else in the body is believed).
 */
export interface SubscriptionInvoiceEvent {
  /** The delivery's id: a redelivery repeats it. */
  id: string;
  /** invoice.paid / invoice.payment_failed; "invoice.other" for the invoice events nothing follows. */
  type: "invoice.paid" | "invoice.payment_failed" | "invoice.other";
  occurredAt: Date;
  subscriptionId: string;
  /** Which cycle of the subscription the invoice bills, from 1 (the first is the purchase itself). */
  cycle: number | null;
  charge: Charge | null;
}

/**
 * null: not an authentic invoice delivery (the payments webhook answers it: a refusal, or an
 * order's or charge's event). "unknown_invoice": authentic, but the gateway does not know the invoice.
 */
export type InvoiceWebhookResult = { ok: true; event: SubscriptionInvoiceEvent } | { ok: false; reason: "unknown_invoice" } | null;

export interface CreatedSubscription {
  subscription: GatewaySubscription;
  /** The first period's charge; null when the first period was free (discount = price). */
  charge: Charge | null;
}

/**
 * The gateway side of plans. Apart from PaymentGateway so the checkout's interface and its fakes
 * stay as they are; `subscriptionGateway()` returns the configured driver's.
 */
export interface SubscriptionGateway {
  /** Subscribes and charges the first period now (prepaid). */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  /** The card later periods are charged on. */
  updateSubscriptionCard(subscriptionId: string, card: CardSource): Promise<GatewaySubscription>;
  /** Stops renewals; nothing already paid is refunded. Canceling twice is not an error. */
  cancelSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  getSubscription(subscriptionId: string): Promise<GatewaySubscription | null>;
  /**
   * The charge of the period that starts at `periodStart` (the previous period's end). The
   * simulator makes it now (same key, same charge); Pagar.me bills on its own schedule, so its
   * driver reads the period's invoice and answers null while it has not been billed yet.
   * `retry`: charge again a period whose charge failed (after the member changed the card).
   */
  renewSubscription(subscriptionId: string, periodStart: Date, options?: { retry?: number }): Promise<Charge | null>;
  /**
   * Reads a webhook delivery about a subscription's invoice (a renewal billed by the gateway on its
   * own schedule), after checking its authenticity. The simulator sends none: it bills when asked.
   */
  readInvoiceWebhook(rawBody: string, headers: HeaderBag): Promise<InvoiceWebhookResult>;
}
