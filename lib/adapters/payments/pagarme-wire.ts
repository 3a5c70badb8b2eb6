// Pagar.me v5's answers as this app reads them: the wire shapes (checked against the SDK's
// Get*Response models in pagarme-sdk-types.test.ts) and how a charge or an order becomes the
// app's Charge and Order. Pure: no request is made here.
import type { CardBrand } from "@/lib/validation/cards";
import { readBrCodeFields } from "./brcode";
import { DECLINE_MESSAGES } from "./test-cards";
import { orderStatusOf, PaymentError, type Charge, type ChargeStatus, type DeclineCode, type Order } from "./types";

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

export function orderFromPagarme(order: PagarmeOrder): Order {
  const last = order.charges?.[order.charges.length - 1];
  if (!last) throw new PaymentError("gateway_error", "Pedido sem cobrança na resposta do gateway");
  const charge = chargeFromPagarme({ ...last, metadata: last.metadata ?? order.metadata }, order.id);
  return { id: order.id, status: orderStatusOf(charge), amountCents: order.amount, metadata: order.metadata ?? {}, charge };
}
