// Validations at the counter: one row per order, coupon, course voucher or fuel voucher a station's staff marked
// delivered/used. The unique (station, kind, target) is what makes "mark once" hold under
// concurrency: the insert that wins applies the effects (order delivered, points credited), every
// other one finds the row and changes nothing.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const VALIDATION_KINDS = ["order", "coupon", "voucher", "fuel"] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export const codeValidations = pgTable(
  "code_validations",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ValidationKind>().notNull(),
    /** orders.id for an order, participations.id for a coupon or a voucher, fuel_vouchers.id for fuel. */
    targetId: integer("target_id").notNull(),
    code: text("code").notNull(),
    /** Who pressed "Marcar como entregue/utilizado" (kept when the account goes: the fact stays). */
    validatedBy: integer("validated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("code_validations_target_key").on(t.stationId, t.kind, t.targetId)],
);
