// What the checkout needs from a payment gateway, said from the paying side. The checkout binds it
// to lib/adapters/payments (simulator or Pagar.me); tests bind a fake. Amounts in cents.
import type { GatewayPayment } from "./card-form";

export interface ChargeRequest {
  stationId: number;
  orderId: number;
  orderCode: string;
  /**
   * The same for every attempt to charge this order: an implementation must never create a second
   * charge for a key it has seen (Pagar.me's Idempotency-Key header; the simulator's own table).
   */
  idempotencyKey: string;
  /** What the gateway charges: the order's total minus the wallet part. */
  amount: number;
  payment: GatewayPayment;
  customer: { userId: number; name: string | null; email: string | null; cpf: string | null; phone: string | null };
  /** Where the order is delivered, when it is: the payer's address for a PIX when no card of theirs has one. */
  deliveryAddress?: { cep: string; street: string; number: string; complement?: string | null } | null;
  items: { name: string; quantity: number; unitValue: number }[];
  description: string;
}

export type ChargeResult =
  /** Captured now (an approved card): the order becomes paid at once. */
  | { status: "paid"; gatewayOrderId: string; gatewayChargeId: string }
  /** Waiting for the customer (PIX): a webhook or "Verificar pagamento" settles it later. */
  | { status: "pending"; gatewayOrderId: string; gatewayChargeId: string; pix?: { code: string; expiresAt: Date } }
  /** Refused (a declined card): stock and wallet part come back, the member may try another way. */
  | { status: "failed"; gatewayOrderId: string | null; gatewayChargeId: string | null; reason: string };

export interface PaymentPort {
  createCharge(request: ChargeRequest): Promise<ChargeResult>;
}
