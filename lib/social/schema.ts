// The wall's tables: posts, comments on a post or an activity
// (replies one level deep through comment_id), likes on a post, a comment or an activity, and
// members' reports for moderation. Every row carries station_id; deletes by authors are soft
// (deleted_at) so a thread keeps its shape.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import { stations } from "@/lib/stations/schema";

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    /** At most one media: a stored image or video. */
    mediaType: text("media_type", { enum: ["image", "video"] }),
    /** Storage key of the media ("{station}/posts/..."), served at /files/{key}. */
    mediaKey: text("media_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set when reports from enough distinct members hide the post pending the owner's review. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    // The feed's keyset: newest first among the visible posts of a station.
    index("posts_feed_idx")
      .on(t.stationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    index("posts_user_idx").on(t.userId),
    check("posts_media_check", sql`(${t.mediaType} is null) = (${t.mediaKey} is null)`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    /** The comment this one replies to (one level deep: a reply never has replies). */
    commentId: integer("comment_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set when a moderator hides the comment: its thread shows it as removed until it is restored. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.createdAt),
    index("comments_activity_idx").on(t.activityId, t.createdAt),
    index("comments_parent_idx").on(t.commentId),
    check("comments_target_check", sql`(${t.postId} is null) <> (${t.activityId} is null)`),
  ],
);

export const likes = pgTable(
  "likes",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One like per member per target: the database decides, so two browsers cannot count twice.
    uniqueIndex("likes_post_key").on(t.postId, t.userId),
    uniqueIndex("likes_comment_key").on(t.commentId, t.userId),
    uniqueIndex("likes_activity_key").on(t.activityId, t.userId),
    check("likes_target_check", sql`num_nonnulls(${t.postId}, ${t.commentId}, ${t.activityId}) = 1`),
  ],
);

/** The owner console's moderation queue: who reported what, when, why, and the outcome. */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    reason: text("reason"),
    /** open until a moderator reviews it (only open reports count toward hiding); upheld (the content was hidden) or dismissed. */
    status: text("status", { enum: ["open", "upheld", "dismissed"] }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // A member reports a piece once: the threshold counts distinct members.
    uniqueIndex("reports_post_key").on(t.postId, t.userId),
    uniqueIndex("reports_comment_key").on(t.commentId, t.userId),
    index("reports_station_status_idx").on(t.stationId, t.status, t.createdAt),
    check("reports_target_check", sql`num_nonnulls(${t.postId}, ${t.commentId}) = 1`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
