// The reads of orders: "Meus pedidos", the receipt, and the webhook's lookup by gateway charge.
import "server-only";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { orderActions, orderItems, orders, type OrderRow, type OrderStatus, type PaymentMethod } from "../schema";

export interface OrderSummary {
  id: number;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalValue: number;
  walletValue: number;
  gatewayValue: number;
  cashbackValue: number;
  failureReason: string | null;
  pix: { code: string; expiresAt: string } | null;
  createdAt: string;
}

/** The order as the member's screens show it. */
export function summary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    paymentMethod: row.paymentMethod,
    totalValue: row.totalValue,
    walletValue: row.walletValue,
    gatewayValue: row.gatewayValue,
    cashbackValue: row.cashbackValue,
    failureReason: row.failureReason,
    pix: row.pixCode && row.pixExpiresAt ? { code: row.pixCode, expiresAt: row.pixExpiresAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getOrderSummary(db: DbOrTx, stationId: number, orderId: number): Promise<OrderSummary | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
  return row ? summary(row) : null;
}

/** One of the member's orders as a summary, with the gateway charge it waits on; null when it is not theirs. */
export async function getMemberOrderSummary(
  db: DbOrTx,
  stationId: number,
  userId: number,
  orderId: number,
): Promise<{ order: OrderSummary; gatewayChargeId: string | null } | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), eq(orders.id, orderId)));
  return row ? { order: summary(row), gatewayChargeId: row.gatewayChargeId } : null;
}

export interface OrderDetail extends OrderSummary {
  itemsValue: number;
  additionalDiscountValue: number;
  deliveryValue: number;
  refundedBasisPoints: number;
  source: "cart" | "delivery_form";
  actions: {
    activityId: number;
    activityName: string;
    /** Prices the items (a type 14 item costs its full value; the discount is the order's). */
    activityTypeId: number;
    digitalProduct: boolean;
    deliveryLocationName: string | null;
    delivers: boolean;
    address: string | null;
    number: string | null;
    complement: string | null;
    zipcode: string | null;
    reference: string | null;
    totalValue: number;
    items: { productId: number | null; name: string; image: string | null; value: number; discountValue: number; quantity: number }[];
  }[];
}

/** One of the member's orders (receipt, "Verificar pagamento"); null when it is not theirs. */
export async function getMemberOrder(db: DbOrTx, stationId: number, userId: number, orderId: number): Promise<OrderDetail | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), eq(orders.id, orderId)));
  if (!row) return null;
  const [actions, items] = await Promise.all([
    db.select().from(orderActions).where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, row.id))).orderBy(asc(orderActions.id)),
    db.select().from(orderItems).where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, row.id))).orderBy(asc(orderItems.id)),
  ]);
  return {
    ...summary(row),
    itemsValue: row.itemsValue,
    additionalDiscountValue: row.additionalDiscountValue,
    deliveryValue: row.deliveryValue,
    refundedBasisPoints: row.refundedBasisPoints,
    source: row.source,
    actions: actions.map((a) => ({
      activityId: a.activityId,
      activityName: a.activityName,
      activityTypeId: a.activityTypeId,
      digitalProduct: a.digitalProduct,
      deliveryLocationName: a.deliveryLocationName,
      delivers: a.delivers,
      address: a.address,
      number: a.number,
      complement: a.complement,
      zipcode: a.zipcode,
      reference: a.reference,
      totalValue: a.totalValue,
      items: items
        .filter((i) => i.orderActionId === a.id)
        .map((i) => ({ productId: i.productId, name: i.name, image: i.image, value: i.value, discountValue: i.discountValue, quantity: i.quantity })),
    })),
  };
}

/**
 * "Meus pedidos": the member's orders, newest first (cart and delivery-form orders alike). A refused
 * payment is not an order the member placed: the failure dialog told them, their cart and balance
 * came back, and the row stays only as the record of the attempt (its receipt URL still answers).
 */
export async function listMemberOrders(db: DbOrTx, stationId: number, userId: number, limit = 50): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), ne(orders.status, "failed")))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map(summary);
}

/** The webhook handler's lookup: the order a gateway charge belongs to, on this station. */
export async function findOrderByGatewayCharge(db: DbOrTx, stationId: number, gatewayChargeId: string): Promise<{ orderId: number } | null> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.gatewayChargeId, gatewayChargeId)));
  return row ?? null;
}
