// A member's cart on one station: lines of products from shop (3) and delivery (14) activities, and
// of shop coupons (3), which go through the same checkout and are issued as codes once paid.
// A quantity may grow only while it stays within the product's per-order limit and the units the
// member may take (stock − other members' live reservations); it may always shrink.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { MSG_UNAVAILABLE, productLimitMessage } from "@/lib/activities/messages";
import { outOfStockError, participationCountsSql, ParticipationError, participationRefusal } from "@/lib/activities/participation";
import { activities, activityCoupons, activityProducts, deliveryLocations } from "@/lib/activities/schema";
import { availableCouponUnits, availableUnits } from "@/lib/activities/units";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { lineSnapshot, mergeLines, type LineSnapshot } from "./lines";
import { MSG_CART_ADDED } from "./messages";
import { cartLines } from "./schema";
import type { CartAddOutput, CartUpdateOutput } from "./schemas";
import { mergeCouponLines } from "./stock";
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

/**
 * Most units of one coupon in one order: the spec gives coupons no per-order limit, so they take
 * the products' default. Like a product order, one order counts once towards the activity's limit.
 */
export const COUPON_ORDER_LIMIT = 10;

/** A product with its activity, and the member's participations in that activity. */
function productColumns(stationId: number, userId: number) {
  return {
    productId: activityProducts.id,
    name: activityProducts.name,
    image: activityProducts.image,
    value: activityProducts.value,
    discountValue: activityProducts.discountValue,
    limit: activityProducts.limit,
    ...activityColumns(stationId, userId),
  };
}

/** A coupon as a cart line reads it: named and pictured by its activity, priced at its new price. */
function couponColumns(stationId: number, userId: number) {
  return {
    couponId: activityCoupons.id,
    name: activities.name,
    image: activities.image,
    value: activityCoupons.newPrice,
    discountValue: sql<number>`0`.mapWith(Number),
    limit: sql<number>`${COUPON_ORDER_LIMIT}`.mapWith(Number),
    ...activityColumns(stationId, userId),
  };
}

function activityColumns(stationId: number, userId: number) {
  const counts = participationCountsSql(stationId, userId, sql`${activities.id}`);
  return {
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

/** A cart line: a product or a coupon (exactly one of the ids), with its activity. */
export type CartRow = Omit<ProductRow, "productId"> & { productId: number | null; couponId: number | null; quantity: number };

/** The member's cart lines with their product or coupon and activity, in the order they were added. */
export async function loadCartRows(db: DbOrTx, stationId: number, userId: number): Promise<CartRow[]> {
  const mine = and(eq(cartLines.stationId, stationId), eq(cartLines.userId, userId), eq(activities.stationId, stationId));
  const [products, coupons] = await Promise.all([
    db
      .select({ ...productColumns(stationId, userId), lineId: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(activityProducts, eq(activityProducts.id, cartLines.productId))
      .innerJoin(activities, eq(activities.id, activityProducts.activityId))
      .where(mine),
    db
      .select({ ...couponColumns(stationId, userId), lineId: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(activityCoupons, eq(activityCoupons.id, cartLines.couponId))
      .innerJoin(activities, eq(activities.id, activityCoupons.activityId))
      .where(mine),
  ]);
  const rows = [...products.map((p) => ({ ...p, couponId: null })), ...coupons.map((c) => ({ ...c, productId: null }))];
  return rows.sort((a, b) => a.lineId - b.lineId).map(({ lineId: _lineId, ...row }) => row);
}

/** Units the member may take of each line's item, looked up by the line (a product's or a coupon's). */
export async function availableForLines(db: DbOrTx, stationId: number, userId: number, rows: { productId: number | null; couponId: number | null }[]) {
  const [products, coupons] = await Promise.all([
    availableUnits(db, stationId, rows.flatMap((r) => (r.productId === null ? [] : [r.productId])), userId),
    availableCouponUnits(db, stationId, rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId])), userId),
  ]);
  return (row: { productId: number | null; couponId: number | null }) => (row.productId !== null ? products.get(row.productId) : coupons.get(row.couponId!)) ?? 0;
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
  return new Map(rows.map((r) => [r.productId!, r.quantity]));
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
  const productItems = input.items.flatMap((i) => (i.productId === undefined ? [] : [{ productId: i.productId, quantity: i.quantity }]));
  const sets = new Map(mergeLines(productItems).map((i) => [i.productId, () => i.quantity]));
  const couponSets = new Map(mergeCouponLines(input.items).map((i) => [i.couponId, () => i.quantity]));
  await db.transaction(async (tx) => {
    await lockMember(tx, input.stationId, input.userId);
    if (sets.size > 0) await applyQuantities(tx, input, sets);
    await applyCouponQuantities(tx, input, couponSets);
  });
}

export async function removeFromCart(db: DbOrTx, input: Actor & ({ productId: number } | { couponId: number })): Promise<void> {
  const item = "productId" in input ? eq(cartLines.productId, input.productId) : eq(cartLines.couponId, input.couponId);
  await db.delete(cartLines).where(and(eq(cartLines.stationId, input.stationId), eq(cartLines.userId, input.userId), item));
}

/** A coupon with its activity and the member's participations there (for the cart's rules). */
async function couponRows(db: DbOrTx, actor: Actor, couponIds: number[]) {
  if (couponIds.length === 0) return [];
  return db
    .select(couponColumns(actor.stationId, actor.userId))
    .from(activityCoupons)
    .innerJoin(activities, and(eq(activities.id, activityCoupons.activityId), eq(activities.stationId, actor.stationId)))
    .where(and(eq(activityCoupons.stationId, actor.stationId), inArray(activityCoupons.id, couponIds)));
}

/**
 * Sets coupon quantities, as applyQuantities does for products: an increase must pass the
 * activity's rules, the per-order limit and the units available; a decrease always passes.
 */
async function applyCouponQuantities(tx: Tx, actor: Actor, wanted: Map<number, (current: number) => number>): Promise<void> {
  const ids = [...wanted.keys()];
  if (ids.length === 0) return;
  const coupons = await couponRows(tx, actor, ids);
  const byId = new Map(coupons.map((c) => [c.couponId, c]));
  const currentRows = await tx
    .select({ couponId: cartLines.couponId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.stationId, actor.stationId), eq(cartLines.userId, actor.userId), inArray(cartLines.couponId, ids)));
  const current = new Map(currentRows.map((r) => [r.couponId!, r.quantity]));
  const available = await availableCouponUnits(tx, actor.stationId, ids, actor.userId);
  for (const [couponId, compute] of wanted) {
    const before = current.get(couponId) ?? 0;
    const after = compute(before);
    const coupon = byId.get(couponId);
    if (after > before) {
      if (!coupon) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
      assertActivitiesOpen([coupon]);
      assertQuantity(coupon, after, available.get(couponId) ?? 0);
    }
    const line = and(eq(cartLines.stationId, actor.stationId), eq(cartLines.userId, actor.userId), eq(cartLines.couponId, couponId));
    if (after <= 0) await tx.delete(cartLines).where(line);
    else if (coupon)
      await tx
        .insert(cartLines)
        .values({ stationId: actor.stationId, userId: actor.userId, couponId, quantity: after })
        .onConflictDoUpdate({ target: [cartLines.stationId, cartLines.userId, cartLines.couponId], set: { quantity: after, updatedAt: sql`now()` } });
  }
}

/** "Adicionar ao carrinho" on a coupon: one more of it (or `quantity`) in the cart. */
export async function addCouponToCart(db: Db, input: Actor & { couponId: number; quantity: number }): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    await lockMember(tx, input.stationId, input.userId);
    await applyCouponQuantities(tx, input, new Map([[input.couponId, (current: number) => current + input.quantity]]));
  });
  return { message: MSG_CART_ADDED };
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
      /** Where a region delivers (lib/activities/delivery-coverage.ts); the delivery step narrows its choice by the CEP. */
      cepRanges: [string, string][];
      cities: string[];
    }[];
    lines: (LineSnapshot & {
      limit: number;
      /** The most this line may grow to: min(limit, units available to the member). */
      maxQuantity: number;
    })[];
  }[];
  /** Before any delivery location is chosen (the screen recomputes with cartTotals as the member picks). */
  totals: CartTotals;
  lineCount: number;
}

/** The cart screen's data: lines grouped by activity, their delivery options and totals. */
export async function getCart(db: DbOrTx, stationId: number, userId: number): Promise<CartView> {
  const rows = await loadCartRows(db, stationId, userId);
  const available = await availableForLines(db, stationId, userId, rows);
  const activityIds = [...new Set(rows.map((r) => r.activityId))];
  // Coupons ship nowhere: an activity with only coupons in the cart is a digital purchase.
  const shipping = new Set(rows.filter((r) => r.productId !== null && !r.digitalProduct).map((r) => r.activityId));
  const locations = await deliveryLocationsOf(db, stationId, [...shipping]);
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
      digitalProduct: !shipping.has(activityId),
      points: first.points,
      additionalCashback: first.additionalCashback,
      discountDelivery: first.discountDelivery,
      available: refusal === null,
      deliveryLocations: !shipping.has(activityId)
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
      lines: lines.map((l) => ({ ...lineSnapshot(l), limit: l.limit, maxQuantity: Math.min(l.limit, available(l)) })),
    });
  }
  const totals = cartTotals(actions.map((a) => ({ ...a, deliveryPrice: null })));
  return { actions, totals, lineCount: rows.length };
}
