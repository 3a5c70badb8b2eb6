// The reservation is the allocation: entering checkout takes the units under the product lock,
// submitting turns the member's own live hold into the sale. What every database shows (the sale
// counted for everyone, the expiry job folding it into the stock, a declined card giving the
// units back) runs on PGlite too; the races need a real PostgreSQL (PGlite has one connection).
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { availableUnits } from "@/lib/activities/units";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { addToCart } from "./cart";
import { TOAST_RESERVATION_EXPIRED } from "./messages";
import { submitOrder } from "./orders";
import { releaseExpiredReservations, reserveCart } from "./reservation";
import { orders, stockReservations } from "./schema";
import { balanceOf, fakePayments, makeMember, makeShop, makeStation, stockOf } from "./test-fixtures";

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "");

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

/** A shop of one product and a member with `units` of it in the cart and `balance` in the wallet. */
async function buyer(stock: number, units: number, balance = 10_000) {
  const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 10, stock }] });
  const productId = shop.products[0]!.id;
  const userId = await makeMember(db, stationId, balance);
  await addToCart(db, { stationId, userId, products: [{ id: productId, quantity: units }] });
  const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
  return { shop, productId, userId, deliveries };
}

/** Makes the member's hold end now, as if its time had run out (the database clock decides). */
async function runOut(userId: number) {
  await db.update(stockReservations).set({ expiresAt: sql`now() - interval '1 second'` }).where(and(eq(stockReservations.stationId, stationId), eq(stockReservations.userId, userId)));
}

const ordersOf = async (userId: number) => db.select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId)));

describe("a submission turns the member's hold into the sale", () => {
  it("the sold units count for everyone until the expiry job folds them into the stock, and the count stays the same after", async () => {
    const { productId, userId, deliveries } = await buyer(3, 2);
    const other = await makeMember(db, stationId);
    await reserveCart(db, { stationId, userId });
    const { order } = await submitOrder(db, { stationId, userId, idempotencyKey: "fold", deliveries });
    expect(order.status).toBe("paid");
    expect((await availableUnits(db, stationId, [productId], other)).get(productId)).toBe(1);
    // The buyer's own sold units count against the buyer too (they are no longer a hold of theirs).
    expect((await availableUnits(db, stationId, [productId], userId)).get(productId)).toBe(1);
    await runOut(userId);
    await releaseExpiredReservations(db, { stationId, userId });
    expect(await stockOf(db, productId)).toBe(1);
    expect((await availableUnits(db, stationId, [productId], other)).get(productId)).toBe(1);
  });

  it("a sale queues the fold at once, not at the hold's end, so the stock figure catches up within seconds", async () => {
    const { productId, userId, deliveries } = await buyer(5, 2);
    await reserveCart(db, { stationId, userId });
    await submitOrder(db, { stationId, userId, idempotencyKey: "fold-now", deliveries });
    const due = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'commerce-reservation-expiry' and (data->>'userId')::int = ${userId} and start_after <= now() + interval '5 seconds'`,
    )) as unknown as { rows: { n: number }[] };
    expect(due.rows[0]!.n, "a fold job due now").toBe(1);
    // What that job runs, before the hold's time is up: the sold units leave the rows for the stock.
    await releaseExpiredReservations(db, { stationId, userId });
    expect(await stockOf(db, productId)).toBe(3);
  });

  it("a declined card gives the held units back to the member, and once the hold ends they are everyone's again", async () => {
    const { productId, userId, deliveries } = await buyer(2, 2, 0);
    const other = await makeMember(db, stationId);
    await reserveCart(db, { stationId, userId });
    const { order } = await submitOrder(db, { stationId, userId, idempotencyKey: "declined", deliveries, payment: { type: "credit_card", cardId: 1 } }, { payments: fakePayments("failed") });
    expect(order.status).toBe("failed");
    expect((await availableUnits(db, stationId, [productId], other)).get(productId)).toBe(0);
    expect((await availableUnits(db, stationId, [productId], userId)).get(productId)).toBe(2);
    await runOut(userId);
    await releaseExpiredReservations(db, { stationId, userId });
    expect((await availableUnits(db, stationId, [productId], other)).get(productId)).toBe(2);
    expect(await stockOf(db, productId)).toBe(2);
  });

  it("a submission whose hold has run out re-reserves under the lock: it buys what is still free, and is refused what another member took", async () => {
    const first = await buyer(1, 1);
    await reserveCart(db, { stationId, userId: first.userId });
    await runOut(first.userId);
    const { order } = await submitOrder(db, { stationId, userId: first.userId, idempotencyKey: "late-free", deliveries: first.deliveries });
    expect(order.status).toBe("paid");
    expect((await availableUnits(db, stationId, [first.productId], null)).get(first.productId)).toBe(0);

    const late = await buyer(1, 1);
    const taker = await makeMember(db, stationId, 10_000);
    await addToCart(db, { stationId, userId: taker, products: [{ id: late.productId, quantity: 1 }] });
    await reserveCart(db, { stationId, userId: late.userId });
    await runOut(late.userId);
    await reserveCart(db, { stationId, userId: taker });
    await expect(submitOrder(db, { stationId, userId: late.userId, idempotencyKey: "late-taken", deliveries: late.deliveries })).rejects.toThrow("O estoque desse(s) produto(s) está esgotado no momento.");
    expect(await balanceOf(db, stationId, late.userId)).toBe(10_000);
    expect(await ordersOf(late.userId)).toEqual([]);
    const { order: takers } = await submitOrder(db, { stationId, userId: taker, idempotencyKey: "taker", deliveries: late.deliveries });
    expect(takers.status).toBe("paid");
  });
});

describe.runIf(onPostgres)("the hold and the sale under concurrency (PostgreSQL)", () => {
  /** Holds the product's row lock in a transaction of its own until `release` is called. */
  async function holdProductLock(productId: number) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: (pid: number) => void;
    const pid = new Promise<number>((resolve) => (ready = resolve));
    const done = db.transaction(async (tx) => {
      await tx.execute(sql`select id from activity_products where id = ${productId} for no key update`);
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      ready(Number(result.rows[0]!.pid));
      await released;
    });
    return { pid: await pid, release, done };
  }

  /** Resolves once some backend waits for a lock `pid` holds (polled until `until` settles). */
  async function waitsOn(pid: number, until: Promise<unknown>): Promise<"waited" | "done"> {
    let settled = false;
    void until.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) {
      const result = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`)) as unknown as { rows: { n: number }[] };
      if (Number(result.rows[0]!.n) > 0) return "waited";
      await new Promise((resolve) => setImmediate(resolve));
    }
    return "done";
  }

  it("a submission with a live hold never waits for the product's row lock", async () => {
    const { productId, userId, deliveries } = await buyer(5, 1);
    await reserveCart(db, { stationId, userId });
    const lock = await holdProductLock(productId);
    const submission = submitOrder(db, { stationId, userId, idempotencyKey: "no-lock", deliveries });
    const outcome = await waitsOn(lock.pid, submission);
    lock.release();
    await lock.done;
    expect(outcome, "the submission waited for the product's row lock").toBe("done");
    expect((await submission).order.status).toBe("paid");
  });

  it("50 members entering checkout and submitting at once for the last 10 units sell exactly 10", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 1, stock: 10 }] });
    const productId = shop.products[0]!.id;
    const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
    const members = await Promise.all(Array.from({ length: 50 }, () => makeMember(db, stationId, 1000)));
    for (const userId of members) await addToCart(db, { stationId, userId, products: [{ id: productId, quantity: 1 }] });
    // Half enter checkout first; everyone then submits at once, holders and latecomers alike.
    await Promise.allSettled(members.slice(0, 25).map((userId) => reserveCart(db, { stationId, userId })));
    const results = await Promise.allSettled(members.map((userId) => submitOrder(db, { stationId, userId, idempotencyKey: `race-${userId}`, deliveries })));
    const paid = results.filter((r) => r.status === "fulfilled" && r.value.order.status === "paid");
    expect(paid).toHaveLength(10);
    expect((await availableUnits(db, stationId, [productId], null)).get(productId)).toBe(0);
    const balances = await Promise.all(members.map((userId) => balanceOf(db, stationId, userId)));
    expect(balances.filter((b) => b === 0)).toHaveLength(10);
    expect(balances.every((b) => b === 0 || b === 1000)).toBe(true);
    for (const userId of members) {
      await runOut(userId);
      await releaseExpiredReservations(db, { stationId, userId });
    }
    expect(await stockOf(db, productId)).toBe(0);
  });

  it("a hold released by the expiry job while its submission waits is refused with the reservation's end, and nothing of points or money changes", async () => {
    const { productId, userId, deliveries } = await buyer(1, 1, 1000);
    await reserveCart(db, { stationId, userId });
    // An order with the submission's key, uncommitted (another member's, so the member's row is
    // not held): the submission reads the live hold, then waits on the key's index until this
    // transaction ends.
    const stranger = await makeMember(db, stationId);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: (pid: number) => void;
    const pid = new Promise<number>((resolve) => (ready = resolve));
    const blocker = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into orders (station_id, user_id, code, status, source, payment_method, items_value, additional_discount_value,
          delivery_value, total_value, wallet_value, gateway_value, cashback_value, idempotency_key)
          values (${stationId}, ${stranger}, 'BLOQ', 'paid', 'cart', 'wallet', 0, 0, 0, 0, 0, 0, 0, ${`cart:${userId}:expiring`})`);
        const r = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        ready(Number(r.rows[0]!.pid));
        await released;
        throw new Error("rolled back on purpose");
      })
      .catch(() => undefined);
    const submission = submitOrder(db, { stationId, userId, idempotencyKey: "expiring", deliveries });
    submission.catch(() => undefined);
    expect(await waitsOn(await pid, submission)).toBe("waited");
    // The hold's time runs out and its job releases it while the submission is still running.
    await runOut(userId);
    expect(await releaseExpiredReservations(db, { stationId, userId })).toBe(1);
    release();
    await blocker;
    await expect(submission).rejects.toThrow(TOAST_RESERVATION_EXPIRED.title);
    expect(await ordersOf(userId)).toEqual([]);
    expect(await balanceOf(db, stationId, userId)).toBe(1000);
    expect((await availableUnits(db, stationId, [productId], null)).get(productId)).toBe(1);
    expect(await stockOf(db, productId)).toBe(1);

    // Starting again works once, whatever the retries: one order, one debit.
    await reserveCart(db, { stationId, userId });
    const again = await Promise.all([1, 2, 3].map(() => submitOrder(db, { stationId, userId, idempotencyKey: "expiring-again", deliveries })));
    expect(new Set(again.map((r) => r.order.id)).size).toBe(1);
    const debits = await db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId), sql`${pointsLedger.amount} < 0`));
    expect(debits).toHaveLength(1);
    expect(await balanceOf(db, stationId, userId)).toBe(0);
  });

  it("holds expiring while their submissions run each end as a sale or a release, never both and never neither", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 1, stock: 20 }] });
    const productId = shop.products[0]!.id;
    const deliveries = [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
    const members = await Promise.all(Array.from({ length: 20 }, () => makeMember(db, stationId, 1000)));
    for (const userId of members) {
      await addToCart(db, { stationId, userId, products: [{ id: productId, quantity: 1 }] });
      await reserveCart(db, { stationId, userId });
    }
    // Each hold ends a few milliseconds apart; the expiry job's code runs for each while it submits.
    await db.execute(sql`update stock_reservations set expires_at = clock_timestamp() + (interval '1 millisecond' * (user_id % 20) * 3)
      where station_id = ${stationId} and product_id = ${productId}`);
    const outcomes = await Promise.all(
      members.map(async (userId) => {
        const submission = submitOrder(db, { stationId, userId, idempotencyKey: `tick-${userId}`, deliveries }).then(
          (r) => r.order.status,
          (e: Error) => e.message,
        );
        let released = 0;
        let settled = false;
        void submission.then(() => (settled = true));
        while (!settled && released === 0) released += await releaseExpiredReservations(db, { stationId, userId });
        return { userId, status: await submission, released };
      }),
    );
    for (const { userId, status, released } of outcomes) {
      expect(["paid", TOAST_RESERVATION_EXPIRED.title]).toContain(status);
      const mine = await ordersOf(userId);
      expect(mine.length).toBe(status === "paid" ? 1 : 0);
      expect(await balanceOf(db, stationId, userId)).toBe(status === "paid" ? 0 : 1000);
      if (status !== "paid") expect(released).toBe(1);
    }
    const sold = outcomes.filter((o) => o.status === "paid").length;
    expect((await availableUnits(db, stationId, [productId], null)).get(productId)).toBe(20 - sold);
    for (const userId of members) await releaseExpiredReservations(db, { stationId, userId });
    expect(await stockOf(db, productId)).toBe(20 - sold);
  });
});
