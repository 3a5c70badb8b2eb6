// Test fixtures of the console's orders: a paid order (wallet and PIX, paid through the signed
// webhook) and a delivery-form order (type 14, to an address, awaiting payment on delivery).
import { eq } from "drizzle-orm";
import { simulatePixPaid } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { addToCart } from "../cart";
import { placeDeliveryOrder } from "../delivery-form";
import { submitOrder } from "../orders";
import { orderItems, orders } from "../schema";
import { makeMember, makeShop } from "../test-fixtures";
import { handlePaymentWebhook } from "../webhook";

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

export interface PaidOrderOptions {
  cashback?: number;
  /** The member's balance, paid first from the wallet. */
  balance?: number;
  /** Units of the R$ 30,00 and the R$ 70,00 product. */
  quantities?: [number, number];
  member?: number;
}

/** A paid order of two products at R$ 30,00 and R$ 70,00: `balance` from the wallet, the rest by PIX, earning `cashback`. */
export async function makePaidOrder(db: Db, stationId: number, opts: PaidOrderOptions = {}) {
  const shop = await makeShop(db, stationId, { points: opts.cashback ?? 0, products: [{ value: 3000, stock: 10 }, { value: 7000, stock: 10 }] });
  const member = opts.member ?? (await makeMember(db, stationId, opts.balance ?? 0));
  const [a, b] = opts.quantities ?? [1, 1];
  const lines = [
    { id: shop.products[0]!.id, quantity: a },
    { id: shop.products[1]!.id, quantity: b },
  ].filter((l) => l.quantity > 0);
  await addToCart(db, { stationId, userId: member, products: lines });
  const { order } = await submitOrder(
    db,
    { stationId, userId: member, idempotencyKey: `order-${unique()}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
    { payments: gatewayPaymentPort(db) },
  );
  const [pending] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, order.id));
  const { body, headers } = await simulatePixPaid(pending!.chargeId!);
  const settled = await handlePaymentWebhook(db, stationId, body, headers);
  if (settled.status !== 200) throw new Error(`the PIX webhook answered ${settled.status}`);
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const items = await db.select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  return { member, order: row!, chargeId: row!.gatewayChargeId!, shop, items };
}

/** A type-14 delivery order to an address (or to a pickup point with `pickup`), "received", nothing charged. */
export async function makeDeliveryOrder(db: Db, stationId: number, member: number, opts: { pickup?: boolean } = {}) {
  const shop = await makeShop(db, stationId, { typeId: 14, products: [{ value: 2500, stock: 10 }] });
  const { orderId } = await placeDeliveryOrder(db, {
    stationId,
    userId: member,
    activityId: shop.activityId,
    nonce: unique(),
    phone: "11987654321",
    deliveryLocationId: opts.pickup ? shop.pickupPoint.id : shop.deliveryRegion.id,
    address: "Rua das Flores, 10 - Centro",
    reference: "Portão azul",
    items: [{ productId: shop.products[0]!.id, quantity: 2 }],
  });
  return orderId;
}
