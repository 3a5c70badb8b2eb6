// One row per file an upload route stored: whose it is (station, or null for the platform's
// owners without a station yet), who sent it, how many bytes they sent and when. The daily
// quota sums these rows, and the orphan job reads them to find files nothing references.
import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    /** Null: a platform upload (owner wizard, before the station exists). */
    stationId: integer("station_id"),
    /** The member or console account that sent it (null when nobody signed in is known). */
    userId: integer("user_id"),
    /** "member" (counts against the member's daily quota), "console" or "platform". */
    source: text("source").notNull(),
    key: text("key").notNull().unique(),
    /** Bytes the sender put through the route (before any resizing). */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_station_user_created_idx").on(t.stationId, t.userId, t.createdAt), index("uploads_station_created_idx").on(t.stationId, t.createdAt)],
);
