// Settling an order: the gateway's answer (the charge call, a webhook, "Verificar pagamento") and
// the expiry job move the order by the rules of the status machine (./state). Paying credits the
// cashback once and issues what the order bought; failing or expiring gives back what the order
// held (stock, wallet part, participations), and a refused payment also gives back the cart and
// the hold so the member can pay another way.
import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { participations } from "@/lib/activities/schema";
import type { Db, Tx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { awardTrophies } from "@/lib/trophies/award";
import { keepCardOnApproval } from "@/lib/wallet/cards";
import { issueOrderCoupons } from "../coupon-codes";
import { MSG_PAYMENT_DECLINED } from "../messages";
import type { ChargeResult } from "@/lib/wallet/payment-port";
import { holdUnits } from "../reservation";
import { cartLines, orderActions, orderItems, orders, stockReservations, type OrderRow } from "../schema";
import { returnCouponStock, returnStock } from "../stock";
import { getOrderSummary, summary, type OrderSummary } from "./queries";
import { expires, lockOrder, outcomeOfFailure, outcomeOfPaid, PIX_GRACE_SECONDS, recordEvent, type LockedOrder, type SettleResult } from "./state";
import type { OrderActor } from "./write";
import { logger } from "@/lib/log/logger";

/** The member's live hold, if any: when it ends is kept on the order (a declined card gives it back). */
async function liveHoldEnd(tx: Tx, actor: OrderActor): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresAt: stockReservations.expiresAt })
    .from(stockReservations)
    .where(and(eq(stockReservations.stationId, actor.stationId), eq(stockReservations.userId, actor.userId), isNull(stockReservations.orderId), gt(stockReservations.expiresAt, sql`now()`)))
    .orderBy(desc(stockReservations.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/**
 * Records what the charge call answered, and answers the order's summary. The gateway's ids and a
 * PIX code are one UPDATE (which also locks the order); an approved charge settles in that same
 * transaction, by the rules of markOrderPaid; a refused one through markOrderFailed.
 */
export async function applyChargeResult(db: Db, stationId: number, orderId: number, result: ChargeResult): Promise<OrderSummary | null> {
  const ids = { gatewayOrderId: result.gatewayOrderId, gatewayChargeId: result.gatewayChargeId, updatedAt: sql`now()` };
  const where = and(eq(orders.stationId, stationId), eq(orders.id, orderId));
  if (result.status === "paid") {
    // The answer of the charge call is an event like any webhook: the same rules apply to it.
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, stationId, orderId, ids);
      const settled = await settlePaid(tx, order, `charge:${orderId}:paid`);
      return settled.row ? summary(settled.row) : getOrderSummary(tx, stationId, orderId);
    });
  }
  const pix = result.status === "pending" ? result.pix : undefined;
  const row = !pix
    ? ((await db.update(orders).set(ids).where(where).returning())[0] ?? null)
    : await db.transaction(async (tx) => {
    const deadline = new Date(pix.expiresAt.getTime() + PIX_GRACE_SECONDS * 1000);
    // The PIX code and its deadline only while the order still waits for payment.
    const pending = sql`${orders.status} = 'pending_payment'`;
    const [updated] = await tx
      .update(orders)
      .set({
        ...ids,
        pixCode: sql`case when ${pending} then ${pix.code} else ${orders.pixCode} end`,
        pixExpiresAt: sql`case when ${pending} then ${pix.expiresAt.toISOString()}::timestamptz else ${orders.pixExpiresAt} end`,
        paymentDeadline: sql`case when ${pending} then ${deadline.toISOString()}::timestamptz else ${orders.paymentDeadline} end`,
      })
      .where(where)
      .returning();
    if (updated?.status === "pending_payment") await enqueue(tx, "commerce-order-payment-expiry", { stationId, orderId }, { startAfter: deadline });
    return updated ?? null;
  });
  if (result.status === "failed") {
    await markOrderFailed(db, { stationId, orderId, gatewayEventId: `charge:${orderId}:failed`, reason: result.reason || MSG_PAYMENT_DECLINED });
    return null;
  }
  return row ? summary(row) : null;
}

type OrderRef = { stationId: number; userId: number; id: number; code: string };

/** The order's one entry of each kind in the ledger: the key `order:{id}:{what}` makes it once. */
async function orderLedgerEntry(tx: Tx, order: OrderRef, amount: number, kind: "purchase" | "cashback" | "refund", description: string, what: string): Promise<void> {
  await appendLedgerEntry(tx, {
    stationId: order.stationId,
    userId: order.userId,
    amount,
    kind,
    reference: `order:${order.id}`,
    description,
    idempotencyKey: `order:${order.id}:${what}`,
  });
}

async function creditCashback(tx: Tx, order: OrderRef & { cashbackValue: number }): Promise<void> {
  if (order.cashbackValue > 0) await orderLedgerEntry(tx, order, order.cashbackValue, "cashback", `Cashback do pedido ${order.code}`, "cashback");
}

/**
 * Undoes what a pending order holds: its units go back to stock, its wallet part back to the
 * wallet, its participations stop counting. With `restoreCheckout` (a refused payment), the cart
 * and the hold come back too, so the member can pay another way.
 */
async function releaseOrder(tx: Tx, order: LockedOrder, status: "failed" | "expired" | "cancelled", reason: string | null, restoreCheckout: boolean): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, couponId: orderItems.couponId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.stationId, order.stationId), eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.productId), asc(orderItems.couponId));
  const units = new Map<number, number>();
  const couponUnits = new Map<number, number>();
  for (const item of items) {
    if (item.productId !== null) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
    else if (item.couponId !== null) couponUnits.set(item.couponId, (couponUnits.get(item.couponId) ?? 0) + item.quantity);
  }
  // Products, then coupons, in id order: the order every checkout locks them in.
  for (const [productId, quantity] of units) await returnStock(tx, order.stationId, productId, quantity);
  for (const [couponId, quantity] of couponUnits) await returnCouponStock(tx, order.stationId, couponId, quantity);

  const actionRows = await tx
    .select({ participationId: orderActions.participationId })
    .from(orderActions)
    .where(and(eq(orderActions.stationId, order.stationId), eq(orderActions.orderId, order.id)));
  const participationIds = actionRows.map((a) => a.participationId).filter((id): id is number => id !== null);
  if (participationIds.length > 0) {
    await tx
      .update(participations)
      .set({ status: "cancelled" })
      .where(and(eq(participations.stationId, order.stationId), inArray(participations.id, participationIds)));
  }
  if (order.walletValue > 0) await orderLedgerEntry(tx, order, order.walletValue, "refund", `Devolução do pedido ${order.code}`, "wallet-return");
  await tx
    .update(orders)
    .set({ status, failureReason: reason, paymentDeadline: null, updatedAt: sql`now()` })
    .where(and(eq(orders.stationId, order.stationId), eq(orders.id, order.id)));

  if (!restoreCheckout) return;
  // The member goes back to the payment step: the cart holds the order's lines again and, while the
  // checkout's reservation would still be running and nothing else is held, so do the units.
  const actor = { stationId: order.stationId, userId: order.userId };
  const lines = [...units].map(([productId, quantity]) => ({ productId, couponId: null, quantity }));
  const couponLines = [...couponUnits].map(([couponId, quantity]) => ({ productId: null, couponId, quantity }));
  if (lines.length > 0) {
    await tx
      .insert(cartLines)
      .values(lines.map((l) => ({ ...actor, ...l })))
      .onConflictDoNothing({ target: [cartLines.stationId, cartLines.userId, cartLines.productId] });
  }
  if (couponLines.length > 0) {
    await tx
      .insert(cartLines)
      .values(couponLines.map((l) => ({ ...actor, ...l })))
      .onConflictDoNothing({ target: [cartLines.stationId, cartLines.userId, cartLines.couponId] });
  }
  if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() > Date.now() && (await liveHoldEnd(tx, actor)) === null) {
    await holdUnits(tx, actor, [...lines, ...couponLines], order.reservationExpiresAt);
  }
}

/**
 * The gateway says the order's charge is paid (webhook, "Verificar pagamento", or the charge call
 * itself). Idempotent per gateway event id; credits the cashback exactly once.
 */
export async function markOrderPaid(db: Db, input: { stationId: number; orderId: number; gatewayEventId: string }): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const { row: _row, ...result } = await settlePaid(tx, await lockOrder(tx, input.stationId, input.orderId), input.gatewayEventId);
    return result;
  });
}

/** markOrderPaid on an order locked in the caller's transaction; `row` is the order once paid here. */
async function settlePaid(tx: Tx, order: LockedOrder, gatewayEventId: string): Promise<SettleResult & { row?: OrderRow }> {
  const outcome = outcomeOfPaid(order.status);
  if (!(await recordEvent(tx, order, gatewayEventId, "paid", outcome))) return { status: order.status, outcome: "duplicate" };
  if (outcome === "late") logger.warn({ orderId: order.id, stationId: order.stationId, status: order.status }, "order paid after it ended: refund due");
  if (outcome !== "applied") return { status: order.status, outcome };
  const [row] = await tx
    .update(orders)
    .set({ status: "paid", paidAt: sql`now()`, paymentDeadline: null, updatedAt: sql`now()` })
    .where(and(eq(orders.stationId, order.stationId), eq(orders.id, order.id)))
    .returning();
  await creditCashback(tx, order);
  await issueOrderCoupons(tx, order);
  // The gateway accepted the card: one the member asked to save at checkout is saved now.
  if (row?.cardId) await keepCardOnApproval(tx, order, row.cardId);
  await awardTrophies(tx, { stationId: order.stationId, userId: order.userId, event: { kind: "order_paid" } });
  return { status: "paid", outcome, row };
}

/**
 * The gateway refused the order's charge. Only a pending order changes: it fails, returning its
 * stock and wallet part; a paid order stays paid whatever arrives after.
 */
export async function markOrderFailed(db: Db, input: { stationId: number; orderId: number; gatewayEventId: string; reason?: string }): Promise<SettleResult> {
  await startQueue(); // giving the hold back enqueues its expiry
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.stationId, input.orderId);
    const outcome = outcomeOfFailure(order.status);
    if (!(await recordEvent(tx, order, input.gatewayEventId, "failed", outcome))) return { status: order.status, outcome: "duplicate" };
    if (outcome !== "applied") return { status: order.status, outcome };
    await releaseOrder(tx, order, "failed", input.reason || MSG_PAYMENT_DECLINED, true);
    return { status: "failed", outcome };
  });
}

/** Job: an order still unpaid at its deadline (PIX expired) expires; anything else is left alone. */
export async function expireUnpaidOrder(db: Db, job: { stationId: number; orderId: number }): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, job.stationId, job.orderId);
    if (!expires(order)) return { status: order.status, outcome: "ignored" };
    await releaseOrder(tx, order, "expired", null, false);
    return { status: "expired", outcome: "applied" };
  });
}
