// Subscription plans a station offers (minimal: what the public site shows). The commerce module
// adds subscriptions and payments on top of this table.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";

export const planPeriod = pgEnum("plan_period", ["monthly", "quarterly", "semiannual", "yearly", "once"]);

export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    priceCents: integer("price_cents").notNull(),
    period: planPeriod("period").notNull().default("monthly"),
    benefits: jsonb("benefits").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    image: text("image"),
    active: boolean("active").notNull().default(true),
    position: smallint("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("plans_station_idx").on(t.stationId, t.active, t.position)],
);

export type PlanRow = typeof plans.$inferSelect;
