// A member's cart on one station: lines of products from shop (3) and delivery (14) activities.
// A quantity may grow only while it stays within the product's per-order limit and the units the
// member may take (stock − other members' live reservations); it may always shrink.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { MSG_UNAVAILABLE, productLimitMessage } from "@/lib/activities/messages";
import { outOfStockError, participationCountsSql, ParticipationError, participationRefusal } from "@/lib/activities/participation";
import { activities, activityProducts, deliveryLocations } from "@/lib/activities/schema";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { mergeLines } from "./lines";
import { MSG_CART_ADDED } from "./messages";
import { cartLines } from "./schema";
import type { CartAddOutput, CartUpdateOutput } from "./schemas";
import { availableUnits } from "./stock";
import { cartTotals, type CartTotals } from "./totals";

interface Actor {
  stationId: number;
  userId: number;
}

/** Activity types whose products go into the cart. */
export const isShopType = (typeId: number): boolean => typeId === 3 || typeId === 14;

/** Serialises what one member does on this station (the same lock participate() takes). */
export async function lockMember(tx: Tx, stationId: number, userId: number): Promise<void> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)))
    .for("update");
  if (rows.length === 0) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
}

/** A product with its activity, and the member's participations in that activity. */
function productColumns(stationId: number, userId: number) {
  const counts = participationCountsSql(stationId, userId, sql`${activities.id}`);
  return {
    productId: activityProducts.id,
    name: activityProducts.name,
    image: activityProducts.image,
    value: activityProducts.value,
    discountValue: activityProducts.discountValue,
    limit: activityProducts.limit,
    activityId: activities.id,
    activityName: activities.name,
    activityImage: activities.image,
    typeId: activities.typeId,
    points: activities.points,
    additionalCashback: activities.additionalCashback,
    discountDelivery: activities.discountDelivery,
    digitalProduct: activities.digitalProduct,
    active: activities.active,
    participationStart: activities.participationStart,
    participationEnd: activities.participationEnd,
    limitPerUser: activities.limitPerUser,
    forLimit: counts.forLimit,
    anyCount: counts.any,
  };
}

async function productRows(db: DbOrTx, actor: Actor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select(productColumns(actor.stationId, actor.userId))
    .from(activityProducts)
    .innerJoin(activities, and(eq(activities.id, activityProducts.activityId), eq(activities.stationId, actor.stationId)))
    .where(and(eq(activityProducts.stationId, actor.stationId), inArray(activityProducts.id, productIds)));
}

export type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

/** The member's cart lines with their product and activity, in the order they were added. */
export async function loadCartRows(db: DbOrTx, stationId: number, userId: number) {
  return db
    .select({ ...productColumns(stationId, userId), quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(activityProducts, eq(activityProducts.id, cartLines.productId))
    .innerJoin(activities, eq(activities.id, activityProducts.activityId))
    .where(and(eq(cartLines.stationId, stationId), eq(cartLines.userId, userId), eq(activities.stationId, stationId)))
    .orderBy(asc(cartLines.id));
}

type ActivityFields = Pick<ProductRow, "activityId" | "typeId" | "active" | "participationStart" | "participationEnd" | "limitPerUser" | "forLimit" | "anyCount">;

/**
 * Why the member may not buy from this activity now, or null: participationRefusal (availability,
 * window, per-member limit, prerequisites) for an activity that sells products.
 * `pendingPrerequisites`: names the member has still to do (the checkout reads them; the cart
 * does not judge them).
 */
export function shopActivityRefusal(activity: ActivityFields, pendingPrerequisites: string[] = []): ParticipationError | null {
  if (!isShopType(activity.typeId)) return new ParticipationError("unavailable", MSG_UNAVAILABLE);
  return participationRefusal(activity, { forLimit: activity.forLimit, any: activity.anyCount }, pendingPrerequisites);
}

/** Throws the first refusal among the activities of these rows. */
export function assertActivitiesOpen(rows: ActivityFields[]): void {
  for (const row of rows) {
    const refusal = shopActivityRefusal(row);
    if (refusal) throw refusal;
  }
}

/** Refuses a quantity above the per-order limit or the units the member may take. */
export function assertQuantity(product: { name: string; limit: number }, quantity: number, available: number): void {
  if (quantity > product.limit) throw new UserFacingError(productLimitMessage(product.name, product.limit), undefined, 409);
  if (quantity > available) throw outOfStockError();
}

async function currentQuantities(tx: DbOrTx, actor: Actor, productIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.stationId, actor.stationId), eq(cartLines.userId, actor.userId), inArray(cartLines.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

async function setLine(tx: Tx, actor: Actor, productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) {
    await tx.delete(cartLines).where(and(eq(cartLines.stationId, actor.stationId), eq(cartLines.userId, actor.userId), eq(cartLines.productId, productId)));
    return;
  }
  await tx
    .insert(cartLines)
    .values({ stationId: actor.stationId, userId: actor.userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartLines.stationId, cartLines.userId, cartLines.productId], set: { quantity, updatedAt: sql`now()` } });
}

/**
 * Sets the cart's quantities. Increases are checked against the activity's rules, the product's
 * limit and the units available; decreases (and removals, quantity 0) always pass.
 */
async function applyQuantities(tx: Tx, actor: Actor, wanted: Map<number, (current: number) => number>): Promise<void> {
  const ids = [...wanted.keys()];
  const products = await productRows(tx, actor, ids);
  const byId = new Map(products.map((p) => [p.productId, p]));
  const current = await currentQuantities(tx, actor, ids);
  const available = await availableUnits(tx, actor.stationId, ids, actor.userId);
  const growing: ProductRow[] = [];
  const next = new Map<number, number>();
  for (const [productId, compute] of wanted) {
    const before = current.get(productId) ?? 0;
    const after = compute(before);
    next.set(productId, after);
    if (after <= before) continue;
    const product = byId.get(productId);
    if (!product) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
    growing.push(product);
  }
  assertActivitiesOpen(growing);
  for (const product of growing) assertQuantity(product, next.get(product.productId)!, available.get(product.productId) ?? 0);
  for (const [productId, quantity] of next) if (byId.has(productId) || quantity === 0) await setLine(tx, actor, productId, quantity);
}

/** "Adicionar ao carrinho": adds the quantities to what the cart already holds. */
export async function addToCart(db: Db, input: Actor & { products: CartAddOutput["products"] }): Promise<{ message: string }> {
  const adds = mergeLines(input.products.map((p) => ({ productId: p.id, quantity: p.quantity })));
  await db.transaction(async (tx) => {
    await lockMember(tx, input.stationId, input.userId);
    await applyQuantities(tx, input, new Map(adds.map((a) => [a.productId, (current: number) => current + a.quantity])));
  });
  return { message: MSG_CART_ADDED };
}

/**
 * "update-shopping-cart": the new quantity of each named product; 0 removes it. A product named on
 * several lines asks for their sum, as everywhere a request's lines meet a limit.
 */
export async function updateCart(db: Db, input: Actor & { items: CartUpdateOutput["items"] }): Promise<void> {
  const sets = new Map(mergeLines(input.items).map((i) => [i.productId, () => i.quantity]));
  await db.transaction(async (tx) => {
    await lockMember(tx, input.stationId, input.userId);
    await applyQuantities(tx, input, sets);
  });
}

export async function removeFromCart(db: DbOrTx, input: Actor & { productId: number }): Promise<void> {
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.stationId, input.stationId), eq(cartLines.userId, input.userId), eq(cartLines.productId, input.productId)));
}

/** Where these activities' products can go (delivery regions and pickup points), in id order. */
export async function deliveryLocationsOf(db: DbOrTx, stationId: number, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.stationId, stationId), inArray(deliveryLocations.activityId, activityIds)))
    .orderBy(asc(deliveryLocations.id));
}

export interface CartView {
  actions: {
    activityId: number;
    name: string;
    image: string | null;
    typeId: number;
    digitalProduct: boolean;
    points: number;
    additionalCashback: number;
    discountDelivery: number;
    /** False when the activity closed or the member reached its limit since adding. */
    available: boolean;
    deliveryLocations: {
      id: number;
      name: string;
      price: number;
      delivery: boolean;
      street: string | null;
      streetNumber: string | null;
      zipcode: string | null;
      helperLabelField1: string | null;
      helperLabelField2: string | null;
      /** Where a region delivers (delivery-coverage.ts); the delivery step narrows its choice by the CEP. */
      cepRanges: [string, string][];
      cities: string[];
    }[];
    lines: {
      productId: number;
      name: string;
      image: string | null;
      value: number;
      discountValue: number;
      limit: number;
      quantity: number;
      /** The most this line may grow to: min(limit, units available to the member). */
      maxQuantity: number;
    }[];
  }[];
  /** Before any delivery location is chosen (the screen recomputes with cartTotals as the member picks). */
  totals: CartTotals;
  lineCount: number;
}

/** The cart screen's data: lines grouped by activity, their delivery options and totals. */
export async function getCart(db: DbOrTx, stationId: number, userId: number): Promise<CartView> {
  const rows = await loadCartRows(db, stationId, userId);
  const available = await availableUnits(db, stationId, rows.map((r) => r.productId), userId);
  const activityIds = [...new Set(rows.map((r) => r.activityId))];
  const locations = await deliveryLocationsOf(db, stationId, activityIds);
  const actions: CartView["actions"] = [];
  for (const activityId of activityIds) {
    const lines = rows.filter((r) => r.activityId === activityId);
    const first = lines[0]!;
    const refusal = shopActivityRefusal(first);
    actions.push({
      activityId,
      name: first.activityName,
      image: first.activityImage,
      typeId: first.typeId,
      digitalProduct: first.digitalProduct,
      points: first.points,
      additionalCashback: first.additionalCashback,
      discountDelivery: first.discountDelivery,
      available: refusal === null,
      deliveryLocations: first.digitalProduct
        ? []
        : locations
            .filter((l) => l.activityId === activityId)
            .map((l) => ({
              id: l.id,
              name: l.name,
              price: l.price,
              delivery: l.delivery,
              street: l.street,
              streetNumber: l.streetNumber,
              zipcode: l.zipcode,
              helperLabelField1: l.helperLabelField1,
              helperLabelField2: l.helperLabelField2,
              cepRanges: l.cepRanges,
              cities: l.cities,
            })),
      lines: lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        image: l.image,
        value: l.value,
        discountValue: l.discountValue,
        limit: l.limit,
        quantity: l.quantity,
        maxQuantity: Math.min(l.limit, available.get(l.productId) ?? 0),
      })),
    });
  }
  const totals = cartTotals(actions.map((a) => ({ ...a, deliveryPrice: null })));
  return { actions, totals, lineCount: rows.length };
}
