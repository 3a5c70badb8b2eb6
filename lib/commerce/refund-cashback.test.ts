// A refund or a chargeback takes back the cashback its order earned, in the refunded share, once
// per refund, in the refund's transaction; a member who already spent it goes below zero and
// cannot spend until the balance is positive again. Real SQL on the test database (PGlite, or
// PostgreSQL with DATABASE_URL, where the concurrent deliveries are a real race).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, simulatePixPaid } from "@/lib/adapters/payments";
import { chargeFromPagarme } from "@/lib/adapters/payments/pagarme";
import { donate } from "@/lib/activities/commands";
import { activities } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { listStatement } from "@/lib/wallet/statement";
import { pointsLedger } from "@/lib/wallet/schema";
import { addToCart } from "./cart";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { getMemberOrder, submitOrder } from "./orders";
import { orders } from "./schema";
import { settleFromCharge } from "./settlement";
import { balanceOf, credit, makeMember, makeShop, makeStation } from "./test-fixtures";
import { handlePaymentWebhook } from "./webhook";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

/** A member's PIX order of `value` cents earning `cashback`, paid through the signed webhook. */
async function paidPixOrder(cashback: number, value = 10_000, balance = 0) {
  const shop = await makeShop(db, stationId, { points: cashback, products: [{ value, stock: 5 }] });
  const member = await makeMember(db, stationId, balance);
  await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
  const { order } = await submitOrder(
    db,
    { stationId, userId: member, idempotencyKey: `refund-${shop.activityId}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
    { payments: gatewayPaymentPort(db) },
  );
  const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, order.id));
  const chargeId = row!.chargeId!;
  const { body, headers } = await simulatePixPaid(chargeId);
  expect(await handlePaymentWebhook(db, stationId, body, headers)).toMatchObject({ status: 200, body: { outcome: "applied" } });
  return { member, orderId: order.id, code: order.code, chargeId, shop };
}

const reversals = (orderId: number) =>
  db
    .select({ amount: pointsLedger.amount, kind: pointsLedger.kind, description: pointsLedger.description })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.reference, `order:${orderId}`), eq(pointsLedger.kind, "cashback_reversal")))
    .orderBy(pointsLedger.id);

/** The gateway gives back `cents` more of the charge; its refund event reaches the app `times` times. */
async function refundAtGateway(chargeId: string, orderId: number, cents: number | undefined, times = 1) {
  const charge = await payments().refund(chargeId, cents);
  const eventId = `evt_${chargeId}_refund_${charge.refundedCents}`;
  const results = [];
  for (let i = 0; i < times; i++) results.push(await settleFromCharge(db, stationId, orderId, charge, eventId));
  return results;
}

describe("a refund takes back the order's cashback", () => {
  it("30 % then 20 % reverse 30 % and 20 % of the cashback, once each however often the event arrives", async () => {
    const { member, orderId, code, chargeId } = await paidPixOrder(1000);
    expect(await balanceOf(db, stationId, member)).toBe(1000);

    await refundAtGateway(chargeId, orderId, 3000, 3);
    expect(await reversals(orderId), "the 30 % refund reverses 30 % of the cashback, once").toEqual([
      { amount: -300, kind: "cashback_reversal", description: `Estorno do cashback do pedido ${code}` },
    ]);
    expect(await balanceOf(db, stationId, member)).toBe(700);

    await refundAtGateway(chargeId, orderId, 2000, 2);
    expect((await reversals(orderId)).map((r) => r.amount), "the next 20 % reverses 20 % more").toEqual([-300, -200]);

    await refundAtGateway(chargeId, orderId, undefined);
    expect((await reversals(orderId)).map((r) => r.amount), "the rest reverses the rest, never more than was earned").toEqual([-300, -200, -500]);
    expect(await balanceOf(db, stationId, member)).toBe(0);
    expect(await getMemberOrder(db, stationId, member, orderId)).toMatchObject({ status: "refunded", refundedBasisPoints: 10_000 });
  });

  it("rounds each share of an odd cashback against the member, the shares adding up to the cashback", async () => {
    const { member, orderId, chargeId } = await paidPixOrder(999);
    await refundAtGateway(chargeId, orderId, 3000); // 30 % of 999 = 299,7
    await refundAtGateway(chargeId, orderId, 3333); // 63,33 % in all = 632,67
    await refundAtGateway(chargeId, orderId, undefined);
    expect((await reversals(orderId)).map((r) => r.amount)).toEqual([-300, -333, -366]);
    expect(await balanceOf(db, stationId, member)).toBe(0);
  });

  it("a member who spent the cashback goes below zero, sees the reversal, and spends again only once positive", async () => {
    const { member, orderId, code, chargeId, shop } = await paidPixOrder(1000);
    const [donation] = await db.insert(activities).values({ stationId, typeId: 17, name: "Doação" }).returning({ id: activities.id });
    const give = (amount: string, nonce: string) => donate(db, { stationId, userId: member, activityId: donation!.id, nonce, amount });
    await give("10,00", "spend-all");
    expect(await balanceOf(db, stationId, member)).toBe(0);

    await refundAtGateway(chargeId, orderId, undefined);
    expect(await balanceOf(db, stationId, member), "the whole cashback is taken back from a spent wallet").toBe(-1000);
    const used = await listStatement(db, { stationId, userId: member }, { side: "used" });
    expect(used.rows.map((r) => [r.actionName, r.points])).toContainEqual([`Estorno do cashback do pedido ${code}`, 1000]);

    await expect(give("1,00", "while-negative")).rejects.toMatchObject({ message: "Saldo insuficiente" });
    // At the checkout, a negative balance pays nothing: the whole total goes to the card or PIX.
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const again = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: "after-reversal", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: gatewayPaymentPort(db) },
    );
    expect(again.order).toMatchObject({ walletValue: 0, gatewayValue: 10_000 });
    expect(await balanceOf(db, stationId, member)).toBe(-1000);

    await credit(db, stationId, member, 1100);
    await give("1,00", "positive-again");
    expect(await balanceOf(db, stationId, member)).toBe(0);
  });

  it("a chargeback takes back the whole cashback, once", async () => {
    const { member, orderId, chargeId } = await paidPixOrder(800, 5000);
    const chargeback = chargeFromPagarme({ id: chargeId, status: "chargedback", amount: 5000, paid_amount: 5000, payment_method: "pix" }, `or_${orderId}`);
    expect(await settleFromCharge(db, stationId, orderId, chargeback, "hook_chargeback")).toMatchObject({ status: "refunded", outcome: "applied" });
    expect(await settleFromCharge(db, stationId, orderId, chargeback, "hook_chargeback")).toMatchObject({ outcome: "duplicate" });
    expect((await reversals(orderId)).map((r) => r.amount)).toEqual([-800]);
    expect(await balanceOf(db, stationId, member)).toBe(0);
  });

  it("concurrent refund events (the same one five times, and a larger one) reverse exactly the final share", async () => {
    const { member, orderId, chargeId } = await paidPixOrder(1000);
    const first = await payments().refund(chargeId, 3000);
    const second = await payments().refund(chargeId, 2000);
    const settle = (charge: typeof first) => settleFromCharge(db, stationId, orderId, charge, `evt_${chargeId}_refund_${charge.refundedCents}`);
    await Promise.all([...Array.from({ length: 5 }, () => settle(first)), settle(second), settle(second)]);
    const amounts = (await reversals(orderId)).map((r) => r.amount);
    expect(amounts.reduce((s, a) => s + a, 0), "50 % of the cashback, whatever the order of arrival").toBe(-500);
    expect(await balanceOf(db, stationId, member)).toBe(500);
  });
});
