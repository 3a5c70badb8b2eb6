// News: the station's own posts. `tag_id` null: station news, listed on
// /homepage/noticias. A tag: one service area's news (the area's `newsTagId`, the same number its
// WordPress tag has), served by the news adapter's offline driver when the station has no
// WordPress (settings.wordpressUrl null). Only rows published by now are shown.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";

export const news = pgTable(
  "news",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** null: station news; otherwise the service area's news tag. */
    tagId: integer("tag_id"),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    /** Image URL; none: the card shows no picture. */
    image: text("image"),
    /** HTML written by the station; sanitised (lib/security/sanitize.ts) before it is shown. */
    bodyHtml: text("body_html").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_station_tag_published_idx").on(t.stationId, t.tagId, t.publishedAt)],
);

export type NewsRow = typeof news.$inferSelect;
