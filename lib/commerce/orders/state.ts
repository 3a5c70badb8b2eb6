// The order's status machine: which gateway event moves an order from which status, and the lock
// and event record every move goes through.
//
// An order is written "paid" (the wallet covered it) or "pending_payment" (the gateway part is
// open). From "pending_payment" a "paid" event makes it "paid"; a "failed" event makes it "failed";
// its deadline passing makes it "expired". Nothing else moves it: every gateway event is recorded by
// its id, so one delivered again is a no-op, and events arriving out of order never move an order
// backwards (a "failed" after "paid" is ignored; a "paid" after a failure or expiry is recorded as
// "late", for staff to refund, and does not resurrect the order).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { UserFacingError } from "@/lib/actions/result";
import type { Tx } from "@/lib/db/client";
import { MSG_ORDER_NOT_FOUND } from "../messages";
import { orderPaymentEvents, orders, type OrderRow, type OrderStatus } from "../schema";

/** How long an order may wait for a card answer before it expires; PIX moves it to its own expiry. */
export const PAYMENT_TIMEOUT_SECONDS = 30 * 60;
/** PIX expiry is the gateway's expiration date plus 1: one minute of grace. */
export const PIX_GRACE_SECONDS = 60;

/** What an event did to the order: "duplicate" when this event id was seen before and nothing changed. */
export type EventOutcome = "applied" | "ignored" | "late";

export interface SettleResult {
  status: OrderStatus;
  /** "duplicate": this event id was seen before and nothing changed. */
  outcome: "applied" | "ignored" | "late" | "duplicate";
}

/** A "paid" event: applied to a pending order; late after a failure, expiry or cancellation; else ignored. */
export function outcomeOfPaid(status: OrderStatus): EventOutcome {
  return status === "pending_payment" ? "applied" : ["failed", "expired", "cancelled"].includes(status) ? "late" : "ignored";
}

/** A "failed" event moves only a pending order: a paid order stays paid whatever arrives after. */
export function outcomeOfFailure(status: OrderStatus): Exclude<EventOutcome, "late"> {
  return status === "pending_payment" ? "applied" : "ignored";
}

/** The expiry job moves only an order still pending once its deadline has passed. */
export function expires(order: Pick<LockedOrder, "status" | "deadlinePassed">): boolean {
  return order.status === "pending_payment" && order.deadlinePassed;
}

export type LockedOrder = Pick<OrderRow, "id" | "stationId" | "userId" | "code" | "status" | "walletValue" | "cashbackValue" | "reservationExpiresAt"> & {
  deadlinePassed: boolean;
};

/** Locks the order (writing `set` in the same statement when given); 404 when it is not this station's. */
export async function lockOrder(tx: Tx, stationId: number, orderId: number, set?: PgUpdateSetSource<typeof orders>): Promise<LockedOrder> {
  const fields = {
    id: orders.id,
    stationId: orders.stationId,
    userId: orders.userId,
    code: orders.code,
    status: orders.status,
    walletValue: orders.walletValue,
    cashbackValue: orders.cashbackValue,
    reservationExpiresAt: orders.reservationExpiresAt,
    deadlinePassed: sql<boolean>`coalesce(${orders.paymentDeadline} <= now(), false)`,
  };
  const where = and(eq(orders.stationId, stationId), eq(orders.id, orderId));
  // An UPDATE locks the row as FOR UPDATE does: writing `set` and locking are one statement.
  const [order] = set ? await tx.update(orders).set(set).where(where).returning(fields) : await tx.select(fields).from(orders).where(where).for("update");
  if (!order) throw new UserFacingError(MSG_ORDER_NOT_FOUND, undefined, 404);
  return order;
}

/** Records the event once; false when this gateway event was already applied. */
export async function recordEvent(tx: Tx, order: LockedOrder, gatewayEventId: string, kind: "paid" | "failed", outcome: EventOutcome): Promise<boolean> {
  const inserted = await tx
    .insert(orderPaymentEvents)
    .values({ stationId: order.stationId, orderId: order.id, gatewayEventId, kind, outcome })
    .onConflictDoNothing({ target: [orderPaymentEvents.stationId, orderPaymentEvents.gatewayEventId] })
    .returning({ id: orderPaymentEvents.id });
  return inserted.length > 0;
}
