// Submitting the cart: "Efetuar pedido" / "Gerar código para pagamento".
//
// Submission runs in one transaction under the member's row lock: it re-checks every rule,
// empties the cart and takes the units. The reservation is the allocation: when the member's live
// hold is exactly the cart, its rows become the order's sale, without the products' row locks
// (entering checkout took the units under them); a hold the expiry job released meanwhile refuses
// the submission ("Tempo de reserva esgotado"). Without a live hold matching the cart, the units
// are taken from the stock under the products' row locks (last, as they are shared by every buyer
// of those products: held for one round trip and the commit). Then, when the
// wallet covers the total, debits it and marks the order paid (cashback credited once). Otherwise
// the order waits for the gateway part ("pending_payment") holding its stock and the wallet part,
// which is debited now and credited back if the payment fails or expires: debiting only on
// payment would let the same balance pay twice while a PIX is open, or be gone when the webhook
// arrives. The gateway is called after the commit (no network call under row locks), through the
// PaymentPort the caller passes.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { GENERIC_ERROR, UserFacingError } from "@/lib/actions/result";
import { voucherCode } from "@/lib/utils/codes";
import { MSG_UNAVAILABLE } from "@/lib/activities/messages";
import { ParticipationError, participationCountsSql } from "@/lib/activities/participation";
import { couponUnitsAvailableSql, unitsAvailableSql } from "@/lib/activities/units";
import type { Db, Tx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { messages } from "@/lib/validation";
import { awardTrophies } from "@/lib/trophies/award";
import { assertQuantity, COUPON_ORDER_LIMIT, shopActivityRefusal } from "../cart";
import { issueOrderCoupons } from "../coupon-codes";
import { cepPlacesOf } from "../delivery-ceps";
import { regionsCovering, type CepPlace, type RegionArea } from "@/lib/activities/delivery-coverage";
import { MSG_CART_EMPTY, MSG_DELIVERY_REQUIRED, MSG_PAYMENT_REQUIRED, MSG_PAYMENT_UNAVAILABLE, MSG_REGION_NONE, MSG_REGION_NOT_COVERED, TOAST_RESERVATION_EXPIRED } from "../messages";
import { lineSnapshot } from "../lines";
import type { ChargeRequest, ChargeResult, PaymentPort } from "@/lib/wallet/payment-port";
import type { CheckoutRows } from "../reservation";
import type { OrderStatus, PaymentMethod } from "../schema";
import type { DeliveryChoice, SubmitOrderOutput } from "../schemas";
import { takeCheckoutStock } from "../stock";
import { actionTotals, chargedUnitPrice, splitPayment } from "../totals";
import { getOrderSummary, type OrderSummary } from "./queries";
import { applyChargeResult } from "./settle";
import { PAYMENT_TIMEOUT_SECONDS } from "./state";
import { writeOrder, type NewOrderAction, type OrderActor, type OrderLedgerEntry, type OrderWrite } from "./write";
import { logger } from "@/lib/log/logger";

type Actor = OrderActor;

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
  /** The member's live hold, one row per item. */
  held: HeldRow[];
  lines: CheckoutLine[];
  locations: CheckoutLocation[];
}

type HeldRow = { productId: number | null; couponId: number | null; quantity: number };

/** True when the hold is exactly the cart: the same items in the same quantities. */
function holdIsCart(held: HeldRow[], rows: CheckoutLine[]): boolean {
  const key = (r: { productId: number | null; couponId: number | null }) => (r.productId !== null ? `p${r.productId}` : `c${r.couponId}`);
  const wanted = new Map<string, number>();
  for (const r of rows) wanted.set(key(r), (wanted.get(key(r)) ?? 0) + r.quantity);
  return held.length === wanted.size && held.every((h) => wanted.get(key(h)) === h.quantity);
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
        where r.station_id = ${s} and r.user_id = ${u} and r.order_id is null and r.expires_at > now()) as hold_end_ms,
      (select coalesce(json_agg(json_build_object('productId', r.product_id, 'couponId', r.coupon_id, 'quantity', r.quantity)), '[]')
        from stock_reservations r where r.station_id = ${s} and r.user_id = ${u} and r.order_id is null and r.expires_at > now()) as held,
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
  `)) as unknown as {
    rows: { existing_id: number | null; balance: string; hold_end_ms: number | null; held: HeldRow[] | string; lines: RawLine[] | string; locations: CheckoutLocation[] | string }[];
  };
  const row = result.rows[0]!;
  const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    existingId: row.existing_id === null ? null : Number(row.existing_id),
    balance: Number(row.balance),
    holdEnd: row.hold_end_ms === null ? null : new Date(Number(row.hold_end_ms)),
    held: json(row.held),
    lines: json(row.lines).map((l) => ({ ...l, participationStart: date(l.participationStart), participationEnd: date(l.participationEnd) })),
    locations: json(row.locations),
  };
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
        items: lines.map(lineSnapshot),
      });
    }
    const total = actions.reduce((s, a) => s + a.totals.totalValue, 0);
    const split = splitPayment(read.balance, total);
    if (!split.walletCovers && !input.payment) throw new UserFacingError(MSG_PAYMENT_REQUIRED, { "payment.type": messages.required });
    if (!split.walletCovers && !deps.payments) throw new UserFacingError(MSG_PAYMENT_UNAVAILABLE, undefined, 503);
    const paymentDeadline = split.walletCovers ? null : new Date(Date.now() + PAYMENT_TIMEOUT_SECONDS * 1000);

    const sellsHold = holdIsCart(read.held, rows);
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
      sellsHold,
    });
    // The hold was live when read; fewer rows sold means its time ran out and the expiry job (or a
    // taker under the products' locks) released them meanwhile: the units are no longer the member's.
    if (sellsHold && order.soldHoldRows !== read.held.length) throw new UserFacingError(TOAST_RESERVATION_EXPIRED.title, undefined, 409);
    // The sold rows are folded into the stock by the expiry job under the products' locks, off this
    // transaction's path: queued now, not at the hold's end, so the stock the console shows (and
    // an owner edits) catches up within seconds.
    if (sellsHold) await enqueue(tx, "commerce-reservation-expiry", { stationId: actor.stationId, userId: actor.userId });
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
    // Without the hold, last: the products' row locks are shared by every member buying them, so
    // they are taken here (units checked again and taken, in the same round trip) and held only
    // until the commit.
    if (!sellsHold) await takeCheckoutStock(tx, actor, rows);
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
      logger.error({ err: error, stationId: actor.stationId, orderId: created.orderId }, "payment gateway: charge failed");
      result = { status: "failed", gatewayOrderId: null, gatewayChargeId: null, reason: GENERIC_ERROR };
    }
    created.summary = await applyChargeResult(db, actor.stationId, created.orderId, result);
  }
  // A wallet order is final at its commit, and the charge's answer wrote the others: the summary is what was written.
  const order = created.summary ?? (await getOrderSummary(db, actor.stationId, created.orderId));
  return { order: order!, replayed: created.replayed };
}
