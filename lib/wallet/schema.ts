// The points ledger: append-only, one row per business event. A balance is the sum of a user's
// entries on a station. The idempotency key makes a retried event a no-op.
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
 * A credit's points, with the date they expire (null: never). Written only by the ledger's trigger
 * (drizzle/0032_point_lots.sql), never by the app: each credit entry makes one lot, each debit
 * lowers the lots it draws from (soonest expiry first). A negative remainder is a debt: the part
 * of a debit no lot covered, paid by the member's next credit. sum(remaining) = balance.
 */
export const pointsLots = pgTable(
  "points_lots",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credit that made the lot (for a debt: the debit). */
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => pointsLedger.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Hundredths still spendable (negative: a debt). */
    remaining: bigint("remaining", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("points_lots_entry_key").on(t.entryId),
    index("points_lots_member_open_idx").on(t.stationId, t.userId, t.expiresAt, t.id).where(sql`${t.remaining} <> 0`),
    index("points_lots_expiring_idx").on(t.expiresAt).where(sql`${t.remaining} > 0 AND ${t.expiresAt} IS NOT NULL`),
  ],
);

export type PointsLotRow = typeof pointsLots.$inferSelect;

/**
 * Which lots an entry moved points of: a debit's draws (amount > 0), a refund's restorations
 * (amount < 0). Written only by the ledger's trigger.
 */
export const pointsLotAllocations = pgTable(
  "points_lot_allocations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stationId: integer("station_id").notNull(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => pointsLedger.id, { onDelete: "cascade" }),
    lotId: bigint("lot_id", { mode: "number" })
      .notNull()
      .references(() => pointsLots.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [index("points_lot_allocations_entry_idx").on(t.entryId), index("points_lot_allocations_lot_idx").on(t.lotId)],
);

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

/**
 * The reminders given before a lot expires (lib/wallet/reminders.ts): one row per lot and reminder
 * (30 or 7 days before), so each is sent once. `outboxId` is the e-mail that carried it; null when
 * the 7-day reminder went first and the 30-day one was only marked as given.
 */
export const pointsExpiryReminders = pgTable(
  "points_expiry_reminders",
  {
    lotId: bigint("lot_id", { mode: "number" })
      .notNull()
      .references(() => pointsLots.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "points_expiry_reminders_pkey", columns: [t.lotId, t.daysBefore] }), check("points_expiry_reminders_days_check", sql`${t.daysBefore} IN (30, 7)`)],
);
