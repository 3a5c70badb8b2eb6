// The payment simulator's own state: what a real gateway would keep on its side. Kept in Postgres
// so it survives restarts and is shared by every app server. Not a tenant table (the gateway's
// account is the platform's); stations reach these rows only through their own orders' ids.
// No column can hold a card number or a CVV.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const paymentSimCards = pgTable("payment_sim_cards", {
  /** The token handed to the app; reusable, like a saved card id. */
  id: text("id").primaryKey(),
  brand: text("brand"),
  last4: text("last4").notNull(),
  holderName: text("holder_name").notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  /** What charging this card does, decided from the test card list when it was tokenised. */
  outcome: text("outcome", { enum: ["approve", "declined", "insufficient_funds", "renewals_declined"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per order: the simulator's orders carry exactly one charge. */
export const paymentSimCharges = pgTable(
  "payment_sim_charges",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    method: text("method", { enum: ["credit_card", "pix"] }).notNull(),
    status: text("status", {
      enum: ["pending", "authorized", "paid", "declined", "expired", "canceled", "partially_refunded", "refunded"],
    }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    cardId: text("card_id").references(() => paymentSimCards.id),
    declineCode: text("decline_code", { enum: ["declined", "insufficient_funds"] }),
    pixTxid: text("pix_txid"),
    pixPayload: text("pix_payload"),
    pixExpiresAt: timestamp("pix_expires_at", { withTimezone: true }),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_sim_charges_amounts_check", sql`${t.amountCents} > 0 and ${t.paidCents} between 0 and ${t.amountCents} and ${t.refundedCents} between 0 and ${t.paidCents}`),
  ],
);

export type PaymentSimChargeRow = typeof paymentSimCharges.$inferSelect;
export type PaymentSimCardRow = typeof paymentSimCards.$inferSelect;

/**
 * The simulator's subscriptions: a card charged every `interval_days`. Renewal charges are rows of
 * payment_sim_charges keyed "{subscription}:renewal:{period start}[:retry n]".
 */
export const paymentSimSubscriptions = pgTable("payment_sim_subscriptions", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  cardId: text("card_id")
    .notNull()
    .references(() => paymentSimCards.id),
  status: text("status", { enum: ["active", "past_due", "canceled"] }).notNull(),
  amountCents: integer("amount_cents").notNull(),
  intervalDays: smallint("interval_days").notNull(),
  description: text("description").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentSimSubscriptionRow = typeof paymentSimSubscriptions.$inferSelect;
