// Refunds and returned orders give the member's points back to the lots the order drew from,
// each with its own expiry date (latest-expiring first, the reverse of the draw); a part that goes
// back to a lot already past its date is expired again at once. Through the real flows: a paid
// order refunded in two steps from the console, and an order whose payment failed.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { lotMismatches, memberLots } from "@/lib/wallet/lots";
import { pointsLedger } from "@/lib/wallet/schema";
import { markOrderFailed, submitOrder } from "../orders";
import { addToCart } from "../cart";
import { orders } from "../schema";
import { balanceOf, makeMember, makeShop, makeStation } from "../test-fixtures";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { refundOrder } from "./refunds";
import { makePaidOrder } from "./test-orders";

let db: Db;
let stationId: number;
const day = 86_400_000;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
  await db.update(stations).set({ pointsExpiryMonths: 12 }).where(eq(stations.id, stationId));
});

/** A credit written `daysAgo` days ago (the lot's 12 months count from it). */
async function creditAt(member: number, amount: number, daysAgo: number, key: string) {
  await db.insert(pointsLedger).values({ stationId, userId: member, amount, kind: "activity", idempotencyKey: `${key}:${member}`, createdAt: new Date(Date.now() - daysAgo * day) });
}

const lotsOf = async (member: number) => (await memberLots(db, stationId, member)).map((l) => ({ remaining: l.remaining, expiresAt: l.expiresAt?.getTime() ?? null }));

const expiriesOf = (member: number) =>
  db
    .select({ amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, member), eq(pointsLedger.kind, "expiry")))
    .orderBy(asc(pointsLedger.id));

describe("refunds and lots", () => {
  it("a refund in two steps gives each lot back what the order took, with its original expiry; an expired lot's part expires again", async () => {
    const member = await makeMember(db, stationId);
    await creditAt(member, 1000, 375, "past-due"); // expired 10 days ago; the job has not run
    await creditAt(member, 2000, 330, "soon"); // expires in about 35 days
    await creditAt(member, 3000, 10, "late"); // expires in about 355 days
    const dates = (await lotsOf(member)).map((l) => l.expiresAt);

    // R$ 100,00 order: the wallet pays 60,00, soonest expiry first (all three lots), PIX the rest.
    const { order } = await makePaidOrder(db, stationId, { member });
    expect(order.walletValue).toBe(6000);
    expect(await lotsOf(member)).toEqual(dates.map((expiresAt) => ({ remaining: 0, expiresAt })));

    // 50 %: the wallet's half (30,00) goes back to the latest-expiring lot.
    await refundOrder(db, { stationId, orderId: order.id, actorId: null, idempotencyKey: "half", amount: 5000, lines: [] });
    expect(await lotsOf(member)).toEqual([
      { remaining: 0, expiresAt: dates[0] },
      { remaining: 0, expiresAt: dates[1] },
      { remaining: 3000, expiresAt: dates[2] },
    ]);
    // The rest: 20,00 to the lot expiring soon, 10,00 to the one past its date — expired again.
    await refundOrder(db, { stationId, orderId: order.id, actorId: null, idempotencyKey: "rest", amount: 5000, lines: [] });
    expect(await lotsOf(member)).toEqual([
      { remaining: 0, expiresAt: dates[0] },
      { remaining: 2000, expiresAt: dates[1] },
      { remaining: 3000, expiresAt: dates[2] },
    ]);
    expect((await expiriesOf(member)).map((e) => Number(e.amount))).toEqual([-1000]);
    expect(await balanceOf(db, stationId, member)).toBe(5000);
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });

  it("an order whose payment failed gives its wallet part back to the lots it took, dates kept", async () => {
    const member = await makeMember(db, stationId);
    await creditAt(member, 1500, 300, "a");
    await creditAt(member, 1500, 20, "b");
    const before = await lotsOf(member);
    const shop = await makeShop(db, stationId, { products: [{ value: 5000, stock: 5 }] });
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId, userId: member, idempotencyKey: `fail-${member}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: gatewayPaymentPort(db) },
    );
    expect((await lotsOf(member)).map((l) => l.remaining)).toEqual([0, 0]);
    await markOrderFailed(db, { stationId, orderId: order.id, gatewayEventId: `failed:${order.id}` });
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("failed");
    expect(await lotsOf(member)).toEqual(before);
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });
});
