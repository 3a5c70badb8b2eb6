// Entering checkout holds the cart's units for the station's reserveTime, under the products'
// locks. Entering again replaces the member's hold (and so extends it). Submitting turns the live
// hold into the order's sale (see submitOrder). A hold not sold ends by itself: reads ignore an
// expired row, and a job on the queue deletes it after its time, whether or not the browser is
// still there; the same job folds the member's sold rows into the products' stock.
import "server-only";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { readStationSettings } from "@/lib/stations/settings";
import { stations } from "@/lib/stations/schema";
import { assertActivitiesOpen, assertQuantity, loadCartRows, lockMember } from "./cart";
import { MSG_CART_EMPTY } from "./messages";
import { stockReservations } from "./schema";
import { int, lockAvailableCouponUnits, lockAvailableUnits } from "@/lib/activities/units";

interface Actor {
  stationId: number;
  userId: number;
}

export type CheckoutRows = Awaited<ReturnType<typeof loadCartRows>>;

/**
 * The cart's lines, checked in the caller's transaction under the product locks: every activity
 * open to the member, every quantity within its limit and the units the member may take.
 */
export async function lockCheckoutRows(tx: Tx, actor: Actor): Promise<CheckoutRows> {
  const rows = await loadCartRows(tx, actor.stationId, actor.userId);
  if (rows.length === 0) throw new UserFacingError(MSG_CART_EMPTY, undefined, 409);
  assertActivitiesOpen(rows);
  // Products' rows first, then coupons', each in id order: the one order every checkout locks in.
  const units = await lockAvailableUnits(tx, actor.stationId, rows.flatMap((r) => (r.productId === null ? [] : [r.productId])), actor.userId);
  const couponUnits = await lockAvailableCouponUnits(tx, actor.stationId, rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId])), actor.userId);
  for (const row of rows) assertQuantity(row, row.quantity, (row.productId !== null ? units.get(row.productId) : couponUnits.get(row.couponId!)) ?? 0);
  return rows;
}

export async function reserveTimeSeconds(db: DbOrTx, stationId: number): Promise<number> {
  const [row] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, stationId));
  return readStationSettings(row?.settings).reserveTimeSeconds;
}

/** Ends the member's hold (a new one replaces it); their sold rows stay. */
export async function dropHold(tx: Tx, actor: Actor): Promise<void> {
  await tx
    .delete(stockReservations)
    .where(and(eq(stockReservations.stationId, actor.stationId), eq(stockReservations.userId, actor.userId), isNull(stockReservations.orderId)));
}

/** A held line: a product's units or a coupon's (exactly one of the ids). */
export type HeldLine = { productId: number | null; couponId?: number | null; quantity: number };

/** Replaces the member's hold with `rows` until a moment or for `seconds` (database clock); returns its end. */
export async function holdUnits(tx: Tx, actor: Actor, rows: HeldLine[], until: Date | { seconds: number }): Promise<Date | null> {
  await dropHold(tx, actor);
  if (rows.length === 0) return null;
  const expiresAt = until instanceof Date ? sql`${until.toISOString()}::timestamptz` : sql`now() + make_interval(secs => ${until.seconds})`;
  const inserted = await tx
    .insert(stockReservations)
    .values(rows.map((r) => ({ stationId: actor.stationId, userId: actor.userId, productId: r.productId, couponId: r.couponId ?? null, quantity: r.quantity, expiresAt })))
    .returning({ expiresAt: stockReservations.expiresAt });
  const end = inserted[0]!.expiresAt;
  await enqueue(tx, "commerce-reservation-expiry", { stationId: actor.stationId, userId: actor.userId }, { startAfter: new Date(end.getTime() + 1000) });
  return end;
}

/**
 * "Ir para pagamento": holds every unit in the cart for `seconds` (the station's
 * reserveTimeSeconds, which the caller has with the station; read here when it has not). Answers
 * the spec's reserveTime (seconds the countdown shows) and when the hold ends.
 */
export async function reserveCart(db: Db, actor: Actor, seconds?: number): Promise<{ reserveTime: number; expiresAt: Date }> {
  await startQueue();
  return db.transaction(async (tx) => {
    await lockMember(tx, actor.stationId, actor.userId);
    const rows = await lockCheckoutRows(tx, actor);
    const reserveTime = seconds ?? (await reserveTimeSeconds(tx, actor.stationId));
    const expiresAt = await holdUnits(tx, actor, rows, { seconds: reserveTime });
    return { reserveTime, expiresAt: expiresAt! };
  });
}

/**
 * Job: deletes the member's holds whose time has passed (a hold renewed meanwhile stays, a hold
 * sold meanwhile is the order's) and folds their sold rows into the stock. Answers the holds released.
 */
export async function releaseExpiredReservations(db: DbOrTx, job: Actor): Promise<number> {
  const deleted = await db
    .delete(stockReservations)
    .where(and(eq(stockReservations.stationId, job.stationId), eq(stockReservations.userId, job.userId), isNull(stockReservations.orderId), lte(stockReservations.expiresAt, sql`now()`)))
    .returning({ id: stockReservations.id });
  await db.transaction((tx) => foldSoldUnits(tx, job));
  return deleted.length;
}

/**
 * Moves the member's sold rows into the products' (and coupons') stock: under their locks, taken in
 * id order as every checkout takes them, the rows are deleted and their units taken from the
 * stock in one statement, so a count sees either the rows or the smaller stock, never both. A
 * stock an owner lowered meanwhile stops at zero; an unlimited coupon keeps its null.
 */
async function foldSoldUnits(tx: Tx, actor: Actor): Promise<void> {
  const s = int(actor.stationId);
  const u = int(actor.userId);
  const sold = (await tx.execute(sql`select distinct product_id, coupon_id from stock_reservations
    where station_id = ${s} and user_id = ${u} and order_id is not null`)) as unknown as { rows: { product_id: number | null; coupon_id: number | null }[] };
  const products = sold.rows.flatMap((r) => (r.product_id === null ? [] : [Number(r.product_id)])).sort((a, b) => a - b);
  const coupons = sold.rows.flatMap((r) => (r.coupon_id === null ? [] : [Number(r.coupon_id)])).sort((a, b) => a - b);
  for (const [table, column, ids] of [["activity_products", "product_id", products], ["activity_coupons", "coupon_id", coupons]] as const) {
    if (ids.length === 0) continue;
    const list = sql.join(ids.map((id) => int(id)), sql`, `);
    await tx.execute(sql`select id from ${sql.raw(table)} where station_id = ${s} and id in (${list}) order by id for no key update`);
    await tx.execute(sql`with folded as (
        delete from stock_reservations where station_id = ${s} and user_id = ${u} and order_id is not null and ${sql.raw(column)} in (${list})
        returning ${sql.raw(column)} as id, quantity
      ), per_item as (select id, sum(quantity)::integer as quantity from folded group by id)
      update ${sql.raw(table)} t set stock = case when t.stock is null then null else greatest(0, t.stock - per_item.quantity) end from per_item
      where t.id = per_item.id and t.station_id = ${s}`);
  }
}
