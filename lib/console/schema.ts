// The owner console's tables: who may manage which station (roles), the single-use sign-on tokens
// that carry an owner from a station or the wizard onto painel.{ROOT_DOMAIN}, and the audit log of
// every console change.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const CONSOLE_ROLES = ["owner", "staff"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** One row per account and station it may manage: owner (everything) or staff (operations only). */
export const stationStaff = pgTable(
  "station_staff",
  {
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<ConsoleRole>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.userId] }), index("station_staff_user_idx").on(t.userId)],
);

/** Single-use sign-on tokens: only the HMAC of the token is stored; used_at marks it spent. */
export const consoleTokens = pgTable("console_tokens", {
  hash: text("hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The station to open first in the console. */
  stationId: integer("station_id")
    .notNull()
    .references(() => stations.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Every console change: who, when, which station, what, and the entity before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. "console.sign-in", "station.update". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("audit_log_station_at_idx").on(t.stationId, t.at)],
);
