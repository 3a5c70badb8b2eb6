// The demo's payment data for membro@demo.test: two saved test cards, an order paid with wallet
// and card (cashback credited once), an order 30 % refunded through the simulator; seeding again
// adds nothing.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { payments } from "@/lib/adapters/payments";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey } from "@/lib/stations/queries";
import { pointsLedger } from "@/lib/wallet/schema";
import { listMemberCards } from "@/lib/wallet/cards";
import { getMemberOrder, listMemberOrders } from "./orders";
import { memberCards, orders } from "./schema";
import { DEMO_PAYMENTS, seedDemoPayments } from "./seed";

let db: Db;
let stationId: number;
let member: number;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  stationId = (await findStationByKey(db, "demo"))!.id;
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, stationId), eq(users.email, "membro@demo.test")));
  member = row!.id;
});

describe("seedDemoPayments", () => {
  it("gives membro two saved cards, a paid wallet+card order and a 30 % refunded order, once", async () => {
    await seedDemoPayments(db);
    const counts = async () => [await db.$count(memberCards), await db.$count(orders), await db.$count(pointsLedger)];
    const after = await counts();
    await seedDemoPayments(db);
    expect(await counts()).toEqual(after);

    expect((await listMemberCards(db, stationId, member)).map((c) => `${c.brand} ${c.lastDigits}`).sort()).toEqual(["Mastercard 4444", "Visa 0010"]);

    const list = await listMemberOrders(db, stationId, member);
    const [paidRow] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.idempotencyKey, DEMO_PAYMENTS.paidOrderKey)));
    const [refundedRow] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.idempotencyKey, DEMO_PAYMENTS.refundedOrderKey)));
    expect(list.map((o) => o.id).sort()).toEqual([paidRow!.id, refundedRow!.id].sort());

    const paid = await getMemberOrder(db, stationId, member, paidRow!.id);
    expect(paid).toMatchObject({ status: "paid", paymentMethod: "credit_card", walletValue: 2000, cashbackValue: 700, refundedBasisPoints: 0 });
    expect(paid!.gatewayValue).toBe(paid!.totalValue - 2000);
    expect(await payments().getCharge(paidRow!.gatewayChargeId!)).toMatchObject({ status: "paid", paidCents: paid!.gatewayValue, card: { last4: "0010" } });

    const refunded = await getMemberOrder(db, stationId, member, refundedRow!.id);
    expect(refunded).toMatchObject({ status: "partially_refunded", walletValue: 0, refundedBasisPoints: 3000, deliveryValue: 1200 });
    expect(await payments().getCharge(refundedRow!.gatewayChargeId!)).toMatchObject({
      status: "partially_refunded",
      refundedCents: Math.round(refunded!.totalValue * 0.3),
      card: { last4: "4444" },
    });

    // Each order's cashback once, the wallet part of the first once.
    const entries = await db.select({ key: pointsLedger.idempotencyKey, amount: pointsLedger.amount }).from(pointsLedger).where(eq(pointsLedger.userId, member));
    const of = (key: string) => entries.filter((e) => e.key === key).map((e) => e.amount);
    expect(of(`order:${paidRow!.id}:cashback`)).toEqual([700]);
    expect(of(`order:${refundedRow!.id}:cashback`)).toEqual([700]);
    expect(of(`order:${paidRow!.id}:wallet`)).toEqual([-2000]);
  });
});
