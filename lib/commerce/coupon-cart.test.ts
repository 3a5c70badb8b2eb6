// A shop coupon bought through the cart: added as a line, held by "Ir para pagamento" with the
// products' rule (stock − other members' live holds), paid by the checkout's wallet, card or PIX,
// and issued as codes ("Minhas compras") only when its order is paid, once per unit however many
// times the settlement runs. A refused or expired order issues none and gives its unit back.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import { purchaseCoupon } from "@/lib/activities/commands";
import { MSG_LIMIT, MSG_OUT_OF_STOCK } from "@/lib/activities/messages";
import { activities, activityCoupons, participations } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { addCouponToCart, addToCart, getCart, removeFromCart, updateCart } from "./cart";
import { couponCodeKey, issueOrderCoupons } from "./coupon-codes";
import { expireUnpaidOrder, listMemberOrders, markOrderPaid, submitOrder } from "./orders";
import { listMemberCoupons } from "./purchases";
import { reserveCart } from "./reservation";
import { cartLines, orderItems, orders, stockReservations } from "./schema";
import { recordChargeRefund } from "./settlement";

import { balanceOf, fakePayments, makeMember, makeShop, makeStation } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

/** A coupon activity (type 3) with one coupon; `stock` null is unlimited. */
async function makeCoupon(options: { price?: number; stock?: number | null; points?: number; limitPerUser?: number | null } = {}) {
  const [activity] = await db
    .insert(activities)
    .values({ stationId, typeId: 3, name: `Vale ${Math.random().toString(36).slice(2, 7)}`, points: options.points ?? 0, limitPerUser: options.limitPerUser ?? null })
    .returning({ id: activities.id, name: activities.name });
  const [coupon] = await db
    .insert(activityCoupons)
    .values({ stationId, activityId: activity!.id, newPrice: options.price ?? 1500, stock: options.stock === undefined ? 5 : options.stock })
    .returning({ id: activityCoupons.id });
  return { activityId: activity!.id, name: activity!.name, couponId: coupon!.id };
}

/** The coupon's units not sold: its stock less the sold rows not folded in yet (null: unlimited). */
const couponStock = async (couponId: number) => {
  const result = (await db.execute(sql`select c.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.coupon_id = c.id and r.order_id is not null), 0) as stock from activity_coupons c where c.id = ${couponId}`)) as unknown as { rows: { stock: number | null }[] };
  const stock = result.rows[0]!.stock;
  return stock === null ? null : Number(stock);
};

const issuedFor = (orderId: number) =>
  db
    .select({ id: participations.id, key: participations.idempotencyKey, status: participations.status })
    .from(participations)
    .where(and(eq(participations.stationId, stationId), like(participations.idempotencyKey, `order:${orderId}:coupon:%`)));

let keys = 0;
const submit = (userId: number, payments?: ReturnType<typeof fakePayments>, payment?: { type: "pix" } | { type: "credit_card"; cardId: number }) =>
  submitOrder(db, { stationId, userId, idempotencyKey: `coupon-test-${++keys}`, deliveries: [], payment }, payments ? { payments } : {});

describe("a coupon in the cart", () => {
  it("is a cart line named and priced by its coupon, digital (no delivery), with its units as the most it may grow to", async () => {
    const c = await makeCoupon({ price: 1500, stock: 3 });
    const member = await makeMember(db, stationId);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    const cart = await getCart(db, stationId, member);
    expect(cart.actions).toHaveLength(1);
    const [action] = cart.actions;
    expect(action).toMatchObject({ activityId: c.activityId, digitalProduct: true, deliveryLocations: [] });
    expect(action!.lines).toEqual([expect.objectContaining({ productId: null, couponId: c.couponId, name: c.name, value: 1500, quantity: 2, maxQuantity: 3 })]);
    expect(cart.totals.products).toBe(3000);

    await expect(addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 2 })).rejects.toThrow(MSG_OUT_OF_STOCK);
    await updateCart(db, { stationId, userId: member, items: [{ couponId: c.couponId, quantity: 1 }] });
    expect((await getCart(db, stationId, member)).actions[0]!.lines[0]!.quantity).toBe(1);
    await removeFromCart(db, { stationId, userId: member, couponId: c.couponId });
    expect((await getCart(db, stationId, member)).lineCount).toBe(0);
  });

  it("is refused once the member reached the activity's limit, with the server's message", async () => {
    const c = await makeCoupon({ limitPerUser: 1 });
    const member = await makeMember(db, stationId, 10_000);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    await submit(member);
    await expect(addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 })).rejects.toThrow(MSG_LIMIT);
  });

  it("is held by 'Ir para pagamento': another member cannot take the held unit until the hold ends", async () => {
    const c = await makeCoupon({ stock: 1 });
    const [holder, other] = [await makeMember(db, stationId), await makeMember(db, stationId)];
    await addCouponToCart(db, { stationId, userId: holder, couponId: c.couponId, quantity: 1 });
    await addCouponToCart(db, { stationId, userId: other, couponId: c.couponId, quantity: 1 });
    await reserveCart(db, { stationId, userId: holder }, 600);
    const [hold] = await db.select().from(stockReservations).where(and(eq(stockReservations.stationId, stationId), eq(stockReservations.userId, holder)));
    expect(hold).toMatchObject({ productId: null, couponId: c.couponId, quantity: 1 });
    await expect(reserveCart(db, { stationId, userId: other }, 600)).rejects.toThrow(MSG_OUT_OF_STOCK);
    expect((await getCart(db, stationId, other)).actions[0]!.lines[0]!.maxQuantity).toBe(0);

    // Released: the hold's time passes (as its job sees it), and the unit is free again.
    await db.update(stockReservations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(stockReservations.userId, holder));
    await expect(reserveCart(db, { stationId, userId: other }, 600)).resolves.toMatchObject({ reserveTime: 600 });
  });

  it("a unit held in another member's checkout is not sold by the direct 'Pagar' either", async () => {
    const c = await makeCoupon({ stock: 1 });
    const [holder, payer] = [await makeMember(db, stationId), await makeMember(db, stationId, 5000)];
    await addCouponToCart(db, { stationId, userId: holder, couponId: c.couponId, quantity: 1 });
    await reserveCart(db, { stationId, userId: holder }, 600);
    const pay = () => purchaseCoupon(db, { stationId, userId: payer, activityId: c.activityId, couponId: c.couponId, nonce: `n${Math.random()}` });
    await expect(pay()).rejects.toThrow(MSG_OUT_OF_STOCK);
    expect(await balanceOf(db, stationId, payer)).toBe(5000);
    await db.update(stockReservations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(stockReservations.userId, holder));
    await expect(pay()).resolves.toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
  });

  it("paid from the wallet: one ledger debit, the stock taken, the order in 'Meus pedidos' and one code per unit in 'Minhas compras'", async () => {
    const c = await makeCoupon({ price: 1500, stock: 5, points: 200 });
    const member = await makeMember(db, stationId, 5000);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 2 });
    await reserveCart(db, { stationId, userId: member }, 600);
    const { order } = await submit(member);
    expect(order).toMatchObject({ status: "paid", paymentMethod: "wallet", totalValue: 3000, walletValue: 3000, cashbackValue: 200 });
    expect(await balanceOf(db, stationId, member)).toBe(5000 - 3000 + 200);
    expect(await couponStock(c.couponId)).toBe(3);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: null, couponId: c.couponId, quantity: 2, value: 1500 });
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, member))).toEqual([]);
    // The hold became the order's sale: nothing of it is held any more.
    const rows = await db.select({ orderId: stockReservations.orderId }).from(stockReservations).where(eq(stockReservations.userId, member));
    expect(rows).toEqual([{ orderId: order.id }]);

    expect((await listMemberOrders(db, stationId, member)).map((o) => o.id)).toEqual([order.id]);
    const codes = await listMemberCoupons(db, stationId, member);
    expect(codes).toHaveLength(2);
    expect(codes.every((k) => k.activityId === c.activityId && k.price === 1500 && /^[A-Z2-9]{8}$/.test(k.code))).toBe(true);
    expect(new Set(codes.map((k) => k.code)).size).toBe(2);
    expect((await issuedFor(order.id)).map((p) => p.key).sort()).toEqual([couponCodeKey(order.id, c.couponId, 1), couponCodeKey(order.id, c.couponId, 2)]);
  });

  it("issuing an order's codes again (a retried settlement) issues none twice", async () => {
    const c = await makeCoupon({ stock: 5 });
    const member = await makeMember(db, stationId, 5000);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 2 });
    const { order } = await submit(member);
    const again = await db.transaction((tx) => issueOrderCoupons(tx, { stationId, userId: member, id: order.id }));
    expect(again).toBe(0);
    expect(await issuedFor(order.id)).toHaveLength(2);
  });

  it("an unlimited coupon (stock null) sells without a count and keeps its null", async () => {
    const c = await makeCoupon({ stock: null });
    const member = await makeMember(db, stationId, 5000);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 3 });
    const { order } = await submit(member);
    expect(order.status).toBe("paid");
    expect(await couponStock(c.couponId)).toBeNull();
    expect(await listMemberCoupons(db, stationId, member)).toHaveLength(3);
  });

  it("paid by PIX: no code while the order waits; codes once paid, and a settlement delivered again issues none twice", async () => {
    const c = await makeCoupon({ price: 2000, stock: 2 });
    const member = await makeMember(db, stationId, 0);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    const { order } = await submit(member, fakePayments("pix"), { type: "pix" });
    expect(order.status).toBe("pending_payment");
    expect(await couponStock(c.couponId)).toBe(1);
    expect(await listMemberCoupons(db, stationId, member)).toEqual([]);
    expect((await listMemberOrders(db, stationId, member)).map((o) => o.id)).toEqual([order.id]);

    await expect(markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "pix-paid-1" })).resolves.toMatchObject({ status: "paid", outcome: "applied" });
    await expect(markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "pix-paid-1" })).resolves.toMatchObject({ outcome: "duplicate" });
    await expect(markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "pix-paid-2" })).resolves.toMatchObject({ outcome: "ignored" });
    expect(await issuedFor(order.id)).toHaveLength(1);
    expect(await listMemberCoupons(db, stationId, member)).toHaveLength(1);

    // Refunded in full: the code is cancelled and leaves "Minhas compras".
    await recordChargeRefund(db, stationId, order.id, 2000);
    expect((await issuedFor(order.id)).map((p) => p.status)).toEqual(["cancelled"]);
    expect(await listMemberCoupons(db, stationId, member)).toEqual([]);
  });

  it("paid by a card the gateway approves at once: codes issued in the charge's settlement", async () => {
    const c = await makeCoupon({ price: 2000, stock: 2 });
    const member = await makeMember(db, stationId, 500);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    const { order } = await submit(member, fakePayments("paid"), { type: "pix" });
    expect(order).toMatchObject({ status: "paid", walletValue: 500, gatewayValue: 1500 });
    expect(await listMemberCoupons(db, stationId, member)).toHaveLength(1);
  });

  it("a declined payment issues no code, returns the unit and the wallet part, and puts the coupon back in the cart", async () => {
    const c = await makeCoupon({ price: 2000, stock: 1 });
    const member = await makeMember(db, stationId, 500);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    await reserveCart(db, { stationId, userId: member }, 600);
    const { order } = await submit(member, fakePayments("failed"), { type: "pix" });
    expect(order.status).toBe("failed");
    expect(await issuedFor(order.id)).toEqual([]);
    expect(await couponStock(c.couponId)).toBe(1);
    expect(await balanceOf(db, stationId, member)).toBe(500);
    const cart = await getCart(db, stationId, member);
    expect(cart.actions[0]!.lines[0]).toMatchObject({ couponId: c.couponId, quantity: 1 });
    const [hold] = await db.select().from(stockReservations).where(eq(stockReservations.userId, member));
    expect(hold).toMatchObject({ couponId: c.couponId, quantity: 1 });
  });

  it("an unpaid PIX that expires issues no code and gives the unit back", async () => {
    const c = await makeCoupon({ price: 2000, stock: 1 });
    const member = await makeMember(db, stationId, 0);
    await addCouponToCart(db, { stationId, userId: member, couponId: c.couponId, quantity: 1 });
    const { order } = await submit(member, fakePayments("pix"), { type: "pix" });
    await db.update(orders).set({ paymentDeadline: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    await expect(expireUnpaidOrder(db, { stationId, orderId: order.id })).resolves.toMatchObject({ status: "expired" });
    expect(await couponStock(c.couponId)).toBe(1);
    // A "paid" arriving after expiry is late: still no code.
    await markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "late-pix" });
    expect(await issuedFor(order.id)).toEqual([]);
  });

  it("two buyers of the last unit at once: one order is paid with its code, the other is refused as out of stock", async () => {
    const c = await makeCoupon({ price: 1000, stock: 1 });
    const buyers = [await makeMember(db, stationId, 1000), await makeMember(db, stationId, 1000)];
    for (const userId of buyers) await addCouponToCart(db, { stationId, userId, couponId: c.couponId, quantity: 1 });
    const results = await Promise.allSettled(buyers.map((userId) => submit(userId)));
    const paid = results.filter((r) => r.status === "fulfilled" && r.value.order.status === "paid");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : []));
    expect(paid).toHaveLength(1);
    expect(refused).toEqual([MSG_OUT_OF_STOCK]);
    expect(await couponStock(c.couponId)).toBe(0);
    const codes = await Promise.all(buyers.map((userId) => listMemberCoupons(db, stationId, userId)));
    expect(codes.map((k) => k.length).sort()).toEqual([0, 1]);
    const balances = await Promise.all(buyers.map((userId) => balanceOf(db, stationId, userId)));
    expect(balances.sort()).toEqual([0, 1000]);
  });

  it("shares an activity's order with its products: one action, a product item and a coupon item", async () => {
    const shop = await makeShop(db, stationId, { digitalProduct: true, products: [{ value: 1000, stock: 5 }] });
    const [coupon] = await db.insert(activityCoupons).values({ stationId, activityId: shop.activityId, newPrice: 700, stock: 5 }).returning({ id: activityCoupons.id });
    const member = await makeMember(db, stationId, 5000);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    await addCouponToCart(db, { stationId, userId: member, couponId: coupon!.id, quantity: 1 });
    expect((await getCart(db, stationId, member)).actions).toHaveLength(1);
    const { order } = await submit(member);
    expect(order).toMatchObject({ status: "paid", totalValue: 1700 });
    const items = await db.select({ productId: orderItems.productId, couponId: orderItems.couponId }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual(expect.arrayContaining([{ productId: shop.products[0]!.id, couponId: null }, { productId: null, couponId: coupon!.id }]));
    expect(await listMemberCoupons(db, stationId, member)).toHaveLength(1);
  });

  it("the database refuses a line or a hold naming both a product and a coupon, or neither", async () => {
    const c = await makeCoupon();
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    await expect(db.insert(cartLines).values({ stationId, userId: member, productId: shop.products[0]!.id, couponId: c.couponId, quantity: 1 })).rejects.toThrow();
    await expect(db.insert(cartLines).values({ stationId, userId: member, quantity: 1 })).rejects.toThrow();
    await expect(
      db.insert(stockReservations).values({ stationId, userId: member, productId: shop.products[0]!.id, couponId: c.couponId, quantity: 1, expiresAt: new Date() }),
    ).rejects.toThrow();
  });
});
