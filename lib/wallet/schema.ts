// The points ledger: append-only, one row per business event. A balance is the sum of a user's
// entries on a station. The idempotency key makes a retried event a no-op.
import { bigint, index, integer, pgTable, bigserial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
