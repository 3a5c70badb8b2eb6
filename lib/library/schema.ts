// The station's calendar (schedules) and its file library (downloads). Every row belongs to one station; a schedule may name a service area (the keys of
// lib/services/modules.ts) so that area's "eventos" page shows its own events. A download's file
// lives in storage under a private key, served only by the member route of /homepage/downloads.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";

export const schedules = pgTable(
  "schedules",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Plain text, shown in the event's dialog and detail page. */
    description: text("description").notNull().default(""),
    /** Image URL; none: the dialog shows no picture. */
    image: text("image"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Whole days in São Paulo: start at 00:00 of the first day, end at 00:00 after the last. */
    allDay: boolean("all_day").notNull().default(false),
    /** A service area's key ('accounting', 'legal'...): its "eventos" page; null: the station's calendar only. */
    service: text("service"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("schedules_station_start_idx").on(t.stationId, t.startsAt),
    index("schedules_station_service_idx").on(t.stationId, t.service),
    check("schedules_end_after_start", sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** The list's name of the file. */
    name: text("name").notNull(),
    /** One line under the name in the list. */
    description: text("description").notNull().default(""),
    /** The detail page's heading, subtitle and body (station HTML, sanitised on render). */
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    body: text("body"),
    /** Storage key of the file (a private key: never served by /files). */
    fileKey: text("file_key").notNull(),
    /** The original file name, given back in Content-Disposition. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("downloads_station_idx").on(t.stationId, t.createdAt)],
);

export type ScheduleRow = typeof schedules.$inferSelect;
export type DownloadRow = typeof downloads.$inferSelect;
