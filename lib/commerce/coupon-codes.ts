// The codes of coupons bought through the cart. An order's coupon lines become codes only when the
// order is paid, in the transaction that marks it paid: one code per unit, each a participation of
// the coupon's activity carrying the code (what "Minhas compras" lists and the validation page
// reads). Each unit's participation is keyed `order:{orderId}:coupon:{couponId}:{n}`, so a
// settlement that runs again finds its codes and issues none twice; an order that never pays
// (refused, expired) reaches none of this, and one refunded in full has its unused codes cancelled.
import "server-only";
import { and, eq, isNotNull, like, sql } from "drizzle-orm";
import { voucherCode } from "@/lib/utils/codes";
import { participations } from "@/lib/activities/schema";
import type { Tx } from "@/lib/db/client";
import { orderActions, orderItems } from "./schema";

/** The participation key of the `n`-th unit (from 1) of a coupon bought in an order. */
export function couponCodeKey(orderId: number, couponId: number, n: number): string {
  return `order:${orderId}:coupon:${couponId}:${n}`;
}

/**
 * Issues the codes of the order's coupon lines (none when it has no coupon line). Called under the
 * order's row lock as it becomes paid. The codes count not towards the activity's per-member
 * limit: the order's own participation does, once per order, as for products.
 */
export async function issueOrderCoupons(tx: Tx, order: { stationId: number; userId: number; id: number }): Promise<number> {
  const lines = await tx
    .select({
      couponId: orderItems.couponId,
      activityId: orderActions.activityId,
      value: orderItems.value,
      discountValue: orderItems.discountValue,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orderActions, eq(orderActions.id, orderItems.orderActionId))
    .where(and(eq(orderItems.stationId, order.stationId), eq(orderItems.orderId, order.id), isNotNull(orderItems.couponId)));
  const rows = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => ({
      stationId: order.stationId,
      activityId: line.activityId,
      userId: order.userId,
      status: "done",
      // price: what the unit cost, shown on its card in "Minhas compras" (the order holds the ledger entry).
      payload: { cupom: line.couponId, code: voucherCode(), order_id: order.id, price: line.value - line.discountValue },
      pointsAwarded: 0,
      countsTowardLimit: false,
      idempotencyKey: couponCodeKey(order.id, line.couponId!, i + 1),
    })),
  );
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(participations)
    .values(rows)
    .onConflictDoNothing({ target: [participations.stationId, participations.idempotencyKey] })
    .returning({ id: participations.id });
  return inserted.length;
}

/** A refund of the whole order: its coupon codes stop being valid (a used one stays as it was). */
export async function cancelOrderCoupons(tx: Tx, order: { stationId: number; id: number }): Promise<void> {
  await tx
    .update(participations)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(participations.stationId, order.stationId),
        like(participations.idempotencyKey, `order:${order.id}:coupon:%`),
        sql`not exists (select 1 from code_validations v where v.station_id = ${participations.stationId} and v.kind = 'coupon' and v.target_id = ${participations.id})`,
      ),
    );
}
