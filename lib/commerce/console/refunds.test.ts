// The owner's refunds: money back the way it came (gateway and wallet in proportion), the cashback
// taken back in the same share, units back to stock where ticked, the status the member reads, once
// per form key, and never more than was paid, even with ten refunds at once (a real race between
// connections with DATABASE_URL on PostgreSQL).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, PaymentError, type PaymentGateway } from "@/lib/adapters/payments";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { listStatement } from "@/lib/wallet/statement";
import { ORDER_STATUS_LABELS } from "../messages";
import { getMemberOrder } from "../orders";
import { balanceOf, makeStation, stockOf } from "../test-fixtures";
import { refundOrder } from "./refunds";
import { makePaidOrder, type PaidOrderOptions } from "./test-orders";
import { ORDERS_CONSOLE_TEXTS, refundTooLarge } from "./texts";

let db: Db;
let stationId: number;
let nextKey = 0;
const key = () => `refund-test-${++nextKey}`;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const paidOrder = (opts: PaidOrderOptions = {}) => makePaidOrder(db, stationId, opts);

const entriesOf = (orderId: number, kind: string) =>
  db
    .select({ amount: pointsLedger.amount, description: pointsLedger.description })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.reference, `order:${orderId}`), eq(pointsLedger.kind, kind)))
    .orderBy(pointsLedger.id);

const refund = (orderId: number, rest: { amount?: number; lines?: { itemId: number; quantity: number; restock: boolean }[]; idempotencyKey?: string }, gateway?: PaymentGateway) =>
  refundOrder(db, { stationId, orderId, actorId: null, idempotencyKey: rest.idempotencyKey ?? key(), amount: rest.amount, lines: rest.lines ?? [] }, gateway);

describe("console refunds", () => {
  it("a 30 % refund goes back by PIX and wallet in proportion, takes 30 % of the cashback, and the member reads it", async () => {
    const { member, order, chargeId } = await paidOrder({ cashback: 1000, balance: 4000 });
    expect(order).toMatchObject({ totalValue: 10_000, walletValue: 4000, gatewayValue: 6000, status: "paid" });
    const before = await balanceOf(db, stationId, member);

    expect(await refund(order.id, { amount: 3000 })).toMatchObject({ amount: 3000, status: "partially_refunded", refundedBasisPoints: 3000, changed: true });
    expect(await payments().getCharge(chargeId), "60 % of the refund by PIX").toMatchObject({ refundedCents: 1800 });
    expect(await entriesOf(order.id, "refund"), "40 % back to the wallet").toEqual([{ amount: 1200, description: `Estorno do pedido ${order.code}` }]);
    expect((await entriesOf(order.id, "cashback_reversal")).map((e) => e.amount), "30 % of the cashback taken back").toEqual([-300]);
    expect(await balanceOf(db, stationId, member)).toBe(before + 1200 - 300);

    const seen = await getMemberOrder(db, stationId, member, order.id);
    expect(ORDER_STATUS_LABELS[seen!.status]).toBe("Parcialmente estornada");
    const earned = await listStatement(db, { stationId, userId: member }, { side: "earned" });
    expect(earned.rows.map((r) => r.actionName)).toContain(`Estorno do pedido ${order.code}`);
  });

  it("the rest refunds the rest: the order is refunded, the whole cashback and every cent went back", async () => {
    const { member, order, chargeId } = await paidOrder({ cashback: 999, balance: 3333 });
    await refund(order.id, { amount: 3001 });
    const last = await refund(order.id, { amount: 6999 });
    expect(last).toMatchObject({ status: "refunded", refundedBasisPoints: 10_000 });
    expect(await payments().getCharge(chargeId)).toMatchObject({ status: "refunded", refundedCents: order.gatewayValue });
    expect((await entriesOf(order.id, "refund")).reduce((s, e) => s + e.amount, 0)).toBe(order.walletValue);
    expect((await entriesOf(order.id, "cashback_reversal")).reduce((s, e) => s + e.amount, 0)).toBe(-999);
    expect(ORDER_STATUS_LABELS[(await getMemberOrder(db, stationId, member, order.id))!.status]).toBe("Estornado");
    await expect(refund(order.id, { amount: 1 })).rejects.toMatchObject({ message: ORDERS_CONSOLE_TEXTS.notRefundable });
  });

  it("by item: the amount is the items' price, and only the ticked units go back to stock", async () => {
    const { order, shop, items } = await paidOrder({ quantities: [2, 1] });
    const [mug, shirt] = [shop.products[0]!.id, shop.products[1]!.id];
    const stock = { mug: await stockOf(db, mug), shirt: await stockOf(db, shirt) };
    const itemOf = (productId: number) => items.find((i) => i.productId === productId)!.id;
    const done = await refund(order.id, { lines: [{ itemId: itemOf(mug), quantity: 1, restock: true }, { itemId: itemOf(shirt), quantity: 1, restock: false }] });
    expect(done).toMatchObject({ amount: 3000 + 7000, status: "partially_refunded" });
    expect(await stockOf(db, mug), "the ticked unit is back").toBe(stock.mug + 1);
    expect(await stockOf(db, shirt), "the unticked one is not").toBe(stock.shirt);
    await expect(refund(order.id, { lines: [{ itemId: itemOf(shirt), quantity: 1, restock: true }] }), "an item is refunded once").rejects.toMatchObject({
      message: ORDERS_CONSOLE_TEXTS.itemTooMany,
    });
  });

  it("a retried form (same key) refunds once", async () => {
    const { order, chargeId } = await paidOrder({ balance: 5000 });
    const idempotencyKey = key();
    const first = await refund(order.id, { amount: 2000, idempotencyKey });
    const again = await refund(order.id, { amount: 2000, idempotencyKey });
    expect(again).toMatchObject({ refundId: first.refundId, changed: false, refundedBasisPoints: 2000 });
    expect(await payments().getCharge(chargeId)).toMatchObject({ refundedCents: 1000 });
    expect(await entriesOf(order.id, "refund")).toHaveLength(1);
    await expect(refund(order.id, { amount: 2500, idempotencyKey }), "the key with other data is refused").rejects.toMatchObject({ message: ORDERS_CONSOLE_TEXTS.keyReused });
  });

  it("never gives back more than is left", async () => {
    const { order } = await paidOrder();
    await refund(order.id, { amount: 7000 });
    await expect(refund(order.id, { amount: 4000 })).rejects.toMatchObject({ message: refundTooLarge(3000), status: 409 });
  });

  it("ten refunds at once give back exactly the total, never more", async () => {
    const { member, order, chargeId } = await paidOrder({ cashback: 1000, balance: 2500 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => refund(order.id, { amount: 2000 })));
    expect(results.filter((r) => r.status === "fulfilled"), "five of 20 % each").toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(Array(5).fill(expect.stringMatching(/estorno|estornado/)));
    expect(await getMemberOrder(db, stationId, member, order.id)).toMatchObject({ status: "refunded", refundedBasisPoints: 10_000 });
    expect(await payments().getCharge(chargeId)).toMatchObject({ refundedCents: order.gatewayValue });
    expect((await entriesOf(order.id, "refund")).reduce((s, e) => s + e.amount, 0)).toBe(order.walletValue);
    expect((await entriesOf(order.id, "cashback_reversal")).reduce((s, e) => s + e.amount, 0)).toBe(-1000);
  });

  it("a gateway that refuses refunds nothing, and the amount can be asked again", async () => {
    const { member, order } = await paidOrder({ balance: 5000 });
    const refusing = { ...payments(), refund: async () => Promise.reject(new PaymentError("conflict", "recusado")) } as PaymentGateway;
    await expect(refund(order.id, { amount: 10_000 }, refusing)).rejects.toMatchObject({ message: ORDERS_CONSOLE_TEXTS.gatewayRefused });
    expect(await entriesOf(order.id, "refund")).toEqual([]);
    expect(await getMemberOrder(db, stationId, member, order.id)).toMatchObject({ status: "paid", refundedBasisPoints: 0 });
    expect(await refund(order.id, { amount: 10_000 })).toMatchObject({ status: "refunded" });
  });

  it("a member who already spent the cashback goes below zero by the reversed part", async () => {
    const { member, order } = await paidOrder({ cashback: 1000 });
    expect(await balanceOf(db, stationId, member)).toBe(1000);
    await db.insert(pointsLedger).values({ stationId, userId: member, amount: -1000, kind: "purchase", idempotencyKey: `spend-${key()}` });
    await refund(order.id, { amount: 5000 });
    expect(await balanceOf(db, stationId, member), "half the cashback taken back from an empty wallet").toBe(-500);
  });
});
