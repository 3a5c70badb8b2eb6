// Units a member may take: stock (units not sold) minus what other members hold in reservations
// that have not expired. "Not expired" is decided here, in SQL, against the database clock, so a
// reservation past its time is free whether or not its expiry job has run yet.
import "server-only";
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { activityProducts } from "@/lib/activities/schema";
import { outOfStockError } from "@/lib/activities/participation";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { stockReservations } from "./schema";

/**
 * Available units per product for `userId` (their own reservations do not count against them; a
 * visitor, null, sees every live reservation counted). Products of other stations are absent.
 */
export async function availableUnits(db: DbOrTx, stationId: number, productIds: number[], userId: number | null): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const others = and(
    eq(stockReservations.stationId, stationId),
    eq(stockReservations.productId, activityProducts.id),
    gt(stockReservations.expiresAt, sql`now()`),
    userId === null ? undefined : ne(stockReservations.userId, userId),
  );
  const rows = await db
    .select({
      id: activityProducts.id,
      available: sql<number>`${activityProducts.stock} - coalesce((select sum(${stockReservations.quantity}) from ${stockReservations} where ${others}), 0)`.mapWith(Number),
    })
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

/**
 * takeStock for several products in one UPDATE: one round trip under the product locks, whatever
 * the cart's size. A product short of its quantity throws, and the caller's transaction rolls back
 * what the same UPDATE took of the others.
 */
export async function takeStockOf(tx: Tx, stationId: number, lines: { productId: number; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  const quantity = sql`(case ${activityProducts.id} ${sql.join(
    lines.map((l) => sql`when ${l.productId} then ${l.quantity}::integer`),
    sql` `,
  )} end)`;
  const taken = await tx
    .update(activityProducts)
    .set({ stock: sql`${activityProducts.stock} - ${quantity}` })
    .where(and(eq(activityProducts.stationId, stationId), inArray(activityProducts.id, lines.map((l) => l.productId)), sql`${activityProducts.stock} >= ${quantity}`))
    .returning({ id: activityProducts.id });
  if (taken.length !== new Set(lines.map((l) => l.productId)).size) throw outOfStockError();
}

/** Gives units back (an order failed, expired or was cancelled). */
export async function returnStock(tx: Tx, stationId: number, productId: number, quantity: number): Promise<void> {
  await tx
    .update(activityProducts)
    .set({ stock: sql`${activityProducts.stock} + ${quantity}` })
    .where(and(eq(activityProducts.id, productId), eq(activityProducts.stationId, stationId)));
}
