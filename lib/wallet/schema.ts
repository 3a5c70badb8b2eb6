// The points ledger: append-only, one row per business event. A balance is the sum of a user's
// entries on a station. The idempotency key makes a retried event a no-op.
import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Signed amount in hundredths of a point (100 = 1,00 ponto). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** What happened: "seed", "activity", "invite", "donation", "purchase"... */
    kind: text("kind").notNull(),
    /** The cause, e.g. "activity:12" or "participation:345". */
    reference: text("reference"),
    description: text("description"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_idempotency_key").on(t.stationId, t.idempotencyKey),
    index("points_ledger_station_user_idx").on(t.stationId, t.userId),
  ],
);

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * "Abastecer créditos": a member's bank-transfer top-up request (type 5). The credit is released only when the station confirms it saw the money
 * (confirmTransferRequest); the amount is in cents of BRL.
 */
export const walletTransferRequests = pgTable(
  "wallet_transfer_requests",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The spec's type_id: 5 is a bank-transfer top-up. */
    typeId: integer("type_id").notNull().default(5),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "rejected"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The owner (users.id) who confirmed the money arrived. */
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    /** A refused request: when, by which owner, and the reason the member was e-mailed. */
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectedBy: integer("rejected_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    index("wallet_transfer_requests_member_idx").on(t.stationId, t.userId, t.id),
    index("wallet_transfer_requests_station_status_idx").on(t.stationId, t.status, t.id),
  ],
);

export type WalletTransferRequestRow = typeof walletTransferRequests.$inferSelect;

/**
 * "Comprar pontos" by card: one row per attempt the member's browser made (its attempt key), so a
 * retried submit charges once (the gateway's idempotency key is the row's) and credits once (the
 * ledger key is the row's).
 */
export const pointsPurchases = pgTable(
  "points_purchases",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member_cards row charged (the app never holds the number). */
    cardId: integer("card_id").notNull(),
    attemptKey: text("attempt_key").notNull(),
    /** Shown as "Compra de pontos #{code}" in the statement. */
    code: text("code").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Hundredths credited to the ledger when paid. */
    points: bigint("points", { mode: "number" }).notNull(),
    status: text("status", { enum: ["pending", "paid", "failed"] }).notNull().default("pending"),
    failureReason: text("failure_reason"),
    gatewayOrderId: text("gateway_order_id"),
    gatewayChargeId: text("gateway_charge_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("points_purchases_attempt_key").on(t.stationId, t.userId, t.attemptKey), uniqueIndex("points_purchases_code").on(t.stationId, t.code)],
);

export type PointsPurchaseRow = typeof pointsPurchases.$inferSelect;
