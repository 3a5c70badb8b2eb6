// Orders: submitting the cart, settling the gateway part, expiry, and the reads of "Meus pedidos".
//
// Submission runs in one transaction under the member's row lock: it re-checks every rule,
// consumes the reservation, empties the cart, takes the stock (last, under the products' row locks,
// which every buyer of those products shares: held for a few statements, not the whole order) and, when the
// wallet covers the total, debits it and marks the order paid (cashback credited once). Otherwise
// the order waits for the gateway part ("pending_payment") holding its stock and the wallet part,
// which is debited now and credited back if the payment fails or expires: debiting only on
// payment would let the same balance pay twice while a PIX is open, or be gone when the webhook
// arrives. The gateway is called after the commit (no network call under row locks), through the
// PaymentPort the caller passes.
//
// Settlement (markOrderPaid / markOrderFailed / the expiry job) locks the order and records the
// gateway event by its id: an event delivered again is a no-op, and events arriving out of order
// never move an order backwards (a "failed" after "paid" is ignored; a "paid" after expiry is
// recorded as "late", for staff to refund, and does not resurrect the order).
import "server-only";
import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { GENERIC_ERROR, UserFacingError } from "@/lib/actions/result";
import { voucherCode } from "@/lib/activities/codes";
import { participate } from "@/lib/activities/participation";
import { participations } from "@/lib/activities/schema";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { messages } from "@/lib/validation";
import { appendLedgerEntry, getBalance } from "@/lib/wallet/ledger";
import { clearCartLines, deliveryLocationsOf, lockMember } from "./cart";
import { MSG_DELIVERY_REQUIRED, MSG_PAYMENT_DECLINED, MSG_PAYMENT_REQUIRED, MSG_PAYMENT_UNAVAILABLE } from "./messages";
import type { ChargeRequest, ChargeResult, PaymentPort } from "./payment-port";
import { dropHold, holdUnits, readCheckoutRows, takeCheckoutStock, type CheckoutRows } from "./reservation";
import { cartLines, orderActions, orderItems, orderPaymentEvents, orders, stockReservations, type OrderRow, type OrderStatus, type PaymentMethod } from "./schema";
import type { DeliveryChoice, SubmitOrderOutput } from "./schemas";
import { returnStock } from "./stock";
import { actionTotals, splitPayment, unitPrice, type ActionTotals } from "./totals";

interface Actor {
  stationId: number;
  userId: number;
}

/** How long an order may wait for a card answer before it expires; PIX moves it to its own expiry. */
export const PAYMENT_TIMEOUT_SECONDS = 30 * 60;
/** Spec 3 §9: "PIX expiry is the gateway expiration date plus 1" — one minute of grace. */
export const PIX_GRACE_SECONDS = 60;

// ---------------------------------------------------------------------------------------------
// Writing an order

export interface NewOrderAction {
  activityId: number;
  activityName: string;
  activityTypeId: number;
  digitalProduct: boolean;
  participationId: number | null;
  delivery: {
    locationId: number;
    name: string;
    delivers: boolean;
    address?: string | null;
    number?: string | null;
    complement?: string | null;
    zipcode?: string | null;
    reference?: string | null;
  } | null;
  totals: ActionTotals;
  items: { productId: number; name: string; image: string | null; value: number; discountValue: number; quantity: number }[];
}

export interface NewOrder extends Actor {
  idempotencyKey: string;
  source: "cart" | "delivery_form";
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  walletValue: number;
  phone?: string | null;
  paymentDeadline?: Date | null;
  reservationExpiresAt?: Date | null;
  actions: NewOrderAction[];
}

/** Inserts an order with its actions and item snapshots; totals are the sum of the actions'. */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<{ id: number; code: string; totalValue: number; cashbackValue: number }> {
  const sum = (pick: (t: ActionTotals) => number) => order.actions.reduce((s, a) => s + pick(a.totals), 0);
  const totalValue = sum((t) => t.totalValue);
  const cashbackValue = sum((t) => t.cashbackValue);
  const [row] = await tx
    .insert(orders)
    .values({
      stationId: order.stationId,
      userId: order.userId,
      code: voucherCode(),
      status: order.status,
      source: order.source,
      paymentMethod: order.paymentMethod,
      itemsValue: sum((t) => t.itemsValue),
      additionalDiscountValue: sum((t) => t.additionalDiscountValue),
      deliveryValue: sum((t) => t.deliveryValue),
      totalValue,
      walletValue: order.walletValue,
      gatewayValue: totalValue - order.walletValue,
      cashbackValue,
      idempotencyKey: order.idempotencyKey,
      phone: order.phone ?? null,
      paymentDeadline: order.paymentDeadline ?? null,
      reservationExpiresAt: order.reservationExpiresAt ?? null,
      paidAt: order.status === "paid" ? sql`now()` : null,
    })
    .returning({ id: orders.id, code: orders.code });
  const { id, code } = row!;
  for (const action of order.actions) {
    const d = action.delivery;
    const [created] = await tx
      .insert(orderActions)
      .values({
        stationId: order.stationId,
        orderId: id,
        activityId: action.activityId,
        activityName: action.activityName,
        activityTypeId: action.activityTypeId,
        digitalProduct: action.digitalProduct,
        participationId: action.participationId,
        deliveryLocationId: d?.locationId ?? null,
        deliveryLocationName: d?.name ?? null,
        delivers: d?.delivers ?? false,
        address: d?.address ?? null,
        number: d?.number ?? null,
        complement: d?.complement ?? null,
        zipcode: d?.zipcode ?? null,
        reference: d?.reference ?? null,
        ...action.totals,
      })
      .returning({ id: orderActions.id });
    await tx.insert(orderItems).values(action.items.map((item) => ({ stationId: order.stationId, orderId: id, orderActionId: created!.id, ...item })));
  }
  return { id, code, totalValue, cashbackValue };
}

type Group = { activity: CheckoutRows[number]; lines: CheckoutRows };

function groupByActivity(rows: CheckoutRows): Group[] {
  const groups = new Map<number, Group>();
  for (const row of rows) {
    const group = groups.get(row.activityId) ?? { activity: row, lines: [] };
    group.lines.push(row);
    groups.set(row.activityId, group);
  }
  return [...groups.values()];
}

type ResolvedDelivery = { delivery: NewOrderAction["delivery"]; price: number | null };

/** Step 1's choices, checked against each activity's locations; field errors keyed like the form. */
async function resolveDeliveries(tx: Tx, stationId: number, groups: Group[], choices: DeliveryChoice[]): Promise<Map<number, ResolvedDelivery>> {
  const physical = groups.filter((g) => !g.activity.digitalProduct).map((g) => g.activity.activityId);
  const locations = await deliveryLocationsOf(tx, stationId, physical);
  const out = new Map<number, ResolvedDelivery>();
  const fieldErrors: Record<string, string> = {};
  for (const { activity } of groups) {
    const mine = locations.filter((l) => l.activityId === activity.activityId);
    // Digital products ship nowhere; an activity without locations has nothing to choose either.
    if (activity.digitalProduct || mine.length === 0) {
      out.set(activity.activityId, { delivery: null, price: null });
      continue;
    }
    const index = choices.findIndex((c) => c.activityId === activity.activityId);
    const choice = choices[index];
    const field = (name: string) => `deliveries.${index === -1 ? activity.activityId : index}.${name}`;
    const location = choice && mine.find((l) => l.id === choice.deliveryLocationId);
    if (!choice || !location) {
      fieldErrors[field("deliveryLocationId")] = messages.required;
      continue;
    }
    // A delivery region needs the member's address; a pickup point has its own.
    if (location.delivery) {
      for (const name of ["address", "number", "zipcode"] as const) if (!choice[name]) fieldErrors[field(name)] = messages.required;
    }
    out.set(activity.activityId, {
      price: location.price,
      delivery: {
        locationId: location.id,
        name: location.name,
        delivers: location.delivery,
        address: location.delivery ? choice.address : location.street,
        number: location.delivery ? choice.number : location.streetNumber,
        complement: location.delivery ? choice.complement : null,
        zipcode: location.delivery ? choice.zipcode : location.zipcode,
        reference: choice.reference,
      },
    });
  }
  if (Object.keys(fieldErrors).length > 0) throw new UserFacingError(MSG_DELIVERY_REQUIRED, fieldErrors);
  return out;
}

/** The member's live hold, if any: when it ends is kept on the order (a declined card gives it back). */
async function liveHoldEnd(tx: Tx, actor: Actor): Promise<Date | null> {
  const [row] = await tx
    .select({ expiresAt: stockReservations.expiresAt })
    .from(stockReservations)
    .where(and(eq(stockReservations.stationId, actor.stationId), eq(stockReservations.userId, actor.userId), gt(stockReservations.expiresAt, sql`now()`)))
    .orderBy(desc(stockReservations.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

export interface OrderSummary {
  id: number;
  code: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalValue: number;
  walletValue: number;
  gatewayValue: number;
  cashbackValue: number;
  failureReason: string | null;
  pix: { code: string; expiresAt: string } | null;
  createdAt: string;
}

export interface SubmitOrderResult {
  order: OrderSummary;
  /** True when this key had already made the order (a double click or a retried request). */
  replayed: boolean;
}

/**
 * "Efetuar pedido" / "Gerar código para pagamento". Idempotent on the checkout attempt's key: a
 * retry answers the same order, whatever state it reached. A refused payment is not an exception:
 * the order comes back "failed" with its reason (the failure dialog), stock and wallet returned and
 * the member's hold given back until the reservation's original end, so "Sim" → step 2 can retry
 * with another payment form (and a new key). Rule violations (stock, limits, delivery fields)
 * throw UserFacingError with the spec's texts.
 */
export async function submitOrder(db: Db, input: Actor & SubmitOrderOutput, deps: { payments?: PaymentPort } = {}): Promise<SubmitOrderResult> {
  const actor = { stationId: input.stationId, userId: input.userId };
  // Keys come from the client; scoping them to the member keeps one member's key from finding another's order.
  const idempotencyKey = `cart:${input.userId}:${input.idempotencyKey}`;
  await startQueue();
  const created = await db.transaction(async (tx) => {
    await lockMember(tx, actor.stationId, actor.userId);
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stationId, actor.stationId), eq(orders.idempotencyKey, idempotencyKey)));
    if (existing) return { orderId: existing.id, replayed: true, charge: null };

    // Checked without the product locks here; the stock is taken, under them, as the last step.
    const rows = await readCheckoutRows(tx, actor);
    const groups = groupByActivity(rows);
    const deliveries = await resolveDeliveries(tx, actor.stationId, groups, input.deliveries);
    const actions: NewOrderAction[] = [];
    for (const { activity, lines } of groups) {
      const { delivery, price } = deliveries.get(activity.activityId)!;
      // The purchase counts towards the activity's per-member limit (window and prerequisites
      // checked too); it is "pending" until the order is validated, "cancelled" if it never pays.
      const participation = await participate(tx, {
        ...actor,
        activityId: activity.activityId,
        idempotencyKey: `checkout:${idempotencyKey}:${activity.activityId}`,
        points: 0,
        status: "pending",
        payload: { products: Object.fromEntries(lines.map((l) => [`product-${l.productId}`, l.quantity])) },
      });
      actions.push({
        activityId: activity.activityId,
        activityName: activity.activityName,
        activityTypeId: activity.typeId,
        digitalProduct: activity.digitalProduct,
        participationId: participation.participationId,
        delivery,
        totals: actionTotals({ ...activity, deliveryPrice: price, lines }),
        items: lines.map((l) => ({ productId: l.productId, name: l.name, image: l.image, value: l.value, discountValue: l.discountValue, quantity: l.quantity })),
      });
    }
    const total = actions.reduce((s, a) => s + a.totals.totalValue, 0);
    const split = splitPayment(await getBalance(tx, actor.stationId, actor.userId), total);
    if (!split.walletCovers && !input.payment) throw new UserFacingError(MSG_PAYMENT_REQUIRED, { "payment.type": messages.required });
    if (!split.walletCovers && !deps.payments) throw new UserFacingError(MSG_PAYMENT_UNAVAILABLE, undefined, 503);
    const paymentDeadline = split.walletCovers ? null : new Date(Date.now() + PAYMENT_TIMEOUT_SECONDS * 1000);

    const order = await insertOrder(tx, {
      ...actor,
      idempotencyKey,
      source: "cart",
      status: split.walletCovers ? "paid" : "pending_payment",
      paymentMethod: split.walletCovers ? "wallet" : input.payment!.type,
      walletValue: split.wallet,
      paymentDeadline,
      reservationExpiresAt: await liveHoldEnd(tx, actor),
      actions,
    });
    await dropHold(tx, actor); // the order consumed it
    await clearCartLines(tx, actor, rows.map((r) => r.productId));
    const written = { ...actor, id: order.id, code: order.code };
    if (split.wallet > 0) await orderLedgerEntry(tx, written, -split.wallet, "purchase", `Pedido ${order.code}`, "wallet");
    let charge: ChargeRequest | null = null;
    if (split.walletCovers) {
      await creditCashback(tx, { ...written, cashbackValue: order.cashbackValue });
    } else {
      await enqueue(tx, "commerce-order-payment-expiry", { stationId: actor.stationId, orderId: order.id }, { startAfter: paymentDeadline! });
      const [customer] = await tx
        .select({ name: users.name, email: users.email, cpf: users.cpf, phone: users.tel })
        .from(users)
        .where(and(eq(users.id, actor.userId), eq(users.stationId, actor.stationId)));
      charge = {
        stationId: actor.stationId,
        orderId: order.id,
        orderCode: order.code,
        idempotencyKey: `order:${order.id}:charge`,
        amount: split.gateway,
        payment: input.payment!,
        customer: { userId: actor.userId, ...customer! },
        items: actions.flatMap((a) => a.items.map((i) => ({ name: i.name, quantity: i.quantity, unitValue: a.activityTypeId === 14 ? i.value : unitPrice(i) }))),
        description: `Pedido ${order.code}`,
      };
    }
    // Last: the products' row locks are shared by every member buying them, so they are taken
    // here (stock checked again and taken) and held only until the commit that follows.
    await takeCheckoutStock(tx, actor, rows);
    return { orderId: order.id, replayed: false, charge };
  });

  if (created.charge) {
    let result: ChargeResult;
    try {
      result = await deps.payments!.createCharge(created.charge);
    } catch (error) {
      // Unknown outcome: the order fails now (stock and wallet back). If the gateway did charge,
      // its "paid" webhook is recorded as late, for staff to refund.
      console.error("payment gateway: charge failed", error);
      result = { status: "failed", gatewayOrderId: null, gatewayChargeId: null, reason: GENERIC_ERROR };
    }
    await applyChargeResult(db, actor.stationId, created.orderId, result);
  }
  const order = await getOrderSummary(db, actor.stationId, created.orderId);
  return { order: order!, replayed: created.replayed };
}

async function applyChargeResult(db: Db, stationId: number, orderId: number, result: ChargeResult): Promise<void> {
  const ids = { gatewayOrderId: result.gatewayOrderId, gatewayChargeId: result.gatewayChargeId };
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ ...ids, updatedAt: sql`now()` })
      .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
    if (result.status === "pending" && result.pix) {
      const deadline = new Date(result.pix.expiresAt.getTime() + PIX_GRACE_SECONDS * 1000);
      await tx
        .update(orders)
        .set({ pixCode: result.pix.code, pixExpiresAt: result.pix.expiresAt, paymentDeadline: deadline })
        .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId), eq(orders.status, "pending_payment")));
      await enqueue(tx, "commerce-order-payment-expiry", { stationId, orderId }, { startAfter: deadline });
    }
  });
  // The answer of the charge call is an event like any webhook: the same rules apply to it.
  if (result.status === "paid") await markOrderPaid(db, { stationId, orderId, gatewayEventId: `charge:${orderId}:paid` });
  if (result.status === "failed") {
    await markOrderFailed(db, { stationId, orderId, gatewayEventId: `charge:${orderId}:failed`, reason: result.reason || MSG_PAYMENT_DECLINED });
  }
}

// ---------------------------------------------------------------------------------------------
// Settling an order

type LockedOrder = Pick<OrderRow, "id" | "stationId" | "userId" | "code" | "status" | "walletValue" | "cashbackValue" | "reservationExpiresAt"> & {
  deadlinePassed: boolean;
};

async function lockOrder(tx: Tx, stationId: number, orderId: number): Promise<LockedOrder> {
  const [order] = await tx
    .select({
      id: orders.id,
      stationId: orders.stationId,
      userId: orders.userId,
      code: orders.code,
      status: orders.status,
      walletValue: orders.walletValue,
      cashbackValue: orders.cashbackValue,
      reservationExpiresAt: orders.reservationExpiresAt,
      deadlinePassed: sql<boolean>`coalesce(${orders.paymentDeadline} <= now(), false)`,
    })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)))
    .for("update");
  if (!order) throw new UserFacingError("Pedido não encontrado", undefined, 404);
  return order;
}

/** Records the event once; false when this gateway event was already applied. */
async function recordEvent(tx: Tx, order: LockedOrder, gatewayEventId: string, kind: "paid" | "failed", outcome: "applied" | "ignored" | "late"): Promise<boolean> {
  const inserted = await tx
    .insert(orderPaymentEvents)
    .values({ stationId: order.stationId, orderId: order.id, gatewayEventId, kind, outcome })
    .onConflictDoNothing({ target: [orderPaymentEvents.stationId, orderPaymentEvents.gatewayEventId] })
    .returning({ id: orderPaymentEvents.id });
  return inserted.length > 0;
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
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.stationId, order.stationId), eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.productId));
  const units = new Map<number, number>();
  for (const item of items) if (item.productId !== null) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of units) await returnStock(tx, order.stationId, productId, quantity);

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
  const lines = [...units].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.length > 0) {
    await tx
      .insert(cartLines)
      .values(lines.map((l) => ({ ...actor, ...l })))
      .onConflictDoNothing({ target: [cartLines.stationId, cartLines.userId, cartLines.productId] });
  }
  if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() > Date.now() && (await liveHoldEnd(tx, actor)) === null) {
    await holdUnits(tx, actor, lines, order.reservationExpiresAt);
  }
}

export interface SettleResult {
  status: OrderStatus;
  /** "duplicate": this event id was seen before and nothing changed. */
  outcome: "applied" | "ignored" | "late" | "duplicate";
}

/**
 * The gateway says the order's charge is paid (webhook, "Verificar pagamento", or the charge call
 * itself). Idempotent per gateway event id; credits the cashback exactly once.
 */
export async function markOrderPaid(db: Db, input: { stationId: number; orderId: number; gatewayEventId: string }): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.stationId, input.orderId);
    const outcome = order.status === "pending_payment" ? "applied" : ["failed", "expired", "cancelled"].includes(order.status) ? "late" : "ignored";
    if (!(await recordEvent(tx, order, input.gatewayEventId, "paid", outcome))) return { status: order.status, outcome: "duplicate" };
    if (outcome === "late") console.warn(`order ${order.id} (station ${order.stationId}) paid after it was ${order.status}: refund due`);
    if (outcome !== "applied") return { status: order.status, outcome };
    await tx
      .update(orders)
      .set({ status: "paid", paidAt: sql`now()`, paymentDeadline: null, updatedAt: sql`now()` })
      .where(and(eq(orders.stationId, order.stationId), eq(orders.id, order.id)));
    await creditCashback(tx, order);
    return { status: "paid", outcome };
  });
}

/**
 * The gateway refused the order's charge. Only a pending order changes: it fails, returning its
 * stock and wallet part; a paid order stays paid whatever arrives after.
 */
export async function markOrderFailed(db: Db, input: { stationId: number; orderId: number; gatewayEventId: string; reason?: string }): Promise<SettleResult> {
  await startQueue(); // giving the hold back enqueues its expiry
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.stationId, input.orderId);
    const outcome = order.status === "pending_payment" ? "applied" : "ignored";
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
    if (order.status !== "pending_payment" || !order.deadlinePassed) return { status: order.status, outcome: "ignored" };
    await releaseOrder(tx, order, "expired", null, false);
    return { status: "expired", outcome: "applied" };
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

function summary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    paymentMethod: row.paymentMethod,
    totalValue: row.totalValue,
    walletValue: row.walletValue,
    gatewayValue: row.gatewayValue,
    cashbackValue: row.cashbackValue,
    failureReason: row.failureReason,
    pix: row.pixCode && row.pixExpiresAt ? { code: row.pixCode, expiresAt: row.pixExpiresAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function getOrderSummary(db: DbOrTx, stationId: number, orderId: number): Promise<OrderSummary | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.id, orderId)));
  return row ? summary(row) : null;
}

export interface OrderDetail extends OrderSummary {
  itemsValue: number;
  additionalDiscountValue: number;
  deliveryValue: number;
  refundedBasisPoints: number;
  source: "cart" | "delivery_form";
  actions: {
    activityId: number;
    activityName: string;
    digitalProduct: boolean;
    deliveryLocationName: string | null;
    delivers: boolean;
    address: string | null;
    number: string | null;
    complement: string | null;
    zipcode: string | null;
    reference: string | null;
    totalValue: number;
    items: { productId: number | null; name: string; image: string | null; value: number; discountValue: number; quantity: number }[];
  }[];
}

/** One of the member's orders (receipt, "Verificar pagamento"); null when it is not theirs. */
export async function getMemberOrder(db: DbOrTx, stationId: number, userId: number, orderId: number): Promise<OrderDetail | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), eq(orders.id, orderId)));
  if (!row) return null;
  const [actions, items] = await Promise.all([
    db.select().from(orderActions).where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, row.id))).orderBy(asc(orderActions.id)),
    db.select().from(orderItems).where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, row.id))).orderBy(asc(orderItems.id)),
  ]);
  return {
    ...summary(row),
    itemsValue: row.itemsValue,
    additionalDiscountValue: row.additionalDiscountValue,
    deliveryValue: row.deliveryValue,
    refundedBasisPoints: row.refundedBasisPoints,
    source: row.source,
    actions: actions.map((a) => ({
      activityId: a.activityId,
      activityName: a.activityName,
      digitalProduct: a.digitalProduct,
      deliveryLocationName: a.deliveryLocationName,
      delivers: a.delivers,
      address: a.address,
      number: a.number,
      complement: a.complement,
      zipcode: a.zipcode,
      reference: a.reference,
      totalValue: a.totalValue,
      items: items
        .filter((i) => i.orderActionId === a.id)
        .map((i) => ({ productId: i.productId, name: i.name, image: i.image, value: i.value, discountValue: i.discountValue, quantity: i.quantity })),
    })),
  };
}

/**
 * "Meus pedidos": the member's orders, newest first (cart and delivery-form orders alike). A refused
 * payment is not an order the member placed: the failure dialog told them, their cart and balance
 * came back, and the row stays only as the record of the attempt (its receipt URL still answers).
 */
export async function listMemberOrders(db: DbOrTx, stationId: number, userId: number, limit = 50): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), ne(orders.status, "failed")))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map(summary);
}

/** The webhook handler's lookup: the order a gateway charge belongs to, on this station. */
export async function findOrderByGatewayCharge(db: DbOrTx, stationId: number, gatewayChargeId: string): Promise<{ orderId: number } | null> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.gatewayChargeId, gatewayChargeId)));
  return row ?? null;
}
