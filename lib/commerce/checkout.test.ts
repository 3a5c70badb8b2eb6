import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { GENERIC_ERROR } from "@/lib/actions/result";
import { participations } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { addToCart, getCart } from "./cart";
import { MSG_CART_EMPTY, MSG_PAYMENT_REQUIRED } from "./messages";
import { expireUnpaidOrder, getMemberOrder, listMemberOrders, markOrderFailed, markOrderPaid, submitOrder } from "./orders";
import { releaseExpiredReservations, reserveCart } from "./reservation";
import { orders, stockReservations } from "./schema";
import { listProducts } from "@/lib/activities/console/parts/queries";
import { availableUnits } from "@/lib/activities/units";
import { balanceOf, fakePayments, makeMember, makeShop, makeStation, stockOf, type Shop } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const pickup = (shop: Shop) => [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
const ledgerRows = (userId: number, key: string) =>
  db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId), sql`${pointsLedger.idempotencyKey} like ${key}`));
const expireHolds = (userId: number) =>
  db.update(stockReservations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(stockReservations.userId, userId));

describe("reservation", () => {
  it("holds the cart's units for the station's reserveTime (10 minutes by default) and answers it", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, stock: 5 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    const before = Date.now();
    const { reserveTime, expiresAt } = await reserveCart(db, { stationId, userId: member });
    expect(reserveTime).toBe(600);
    expect(expiresAt.getTime()).toBeGreaterThan(before + 595_000);
    expect(expiresAt.getTime()).toBeLessThan(Date.now() + 605_000);
    expect((await availableUnits(db, stationId, [id], other)).get(id)).toBe(3);
    expect((await availableUnits(db, stationId, [id], member)).get(id)).toBe(5);
  });

  it("uses the station's own reserveTime", async () => {
    const station = await makeStation(db, { reserveTimeSeconds: 120 });
    const shop = await makeShop(db, station);
    const member = await makeMember(db, station);
    await addToCart(db, { stationId: station, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    expect((await reserveCart(db, { stationId: station, userId: member })).reserveTime).toBe(120);
  });

  it("re-entering checkout replaces the member's hold instead of adding to it", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, stock: 5 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    await reserveCart(db, { stationId, userId: member });
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    await reserveCart(db, { stationId, userId: member });
    expect((await availableUnits(db, stationId, [id], other)).get(id)).toBe(2);
  });

  it("refuses to reserve an empty cart or more than is left", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, stock: 2 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    await expect(reserveCart(db, { stationId, userId: member })).rejects.toThrow(MSG_CART_EMPTY);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    await addToCart(db, { stationId, userId: other, products: [{ id, quantity: 1 }] });
    await reserveCart(db, { stationId, userId: member });
    await expect(reserveCart(db, { stationId, userId: other })).rejects.toThrow("O estoque desse(s) produto(s) está esgotado no momento.");
  });

  it("an expired hold is free at once, before its job runs; the job then deletes only expired holds", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, stock: 4 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 4 }] });
    await reserveCart(db, { stationId, userId: member });
    expect((await availableUnits(db, stationId, [id], other)).get(id)).toBe(0);
    await expireHolds(member);
    // The browser is gone and no job has run: the units are already free for everyone else.
    expect((await availableUnits(db, stationId, [id], other)).get(id)).toBe(4);
    await addToCart(db, { stationId, userId: other, products: [{ id, quantity: 4 }] });
    await reserveCart(db, { stationId, userId: other });

    // Taking the units under the product's lock released the expired hold; the job then finds
    // nothing of it, and leaves a live one (here the other member's) alone.
    expect(await releaseExpiredReservations(db, { stationId, userId: member })).toBe(0);
    expect(await releaseExpiredReservations(db, { stationId, userId: other })).toBe(0);
    const rows = await db.select({ userId: stockReservations.userId }).from(stockReservations).where(eq(stockReservations.productId, id));
    expect(rows).toEqual([{ userId: other }]);
  });

  it("schedules the expiry on the job queue for when the hold ends", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { expiresAt } = await reserveCart(db, { stationId, userId: member });
    const jobs = (await db.execute(
      sql`select data, start_after from pgboss.job where name = 'commerce-reservation-expiry' and (data->>'userId')::int = ${member}`,
    )) as unknown as { rows: { data: { stationId: number; userId: number }; start_after: string | Date }[] };
    expect(jobs.rows).toHaveLength(1);
    expect(jobs.rows[0]!.data).toEqual({ stationId, userId: member });
    const startAfter = new Date(jobs.rows[0]!.start_after).getTime();
    expect(startAfter).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(startAfter).toBeLessThanOrEqual(expiresAt.getTime() + 2000);
  });
});

describe("submitting an order", () => {
  it("paid by the wallet: one debit, stock sold, hold and cart consumed, cashback credited once", async () => {
    const shop = await makeShop(db, stationId, { points: 500, additionalCashback: 250, products: [{ value: 5000, discountValue: 1000, limit: 3, stock: 10 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId, 20_000);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    await reserveCart(db, { stationId, userId: member });
    const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.deliveryRegion.id, address: "Rua Augusta", number: "100", zipcode: "01305000" }];
    const first = await submitOrder(db, { stationId, userId: member, idempotencyKey: "wallet-order-1", deliveries });
    expect(first.replayed).toBe(false);
    expect(first.order).toMatchObject({ status: "paid", paymentMethod: "wallet", totalValue: 2 * 4000 + 800, walletValue: 8800, gatewayValue: 0, cashbackValue: 750 });
    expect(await balanceOf(db, stationId, member)).toBe(20_000 - 8800 + 750);
    expect(await stockOf(db, id)).toBe(8);
    // The owner's console counts the sale at once, before the hold's job folds it into the stock.
    expect((await listProducts(db, stationId, shop.activityId)).find((p) => p.id === id)?.stock).toBe(8);
    // The hold became the order's sale: nothing of it is held any more.
    const rows = await db.select({ orderId: stockReservations.orderId }).from(stockReservations).where(eq(stockReservations.userId, member));
    expect(rows).toEqual([{ orderId: first.order.id }]);
    expect((await getCart(db, stationId, member)).actions).toEqual([]);

    // A double click: the same order, no second debit or cashback.
    const again = await submitOrder(db, { stationId, userId: member, idempotencyKey: "wallet-order-1", deliveries });
    expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
    expect(await balanceOf(db, stationId, member)).toBe(20_000 - 8800 + 750);

    const detail = await getMemberOrder(db, stationId, member, first.order.id);
    expect(detail?.actions).toMatchObject([
      { activityId: shop.activityId, deliveryLocationName: "Centro", delivers: true, address: "Rua Augusta", number: "100", zipcode: "01305000", items: [{ productId: id, value: 5000, discountValue: 1000, quantity: 2 }] },
    ]);
    expect((await listMemberOrders(db, stationId, member)).map((o) => o.id)).toEqual([first.order.id]);
    const other = await makeMember(db, stationId);
    expect(await getMemberOrder(db, stationId, other, first.order.id)).toBeNull();
  });

  it("asks for a delivery choice, and for the address only when the location delivers", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId, 100_000);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    await expect(submitOrder(db, { stationId, userId: member, idempotencyKey: "no-delivery-1", deliveries: [] })).rejects.toMatchObject({
      fieldErrors: { [`deliveries.${shop.activityId}.deliveryLocationId`]: "Esse campo é obrigatório" },
    });
    await expect(
      submitOrder(db, { stationId, userId: member, idempotencyKey: "no-address-1", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.deliveryRegion.id }] }),
    ).rejects.toMatchObject({ fieldErrors: { "deliveries.0.address": "Esse campo é obrigatório", "deliveries.0.number": "Esse campo é obrigatório", "deliveries.0.zipcode": "Esse campo é obrigatório" } });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "pickup-1", deliveries: pickup(shop) });
    expect(order.status).toBe("paid");
    const detail = await getMemberOrder(db, stationId, member, order.id);
    expect(detail?.actions[0]).toMatchObject({ delivers: false, address: "Av. Paulista", number: "1578", zipcode: "01310200" });
  });

  it("digital products need no delivery and pay no shipping", async () => {
    const shop = await makeShop(db, stationId, { digitalProduct: true, products: [{ value: 2500, stock: 5 }] });
    const member = await makeMember(db, stationId, 10_000);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 2 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "digital-1", deliveries: [] });
    expect(order).toMatchObject({ status: "paid", totalValue: 5000 });
  });

  it("a balance short of the total needs a payment form, and without one nothing changes", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 5000, stock: 5 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId, 1000);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    await expect(submitOrder(db, { stationId, userId: member, idempotencyKey: "short-1", deliveries: pickup(shop) })).rejects.toThrow(MSG_PAYMENT_REQUIRED);
    expect(await balanceOf(db, stationId, member)).toBe(1000);
    expect(await stockOf(db, id)).toBe(5);
    expect(await listMemberOrders(db, stationId, member)).toEqual([]);
  });

  it("pays the rest by PIX: wallet part debited now, order awaiting payment; webhooks many times credit cashback once", async () => {
    const shop = await makeShop(db, stationId, { points: 400, products: [{ value: 5000, stock: 5 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId, 1500);
    const payments = fakePayments("pix");
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "pix-1", deliveries: pickup(shop), payment: { type: "pix" } }, { payments });
    expect(order).toMatchObject({ status: "pending_payment", paymentMethod: "pix", totalValue: 5000, walletValue: 1500, gatewayValue: 3500 });
    expect(order.pix?.code).toBe(`00020126PIX${order.id}`);
    expect(payments.calls).toHaveLength(1);
    expect(payments.calls[0]).toMatchObject({ amount: 3500, idempotencyKey: `order:${order.id}:charge`, payment: { type: "pix" } });
    expect(await balanceOf(db, stationId, member)).toBe(0);
    expect(await stockOf(db, id)).toBe(4);

    const results = [];
    for (let i = 0; i < 5; i++) results.push(await markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "evt_paid_1" }));
    results.push(await markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "evt_paid_2" }));
    expect(results.map((r) => r.outcome)).toEqual(["applied", "duplicate", "duplicate", "duplicate", "duplicate", "ignored"]);
    expect(await ledgerRows(member, `order:${order.id}:cashback`)).toHaveLength(1);
    expect(await balanceOf(db, stationId, member)).toBe(400);
    // A failure arriving after the payment changes nothing.
    expect(await markOrderFailed(db, { stationId, orderId: order.id, gatewayEventId: "evt_failed_late" })).toEqual({ status: "paid", outcome: "ignored" });
    expect(await stockOf(db, id)).toBe(4);
    // Another station cannot settle this order.
    const elsewhere = await makeStation(db);
    await expect(markOrderPaid(db, { stationId: elsewhere, orderId: order.id, gatewayEventId: "evt_x" })).rejects.toThrow("Pedido não encontrado");
  });

  it("a declined card returns stock and wallet part, cancels the participation and gives the hold back", async () => {
    const shop = await makeShop(db, stationId, { limitPerUser: 1, products: [{ value: 5000, stock: 3 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId, 2000);
    const other = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    await reserveCart(db, { stationId, userId: member });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "card-declined-1", deliveries: pickup(shop), payment: { type: "credit_card", cardId: 1 } },
      { payments: fakePayments("failed") },
    );
    expect(order).toMatchObject({ status: "failed", failureReason: "Cartão recusado pelo emissor" });
    expect(await balanceOf(db, stationId, member)).toBe(2000);
    expect(await stockOf(db, id)).toBe(3);
    const [p] = await db.select({ status: participations.status }).from(participations).where(and(eq(participations.userId, member), eq(participations.activityId, shop.activityId)));
    expect(p?.status).toBe("cancelled");
    // Still the member's until the reservation's original end: another member sees 1 unit.
    expect((await availableUnits(db, stationId, [id], other)).get(id)).toBe(1);

    // "Sim" → step 2: the cart is as it was; PIX with a new key works (the failure did not spend the limit of 1).
    expect((await getCart(db, stationId, member)).actions[0]?.lines.map((l) => [l.productId, l.quantity])).toEqual([[id, 2]]);
    const retry = await submitOrder(db, { stationId, userId: member, idempotencyKey: "card-declined-2", deliveries: pickup(shop), payment: { type: "pix" } }, { payments: fakePayments("pix") });
    expect(retry.order.status).toBe("pending_payment");
    expect(await stockOf(db, id)).toBe(1);
  });

  it("an approved card makes the order paid at once", async () => {
    const shop = await makeShop(db, stationId, { points: 100, products: [{ value: 3000, stock: 3 }] });
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "card-ok-1", deliveries: pickup(shop), payment: { type: "credit_card", cardId: 1 } },
      { payments: fakePayments("paid") },
    );
    expect(order).toMatchObject({ status: "paid", walletValue: 0, gatewayValue: 3000 });
    expect(await balanceOf(db, stationId, member)).toBe(100);
  });

  it("a gateway that cannot be reached fails the order with the generic error and returns everything", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 3000, stock: 3 }] });
    const member = await makeMember(db, stationId, 1000);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "throw-1", deliveries: pickup(shop), payment: { type: "pix" } }, { payments: fakePayments("throw") });
    expect(order).toMatchObject({ status: "failed", failureReason: GENERIC_ERROR });
    expect(await balanceOf(db, stationId, member)).toBe(1000);
    expect(await stockOf(db, shop.products[0]!.id)).toBe(3);
  });

  it("PIX expiry: the job expires an unpaid order only after its deadline; a later payment is recorded as late", async () => {
    const shop = await makeShop(db, stationId, { points: 300, products: [{ value: 4000, stock: 2 }] });
    const id = shop.products[0]!.id;
    const member = await makeMember(db, stationId, 1000);
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "pix-exp-1", deliveries: pickup(shop), payment: { type: "pix" } }, { payments: fakePayments("pix") });
    const [row] = await db.select({ deadline: orders.paymentDeadline, pixExpiresAt: orders.pixExpiresAt }).from(orders).where(eq(orders.id, order.id));
    expect(row!.deadline!.getTime() - row!.pixExpiresAt!.getTime()).toBe(60_000);
    const jobs = (await db.execute(sql`select start_after from pgboss.job where name = 'commerce-order-payment-expiry' and (data->>'orderId')::int = ${order.id} order by start_after desc`)) as unknown as {
      rows: { start_after: string | Date }[];
    };
    expect(new Date(jobs.rows[0]!.start_after).getTime()).toBe(row!.deadline!.getTime());

    // The safety job at the first deadline runs early: nothing happens.
    expect(await expireUnpaidOrder(db, { stationId, orderId: order.id })).toEqual({ status: "pending_payment", outcome: "ignored" });
    await db.update(orders).set({ paymentDeadline: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    expect(await expireUnpaidOrder(db, { stationId, orderId: order.id })).toEqual({ status: "expired", outcome: "applied" });
    expect(await expireUnpaidOrder(db, { stationId, orderId: order.id })).toEqual({ status: "expired", outcome: "ignored" });
    expect(await balanceOf(db, stationId, member)).toBe(1000);
    expect(await stockOf(db, id)).toBe(2);

    expect(await markOrderPaid(db, { stationId, orderId: order.id, gatewayEventId: "evt_late" })).toEqual({ status: "expired", outcome: "late" });
    expect(await balanceOf(db, stationId, member)).toBe(1000); // no cashback for an order that is not paid
    expect(await stockOf(db, id)).toBe(2);
  });
});
