// Plans a station offers and its members' subscriptions to them, with one row
// per charge (or free operation) each subscription made. Money in integer cents.
//
// A plan's price is amount − discount; its period is `days` (30 month, 183 semester, 365 year).
// A deleted plan keeps its row (deleted_at): subscriptions and charges still name it.
// A member has at most one live subscription (active or past_due) per station; a canceled one
// stays as history. A subscription's charges are the money it moved: the first period, an
// upgrade's prorated difference, each renewal (paid or failed); free operations are rows with
// amount 0 and status "free" so every confirmation has an order number.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { memberCards } from "@/lib/commerce/schema";
import { stations } from "@/lib/stations/schema";

export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** The plan's id at the gateway, when the station keeps its plans there too (spec's external_id). */
    externalId: text("external_id"),
    name: text("name").notNull(),
    description: text("description"),
    /** The spec's `amount`: the full price of one period. */
    priceCents: integer("price_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    /** Length of one period: 30 (mês), 183 (semestre) or 365 (ano). */
    days: smallint("days").notNull().default(30),
    benefits: jsonb("benefits").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    image: text("image"),
    isHighlighted: boolean("is_highlighted").notNull().default(false),
    /** Shown on the purchase form above the payment. */
    purchaseText: text("purchase_text"),
    position: smallint("position").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("plans_station_idx").on(t.stationId, t.position),
    check("plans_price_check", sql`${t.priceCents} >= 0 and ${t.discountCents} between 0 and ${t.priceCents} and ${t.days} > 0`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planSubscriptions = pgTable(
  "plan_subscriptions",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** The member's card that pays the renewals; null on a free plan. */
    cardId: integer("card_id").references(() => memberCards.id, { onDelete: "set null" }),
    /** Which gateway driver holds `gateway_subscription_id`. */
    gateway: text("gateway"),
    gatewaySubscriptionId: text("gateway_subscription_id"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** A downgrade waiting for the period's end. */
    pendingPlanId: integer("pending_plan_id").references(() => plans.id),
    /** How many renewals of this period failed in a row (past_due shows it). */
    failedRenewals: smallint("failed_renewals").notNull().default(0),
    cancelReason: text("cancel_reason"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("plan_subscriptions_live_uq").on(t.stationId, t.userId).where(sql`${t.status} <> 'canceled'`),
    index("plan_subscriptions_user_idx").on(t.stationId, t.userId, t.createdAt),
  ],
);

export type PlanSubscriptionRow = typeof planSubscriptions.$inferSelect;

export const CHARGE_KINDS = ["purchase", "upgrade", "downgrade", "renewal"] as const;
export type SubscriptionChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_STATUSES = ["pending", "paid", "failed", "free"] as const;
export type SubscriptionChargeStatus = (typeof CHARGE_STATUSES)[number];

export const subscriptionCharges = pgTable(
  "subscription_charges",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null until the operation's subscription exists (a first purchase writes it after paying). */
    subscriptionId: integer("subscription_id").references(() => planSubscriptions.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    kind: text("kind", { enum: CHARGE_KINDS }).notNull(),
    status: text("status", { enum: CHARGE_STATUSES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Brand and last digits of the card charged, as shown on the confirmation. */
    cardBrand: text("card_brand"),
    cardLastDigits: text("card_last_digits"),
    gatewayOrderId: text("gateway_order_id"),
    gatewayChargeId: text("gateway_charge_id"),
    failureReason: text("failure_reason"),
    /** "{kind}:{attempt key}" from the form, or "renewal:{subscription}:{period end}" from the job. */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_charges_key_uq").on(t.stationId, t.idempotencyKey),
    index("subscription_charges_subscription_idx").on(t.subscriptionId, t.createdAt),
    check("subscription_charges_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect;
