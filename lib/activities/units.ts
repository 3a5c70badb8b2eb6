// Units a member may take: stock minus the sold units not folded into it yet (a submission turns
// a hold into its order's row, order_id set) minus what other members hold in reservations that
// have not expired. The same rule holds for a product and for a shop coupon (whose stock may
// be null: unlimited). "Not expired" is decided here, in SQL, against the database clock, so a
// reservation past its time is free whether or not its expiry job has run yet. The activity's
// page shows it, a coupon bought with points checks it, and the shop (lib/commerce) sells by it.
import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { activityCoupons, activityProducts } from "./schema";

/** An integer written into SQL text (a DO block takes no parameters); anything else throws. */
export function int(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return sql.raw(String(n));
}
/** The rows that count against `userId`: sold ones (a sold row never expires) and other members' holds. */
function othersOrSold(userId: number | null): SQL {
  return userId === null ? sql`` : sql` and (r.user_id <> ${int(userId)} or r.order_id is not null)`;
}

/**
 * Under the items' locks, before counting: deletes their holds that have run out. A submission
 * turns a live hold into its sale without these locks, so a taker must not count an expired hold
 * as free while a submission may still be converting it: the delete waits for that row, and skips
 * it once it is sold. Each hold thus ends as a sale or a release, never both.
 */
export function releaseRunOutHoldsSql(stationId: number, column: "product_id" | "coupon_id", ids: number[]): SQL {
  return sql`delete from stock_reservations where station_id = ${int(stationId)} and ${sql.raw(column)} in (${sql.join(
    ids.map((id) => int(id)),
    sql`, `,
  )}) and order_id is null and expires_at <= now()`;
}

/**
 * The one definition of "units a member may take" in SQL: `{product}.stock` minus what other
 * members hold in live reservations (a visitor, null, sees every live hold counted). `product` is
 * the alias of activity_products in the caller's query. The values are written in as integers, so
 * the fragment also serves inside the DO block of takeCheckoutStock.
 */
export function unitsAvailableSql(product: string, stationId: number, userId: number | null): SQL {
  const p = sql.raw(product);
  return sql`(${p}.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.station_id = ${int(stationId)} and r.product_id = ${p}.id and r.expires_at > now()${othersOrSold(userId)}), 0))`;
}

/**
 * What the owner's console shows as a product's stock: `{product}.stock` less its sold units the
 * hold's job has not folded in yet (those stay rows until the hold's time ends), so a sale shows
 * at once. The console's edit applies the owner's change as a difference from this figure.
 */
export function unsoldUnitsSql(product: string, stationId: number): SQL {
  const p = sql.raw(product);
  return sql`greatest(0, ${p}.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.station_id = ${int(stationId)} and r.product_id = ${p}.id and r.order_id is not null), 0))`;
}

/** What an unlimited coupon (stock null) offers: more than any per-order limit. */
export const UNLIMITED_UNITS = 1_000_000;

/**
 * The coupon's counterpart of unitsAvailableSql: `{coupon}.stock` minus other members' live holds
 * of it, or UNLIMITED_UNITS when the coupon has no stock count. `coupon` aliases activity_coupons.
 */
export function couponUnitsAvailableSql(coupon: string, stationId: number, userId: number | null): SQL {
  const c = sql.raw(coupon);
  return sql`(case when ${c}.stock is null then ${int(UNLIMITED_UNITS)} else ${c}.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.station_id = ${int(stationId)} and r.coupon_id = ${c}.id and r.expires_at > now()${othersOrSold(userId)}), 0) end)`;
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
  await tx.execute(releaseRunOutHoldsSql(stationId, "coupon_id", ids));
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
  await tx.execute(releaseRunOutHoldsSql(stationId, "product_id", ids));
  return availableUnits(tx, stationId, ids, userId);
}
