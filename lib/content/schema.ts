// The public site's content: landing sections and their items, the "additional" about pages, the
// support messages visitors send, and the share records made by share links. Every row belongs to
// one station.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const sectionBackgroundType = pgEnum("section_background_type", ["image", "color"]);
export const sectionItemLinkType = pgEnum("section_item_link_type", ["external", "nolink", "login", "signup", "additional"]);

/** The "additional" pages at /sobre/{id} (spec: About content section). */
export const aboutSections = pgTable(
  "about_sections",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    menuTitle: text("menu_title").notNull(),
    name: text("name").notNull(),
    image: text("image"),
    internalImage: text("internal_image"),
    htmlDescription: text("html_description"),
    backgroundColor: text("background_color"),
    position: smallint("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("about_sections_station_idx").on(t.stationId, t.position)],
);

/** One block of the landing page; type_id 1-9, the nine kinds lib/content/console/schemas.ts describes. */
export const landingSections = pgTable(
  "landing_sections",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    typeId: smallint("type_id").notNull(),
    title: text("title"),
    subtitle: text("subtitle"),
    titleColor: text("title_color"),
    textColor: text("text_color"),
    backgroundColor: text("background_color"),
    backgroundType: sectionBackgroundType("background_type").notNull().default("color"),
    backgroundImage: text("background_image"),
    menuTitle: text("menu_title"),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    active: boolean("active").notNull().default(true),
    /** Seed key so the demo seed can stay idempotent without matching on titles. */
    seedKey: text("seed_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("landing_sections_station_idx").on(t.stationId, t.position)],
);

export const landingSectionItems = pgTable(
  "landing_section_items",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => landingSections.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    name: text("name"),
    description: text("description"),
    image: text("image"),
    /** YouTube id of an embedded video. */
    videoId: text("video_id"),
    /** Uploaded video file (HTML5 player). */
    videoUrl: text("video_url"),
    linkType: sectionItemLinkType("link_type").notNull().default("nolink"),
    externalLink: text("external_link"),
    buttonLabel: text("button_label"),
    imageLeft: boolean("image_left").notNull().default(false),
    aboutSectionId: integer("about_section_id").references(() => aboutSections.id, { onDelete: "set null" }),
  },
  (t) => [index("landing_section_items_section_idx").on(t.sectionId, t.position)],
);

export const supportMessageKind = pgEnum("support_message_kind", ["support", "enterprise"]);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** Set when a signed-in member wrote it. */
    userId: integer("user_id"),
    kind: supportMessageKind("kind").notNull().default("support"),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The console's inbox: new until someone replies (answered) or closes it (closed). */
    status: text("status", { enum: ["new", "answered", "closed"] }).notNull().default("new"),
    /** The last reply the station sent by e-mail, who sent it and when. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("support_messages_station_idx").on(t.stationId, t.createdAt), index("support_messages_station_status_idx").on(t.stationId, t.status, t.createdAt)],
);

/** A visit through a member's share link (/compartilhamento): the cause of a share reward. */
export const activityShares = pgTable(
  "activity_shares",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    activityId: integer("activity_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The visitor who then signed up (a share pays after the invitee signs up through the shared link). */
    convertedUserId: integer("converted_user_id"),
    /** When the sharer was paid for that sign-up (at the invitee's confirmation), or null. */
    creditedAt: timestamp("credited_at", { withTimezone: true }),
  },
  (t) => [
    index("activity_shares_station_activity_idx").on(t.stationId, t.activityId, t.userId),
    // A new member counts for one share link at most.
    uniqueIndex("activity_shares_converted_user_idx").on(t.stationId, t.convertedUserId),
  ],
);

export type LandingSectionRow = typeof landingSections.$inferSelect;
export type LandingSectionItemRow = typeof landingSectionItems.$inferSelect;
export type AboutSectionRow = typeof aboutSections.$inferSelect;
