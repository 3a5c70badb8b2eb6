// Settling an order from what the gateway says about its charge, by webhook or by "Verificar
// pagamento": both end in the library's markOrderPaid / markOrderFailed, keyed by an event id, so
// the order is paid once and its cashback credited once however many times either arrives. A
// refund or a chargeback takes the cashback back in the refunded share, once per refund.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { payments, type Charge } from "@/lib/adapters/payments";
import { UserFacingError } from "@/lib/actions/result";
import type { Db, Tx } from "@/lib/db/client";
import { appendLedgerEntry, getEntryAmount } from "@/lib/wallet/ledger";
import { cancelOrderCoupons } from "./coupon-codes";
import { chargeOutcome, failureReasonOf } from "@/lib/wallet/gateway";
import { MSG_ORDER_NOT_FOUND } from "./messages";
import { getMemberOrderSummary, markOrderFailed, markOrderPaid, type OrderSummary, type SettleResult } from "./orders";
import { orders } from "./schema";
import { cashbackReversed } from "./totals";

/**
 * Applies a charge's state to its order. `eventId` identifies the happening (the webhook's event
 * id; for a poll, one id per charge and state). Refunds move a paid order to partially refunded or
 * refunded (recordChargeRefund); a charge still pending, or a PIX expired (left to the order's
 * expiry job), changes nothing.
 */
export async function settleFromCharge(db: Db, stationId: number, orderId: number, charge: Charge, eventId: string): Promise<SettleResult | null> {
  if (charge.refundedCents > 0) {
    const paid = await markOrderPaid(db, { stationId, orderId, gatewayEventId: `${eventId}:paid` });
    if (paid.status !== "paid" && paid.status !== "partially_refunded" && paid.status !== "refunded") return paid;
    return recordChargeRefund(db, stationId, orderId, charge.refundedCents);
  }
  // An expired PIX is the order's own expiry job's to settle at its deadline (stock and wallet part
  // back, the cart not restored); a refusal is a failure the member may retry another way.
  if (charge.status === "expired") return null;
  const outcome = chargeOutcome(charge);
  if (outcome === "paid") return markOrderPaid(db, { stationId, orderId, gatewayEventId: eventId });
  if (outcome === "failed") return markOrderFailed(db, { stationId, orderId, gatewayEventId: eventId, reason: failureReasonOf(charge) });
  return null;
}

/**
 * The gateway gave back `refundedCents` of the order's charge (in total, not this time): the
 * order's refunded share becomes that amount over its total (refund amount = total × refunded
 * percentage / 100), in hundredths of a percent, and its status partially_refunded, or refunded
 * when everything went back. The share never goes down, so a redelivered or older refund event
 * changes nothing. In the same transaction the cashback the order earned is taken back in the same
 * share (reverseCashback); the wallet part stays, for staff to decide.
 */
export async function recordChargeRefund(db: Db, stationId: number, orderId: number, refundedCents: number): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, userId: orders.userId, code: orders.code, totalValue: orders.totalValue, refunded: orders.refundedBasisPoints })
      .from(orders)
      .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)))
      .for("update");
    if (!order) throw new UserFacingError(MSG_ORDER_NOT_FOUND, undefined, 404);
    if (!["paid", "partially_refunded", "refunded"].includes(order.status) || order.totalValue <= 0) return { status: order.status, outcome: "ignored" };
    const basisPoints = Math.min(10_000, Math.round((refundedCents * 10_000) / order.totalValue));
    if (basisPoints <= order.refunded) return { status: order.status, outcome: "duplicate" };
    const status = basisPoints >= 10_000 ? "refunded" : "partially_refunded";
    await tx
      .update(orders)
      .set({ status, refundedBasisPoints: basisPoints, updatedAt: sql`now()` })
      .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
    await reverseCashback(tx, { stationId, userId: order.userId, id: orderId, code: order.code }, order.refunded, basisPoints);
    if (status === "refunded") await cancelOrderCoupons(tx, { stationId, id: orderId });
    return { status, outcome: "applied" };
  });
}

/**
 * Takes back the cashback the order was credited (its `order:{id}:cashback` entry; none when it
 * earned none) for the share refunded from `fromBasisPoints` to `toBasisPoints`: the difference of
 * the cumulative amounts, so 30 % then 20 % take back 30 % and 20 %, and 100 % the whole cashback.
 * One entry per refund, keyed by the share it brings the order to: under the order's row lock a
 * share is reached once, and the key makes a retry a no-op. The balance may go below zero when the
 * member already spent the cashback; every debit checks the balance, so spending waits until it is
 * positive again.
 */
export async function reverseCashback(tx: Tx, order: { stationId: number; userId: number; id: number; code: string }, fromBasisPoints: number, toBasisPoints: number): Promise<void> {
  const cashback = await getEntryAmount(tx, order.stationId, `order:${order.id}:cashback`);
  if (!cashback || cashback <= 0) return;
  const amount = cashbackReversed(cashback, toBasisPoints) - cashbackReversed(cashback, fromBasisPoints);
  if (amount <= 0) return;
  await appendLedgerEntry(tx, {
    stationId: order.stationId,
    userId: order.userId,
    amount: -amount,
    kind: "cashback_reversal",
    reference: `order:${order.id}`,
    description: `Estorno do cashback do pedido ${order.code}`,
    idempotencyKey: `order:${order.id}:cashback-reversal:${toBasisPoints}`,
  });
}

/**
 * "Verificar pagamento": the member's order; while it waits for its gateway part, the gateway is
 * asked about the charge and a paid (or refused) one settles it through markOrderPaid (or
 * markOrderFailed), as its webhook would. A charge still pending leaves the order as it is (the
 * screen then shows "Pagamento não confirmado").
 */
export async function verifyOrderPayment(db: Db, member: { stationId: number; userId: number }, orderId: number): Promise<OrderSummary> {
  const found = await getMemberOrderSummary(db, member.stationId, member.userId, orderId);
  if (!found) throw new UserFacingError(MSG_ORDER_NOT_FOUND, undefined, 404);
  if (found.order.status !== "pending_payment" || !found.gatewayChargeId) return found.order;
  const charge = await payments().getCharge(found.gatewayChargeId);
  if (!charge) return found.order;
  // One id per charge and state: a second "Verificar pagamento" (or the webhook after it) finds the order settled.
  await settleFromCharge(db, member.stationId, orderId, charge, `poll:${charge.id}:${chargeOutcome(charge)}`);
  return (await getMemberOrderSummary(db, member.stationId, member.userId, orderId))!.order;
}
