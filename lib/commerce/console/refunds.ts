// Refunds the owner gives from the console, whole or in part (an amount, or items with quantities).
// The money goes back the way it came, in proportion: the card or PIX part through the payments
// adapter, the wallet part to the member's balance through the ledger. Three steps, because the
// gateway is a network call no database transaction may wait on:
//   1. reserve: under the order's row lock, the refund's row is written "pending" with its split;
//      refunds already reserved count against the order's total, so concurrent refunds can never
//      give back more than was paid, and the form's key makes a retry find its row;
//   2. charge: the gateway gives its part back (its own idempotency key), the row becomes "charged",
//      or "failed" (the amount is free again) when the gateway refuses;
//   3. apply, in one transaction: the wallet credit, the cashback taken back in the refunded share
//      (a member who already spent it goes below zero, as with any refund), the units returned to
//      stock where the form says so, and the order's status and refunded share.
import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { payments as defaultPayments, PaymentError, type PaymentGateway } from "@/lib/adapters/payments";
import { UserFacingError } from "@/lib/actions/result";
import { getDb, type Db, type DbOrTx, type Tx } from "@/lib/db/client";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { cancelOrderCoupons } from "../coupon-codes";
import { orderActions, orderItems, orderRefunds, orders, type OrderStatus, type RefundLine } from "../schema";
import { reverseCashback } from "../settlement";
import { returnCouponStock, returnStock } from "../stock";
import { chargedUnitPrice, refundAmount } from "../totals";
import { ORDERS_CONSOLE_TEXTS as T, refundTooLarge } from "./texts";

export interface RefundRequest {
  stationId: number;
  orderId: number;
  actorId: number | null;
  /** One per refund form: a retried or double-clicked submission finds the same refund. */
  idempotencyKey: string;
  /** Cents; omitted: the sum of the lines' prices (a refund by item). */
  amount?: number;
  lines: RefundLine[];
}

export interface PreparedRefund {
  refundId: number;
  orderId: number;
  amount: number;
  walletValue: number;
  gatewayValue: number;
  /** The row was already applied: a retry, nothing more to do. */
  applied: boolean;
}

export interface RefundOutcome {
  refundId: number;
  amount: number;
  status: OrderStatus;
  refundedBasisPoints: number;
  /** Whether this call changed anything (false: a retry of a refund already done). */
  changed: boolean;
}

const REFUNDABLE: readonly OrderStatus[] = ["paid", "partially_refunded"];

const conflict = (message: string): never => {
  throw new UserFacingError(message, undefined, 409);
};

/** What of the order went back already: refunds asked here (not failed), or more when the gateway refunded by itself. */
async function refundedSoFar(tx: Tx, stationId: number, order: { id: number; totalValue: number; refundedBasisPoints: number }): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.orderId, order.id), ne(orderRefunds.status, "failed")));
  return Math.max(Number(row?.total ?? 0), refundAmount(order.totalValue, order.refundedBasisPoints));
}

/** Units of each item already refunded (by item), so an item is never refunded twice. */
async function unitsRefunded(tx: Tx, stationId: number, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, "failed")));
  const units = new Map<number, number>();
  for (const line of rows.flatMap((r) => r.lines)) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  return units;
}

/** The gateway's share of `cents` refunded in all, rounded down (the wallet takes the odd cent), so the shares add up. */
const gatewayShare = (cents: number, order: { totalValue: number; gatewayValue: number }) =>
  order.totalValue > 0 ? Math.floor((cents * order.gatewayValue) / order.totalValue) : 0;

/** A retry carries the same order, lines and amount as the refund its key already made. */
function sameRequest(row: { orderId: number; amount: number; lines: RefundLine[] }, request: RefundRequest): boolean {
  const sameAmount = request.amount === undefined || request.amount === row.amount;
  return row.orderId === request.orderId && sameAmount && JSON.stringify(row.lines) === JSON.stringify(request.lines);
}

/** Step 1: the refund's row, reserved under the order's lock (or the row a retry already wrote). */
export async function reserveRefund(db: Db, request: RefundRequest): Promise<PreparedRefund> {
  const { stationId, orderId } = request;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, totalValue: orders.totalValue, gatewayValue: orders.gatewayValue, refundedBasisPoints: orders.refundedBasisPoints })
      .from(orders)
      .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)))
      .for("update");
    if (!order) throw new UserFacingError(T.notFound, undefined, 404);

    const [existing] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.idempotencyKey, request.idempotencyKey)));
    if (existing) {
      if (!sameRequest(existing, request)) conflict(T.keyReused);
      if (existing.status === "failed") conflict(T.gatewayRefused);
      return { refundId: existing.id, orderId, amount: existing.amount, walletValue: existing.walletValue, gatewayValue: existing.gatewayValue, applied: existing.status === "applied" };
    }

    const items = await tx
      .select({ id: orderItems.id, value: orderItems.value, discountValue: orderItems.discountValue, quantity: orderItems.quantity, typeId: orderActions.activityTypeId })
      .from(orderItems)
      .innerJoin(orderActions, eq(orderActions.id, orderItems.orderActionId))
      .where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, orderId)));
    const done = await unitsRefunded(tx, stationId, orderId);
    let linesValue = 0;
    for (const line of request.lines) {
      const item = items.find((i) => i.id === line.itemId);
      if (!item) throw new UserFacingError(T.itemUnknown, { lines: T.itemUnknown });
      if (line.quantity > item.quantity - (done.get(item.id) ?? 0)) throw new UserFacingError(T.itemTooMany, { lines: T.itemTooMany });
      linesValue += chargedUnitPrice(item.typeId, item) * line.quantity;
    }
    const amount = request.amount ?? linesValue;

    if (!REFUNDABLE.includes(order.status)) conflict(T.notRefundable);
    if (amount <= 0) throw new UserFacingError(T.empty, { amount: T.empty });
    const already = await refundedSoFar(tx, stationId, order);
    const left = order.totalValue - already;
    if (amount > left) throw new UserFacingError(refundTooLarge(left), { amount: refundTooLarge(left) }, 409);

    const gatewayValue = gatewayShare(already + amount, order) - gatewayShare(already, order);
    const [row] = await tx
      .insert(orderRefunds)
      .values({ stationId, orderId, idempotencyKey: request.idempotencyKey, amount, gatewayValue, walletValue: amount - gatewayValue, lines: request.lines, actorId: request.actorId })
      .returning({ id: orderRefunds.id });
    return { refundId: row!.id, orderId, amount, walletValue: amount - gatewayValue, gatewayValue, applied: false };
  });
}

/**
 * Step 2: the gateway gives its part back. A refusal frees the reserved amount and is told to the
 * owner; a refund the gateway already made (a retry after a lost answer) is not asked again.
 */
export async function chargeRefund(db: Db, stationId: number, refund: PreparedRefund, gateway: PaymentGateway = defaultPayments()): Promise<void> {
  const [row] = await db
    .select({ status: orderRefunds.status, chargeId: orders.gatewayChargeId })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.id, refund.refundId)));
  if (!row || row.status !== "pending") return;
  if (refund.gatewayValue > 0) {
    try {
      if (!row.chargeId) throw new PaymentError("invalid_request", "Pedido sem cobrança");
      await gateway.refund(row.chargeId, refund.gatewayValue, { idempotencyKey: `order-refund-${refund.refundId}` });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      await setRefundStatus(db, stationId, refund.refundId, "pending", "failed", error.message);
      conflict(T.gatewayRefused);
    }
  }
  await setRefundStatus(db, stationId, refund.refundId, "pending", "charged");
}

async function setRefundStatus(db: DbOrTx, stationId: number, refundId: number, from: "pending" | "charged", to: "charged" | "failed" | "applied", failureReason?: string) {
  return db
    .update(orderRefunds)
    .set({ status: to, failureReason: failureReason ?? null, updatedAt: sql`now()` })
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.id, refundId), eq(orderRefunds.status, from)))
    .returning({ id: orderRefunds.id, lines: orderRefunds.lines });
}

/**
 * Step 3, in the caller's transaction: the wallet part back through the ledger, the cashback
 * reversed in the refunded share, the ticked units back to stock, the order's status and share.
 * Under the order's row lock and keyed by the refund, so it happens once.
 */
export async function applyRefund(tx: Tx, stationId: number, refund: PreparedRefund): Promise<RefundOutcome> {
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId, code: orders.code, status: orders.status, totalValue: orders.totalValue, refundedBasisPoints: orders.refundedBasisPoints })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.id, refund.orderId)))
    .for("update");
  if (!order) throw new UserFacingError(T.notFound, undefined, 404);
  const unchanged = { refundId: refund.refundId, amount: refund.amount, status: order.status, refundedBasisPoints: order.refundedBasisPoints, changed: false };
  const [row] = await setRefundStatus(tx, stationId, refund.refundId, "charged", "applied");
  if (!row) return unchanged;
  const { lines } = row;
  // Stock before the ledger: a checkout locks the products, then the member's points (the ledger's
  // trigger); taking them in the same order here means a refund and its member's checkout never
  // wait on each other in a circle.
  const restock = lines.filter((l) => l.restock);
  if (restock.length > 0) {
    const items = await tx
      .select({ id: orderItems.id, productId: orderItems.productId, couponId: orderItems.couponId })
      .from(orderItems)
      .where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, order.id), inArray(orderItems.id, restock.map((l) => l.itemId))));
    for (const line of restock) {
      const item = items.find((i) => i.id === line.itemId);
      if (item?.productId) await returnStock(tx, stationId, item.productId, line.quantity);
      else if (item?.couponId) await returnCouponStock(tx, stationId, item.couponId, line.quantity);
    }
  }
  if (refund.walletValue > 0) {
    await appendLedgerEntry(tx, {
      stationId,
      userId: order.userId,
      amount: refund.walletValue,
      kind: "refund",
      reference: `order:${order.id}`,
      description: `Estorno do pedido ${order.code}`,
      idempotencyKey: `order:${order.id}:refund:${refund.refundId}`,
    });
  }

  const [sum] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "applied")));
  const refunded = Number(sum?.total ?? 0);
  // The share in hundredths of a percent, rounded down until everything went back; it never goes down.
  const share = refunded >= order.totalValue ? 10_000 : Math.floor((refunded * 10_000) / order.totalValue);
  const basisPoints = Math.max(order.refundedBasisPoints, share);
  const status: OrderStatus = basisPoints >= 10_000 ? "refunded" : "partially_refunded";
  await tx.update(orders).set({ status, refundedBasisPoints: basisPoints, updatedAt: sql`now()` }).where(and(eq(orders.stationId, stationId), eq(orders.id, order.id)));
  await reverseCashback(tx, { stationId, userId: order.userId, id: order.id, code: order.code }, order.refundedBasisPoints, basisPoints);
  if (status === "refunded") await cancelOrderCoupons(tx, { stationId, id: order.id });

  return { refundId: refund.refundId, amount: refund.amount, status, refundedBasisPoints: basisPoints, changed: true };
}

/** Steps 1 and 2, before the console pipeline opens its transaction for step 3. */
export async function prepareRefund(request: RefundRequest, gateway?: PaymentGateway): Promise<PreparedRefund> {
  const db = await getDb();
  const prepared = await reserveRefund(db, request);
  if (!prepared.applied) await chargeRefund(db, request.stationId, prepared, gateway);
  return prepared;
}

/** The three steps in a row, outside the console pipeline (tests, scripts). */
export async function refundOrder(db: Db, request: RefundRequest, gateway?: PaymentGateway): Promise<RefundOutcome> {
  const prepared = await prepareRefund(request, gateway);
  return db.transaction((tx) => applyRefund(tx, request.stationId, prepared));
}
