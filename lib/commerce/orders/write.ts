// Writing an order: the order, its participations, actions, item snapshots and ledger entries in
// one statement, for the checkout and for the activities that sell without a cart.
import "server-only";
import { sql } from "drizzle-orm";
import { voucherCode } from "@/lib/utils/codes";
import type { Tx } from "@/lib/db/client";
import type { OrderStatus, PaymentMethod } from "../schema";
import type { ActionTotals } from "../totals";

/** The member an order belongs to, on the station whose order it is. */
export interface OrderActor {
  stationId: number;
  userId: number;
}

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

/** A ledger entry of an order, keyed `order:{id}:{what}` (once per order). */
export type OrderLedgerEntry = { amount: number; kind: "purchase" | "cashback"; description: string; what: string };

export interface OrderWrite extends OrderActor {
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
  /** The checkout: the member's cart lines of these products are consumed. */
  consumesCart?: number[];
  /** ... and their cart lines of these coupons. */
  consumesCartCoupons?: number[];
  /**
   * The checkout's units are the member's live hold: its rows become the order's sold rows (no
   * longer expiring); how many did is in the answer's soldHoldRows. Otherwise the hold is left
   * to takeCheckoutStock, which drops it under the products' locks.
   */
  sellsHold?: boolean;
}

/**
 * Writes an order in one statement: the order, its participations, actions and item snapshots,
 * its ledger entries, and (checkout) the member's cart lines consumed and their hold sold. Totals are the sum of the actions'. Not the stock: see takeCheckoutStock and takeStock.
 */
export async function writeOrder(
  tx: Tx,
  order: OrderWrite,
): Promise<{ id: number; code: string; createdAt: Date; totalValue: number; cashbackValue: number; soldHoldRows: number }> {
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
  const consumes = consumed.length > 0 || consumedCoupons.length > 0;
  const consume = !consumes
      ? sql``
      : sql`,
${
      order.sellsHold
        ? sql`
    hold as (update stock_reservations r set order_id = o.id, expires_at = 'infinity' from o
      where r.station_id = ${s} and r.user_id = ${u} and r.order_id is null and r.expires_at > now() returning r.id),`
        : sql``
    }
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
    select o.id, o.created_ms, ${consumes && order.sellsHold ? sql`(select count(*) from hold)` : sql`0`}::integer as sold_hold_rows from o
  `)) as unknown as { rows: { id: number; created_ms: number; sold_hold_rows: number }[] };
  const row = result.rows[0]!;
  const soldHoldRows = order.sellsHold ? Number(row.sold_hold_rows) : 0;
  return { id: Number(row.id), code, createdAt: new Date(Number(row.created_ms)), totalValue, cashbackValue, soldHoldRows };
}
