// Races that only a real PostgreSQL can run (PGlite has one connection: it serialises everything).
// `npm test` runs this file on PostgreSQL when TEST_DATABASE_URL is set; on PGlite it is skipped.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { activities, activityCoupons, participations } from "@/lib/activities/schema";
import { addCouponToCart, addToCart } from "./cart";
import { markOrderPaid, submitOrder } from "./orders";
import { reserveCart } from "./reservation";
import { orders } from "./schema";
import { balanceOf, fakePayments, makeMember, makeShop, makeStation, stockOf } from "./test-fixtures";

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

describe.runIf(onPostgres)("commerce under concurrency (PostgreSQL)", () => {
  let db: Db;
  let stationId: number;

  beforeAll(async () => {
    db = await getDb();
    stationId = await makeStation(db);
  });

  it("50 members buying the last 10 units at once sell exactly 10, and no balance goes negative", async () => {
    const price = 2500;
    const shop = await makeShop(db, stationId, { products: [{ value: price, limit: 1, stock: 10 }] });
    const productId = shop.products[0]!.id;
    // 40 can pay with their wallet; 10 have less than the price and no payment form.
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => makeMember(db, stationId, i < 40 ? price : price - 1)));
    for (const userId of members) await addToCart(db, { stationId, userId, products: [{ id: productId, quantity: 1 }] });

    const results = await Promise.allSettled(
      members.map((userId) =>
        submitOrder(db, { stationId, userId, idempotencyKey: `race-${userId}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }] }),
      ),
    );
    const paid = results.filter((r) => r.status === "fulfilled" && r.value.order.status === "paid");
    expect(paid).toHaveLength(10);
    const reasons = new Set(results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : [])));
    expect([...reasons].every((m) => ["O estoque desse(s) produto(s) está esgotado no momento.", "Escolha a forma de pagamento"].includes(m))).toBe(true);
    expect(await stockOf(db, productId)).toBe(0);
    const [sold] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(and(eq(orders.stationId, stationId), eq(orders.status, "paid")));
    expect(sold?.n).toBe(10);
    const balances = await Promise.all(members.map((userId) => balanceOf(db, stationId, userId)));
    expect(balances.every((b) => b >= 0)).toBe(true);
    expect(balances.filter((b) => b === 0)).toHaveLength(10);
  });

  it("members reserving and members submitting race for the last units: every hold granted is honoured, the stock is never oversold", async () => {
    // Submission takes the product locks last, after writing the order: the stock it may take is
    // read again under them, so a hold committed meanwhile still counts against it.
    const price = 1000;
    const shop = await makeShop(db, stationId, { products: [{ value: price, limit: 1, stock: 10 }] });
    const productId = shop.products[0]!.id;
    const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
    const holders = await Promise.all(Array.from({ length: 15 }, () => makeMember(db, stationId, price)));
    const buyers = await Promise.all(Array.from({ length: 15 }, () => makeMember(db, stationId, price)));
    for (const userId of [...holders, ...buyers]) await addToCart(db, { stationId, userId, products: [{ id: productId, quantity: 1 }] });

    const [holds, bought] = await Promise.all([
      Promise.allSettled(holders.map((userId) => reserveCart(db, { stationId, userId }))),
      Promise.allSettled(buyers.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `direct-${userId}`, deliveries }))),
    ]);
    const granted = holders.filter((_, i) => holds[i]!.status === "fulfilled");
    const boughtNow = bought.filter((r) => r.status === "fulfilled").length;
    expect(granted.length + boughtNow).toBeLessThanOrEqual(10);
    expect(granted.length + boughtNow).toBeGreaterThan(0);

    // Whoever was granted a hold can buy, even with others still trying.
    const late = await Promise.allSettled([
      ...granted.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `held-${userId}`, deliveries })),
      ...buyers.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `again-${userId}`, deliveries })),
    ]);
    const heldResults = late.slice(0, granted.length);
    expect(heldResults.every((r) => r.status === "fulfilled" && r.value.order.status === "paid")).toBe(true);
    const [sold] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.stationId, stationId), eq(orders.status, "paid"), sql`${orders.userId} in ${[...holders, ...buyers]}`));
    expect(sold!.n).toBeLessThanOrEqual(10);
    expect(await stockOf(db, productId)).toBe(10 - sold!.n);
    const balances = await Promise.all([...holders, ...buyers].map((userId) => balanceOf(db, stationId, userId)));
    expect(balances.every((b) => b >= 0)).toBe(true);
  });

  it("20 concurrent submissions with one idempotency key make one order, one debit and one charge", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 4000, limit: 5, stock: 20 }] });
    const productId = shop.products[0]!.id;
    const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];

    const walletMember = await makeMember(db, stationId, 10_000);
    await addToCart(db, { stationId, userId: walletMember, products: [{ id: productId, quantity: 2 }] });
    const wallet = await Promise.all(Array.from({ length: 20 }, () => submitOrder(db, { stationId, userId: walletMember, idempotencyKey: "double-click-wallet", deliveries })));
    expect(new Set(wallet.map((r) => r.order.id)).size).toBe(1);
    expect(wallet.filter((r) => !r.replayed)).toHaveLength(1);
    const debits = await db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, walletMember), sql`${pointsLedger.amount} < 0`));
    expect(debits).toHaveLength(1);
    expect(await balanceOf(db, stationId, walletMember)).toBe(10_000 - 8000);

    const pixMember = await makeMember(db, stationId, 1000);
    const payments = fakePayments("pix");
    await addToCart(db, { stationId, userId: pixMember, products: [{ id: productId, quantity: 1 }] });
    const pix = await Promise.all(
      Array.from({ length: 20 }, () => submitOrder(db, { stationId, userId: pixMember, idempotencyKey: "double-click-pix", deliveries, payment: { type: "pix" } }, { payments })),
    );
    expect(new Set(pix.map((r) => r.order.id)).size).toBe(1);
    expect(payments.calls).toHaveLength(1);
    expect(await balanceOf(db, stationId, pixMember)).toBe(0);
    expect(await stockOf(db, productId)).toBe(20 - 2 - 1);
  });

  it("a payment webhook delivered 5 times at once (and others for the same order) credits cashback once", async () => {
    const shop = await makeShop(db, stationId, { points: 700, products: [{ value: 3000, limit: 5, stock: 5 }] });
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "webhook-race", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: fakePayments("pix") },
    );
    const events = [...Array.from({ length: 5 }, () => "evt_same"), "evt_other_1", "evt_other_2"];
    const results = await Promise.all(events.map((gatewayEventId) => markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId })));
    expect(results.filter((r) => r.outcome === "applied")).toHaveLength(1);
    expect(await balanceOf(db, stationId, member)).toBe(700);
    const cashback = await db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, member), eq(pointsLedger.kind, "cashback")));
    expect(cashback).toHaveLength(1);
  });

  it("30 members buying the last 5 coupons while 10 others hold them: never more sold than stock, every code issued once", async () => {
    const [activity] = await db.insert(activities).values({ stationId, typeId: 3, name: "Vale corrida" }).returning({ id: activities.id });
    const [coupon] = await db.insert(activityCoupons).values({ stationId, activityId: activity!.id, newPrice: 1000, stock: 5 }).returning({ id: activityCoupons.id });
    const couponId = coupon!.id;
    const holders = await Promise.all(Array.from({ length: 10 }, () => makeMember(db, stationId, 1000)));
    const buyers = await Promise.all(Array.from({ length: 30 }, () => makeMember(db, stationId, 1000)));
    for (const userId of [...holders, ...buyers]) await addCouponToCart(db, { stationId, userId, couponId, quantity: 1 });
    const [holds, bought] = await Promise.all([
      Promise.allSettled(holders.map((userId) => reserveCart(db, { stationId, userId }))),
      Promise.allSettled(buyers.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `coupon-${userId}`, deliveries: [] }))),
    ]);
    const granted = holders.filter((_, i) => holds[i]!.status === "fulfilled");
    const paid = bought.filter((r) => r.status === "fulfilled" && r.value.order.status === "paid").length;
    expect(granted.length + paid).toBeLessThanOrEqual(5);
    const late = await Promise.allSettled(granted.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `coupon-held-${userId}`, deliveries: [] })));
    expect(late.every((r) => r.status === "fulfilled" && r.value.order.status === "paid")).toBe(true);
    // Units not sold: the coupon's stock less the sold rows the expiry job has not folded in yet.
    const unsold = (await db.execute(sql`select c.stock - coalesce((select sum(r.quantity) from stock_reservations r
      where r.coupon_id = c.id and r.order_id is not null), 0) as stock from activity_coupons c where c.id = ${couponId}`)) as unknown as { rows: { stock: number }[] };
    const left = { stock: Number(unsold.rows[0]!.stock) };
    const codes = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(participations)
      .where(and(eq(participations.stationId, stationId), eq(participations.activityId, activity!.id), sql`${participations.payload} ? 'code'`));
    expect(left!.stock).toBe(5 - (paid + granted.length));
    expect(codes[0]!.n).toBe(paid + granted.length);
    const balances = await Promise.all([...holders, ...buyers].map((userId) => balanceOf(db, stationId, userId)));
    expect(balances.every((b) => b >= 0)).toBe(true);
  });
});
