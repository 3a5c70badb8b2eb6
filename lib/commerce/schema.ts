// Commerce: each member's cart, stock reservations while a checkout is open, and orders (with one
// row per activity they buy from, the item snapshots, and the gateway events already applied).
// Money in integer cents; the wallet pays 1:1 (100 hundredths of a point = R$ 1,00).
//
// Stock: activity_products.stock counts the units not sold yet, less the sold rows not folded in:
// a submission turns the member's live hold into its order's sale (the row stays, with order_id),
// and the hold's expiry job later folds those rows into the stock; a sale without a hold takes the
// stock with a conditional update. A failed or expired order gives its units back to the stock.
// The units a member may still take are stock − sold rows − the live holds of other members,
// where "live" means expires_at > now(): an expired hold is free even before its job deletes it.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { activities, activityCoupons, activityProducts, deliveryLocations, participations } from "@/lib/activities/schema";
import { stations } from "@/lib/stations/schema";

const stationRef = () =>
  integer("station_id")
    .notNull()
    .references(() => stations.id, { onDelete: "cascade" });

const memberRef = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const productRef = () => integer("product_id").references(() => activityProducts.id, { onDelete: "cascade" });
/** A shop activity's coupon (type 3), bought through the cart like a product. */
const couponRef = () => integer("coupon_id").references(() => activityCoupons.id, { onDelete: "cascade" });

/** A line and a hold are of exactly one thing: a product or a coupon. */
const oneItem = (productId: unknown, couponId: unknown) => sql`num_nonnulls(${productId}, ${couponId}) = 1`;

/** One product or coupon line of a member's cart; quantity ≥ 1 (a line at 0 is deleted). */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    userId: memberRef(),
    productId: productRef(),
    couponId: couponRef(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_user_product_key").on(t.stationId, t.userId, t.productId),
    uniqueIndex("cart_lines_user_coupon_key").on(t.stationId, t.userId, t.couponId),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("cart_lines_one_item", oneItem(t.productId, t.couponId)),
  ],
);

/**
 * Units held for a member while their checkout is open. One row per (member, product or coupon); entering
 * checkout again replaces the member's rows. Deleted when the order consumes them or by the
 * expiry job; until then, a row past expires_at counts as free.
 */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    userId: memberRef(),
    productId: productRef(),
    couponId: couponRef(),
    quantity: integer("quantity").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when a submission turned the hold into its order's sale: the row then never expires and
     * counts against everyone (the buyer too) until the expiry job folds it into the stock.
     */
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
  },
  (t) => [
    // One hold per member and item; sold rows are the orders', as many as the member's orders.
    uniqueIndex("stock_reservations_user_product_key").on(t.stationId, t.userId, t.productId).where(sql`${t.orderId} is null`),
    uniqueIndex("stock_reservations_user_coupon_key").on(t.stationId, t.userId, t.couponId).where(sql`${t.orderId} is null`),
    index("stock_reservations_product_idx").on(t.productId, t.expiresAt),
    index("stock_reservations_coupon_idx").on(t.couponId, t.expiresAt),
    check("stock_reservations_quantity_positive", sql`${t.quantity} > 0`),
    check("stock_reservations_one_item", oneItem(t.productId, t.couponId)),
  ],
);

export const ORDER_STATUSES = [
  /** Created; the gateway part (card or PIX) is not paid yet. Stock and the wallet part are held. */
  "pending_payment",
  "paid",
  /** The gateway refused the payment; stock and wallet part returned. */
  "failed",
  "cancelled",
  /** Nobody paid before the deadline (PIX expiry); stock and wallet part returned. */
  "expired",
  "partially_refunded",
  "refunded",
  "delivered",
  /** A delivery-form order (type 14) with nothing charged online: received, awaiting fulfilment. */
  "received",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["wallet", "credit_card", "pix", "on_delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    // Financial history is never cascaded away: deleting a member anonymises them.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Printed on the receipt and read by the validation page; unique per station. */
    code: text("code").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    /** "cart" (checkout) or "delivery_form" (the type-14 activity form). */
    source: text("source").$type<"cart" | "delivery_form">().notNull().default("cart"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    /** Σ per activity of the items' value before the additional discount (spec's product_items_sum_value). */
    itemsValue: integer("items_value").notNull(),
    /** The type-14 delivery discount actually applied (never more than the items). */
    additionalDiscountValue: integer("additional_discount_value").notNull().default(0),
    deliveryValue: integer("delivery_value").notNull().default(0),
    /** items − additional discount + delivery (spec's total_final_value). */
    totalValue: integer("total_value").notNull(),
    /** Part paid from the wallet (debited at submission, returned if the order fails or expires). */
    walletValue: integer("wallet_value").notNull().default(0),
    /** Part charged by the gateway (card or PIX). total = wallet + gateway. */
    gatewayValue: integer("gateway_value").notNull().default(0),
    /** Hundredths of a point credited once when the order becomes paid. */
    cashbackValue: bigint("cashback_value", { mode: "number" }).notNull().default(0),
    /** Refunded share in hundredths of a percent (10000 = 100 %). */
    refundedBasisPoints: integer("refunded_basis_points").notNull().default(0),
    /** One per checkout attempt: a retried or double-clicked submission finds this order. */
    idempotencyKey: text("idempotency_key").notNull(),
    phone: text("phone"),
    gatewayOrderId: text("gateway_order_id"),
    gatewayChargeId: text("gateway_charge_id"),
    /** PIX "copia e cola" payload and its expiry, when paying by PIX. */
    pixCode: text("pix_code"),
    pixExpiresAt: timestamp("pix_expires_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /** A pending order still unpaid at this moment expires (its job runs then). */
    paymentDeadline: timestamp("payment_deadline", { withTimezone: true }),
    /** When the checkout's reservation would have ended: a declined card gives the hold back until then. */
    reservationExpiresAt: timestamp("reservation_expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The member's card the gateway was asked to charge (null: wallet or PIX). A plain id, no foreign
     * key: an order outlives a removed card, and the approval only reads it to save the card.
     */
    cardId: integer("card_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key").on(t.stationId, t.idempotencyKey),
    uniqueIndex("orders_code_key").on(t.stationId, t.code),
    index("orders_station_user_idx").on(t.stationId, t.userId, t.id),
    index("orders_gateway_charge_idx").on(t.stationId, t.gatewayChargeId),
    check("orders_status_check", sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check("orders_split_check", sql`${t.walletValue} >= 0 and ${t.gatewayValue} >= 0 and ${t.walletValue} + ${t.gatewayValue} = ${t.totalValue}`),
    check("orders_refund_range", sql`${t.refundedBasisPoints} between 0 and 10000`),
  ],
);

/**
 * The part of an order bought from one activity (delivery, discount and
 * cashback are computed per action): its delivery or pickup choice and address, and its share of the totals.
 */
export const orderActions = pgTable(
  "order_actions",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "restrict" }),
    activityName: text("activity_name").notNull(),
    activityTypeId: smallint("activity_type_id").notNull(),
    digitalProduct: boolean("digital_product").notNull().default(false),
    /** The participation that counts this purchase towards the activity's per-member limit. */
    participationId: integer("participation_id").references(() => participations.id, { onDelete: "set null" }),
    deliveryLocationId: integer("delivery_location_id").references(() => deliveryLocations.id, { onDelete: "set null" }),
    deliveryLocationName: text("delivery_location_name"),
    /** True when the location delivers to the address (false: pickup at the location). */
    delivers: boolean("delivers").notNull().default(false),
    address: text("address"),
    number: text("number"),
    complement: text("complement"),
    zipcode: text("zipcode"),
    reference: text("reference"),
    itemsValue: integer("items_value").notNull(),
    additionalDiscountValue: integer("additional_discount_value").notNull().default(0),
    deliveryValue: integer("delivery_value").notNull().default(0),
    totalValue: integer("total_value").notNull(),
    cashbackValue: bigint("cashback_value", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("order_actions_order_activity_key").on(t.orderId, t.activityId)],
);

/** What was bought, as it was priced then (the product may change or disappear later). */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderActionId: integer("order_action_id")
      .notNull()
      .references(() => orderActions.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => activityProducts.id, { onDelete: "set null" }),
    /** A coupon bought through the cart: its codes are issued when the order is paid. */
    couponId: integer("coupon_id").references(() => activityCoupons.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    image: text("image"),
    value: integer("value").notNull(),
    discountValue: integer("discount_value").notNull().default(0),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    // At most one: a snapshot outlives its product or coupon (the reference is then set null).
    check("order_items_one_item", sql`num_nonnulls(${t.productId}, ${t.couponId}) <= 1`),
  ],
);

/**
 * Gateway events already applied to an order, by the gateway's event id: a webhook delivered again
 * finds its row and changes nothing. `outcome` says what the event did: "applied", "ignored"
 * (the order had already moved on) or "late" (paid after the order expired or failed: the money
 * must be refunded by staff).
 */
export const orderPaymentEvents = pgTable(
  "order_payment_events",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gatewayEventId: text("gateway_event_id").notNull(),
    kind: text("kind").$type<"paid" | "failed">().notNull(),
    outcome: text("outcome").$type<"applied" | "ignored" | "late">().notNull(),
    detail: jsonb("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_payment_events_event_key").on(t.stationId, t.gatewayEventId)],
);

export type RefundStatus = "pending" | "charged" | "applied" | "failed";

/** One line of a refund: which item, how many units, and whether they go back to stock. */
export interface RefundLine {
  itemId: number;
  quantity: number;
  restock: boolean;
}

/**
 * A refund the console asked for, in cents, split between the gateway (card or PIX) and the wallet
 * in proportion to how the order was paid. One per idempotency key: a retried form finds its row.
 * "pending": the amount is reserved against the order (concurrent refunds cannot pass its total);
 * "charged": the gateway gave its part back; "applied": the ledger, cashback, stock and status
 * changed; "failed": the gateway refused, and the amount is free again.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    walletValue: integer("wallet_value").notNull(),
    gatewayValue: integer("gateway_value").notNull(),
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    failureReason: text("failure_reason"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_refunds_idempotency_key").on(t.stationId, t.idempotencyKey),
    index("order_refunds_order_idx").on(t.stationId, t.orderId, t.id),
    check("order_refunds_amounts", sql`${t.amount} > 0 and ${t.walletValue} >= 0 and ${t.gatewayValue} >= 0 and ${t.walletValue} + ${t.gatewayValue} = ${t.amount}`),
  ],
);

export const FULFILMENT_STEPS = ["sent", "delivered"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/**
 * The delivery of an order with an address, step by step after "recebido" (the order itself):
 * "sent" (with an optional tracking code) and "delivered", each once.
 */
export const orderFulfilmentSteps = pgTable(
  "order_fulfilment_steps",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").$type<FulfilmentStep>().notNull(),
    trackingCode: text("tracking_code"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_fulfilment_steps_order_step_key").on(t.orderId, t.step), check("order_fulfilment_steps_step_check", sql`${t.step} in (${inList(FULFILMENT_STEPS)})`)],
);

export type OrderRow = typeof orders.$inferSelect;

/** The payer's data a card was registered with (the payment form's billing block), kept for its charges. */
export interface CardBilling {
  cpf: string;
  /** YYYY-MM-DD. */
  birthday: string;
  email: string;
  phone: string;
  address: { cep: string; state: string; city: string; street: string; number: string; neighborhood: string };
}

/**
 * A member's card at the gateway: only its reference there, brand, last digits, holder, expiry and
 * billing data — never the number or CVV, which went to the gateway's tokeniser only. A card
 * belongs to one member of one station. `saved` false: tokenised for one checkout ("Salvar cartão"
 * unticked), usable by it and not listed later. `reusable` false: a single-use token (Pagar.me's)
 * until a charge gives the gateway's card id, which then replaces it.
 */
export const memberCards = pgTable(
  "member_cards",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    userId: memberRef(),
    /** Which driver made the reference ("simulator" | "pagarme"): one is never sent to the other. */
    gateway: text("gateway").$type<"simulator" | "pagarme">().notNull(),
    gatewayRef: text("gateway_ref").notNull(),
    reusable: boolean("reusable").notNull(),
    brand: text("brand"),
    lastDigits: text("last_digits").notNull(),
    holderName: text("holder_name").notNull(),
    /** MM/YY. */
    expiry: text("expiry").notNull(),
    billing: jsonb("billing").$type<CardBilling>().notNull(),
    /** Listed in "Meios de pagamento" and offered again at checkout. */
    saved: boolean("saved").notNull().default(false),
    /** The member ticked "save" in the checkout: `saved` turns on when a charge on the card is approved. */
    saveOnApproval: boolean("save_on_approval").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_cards_member_idx").on(t.stationId, t.userId, t.id), check("member_cards_last_digits", sql`${t.lastDigits} ~ '^[0-9]{4}$'`)],
);

export type MemberCardRow = typeof memberCards.$inferSelect;
