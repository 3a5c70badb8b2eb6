// Relatórios' own table: the points ledger summed per station and Brasília day, for days that can
// no longer change (see daily-totals.ts). Derived from points_ledger; never written by anything else.
import { bigint, date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";

export const pointsDailyTotals = pgTable(
  "points_daily_totals",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** The Brasília day, yyyy-mm-dd. */
    day: date("day", { mode: "string" }).notNull(),
    /** Hundredths of a point, split as the dashboard splits the ledger (dashboard.ts). */
    issued: bigint("issued", { mode: "number" }).notNull(),
    redeemed: bigint("redeemed", { mode: "number" }).notNull(),
    expired: bigint("expired", { mode: "number" }).notNull(),
    /** Sum of the day's entries, signed: what every balance together moved by that day. */
    net: bigint("net", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);
