// Video playlists (activity type 18): the videos of an activity and each member's view checks.
// A video counts as viewed at 80 % (viewed_once, never reset); has_viewed is the member's toggle.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import { stations } from "@/lib/stations/schema";

export const activityVideos = pgTable(
  "activity_videos",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    description: text("description"),
    /** Required videos lock the later items until viewed. */
    required: boolean("required").notNull().default(false),
    /** "file" for uploaded/static HTML5 videos, else the embed provider. */
    provider: text("provider", { enum: ["file", "youtube", "vimeo"] }).notNull(),
    /** A URL for "file"; the provider's video id otherwise. */
    source: text("source").notNull(),
  },
  (t) => [index("activity_videos_activity_idx").on(t.stationId, t.activityId)],
);

export const userVideoChecks = pgTable(
  "user_video_checks",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    videoId: integer("video_id")
      .notNull()
      .references(() => activityVideos.id, { onDelete: "cascade" }),
    /** Reached 80 % at least once: what unlocks and completes the playlist. */
    viewedOnce: boolean("viewed_once").notNull().default(false),
    /** The member's own "assistido" mark, toggleable after the first view. */
    hasViewed: boolean("has_viewed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_video_checks_user_video_key").on(t.stationId, t.userId, t.videoId)],
);

export type ActivityVideoRow = typeof activityVideos.$inferSelect;
export type UserVideoCheckRow = typeof userVideoChecks.$inferSelect;
