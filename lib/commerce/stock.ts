// Units a member may take: stock (units not sold) minus what other members hold in reservations
// that have not expired. The same rule holds for a product and for a shop coupon (whose stock may
// be null: unlimited). "Not expired" is decided here, in SQL, against the database clock, so a
// reservation past its time is free whether or not its expiry job has run yet.
import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { activityCoupons, activityProducts } from "@/lib/activities/schema";
import { outOfStockError } from "@/lib/activities/participation";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { mergeLines } from "./lines";

/** An integer written into SQL text (a DO block takes no parameters); anything else throws. */
function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/**
 * The one definition of "units a member may take" in SQL: `{product}.stock` minus what other
 * members hold in live reservations (a visitor, null, sees every live hold counted). `product` is
 * the alias of activity_products in the caller's query. The values are written in as integers, so
 * the fragment also serves inside the DO block of takeCheckoutStock.
 */
export function unitsAvailableSql(product: string, stationId: number, userId: number | null): SQL {
  const p = sql.raw(product);
  const others = userId === null ? sql`` : sql` and r.user_id <> ${int(userId)}`;
  return sql`(${p}.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.station_id = ${int(stationId)} and r.product_id = ${p}.id and r.expires_at > now()${others}), 0))`;
}

/** What an unlimited coupon (stock null) offers: more than any per-order limit. */
export const UNLIMITED_UNITS = 1_000_000;

/**
 * The coupon's counterpart of unitsAvailableSql: `{coupon}.stock` minus other members' live holds
 * of it, or UNLIMITED_UNITS when the coupon has no stock count. `coupon` aliases activity_coupons.
 */
export function couponUnitsAvailableSql(coupon: string, stationId: number, userId: number | null): SQL {
  const c = sql.raw(coupon);
  const others = userId === null ? sql`` : sql` and r.user_id <> ${int(userId)}`;
  return sql`(case when ${c}.stock is null then ${int(UNLIMITED_UNITS)} else ${c}.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.station_id = ${int(stationId)} and r.coupon_id = ${c}.id and r.expires_at > now()${others}), 0) end)`;
}

/** Available units per coupon for `userId`, as availableUnits for products. */
export async function availableCouponUnits(db: DbOrTx, stationId: number, couponIds: number[], userId: number | null): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ id: activityCoupons.id, available: sql<number>`${couponUnitsAvailableSql('"activity_coupons"', stationId, userId)}`.mapWith(Number) })
    .from(activityCoupons)
    .where(and(eq(activityCoupons.stationId, stationId), inArray(activityCoupons.id, couponIds)));
  return new Map(rows.map((r) => [r.id, Math.max(0, r.available)]));
}

/** lockAvailableUnits for coupons: their rows locked in id order (after any products'), then counted. */
export async function lockAvailableCouponUnits(tx: Tx, stationId: number, couponIds: number[], userId: number): Promise<Map<number, number>> {
  const ids = [...new Set(couponIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  await tx
    .select({ id: activityCoupons.id })
    .from(activityCoupons)
    .where(and(eq(activityCoupons.stationId, stationId), inArray(activityCoupons.id, ids)))
    .orderBy(asc(activityCoupons.id))
    .for("no key update");
  return availableCouponUnits(tx, stationId, ids, userId);
}

/**
 * Available units per product for `userId` (their own reservations do not count against them; a
 * visitor, null, sees every live reservation counted). Products of other stations are absent.
 */
export async function availableUnits(db: DbOrTx, stationId: number, productIds: number[], userId: number | null): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: activityProducts.id, available: sql<number>`${unitsAvailableSql('"activity_products"', stationId, userId)}`.mapWith(Number) })
    .from(activityProducts)
    .where(and(eq(activityProducts.stationId, stationId), inArray(activityProducts.id, productIds)));
  return new Map(rows.map((r) => [r.id, Math.max(0, r.available)]));
}

/**
 * Locks the products' rows (in id order, so two checkouts never wait on each other in a circle)
 * and returns what `userId` may take of each. Every writer of stock or reservations goes through
 * here first, so the answer holds until the transaction ends.
 *
 * The lock is FOR NO KEY UPDATE, the one an UPDATE of `stock` takes: writers of stock still wait
 * for each other, but a row that merely references the product (an order item, a cart line, a
 * reservation: their foreign key takes FOR KEY SHARE) neither waits for it nor blocks it. With
 * FOR UPDATE, two checkouts that had each written their order items before locking the products
 * would deadlock, each holding the KEY SHARE the other's FOR UPDATE waits for.
 */
export async function lockAvailableUnits(tx: Tx, stationId: number, productIds: number[], userId: number): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  await tx
    .select({ id: activityProducts.id })
    .from(activityProducts)
    .where(and(eq(activityProducts.stationId, stationId), inArray(activityProducts.id, ids)))
    .orderBy(asc(activityProducts.id))
    .for("no key update");
  return availableUnits(tx, stationId, ids, userId);
}

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
 * Takes a checkout's units in one round trip: locks the products (FOR NO KEY UPDATE, in id order,
 * as lockAvailableUnits does), then checks what the member may take (stock − other members' live
 * holds) and takes it in one UPDATE. Both run in a DO block because each statement there takes
 * its own snapshot: the check, after the locks are held, sees every hold committed before them,
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
  const block = `do $take$
    declare taken integer;
    begin${parts.join("")}
    end
  $take$`;
  try {
    await tx.execute(sql.raw(block));
  } catch (error) {
    const messages = [(error as Error).message, ((error as { cause?: Error }).cause ?? {}).message];
    if (messages.some((m) => m?.includes(OUT_OF_STOCK_SIGNAL))) throw outOfStockError();
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
