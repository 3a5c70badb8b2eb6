// Sessions kept in the database, so a session can be ended (logout, password reset) before its
// cookie expires (ASVS V3). The cookie only carries the signed row id.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export type SessionKind = "site" | "console";

export const sessions = pgTable(
  "sessions",
  {
    /** 32 random bytes, base64url: unguessable on its own; the cookie also signs it. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The station the session was issued on; null is the platform apex. */
    stationId: integer("station_id").references(() => stations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    /** "site": a station's or the apex's session; "console": the owner console's (painel host). */
    kind: text("kind").$type<SessionKind>().notNull().default("site"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
