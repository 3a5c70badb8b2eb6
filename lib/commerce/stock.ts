// Stock of the shop: taking sold units (one product at a time, or a whole checkout in one round
// trip under the products' locks) and giving them back. What a member may take is counted by
// lib/activities/units.ts; every taker here checks it under the same locks.
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { activityCoupons, activityProducts } from "@/lib/activities/schema";
import { outOfStockError } from "@/lib/activities/participation";
import { couponUnitsAvailableSql, int, releaseRunOutHoldsSql, unitsAvailableSql } from "@/lib/activities/units";
import type { Tx } from "@/lib/db/client";
import { mergeLines } from "./lines";

/** Takes sold units; the condition keeps stock ≥ 0 even if a caller skipped the lock. */
export async function takeStock(tx: Tx, stationId: number, productId: number, quantity: number): Promise<void> {
  const taken = await tx
    .update(activityProducts)
    .set({ stock: sql`${activityProducts.stock} - ${quantity}` })
    .where(and(eq(activityProducts.id, productId), eq(activityProducts.stationId, stationId), sql`${activityProducts.stock} >= ${quantity}`))
    .returning({ id: activityProducts.id });
  if (taken.length === 0) throw outOfStockError();
}

const OUT_OF_STOCK_SIGNAL = "checkout: out of stock";
const dialect = new PgDialect();

/**
 * Takes a checkout's units in one round trip and drops the member's hold: locks the products (FOR NO KEY UPDATE, in id order,
 * as lockAvailableUnits does), then checks what the member may take (stock − other members' live
 * holds) and takes it in one UPDATE. Both run in a DO block because each statement there takes
 * its own snapshot: the check, after the locks are held (and the holds run out released, see
 * releaseRunOutHoldsSql), sees every hold committed before them,
 * and nobody else can take the units until the caller commits. The product rows are the lock every
 * buyer of them shares, so the caller calls this last: the lock is then held for this block and
 * the commit, one round trip and the commit's. A line short of its units throws, and the caller's
 * transaction rolls back what the block took of the others.
 *
 * A DO block takes no parameters, so the values are written into it, each checked to be an
 * integer first (`int`).
 */
export async function takeCheckoutStock(
  tx: Tx,
  actor: { stationId: number; userId: number },
  requested: { productId: number | null; couponId?: number | null; quantity: number }[],
): Promise<void> {
  // One UPDATE ... FROM changes a row once, so an item on two lines must be one summed line.
  const lines = mergeLines(requested.filter((l): l is { productId: number; quantity: number } => l.productId !== null));
  const coupons = mergeCouponLines(requested);
  if (lines.length === 0 && coupons.length === 0) return;
  const text = (fragment: SQL) => dialect.sqlToQuery(fragment).sql;
  const s = text(int(actor.stationId));
  const parts: string[] = [];
  // Products first, then coupons, each in id order: every buyer takes the locks in this one order.
  if (lines.length > 0) {
    const ids = lines.map((l) => l.productId).sort((a, b) => a - b).map((id) => text(int(id)));
    const values = lines.map((l) => `(${text(int(l.productId))}, ${text(int(l.quantity))})`).join(", ");
    parts.push(`
      perform 1 from activity_products where station_id = ${s} and id in (${ids.join(", ")}) order by id for no key update;
      ${text(releaseRunOutHoldsSql(actor.stationId, "product_id", lines.map((l) => l.productId)))};
      with x(product_id, quantity) as (values ${values}),
      done as (
        update activity_products p set stock = p.stock - x.quantity from x
        where p.id = x.product_id and p.station_id = ${s}
          and ${text(unitsAvailableSql("p", actor.stationId, actor.userId))} >= x.quantity
        returning p.id
      )
      select count(*) into taken from done;
      if taken < ${ids.length} then raise exception '${OUT_OF_STOCK_SIGNAL}'; end if;`);
  }
  if (coupons.length > 0) {
    const ids = coupons.map((l) => l.couponId).sort((a, b) => a - b).map((id) => text(int(id)));
    const values = coupons.map((l) => `(${text(int(l.couponId))}, ${text(int(l.quantity))})`).join(", ");
    // An unlimited coupon (stock null) is counted as taken and keeps its null.
    parts.push(`
      perform 1 from activity_coupons where station_id = ${s} and id in (${ids.join(", ")}) order by id for no key update;
      ${text(releaseRunOutHoldsSql(actor.stationId, "coupon_id", coupons.map((l) => l.couponId)))};
      with x(coupon_id, quantity) as (values ${values}),
      done as (
        update activity_coupons c set stock = c.stock - x.quantity from x
        where c.id = x.coupon_id and c.station_id = ${s}
          and ${text(couponUnitsAvailableSql("c", actor.stationId, actor.userId))} >= x.quantity
        returning c.id
      )
      select count(*) into taken from done;
      if taken < ${ids.length} then raise exception '${OUT_OF_STOCK_SIGNAL}'; end if;`);
  }
  // The member's own hold goes last, under the locks: whoever holds a hold's row never waits for
  // a product's lock (a taker releasing holds run out waits for such rows while holding it).
  const block = `do $take$
    declare taken integer;
    begin${parts.join("")}
      delete from stock_reservations where station_id = ${s} and user_id = ${text(int(actor.userId))} and order_id is null;
    end
  $take$`;
  try {
    await tx.execute(sql.raw(block));
  } catch (error) {
    // The database's own message (Drizzle's wraps it with the query, whose text names the signal too).
    const cause = (error as { cause?: Error }).cause;
    if ((cause ?? (error as Error)).message?.includes(OUT_OF_STOCK_SIGNAL)) throw outOfStockError();
    throw error;
  }
}

/** The coupon lines of a request, one per coupon with the summed quantity. */
export function mergeCouponLines(requested: readonly { couponId?: number | null; quantity: number }[]): { couponId: number; quantity: number }[] {
  const merged = new Map<number, number>();
  for (const l of requested) if (l.couponId != null) merged.set(l.couponId, (merged.get(l.couponId) ?? 0) + l.quantity);
  return [...merged].map(([couponId, quantity]) => ({ couponId, quantity }));
}

/** Gives units back (an order failed, expired or was cancelled). */
export async function returnStock(tx: Tx, stationId: number, productId: number, quantity: number): Promise<void> {
  await tx
    .update(activityProducts)
    .set({ stock: sql`${activityProducts.stock} + ${quantity}` })
    .where(and(eq(activityProducts.id, productId), eq(activityProducts.stationId, stationId)));
}

/** Gives a coupon's units back (an unlimited coupon keeps its null). */
export async function returnCouponStock(tx: Tx, stationId: number, couponId: number, quantity: number): Promise<void> {
  await tx
    .update(activityCoupons)
    .set({ stock: sql`${activityCoupons.stock} + ${quantity}` })
    .where(and(eq(activityCoupons.id, couponId), eq(activityCoupons.stationId, stationId)));
}
