// The data of the member's "what I bought" pages, one call per page: "Meus pedidos", the receipt,
// "Minhas compras" and "Vouchers". Each code comes with the QR of its validation page.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { pixQrCodeDataUrl } from "@/lib/adapters/payments";
import { getDb } from "@/lib/db/client";
import { stationOrigin } from "@/lib/stations/current";
import type { Station } from "@/lib/stations/queries";
import { validationQr } from "@/lib/utils/qr";
import { listFulfilmentSteps } from "./order-steps";
import { getMemberOrder, listMemberOrders, type OrderSummary } from "./orders";
import { listMemberCoupons, listMemberVouchers } from "./purchases";
import { orderActions, orderRefunds } from "./schema";
import { refundAmount } from "./totals";

export interface OrderCard extends OrderSummary {
  /** The activities bought from, for the card's title. */
  activities: string[];
}

export async function loadMemberOrders(stationId: number, userId: number): Promise<OrderCard[]> {
  const db = await getDb();
  const list = await listMemberOrders(db, stationId, userId);
  if (list.length === 0) return [];
  const names = await db
    .select({ orderId: orderActions.orderId, name: orderActions.activityName })
    .from(orderActions)
    .where(and(eq(orderActions.stationId, stationId), inArray(orderActions.orderId, list.map((o) => o.id))))
    .orderBy(asc(orderActions.id));
  return list.map((o) => ({ ...o, activities: names.filter((n) => n.orderId === o.id).map((n) => n.name) }));
}

/**
 * What went back to the member: the refunds the console applied, in cents, or the share the
 * gateway reported (a refund made at the gateway itself), whichever is more.
 */
async function refundedCents(db: Awaited<ReturnType<typeof getDb>>, stationId: number, order: { id: number; totalValue: number; refundedBasisPoints: number }): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "applied")));
  return Math.max(Number(row?.total ?? 0), refundAmount(order.totalValue, order.refundedBasisPoints));
}

export async function loadReceipt(station: Station, userId: number, orderId: number) {
  const db = await getDb();
  const order = await getMemberOrder(db, station.id, userId, orderId);
  if (!order) return null;
  const pixOpen = order.status === "pending_payment" && order.pix !== null && new Date(order.pix.expiresAt).getTime() > Date.now();
  return {
    order,
    refunded: order.status === "partially_refunded" || order.status === "refunded" ? await refundedCents(db, station.id, order) : null,
    qr: await validationQr(stationOrigin(station), order.code),
    pixImage: pixOpen ? await pixQrCodeDataUrl(order.pix!.code) : null,
    /** The delivery steps the station marked (enviado, entregue), for an order shipped to an address. */
    steps: await listFulfilmentSteps(db, station.id, order.id),
  };
}

export async function loadCoupons(station: Station, userId: number) {
  const coupons = await listMemberCoupons(await getDb(), station.id, userId);
  return Promise.all(coupons.map(async (c) => ({ ...c, qr: await validationQr(stationOrigin(station), c.code) })));
}

export async function loadVouchers(station: Station, userId: number) {
  const vouchers = await listMemberVouchers(await getDb(), station.id, userId);
  return Promise.all(vouchers.map(async (v) => ({ ...v, qr: await validationQr(stationOrigin(station), v.code) })));
}
