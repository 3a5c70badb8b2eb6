// Orders: submitting the cart, settling the gateway part, expiry, and the reads of "Meus pedidos".
//
// Submission runs in one transaction under the member's row lock: it re-checks every rule,
// consumes the reservation, empties the cart, takes the stock (last, under the products' row locks,
// which every buyer of those products shares: held for one round trip and the commit) and, when the
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
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { GENERIC_ERROR, UserFacingError } from "@/lib/actions/result";
import { voucherCode } from "@/lib/activities/codes";
import { MSG_UNAVAILABLE } from "@/lib/activities/messages";
import { ParticipationError, participationCountsSql } from "@/lib/activities/participation";
import { participations } from "@/lib/activities/schema";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { messages } from "@/lib/validation";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { assertQuantity, COUPON_ORDER_LIMIT, shopActivityRefusal } from "./cart";
import { keepCardOnApproval } from "./cards";
import { issueOrderCoupons } from "./coupon-codes";
import { cepPlacesOf } from "./delivery-ceps";
import { regionsCovering, type CepPlace, type RegionArea } from "./delivery-coverage";
import { MSG_CART_EMPTY, MSG_DELIVERY_REQUIRED, MSG_ORDER_NOT_FOUND, MSG_PAYMENT_DECLINED, MSG_PAYMENT_REQUIRED, MSG_PAYMENT_UNAVAILABLE, MSG_REGION_NONE, MSG_REGION_NOT_COVERED } from "./messages";
import type { ChargeRequest, ChargeResult, PaymentPort } from "./payment-port";
import { holdUnits, type CheckoutRows } from "./reservation";
import { cartLines, orderActions, orderItems, orderPaymentEvents, orders, stockReservations, type OrderRow, type OrderStatus, type PaymentMethod } from "./schema";
import type { DeliveryChoice, SubmitOrderOutput } from "./schemas";
import { couponUnitsAvailableSql, returnCouponStock, returnStock, takeCheckoutStock, unitsAvailableSql } from "./stock";
import { actionTotals, chargedUnitPrice, splitPayment, type ActionTotals } from "./totals";
import { awardTrophies } from "@/lib/trophies/award";

interface Actor {
  stationId: number;
  userId: number;
}

/** How long an order may wait for a card answer before it expires; PIX moves it to its own expiry. */
export const PAYMENT_TIMEOUT_SECONDS = 30 * 60;
/** PIX expiry is the gateway's expiration date plus 1: one minute of grace. */
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
  /** A line of a product or, with couponId (and productId null), of a coupon. */
  items: { productId: number | null; couponId?: number | null; name: string; image: string | null; value: number; discountValue: number; quantity: number }[];
}

type Group = { activity: CheckoutLine; lines: CheckoutLine[] };

function groupByActivity(rows: CheckoutLine[]): Group[] {
  const groups = new Map<number, Group>();
  for (const row of rows) {
    const group = groups.get(row.activityId) ?? { activity: row, lines: [] };
    group.lines.push(row);
    groups.set(row.activityId, group);
  }
  return [...groups.values()];
}

/** The first delivery to the member's own address among the order's actions (not a pickup point). */
function deliveryAddressOf(actions: NewOrderAction[]): ChargeRequest["deliveryAddress"] {
  const delivery = actions.find((a) => a.delivery?.delivers && a.delivery.zipcode && a.delivery.address && a.delivery.number)?.delivery;
  return delivery ? { cep: delivery.zipcode!, street: delivery.address!, number: delivery.number!, complement: delivery.complement } : null;
}

type ResolvedDelivery = { delivery: NewOrderAction["delivery"]; price: number | null };

/**
 * Step 1's choices, checked against each activity's locations; field errors keyed like the form.
 * A delivery region must deliver to the address's CEP (regionsCovering; `places`: the CEPs' cities).
 */
function resolveDeliveries(groups: Group[], locations: CheckoutLocation[], choices: DeliveryChoice[], places: Map<string, CepPlace | null>): Map<number, ResolvedDelivery> {
  const out = new Map<number, ResolvedDelivery>();
  const fieldErrors: Record<string, string> = {};
  let message = MSG_DELIVERY_REQUIRED;
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
      const covering = choice.zipcode ? regionsCovering(mine, choice.zipcode, places.get(choice.zipcode) ?? null) : [location.id];
      if (!covering.includes(location.id)) {
        message = covering.length === 0 ? MSG_REGION_NONE : MSG_REGION_NOT_COVERED;
        fieldErrors[field(covering.length === 0 ? "zipcode" : "deliveryLocationId")] = message;
      }
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
  if (Object.keys(fieldErrors).length > 0) throw new UserFacingError(message, fieldErrors);
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

// ---------------------------------------------------------------------------------------------
// Submission's reads and writes, one statement each: on a busy server every round trip is a
// parse, a plan and a wait for Node, so submission reads what it needs at once and writes the
// order with everything that goes with it at once.

/** A cart line as submission reads it: the product, its activity and what the rules need. */
export type CheckoutLine = CheckoutRows[number] & {
  /** Units the member may take: stock − other members' live holds (not under the product lock). */
  available: number;
  /** The member's participations in the activity (not cancelled): those counting towards its limit, and all. */
  forLimit: number;
  anyCount: number;
  /** Names of the activity's prerequisites the member has not done. */
  pendingPrerequisites: string[];
};

type CheckoutLocation = RegionArea & { activityId: number; name: string; price: number; street: string | null; streetNumber: string | null; zipcode: string | null };

interface CheckoutRead {
  /** The order this key already made (a second click, a retried request). */
  existingId: number | null;
  balance: number;
  /** When the member's live hold ends, if any: kept on the order (a declined card gives it back). */
  holdEnd: Date | null;
  lines: CheckoutLine[];
  locations: CheckoutLocation[];
}

type RawLine = Omit<CheckoutLine, "participationStart" | "participationEnd"> & { participationStart: string | null; participationEnd: string | null };

/**
 * What submission decides on, in one statement: the key's order, the balance, the live hold, the
 * cart lines with their product, activity, units available, participation counts and pending
 * prerequisites, and the activities' delivery locations. Called under the member's lock.
 */
async function readCheckout(tx: Tx, actor: Actor, idempotencyKey: string): Promise<CheckoutRead> {
  const s = actor.stationId;
  const u = actor.userId;
  const counts = participationCountsSql(s, u, sql`a.id`);
  // The activity's part of a line, the same for a product line and a coupon line.
  const activityFields = sql`'activityId', a.id, 'activityName', a.name, 'activityImage', a.image, 'typeId', a.type_id, 'points', a.points,
          'additionalCashback', a.additional_cashback, 'discountDelivery', a.discount_delivery, 'digitalProduct', a.digital_product,
          'active', a.active, 'participationStart', a.participation_start, 'participationEnd', a.participation_end,
          'limitPerUser', a.limit_per_user,
          'forLimit', ${counts.forLimit}, 'anyCount', ${counts.any},
          'pendingPrerequisites', (select coalesce(json_agg(ra.name order by ra.id), '[]') from activity_prerequisites ap
            join activities ra on ra.id = ap.required_activity_id
            where ap.station_id = ${s} and ap.activity_id = a.id and not exists (select 1 from participations d
              where d.station_id = ${s} and d.user_id = ${u} and d.status = 'done' and d.activity_id = ra.id))`;
  const result = (await tx.execute(sql`
    select
      (select o.id from orders o where o.station_id = ${s} and o.idempotency_key = ${idempotencyKey}) as existing_id,
      (select coalesce(sum(l.amount), 0)::text from points_ledger l where l.station_id = ${s} and l.user_id = ${u}) as balance,
      (select (extract(epoch from max(r.expires_at)) * 1000)::float8 from stock_reservations r
        where r.station_id = ${s} and r.user_id = ${u} and r.expires_at > now()) as hold_end_ms,
      (select coalesce(json_agg(x.line order by x.id), '[]') from (
        select c.id, json_build_object(
          'productId', p.id, 'couponId', null, 'name', p.name, 'image', p.image, 'value', p.value, 'discountValue', p.discount_value,
          'limit', p."limit", 'quantity', c.quantity,
          'available', greatest(0, ${unitsAvailableSql("p", s, u)}),
          ${activityFields}
        ) as line
        from cart_lines c join activity_products p on p.id = c.product_id join activities a on a.id = p.activity_id
        where c.station_id = ${s} and c.user_id = ${u} and a.station_id = ${s}
        union all
        -- A coupon line: named and pictured by its activity, priced at the coupon's new price.
        select c.id, json_build_object(
          'productId', null, 'couponId', k.id, 'name', a.name, 'image', a.image, 'value', k.new_price, 'discountValue', 0,
          'limit', ${COUPON_ORDER_LIMIT}::integer, 'quantity', c.quantity,
          'available', greatest(0, ${couponUnitsAvailableSql("k", s, u)}),
          ${activityFields}
        ) as line
        from cart_lines c join activity_coupons k on k.id = c.coupon_id join activities a on a.id = k.activity_id
        where c.station_id = ${s} and c.user_id = ${u} and a.station_id = ${s} and k.station_id = ${s}
      ) x) as lines,
      (select coalesce(json_agg(json_build_object(
          'id', dl.id, 'activityId', dl.activity_id, 'name', dl.name, 'price', dl.price, 'delivery', dl.delivery,
          'street', dl.street, 'streetNumber', dl.street_number, 'zipcode', dl.zipcode, 'cepRanges', dl.cep_ranges, 'cities', dl.cities
        ) order by dl.id), '[]')
        from delivery_locations dl where dl.station_id = ${s} and dl.activity_id in (select p.activity_id from cart_lines c
          join activity_products p on p.id = c.product_id where c.station_id = ${s} and c.user_id = ${u})) as locations
  `)) as unknown as { rows: { existing_id: number | null; balance: string; hold_end_ms: number | null; lines: RawLine[] | string; locations: CheckoutLocation[] | string }[] };
  const row = result.rows[0]!;
  const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    existingId: row.existing_id === null ? null : Number(row.existing_id),
    balance: Number(row.balance),
    holdEnd: row.hold_end_ms === null ? null : new Date(Number(row.hold_end_ms)),
    lines: json(row.lines).map((l) => ({ ...l, participationStart: date(l.participationStart), participationEnd: date(l.participationEnd) })),
    locations: json(row.locations),
  };
}

/** A ledger entry of an order, keyed `order:{id}:{what}` (once per order). */
export type OrderLedgerEntry = { amount: number; kind: "purchase" | "cashback"; description: string; what: string };

export interface OrderWrite extends Actor {
  idempotencyKey: string;
  /** The order's public code; a new one when absent. */
  code?: string;
  source: "cart" | "delivery_form";
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  walletValue: number;
  phone?: string | null;
  paymentDeadline?: Date | null;
  reservationExpiresAt?: Date | null;
  /** The member's card the gateway will be asked to charge. */
  cardId?: number | null;
  /**
   * With `participation`, the action's participation is written with it ("pending", keyed by
   * `participation.key`); otherwise the action points at `participationId` (already written, or none).
   */
  actions: (NewOrderAction & { participation?: { key: string; payload: object } })[];
  ledger?: OrderLedgerEntry[];
  /** The checkout: the member's hold and their cart lines of these products are consumed. */
  consumesCart?: number[];
  /** ... and their cart lines of these coupons. */
  consumesCartCoupons?: number[];
}

/**
 * Writes an order in one statement: the order, its participations, actions and item snapshots,
 * its ledger entries, and (checkout) the member's hold and cart lines consumed. Totals are the sum
 * of the actions'. Not the stock: see takeCheckoutStock and takeStock.
 */
export async function writeOrder(tx: Tx, order: OrderWrite): Promise<{ id: number; code: string; createdAt: Date; totalValue: number; cashbackValue: number }> {
  const s = order.stationId;
  const u = order.userId;
  const code = order.code ?? voucherCode();
  const sum = (pick: (t: ActionTotals) => number) => order.actions.reduce((n, a) => n + pick(a.totals), 0);
  const totalValue = sum((t) => t.totalValue);
  const cashbackValue = sum((t) => t.cashbackValue);
  const ledger = order.ledger ?? [];
  for (const e of ledger) if (!Number.isSafeInteger(e.amount)) throw new RangeError(`ledger amount must be an integer, got ${e.amount}`);
  const actions = order.actions.map((a) => ({
    activity_id: a.activityId,
    activity_name: a.activityName,
    activity_type_id: a.activityTypeId,
    digital_product: a.digitalProduct,
    participation_id: a.participationId,
    participation_key: a.participation?.key ?? null,
    payload: a.participation?.payload ?? null,
    delivery_location_id: a.delivery?.locationId ?? null,
    delivery_location_name: a.delivery?.name ?? null,
    delivers: a.delivery?.delivers ?? false,
    address: a.delivery?.address ?? null,
    number: a.delivery?.number ?? null,
    complement: a.delivery?.complement ?? null,
    zipcode: a.delivery?.zipcode ?? null,
    reference: a.delivery?.reference ?? null,
    items_value: a.totals.itemsValue,
    additional_discount_value: a.totals.additionalDiscountValue,
    delivery_value: a.totals.deliveryValue,
    total_value: a.totals.totalValue,
    cashback_value: a.totals.cashbackValue,
  }));
  const items = order.actions.flatMap((a) =>
    a.items.map((i) => ({
      activity_id: a.activityId,
      product_id: i.productId,
      coupon_id: i.couponId ?? null,
      name: i.name,
      image: i.image,
      value: i.value,
      discount_value: i.discountValue,
      quantity: i.quantity,
    })),
  );
  const consumed = [...new Set(order.consumesCart ?? [])].sort((a, b) => a - b);
  const consumedCoupons = [...new Set(order.consumesCartCoupons ?? [])].sort((a, b) => a - b);
  const idList = (ids: number[]) => (ids.length === 0 ? sql`null` : sql.join(ids.map((id) => sql`${id}`), sql`, `));
  const consume =
    consumed.length === 0 && consumedCoupons.length === 0
      ? sql``
      : sql`,
    hold as (delete from stock_reservations where station_id = ${s} and user_id = ${u}),
    cart as (delete from cart_lines where station_id = ${s} and user_id = ${u}
      and (product_id in (${idList(consumed)}) or coupon_id in (${idList(consumedCoupons)})))`;
  const result = (await tx.execute(sql`
    with o as (
      insert into orders (station_id, user_id, code, status, source, payment_method, items_value, additional_discount_value,
        delivery_value, total_value, wallet_value, gateway_value, cashback_value, idempotency_key, phone, payment_deadline,
        reservation_expires_at, paid_at, card_id)
      values (${s}, ${u}, ${code}, ${order.status}, ${order.source}, ${order.paymentMethod}, ${sum((t) => t.itemsValue)},
        ${sum((t) => t.additionalDiscountValue)}, ${sum((t) => t.deliveryValue)}, ${totalValue}, ${order.walletValue},
        ${totalValue - order.walletValue}, ${cashbackValue}, ${order.idempotencyKey}, ${order.phone ?? null},
        ${order.paymentDeadline?.toISOString() ?? null}::timestamptz, ${order.reservationExpiresAt?.toISOString() ?? null}::timestamptz,
        ${order.status === "paid" ? sql`now()` : sql`null`}, ${order.cardId ?? null}::integer)
      returning id, (extract(epoch from created_at) * 1000)::float8 as created_ms
    ),
    x as (
      select * from json_to_recordset(${JSON.stringify(actions)}::json) as x(activity_id integer, activity_name text,
        activity_type_id smallint, digital_product boolean, participation_id integer, participation_key text, payload jsonb,
        delivery_location_id integer, delivery_location_name text, delivers boolean, address text, number text, complement text,
        zipcode text, reference text, items_value integer, additional_discount_value integer, delivery_value integer,
        total_value integer, cashback_value bigint)
    ),
    pa as (
      insert into participations (station_id, activity_id, user_id, status, payload, points_awarded, counts_toward_limit, idempotency_key)
      select ${s}, x.activity_id, ${u}, 'pending', x.payload, 0, true, x.participation_key from x where x.participation_key is not null
      returning id, activity_id
    ),
    oa as (
      insert into order_actions (station_id, order_id, activity_id, activity_name, activity_type_id, digital_product, participation_id,
        delivery_location_id, delivery_location_name, delivers, address, number, complement, zipcode, reference, items_value,
        additional_discount_value, delivery_value, total_value, cashback_value)
      select ${s}, o.id, x.activity_id, x.activity_name, x.activity_type_id, x.digital_product, coalesce(pa.id, x.participation_id),
        x.delivery_location_id, x.delivery_location_name, x.delivers, x.address, x.number, x.complement, x.zipcode, x.reference,
        x.items_value, x.additional_discount_value, x.delivery_value, x.total_value, x.cashback_value
      from o, x left join pa on pa.activity_id = x.activity_id
      returning id, activity_id
    ),
    oi as (
      insert into order_items (station_id, order_id, order_action_id, product_id, coupon_id, name, image, value, discount_value, quantity)
      select ${s}, o.id, oa.id, y.product_id, y.coupon_id, y.name, y.image, y.value, y.discount_value, y.quantity
      from o, json_to_recordset(${JSON.stringify(items)}::json) as y(activity_id integer, product_id integer, coupon_id integer, name text,
        image text, value integer, discount_value integer, quantity integer)
      join oa on oa.activity_id = y.activity_id
    ),
    le as (
      insert into points_ledger (station_id, user_id, amount, kind, reference, description, idempotency_key)
      select ${s}, ${u}, z.amount, z.kind, 'order:' || o.id, z.description, 'order:' || o.id || ':' || z.what
      from o, json_to_recordset(${JSON.stringify(ledger)}::json) as z(amount bigint, kind text, description text, what text)
      on conflict (station_id, idempotency_key) do nothing
    )${consume}
    select o.id, o.created_ms from o
  `)) as unknown as { rows: { id: number; created_ms: number }[] };
  const row = result.rows[0]!;
  return { id: Number(row.id), code, createdAt: new Date(Number(row.created_ms)), totalValue, cashbackValue };
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
  const places = await cepPlacesOf(db, actor.stationId, input.deliveries);
  const created = await db.transaction(async (tx): Promise<{ orderId: number; replayed: boolean; charge: ChargeRequest | null; summary: OrderSummary | null }> => {
    // The member's lock first; what it serialises (a second click with the same key, the balance,
    // the limits) is then read in one statement, whose snapshot is taken after the lock is held.
    const [customer] = await tx
      .select({ name: users.name, email: users.email, cpf: users.cpf, phone: users.tel })
      .from(users)
      .where(and(eq(users.id, actor.userId), eq(users.stationId, actor.stationId)))
      .for("update");
    if (!customer) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
    const read = await readCheckout(tx, actor, idempotencyKey);
    if (read.existingId !== null) return { orderId: read.existingId, replayed: true, charge: null, summary: null };

    // The cart's rules (activity open, per-member limit, product limit, units available) are
    // checked here without the product locks; the stock is taken, under them, as the last step.
    const rows = read.lines;
    if (rows.length === 0) throw new UserFacingError(MSG_CART_EMPTY, undefined, 409);
    const groups = groupByActivity(rows);
    for (const { activity } of groups) {
      const refusal = shopActivityRefusal(activity, activity.pendingPrerequisites);
      if (refusal) throw refusal;
    }
    for (const row of rows) assertQuantity(row, row.quantity, row.available);
    const deliveries = resolveDeliveries(groups, read.locations, input.deliveries, places);
    const actions: OrderWrite["actions"] = [];
    for (const { activity, lines } of groups) {
      // The purchase is a participation (its rules were judged above, as participate() judges them),
      // counting towards the activity's per-member limit; "pending" until the order is validated,
      // "cancelled" if it never pays. Written with the order below.
      const { delivery, price } = deliveries.get(activity.activityId)!;
      actions.push({
        activityId: activity.activityId,
        activityName: activity.activityName,
        activityTypeId: activity.typeId,
        // Coupons ship nowhere: only coupons bought from an activity make it a digital purchase.
        digitalProduct: activity.digitalProduct || lines.every((l) => l.productId === null),
        participationId: null,
        participation: {
          key: `checkout:${idempotencyKey}:${activity.activityId}`,
          payload: { products: Object.fromEntries(lines.map((l) => [l.couponId !== null ? `coupon-${l.couponId}` : `product-${l.productId}`, l.quantity])) },
        },
        delivery,
        totals: actionTotals({ ...activity, deliveryPrice: price, lines }),
        items: lines.map((l) => ({
          productId: l.productId,
          couponId: l.couponId,
          name: l.name,
          image: l.image,
          value: l.value,
          discountValue: l.discountValue,
          quantity: l.quantity,
        })),
      });
    }
    const total = actions.reduce((s, a) => s + a.totals.totalValue, 0);
    const split = splitPayment(read.balance, total);
    if (!split.walletCovers && !input.payment) throw new UserFacingError(MSG_PAYMENT_REQUIRED, { "payment.type": messages.required });
    if (!split.walletCovers && !deps.payments) throw new UserFacingError(MSG_PAYMENT_UNAVAILABLE, undefined, 503);
    const paymentDeadline = split.walletCovers ? null : new Date(Date.now() + PAYMENT_TIMEOUT_SECONDS * 1000);

    const code = voucherCode();
    const cashbackValue = actions.reduce((s, a) => s + a.totals.cashbackValue, 0);
    const ledger: OrderLedgerEntry[] = [];
    if (split.wallet > 0) ledger.push({ amount: -split.wallet, kind: "purchase", description: `Pedido ${code}`, what: "wallet" });
    if (split.walletCovers && cashbackValue > 0) ledger.push({ amount: cashbackValue, kind: "cashback", description: `Cashback do pedido ${code}`, what: "cashback" });
    const status: OrderStatus = split.walletCovers ? "paid" : "pending_payment";
    const paymentMethod: PaymentMethod = split.walletCovers ? "wallet" : input.payment!.type;
    const order = await writeOrder(tx, {
      ...actor,
      idempotencyKey,
      code,
      source: "cart",
      status,
      paymentMethod,
      walletValue: split.wallet,
      paymentDeadline,
      reservationExpiresAt: read.holdEnd,
      cardId: !split.walletCovers && input.payment?.type === "credit_card" ? input.payment.cardId : null,
      actions,
      ledger,
      consumesCart: rows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      consumesCartCoupons: rows.flatMap((r) => (r.couponId === null ? [] : [r.couponId])),
    });
    if (split.walletCovers) {
      await issueOrderCoupons(tx, { ...actor, id: order.id });
      await awardTrophies(tx, { ...actor, event: { kind: "order_paid" } });
    }
    let charge: ChargeRequest | null = null;
    if (!split.walletCovers) {
      await enqueue(tx, "commerce-order-payment-expiry", { stationId: actor.stationId, orderId: order.id }, { startAfter: paymentDeadline! });
      charge = {
        stationId: actor.stationId,
        orderId: order.id,
        orderCode: code,
        idempotencyKey: `order:${order.id}:charge`,
        amount: split.gateway,
        payment: input.payment!,
        customer: { userId: actor.userId, ...customer },
        deliveryAddress: deliveryAddressOf(actions),
        items: actions.flatMap((a) => a.items.map((i) => ({ name: i.name, quantity: i.quantity, unitValue: chargedUnitPrice(a.activityTypeId, i) }))),
        description: `Pedido ${code}`,
      };
    }
    // Last: the products' row locks are shared by every member buying them, so they are taken
    // here (units checked again and taken, in the same round trip) and held only until the commit.
    await takeCheckoutStock(tx, actor, rows);
    const summary: OrderSummary = {
      id: order.id,
      code,
      status,
      paymentMethod,
      totalValue: total,
      walletValue: split.wallet,
      gatewayValue: total - split.wallet,
      cashbackValue,
      failureReason: null,
      pix: null,
      createdAt: order.createdAt.toISOString(),
    };
    return { orderId: order.id, replayed: false, charge, summary: charge ? null : summary };
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
    created.summary = await applyChargeResult(db, actor.stationId, created.orderId, result);
  }
  // A wallet order is final at its commit, and the charge's answer wrote the others: the summary is what was written.
  const order = created.summary ?? (await getOrderSummary(db, actor.stationId, created.orderId));
  return { order: order!, replayed: created.replayed };
}

/**
 * Records what the charge call answered, and answers the order's summary. The gateway's ids and a
 * PIX code are one UPDATE (which also locks the order); an approved charge settles in that same
 * transaction, by the rules of markOrderPaid; a refused one through markOrderFailed.
 */
async function applyChargeResult(db: Db, stationId: number, orderId: number, result: ChargeResult): Promise<OrderSummary | null> {
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

// ---------------------------------------------------------------------------------------------
// Settling an order

type LockedOrder = Pick<OrderRow, "id" | "stationId" | "userId" | "code" | "status" | "walletValue" | "cashbackValue" | "reservationExpiresAt"> & {
  deadlinePassed: boolean;
};

async function lockOrder(tx: Tx, stationId: number, orderId: number, set?: PgUpdateSetSource<typeof orders>): Promise<LockedOrder> {
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
    const { row: _row, ...result } = await settlePaid(tx, await lockOrder(tx, input.stationId, input.orderId), input.gatewayEventId);
    return result;
  });
}

/** markOrderPaid on an order locked in the caller's transaction; `row` is the order once paid here. */
async function settlePaid(tx: Tx, order: LockedOrder, gatewayEventId: string): Promise<SettleResult & { row?: OrderRow }> {
  const outcome = order.status === "pending_payment" ? "applied" : ["failed", "expired", "cancelled"].includes(order.status) ? "late" : "ignored";
  if (!(await recordEvent(tx, order, gatewayEventId, "paid", outcome))) return { status: order.status, outcome: "duplicate" };
  if (outcome === "late") console.warn(`order ${order.id} (station ${order.stationId}) paid after it was ${order.status}: refund due`);
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

/** One of the member's orders as a summary, with the gateway charge it waits on; null when it is not theirs. */
export async function getMemberOrderSummary(
  db: DbOrTx,
  stationId: number,
  userId: number,
  orderId: number,
): Promise<{ order: OrderSummary; gatewayChargeId: string | null } | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId), eq(orders.id, orderId)));
  return row ? { order: summary(row), gatewayChargeId: row.gatewayChargeId } : null;
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
    /** Prices the items (a type 14 item costs its full value; the discount is the order's). */
    activityTypeId: number;
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
      activityTypeId: a.activityTypeId,
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
