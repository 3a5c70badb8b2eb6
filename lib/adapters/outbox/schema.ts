// Outgoing messages (e-mail and SMS), stored before they leave. The offline drivers stop there and
// the development mailbox (/dev/outbox) reads them; the real drivers also deliver and stamp sentAt.
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";

export const outboxChannel = pgEnum("outbox_channel", ["email", "sms"]);

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** Null for platform messages sent from the apex (owner sign-up). */
    stationId: integer("station_id").references(() => stations.id, { onDelete: "cascade" }),
    channel: outboxChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    /** What the message is for, e.g. "signup-code", "password-reset", "support". */
    purpose: text("purpose").notNull(),
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_station_created_idx").on(t.stationId, t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
