// The same "paid" webhook delivered five times at once, plus once with a bad signature: the order
// is paid once and its cashback credited once. Runs on PGlite (serialised) and, with DATABASE_URL
// pointing at PostgreSQL, as a real race between connections.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { simulatePixPaid } from "@/lib/adapters/payments";
import { SIGNATURE_HEADER } from "@/lib/adapters/payments/signature";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { addToCart } from "./cart";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { submitOrder } from "./orders";
import { orderPaymentEvents, orders } from "./schema";
import { balanceOf, makeMember, makeShop, makeStation } from "./test-fixtures";
import { handlePaymentWebhook } from "./webhook";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

describe("a webhook delivered many times at once", () => {
  it("5 concurrent deliveries and a mis-signed one: paid once, cashback once", async () => {
    const shop = await makeShop(db, stationId, { points: 900, products: [{ value: 7000, stock: 2 }] });
    const member = await makeMember(db, stationId, 1500);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "webhook-race", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: gatewayPaymentPort(db) },
    );
    expect(order).toMatchObject({ status: "pending_payment", walletValue: 1500, gatewayValue: 5500 });
    expect(await balanceOf(db, stationId, member)).toBe(0);
    const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, order.id));
    const { body, headers } = await simulatePixPaid(row!.chargeId!);
    const forged = { ...headers, [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER]!.replace(/[0-9a-f](?=[^0-9a-f]*$)/, (c) => (c === "a" ? "b" : "a")) };

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => handlePaymentWebhook(db, stationId, body, headers)),
      handlePaymentWebhook(db, stationId, body, forged),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 401]);
    expect(answers.filter((a) => a.body.outcome === "applied")).toHaveLength(1);
    expect(answers.filter((a) => a.body.outcome === "duplicate")).toHaveLength(4);

    const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe("paid");
    const events = await db.select().from(orderPaymentEvents).where(eq(orderPaymentEvents.orderId, order.id));
    expect(events.map((e) => [e.kind, e.outcome])).toEqual([["paid", "applied"]]);
    const cashback = await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, member), eq(pointsLedger.kind, "cashback")));
    expect(cashback.map((c) => c.amount)).toEqual([900]);
    expect(await balanceOf(db, stationId, member)).toBe(900);
  });
});
