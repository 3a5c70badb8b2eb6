// Members' data-subject requests (LGPD art. 18), the owner's register: an access (a download of
// the member's data, fulfilled at once), a correction of what the member cannot edit (open until
// the owner answers), a deletion (pending until the member confirms the e-mailed code, then done).
// The code is stored only as a keyed hash. The row outlives the anonymised account.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const DATA_REQUEST_KINDS = ["access", "correction", "deletion"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
/** pending: a deletion awaiting its code; open: a correction awaiting the owner; cancelled: a deletion replaced by a newer one. */
export const DATA_REQUEST_STATUSES = ["pending", "open", "done", "cancelled"] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DataRequestKind>().notNull(),
    status: text("status").$type<DataRequestStatus>().notNull(),
    /** An access: "json" or "html". */
    format: text("format").$type<"json" | "html">(),
    /** A correction: what the member asked to correct. */
    details: text("details"),
    /** A correction: the owner's answer, e-mailed to the member. */
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    /** A deletion: the keyed hash of the 6-digit code, its expiry and the wrong tries. */
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    attempts: smallint("attempts").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("data_requests_station_requested_idx").on(t.stationId, t.requestedAt, t.id),
    index("data_requests_station_user_idx").on(t.stationId, t.userId, t.kind),
    check("data_requests_kind_check", sql`${t.kind} in ('access', 'correction', 'deletion')`),
    check("data_requests_status_check", sql`${t.status} in ('pending', 'open', 'done', 'cancelled')`),
  ],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;
