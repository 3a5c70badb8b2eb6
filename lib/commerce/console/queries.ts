// The console's reads of orders: the filtered list (newest first, a page at a time, and in batches
// for the CSV export) and one order in full: items, member, amounts by method, gateway ids,
// refunds, delivery steps and address. Every query is scoped to the station.
import "server-only";
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { onlyDigits } from "@/lib/validation/documents";
import { getEntryAmount } from "@/lib/wallet/ledger";
import { orderActions, orderItems, orderPaymentEvents, orderRefunds, orders, type OrderStatus, type PaymentMethod, type RefundLine } from "../schema";
import { chargedUnitPrice, refundAmount } from "../totals";
import { listFulfilmentSteps, type FulfilmentStepRow } from "../order-steps";
import { deliversToAddress } from "./fulfilment";
import type { OrderFilter } from "./filters";

/** Midnight of a São Paulo day (the country keeps UTC−3 all year). */
const saoPauloMidnight = (day: string, plusDays = 0) => new Date(new Date(`${day}T00:00:00-03:00`).getTime() + plusDays * 86_400_000);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(stationId: number, filter: OrderFilter): SQL {
  const conditions: SQL[] = [eq(orders.stationId, stationId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.method) conditions.push(eq(orders.paymentMethod, filter.method));
  if (filter.from) conditions.push(gte(orders.createdAt, saoPauloMidnight(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, saoPauloMidnight(filter.to, 1)));
  if (filter.member) {
    const digits = onlyDigits(filter.member);
    const text = `%${escapeLike(filter.member)}%`;
    const byCpf = digits.length === 11 ? [eq(users.cpf, digits)] : [];
    conditions.push(or(ilike(users.name, text), ilike(users.email, text), ...byCpf)!);
  }
  return and(...conditions)!;
}

export interface ConsoleOrderRow {
  id: number;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalValue: number;
  walletValue: number;
  gatewayValue: number;
  refundedBasisPoints: number;
  createdAt: Date;
  memberName: string | null;
  memberEmail: string | null;
}

const rowColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalValue: orders.totalValue,
  walletValue: orders.walletValue,
  gatewayValue: orders.gatewayValue,
  refundedBasisPoints: orders.refundedBasisPoints,
  createdAt: orders.createdAt,
  memberName: users.name,
  memberEmail: users.email,
};

/** One page of the station's orders, newest first, and how many match. */
export async function listConsoleOrders(db: DbOrTx, stationId: number, filter: OrderFilter, page: number, pageSize: number): Promise<{ rows: ConsoleOrderRow[]; total: number }> {
  const condition = where(stationId, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The whole filtered list in batches (newest first, by a keyset), for the CSV export. */
export async function* consoleOrderBatches(db: DbOrTx, stationId: number, filter: OrderFilter, batchSize = 500): AsyncGenerator<ConsoleOrderRow[]> {
  let cursor: { at: Date; id: number } | null = null;
  for (;;) {
    const condition: SQL = cursor
      ? and(where(stationId, filter), or(lt(orders.createdAt, cursor.at), and(eq(orders.createdAt, cursor.at), lt(orders.id, cursor.id))))!
      : where(stationId, filter);
    const rows: ConsoleOrderRow[] = await db.select(rowColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(condition).orderBy(desc(orders.createdAt), desc(orders.id)).limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last: ConsoleOrderRow = rows[rows.length - 1]!;
    cursor = { at: last.createdAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export interface ConsoleOrderItem {
  id: number;
  name: string;
  quantity: number;
  unitPrice: number;
  /** Units already refunded by item. */
  refunded: number;
}

export interface ConsoleOrderDetail {
  id: number;
  code: string;
  status: OrderStatus;
  source: "cart" | "delivery_form";
  paymentMethod: PaymentMethod;
  createdAt: Date;
  paidAt: Date | null;
  member: { id: number; name: string | null; email: string | null; cpf: string | null };
  phone: string | null;
  amounts: { items: number; discount: number; delivery: number; total: number; wallet: number; gateway: number; cashback: number; refunded: number; refundable: number };
  gateway: { orderId: string | null; chargeId: string | null };
  actions: {
    activityName: string;
    deliveryLocationName: string | null;
    delivers: boolean;
    address: string | null;
    number: string | null;
    complement: string | null;
    zipcode: string | null;
    reference: string | null;
    items: ConsoleOrderItem[];
  }[];
  refunds: { id: number; amount: number; walletValue: number; gatewayValue: number; lines: RefundLine[]; status: string; at: Date; actorName: string | null }[];
  steps: FulfilmentStepRow[];
  /** Whether the order has goods to take to an address, so the delivery steps apply. */
  deliverable: boolean;
  events: { kind: string; outcome: string; at: Date }[];
}

/** One order of the station in full; null when it is not this station's. */
export async function getConsoleOrder(db: DbOrTx, stationId: number, orderId: number): Promise<ConsoleOrderDetail | null> {
  const [row] = await db
    .select({ order: orders, member: { id: users.id, name: users.name, email: users.email, cpf: users.cpf } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
  if (!row) return null;
  const { order } = row;
  const [actions, items, refunds, steps, deliverable, events, cashback] = await Promise.all([
    db.select().from(orderActions).where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, orderId))).orderBy(asc(orderActions.id)),
    db.select().from(orderItems).where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, orderId))).orderBy(asc(orderItems.id)),
    db
      .select({ id: orderRefunds.id, amount: orderRefunds.amount, walletValue: orderRefunds.walletValue, gatewayValue: orderRefunds.gatewayValue, lines: orderRefunds.lines, status: orderRefunds.status, at: orderRefunds.createdAt, actorName: users.name })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.actorId))
      .where(and(eq(orderRefunds.stationId, stationId), eq(orderRefunds.orderId, orderId)))
      .orderBy(asc(orderRefunds.id)),
    listFulfilmentSteps(db, stationId, orderId),
    deliversToAddress(db, stationId, orderId),
    db
      .select({ kind: orderPaymentEvents.kind, outcome: orderPaymentEvents.outcome, at: orderPaymentEvents.createdAt })
      .from(orderPaymentEvents)
      .where(and(eq(orderPaymentEvents.stationId, stationId), eq(orderPaymentEvents.orderId, orderId)))
      .orderBy(asc(orderPaymentEvents.id)),
    getEntryAmount(db, stationId, `order:${orderId}:cashback`),
  ]);
  const counted = refunds.filter((r) => r.status !== "failed");
  const refundedUnits = new Map<number, number>();
  for (const line of counted.flatMap((r) => r.lines)) refundedUnits.set(line.itemId, (refundedUnits.get(line.itemId) ?? 0) + line.quantity);
  const refunded = Math.max(
    counted.reduce((s, r) => s + r.amount, 0),
    refundAmount(order.totalValue, order.refundedBasisPoints),
  );
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    source: order.source,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    member: row.member,
    phone: order.phone,
    amounts: {
      items: order.itemsValue,
      discount: order.additionalDiscountValue,
      delivery: order.deliveryValue,
      total: order.totalValue,
      wallet: order.walletValue,
      gateway: order.gatewayValue,
      cashback: cashback ?? 0,
      refunded,
      refundable: order.status === "paid" || order.status === "partially_refunded" ? Math.max(0, order.totalValue - refunded) : 0,
    },
    gateway: { orderId: order.gatewayOrderId, chargeId: order.gatewayChargeId },
    actions: actions.map((a) => ({
      activityName: a.activityName,
      deliveryLocationName: a.deliveryLocationName,
      delivers: a.delivers,
      address: a.address,
      number: a.number,
      complement: a.complement,
      zipcode: a.zipcode,
      reference: a.reference,
      items: items
        .filter((i) => i.orderActionId === a.id)
        .map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, unitPrice: chargedUnitPrice(a.activityTypeId, i), refunded: refundedUnits.get(i.id) ?? 0 })),
    })),
    refunds,
    steps,
    deliverable,
    events,
  };
}
