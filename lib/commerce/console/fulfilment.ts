// Delivering an order with an address (a delivery form, type 14, or a cart order shipped home):
// "recebido" is the order itself; the console marks "enviado" (with an optional tracking code)
// and then "entregue", in that order, each once. "Enviado" e-mails the member in the same
// transaction; "entregue" makes an order that waited to be paid on delivery "delivered". An order
// paid online keeps its payment status (paid, partially refunded) and shows the step beside it.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { sendMail } from "@/lib/adapters/mail";
import { UserFacingError } from "@/lib/actions/result";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { greeting } from "@/lib/format";
import { stations } from "@/lib/stations/schema";
import { listFulfilmentSteps, type FulfilmentStepRow } from "../order-steps";
import { orderActions, orderFulfilmentSteps, orders, type FulfilmentStep, type OrderStatus } from "../schema";
import { ORDERS_CONSOLE_TEXTS as T } from "./texts";

/** Orders whose goods can still travel: paid (even in part) or awaiting payment on delivery. */
const SHIPPABLE: readonly OrderStatus[] = ["received", "paid", "partially_refunded", "delivered"];

/** Whether the order has goods to take to an address (not a pickup, not digital). */
export async function deliversToAddress(db: DbOrTx, stationId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderActions.id })
    .from(orderActions)
    .where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, orderId), eq(orderActions.delivers, true), eq(orderActions.digitalProduct, false)))
    .limit(1);
  return Boolean(row);
}

export interface MarkStepInput {
  stationId: number;
  orderId: number;
  actorId: number | null;
  step: FulfilmentStep;
  trackingCode?: string | null;
}

/** Marks the next step of the order's delivery; the previous one must be marked, and each happens once. */
export async function markFulfilmentStep(tx: Tx, input: MarkStepInput): Promise<{ status: OrderStatus; steps: FulfilmentStepRow[] }> {
  const { stationId, orderId } = input;
  const [order] = await tx
    .select({ id: orders.id, code: orders.code, status: orders.status, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)))
    .for("update");
  if (!order) throw new UserFacingError(T.notFound, undefined, 404);
  if (!SHIPPABLE.includes(order.status) || !(await deliversToAddress(tx, stationId, orderId))) throw new UserFacingError(T.notDeliverable, undefined, 409);

  const done = await listFulfilmentSteps(tx, stationId, orderId);
  if (done.some((s) => s.step === input.step)) throw new UserFacingError(T.stepDone, undefined, 409);
  if (input.step === "delivered" && !done.some((s) => s.step === "sent")) throw new UserFacingError(T.stepOutOfOrder, undefined, 409);

  const trackingCode = input.step === "sent" ? input.trackingCode?.trim() || null : null;
  await tx.insert(orderFulfilmentSteps).values({ stationId, orderId, step: input.step, trackingCode, actorId: input.actorId });
  let status = order.status;
  if (input.step === "delivered" && order.status === "received") {
    status = "delivered";
    await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
  }
  if (input.step === "sent") await tellMemberSent(tx, { stationId, userId: order.userId, code: order.code, id: order.id }, trackingCode);
  return { status, steps: await listFulfilmentSteps(tx, stationId, orderId) };
}

async function tellMemberSent(tx: Tx, order: { stationId: number; userId: number; code: string; id: number }, trackingCode: string | null): Promise<void> {
  const [member] = await tx
    .select({ email: users.email, name: users.name, stationName: stations.name })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.stationId))
    .where(and(eq(users.id, order.userId), eq(users.stationId, order.stationId)));
  if (!member?.email) return;
  await sendMail(
    {
      stationId: order.stationId,
      to: member.email,
      subject: `Seu pedido ${order.code} foi enviado`,
      text: [
        greeting(member.name),
        "",
        `Seu pedido ${order.code} saiu para entrega.`,
        ...(trackingCode ? [`Código de rastreio: ${trackingCode}`] : []),
        "",
        `Acompanhe em "Meus pedidos", no pedido ${order.code}.`,
        "",
        member.stationName,
      ].join("\n"),
      purpose: "commerce.order-sent",
      fromName: member.stationName,
    },
    tx,
  );
}
