// Texts and labels of the orders, receipts, coupons and vouchers pages; the empty
// states are the spec's, verbatim. Client-safe.
import type { OrderStatus, PaymentMethod } from "./schema";
import type { ValidationKind } from "./validation-schema";

export { MSG_NO_ORDERS } from "./messages";
export const MSG_NO_PURCHASES = "Você ainda não possui compras feitas";
export const MSG_NO_VOUCHERS = "Você ainda não possui vouchers";

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  wallet: "Saldo",
  credit_card: "Cartão de crédito",
  pix: "PIX",
  on_delivery: "Pagamento na entrega",
};

export type StatusTone = "success" | "warning" | "danger" | "neutral";

export function orderStatusTone(status: OrderStatus): StatusTone {
  if (status === "paid" || status === "delivered" || status === "received") return "success";
  if (status === "pending_payment") return "warning";
  if (status === "failed" || status === "expired" || status === "cancelled") return "danger";
  return "neutral";
}

/** The delivery steps as the member and the console read them ("recebido" is the order itself). */
export const FULFILMENT_STEP_LABELS = { received: "Recebido", sent: "Enviado", delivered: "Entregue" } as const;

/** What each kind of code is called at the counter, and the button that marks it. */
export const CODE_KIND_LABELS: Record<ValidationKind, { name: string; mark: string; done: string }> = {
  order: { name: "Pedido", mark: "Marcar como entregue", done: "Entregue" },
  coupon: { name: "Cupom", mark: "Marcar como utilizado", done: "Utilizado" },
  voucher: { name: "Voucher de curso presencial", mark: "Marcar como utilizado", done: "Utilizado" },
  fuel: { name: "Voucher de combustível", mark: "Marcar como utilizado", done: "Utilizado" },
};
