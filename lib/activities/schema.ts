// Activities (also called "actions"): the activity row with every activity field that is not
// survey- or video-specific, its per-type child tables (products, coupons, courses, contents,
// agreements, redirect links, delivery locations, invite rules), prerequisites, categories,
// journeys, now-playing lists, participations and lottie animations. Surveys/quizzes live in
// lib/activities/research, video playlists in lib/activities/videos.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

const stationRef = () =>
  integer("station_id")
    .notNull()
    .references(() => stations.id, { onDelete: "cascade" });

/** JSON animations shown by the feedback modal; station_id null = shared by every station. */
export const lottieFiles = pgTable("lottie_files", {
  id: serial("id").primaryKey(),
  stationId: integer("station_id").references(() => stations.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  json: jsonb("json").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    /** 1–20, the kinds of lib/activities/types.ts; invite is 1 or 19, donation 17 or 20 (both numberings accepted). */
    typeId: smallint("type_id").notNull(),
    name: text("name").notNull(),
    image: text("image"),
    featuredImage: text("featured_image"),
    /** HTML written by the station owner; sanitised at render. */
    description: text("description").notNull().default(""),
    rules: text("rules"),
    hasRules: boolean("has_rules").notNull().default(false),
    /** Reward in hundredths of a point. */
    points: bigint("points", { mode: "number" }).notNull().default(0),
    /** Its points' expiry: null follows the station's rule, 0 never expire, N expire N months after the credit. */
    pointsExpiryMonths: integer("points_expiry_months"),
    /** Extra cashback in cents, paid once per activity with the order's cashback. */
    additionalCashback: integer("additional_cashback").notNull().default(0),
    /** Null = unlimited participations per member. */
    limitPerUser: integer("limit_per_user"),
    participationStart: timestamp("participation_start", { withTimezone: true }),
    participationEnd: timestamp("participation_end", { withTimezone: true }),
    feedbackMessage: text("feedback_message"),
    feedbackLottieId: integer("feedback_lottie_id").references(() => lottieFiles.id, { onDelete: "set null" }),
    /** Shown in the home carousel. */
    featured: boolean("featured").notNull().default(false),
    featuredPrivate: boolean("featured_private").notNull().default(false),
    /** Shown on the public site (/atividade/{id}, landing). */
    isPublic: boolean("is_public").notNull().default(false),
    clickMeLabel: text("click_me_label"),
    /** Delivery discount in cents (types 3 and 14). */
    discountDelivery: integer("discount_delivery").notNull().default(0),
    /** Products delivered digitally (types 3/14): no delivery step, no shipping in the cart. */
    digitalProduct: boolean("digital_product").notNull().default(false),
    onlyOneProduct: boolean("only_one_product").notNull().default(false),
    commentsAndLikesEnabled: boolean("comments_and_likes_enabled").notNull().default(false),
    partnerId: integer("partner_id"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activities_station_idx").on(t.stationId, t.active, t.position),
    uniqueIndex("activities_station_name_key").on(t.stationId, t.name),
  ],
);

const activityRef = () =>
  integer("activity_id")
    .notNull()
    .references(() => activities.id, { onDelete: "cascade" });

/** Products of shop (3) and delivery (14) activities. Money in cents. */
export const activityProducts = pgTable(
  "activity_products",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    name: text("name").notNull(),
    image: text("image"),
    value: integer("value").notNull(),
    discountValue: integer("discount_value").notNull().default(0),
    /** Max quantity per order (spec default 10). */
    limit: integer("limit").notNull().default(10),
    /** Units left; decremented by a conditional update. */
    stock: integer("stock").notNull().default(0),
  },
  (t) => [index("activity_products_activity_idx").on(t.activityId)],
);

/** Coupons sold for credits (type 3). new_price in cents; stock null = unlimited. */
export const activityCoupons = pgTable(
  "activity_coupons",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    newPrice: integer("new_price").notNull(),
    stock: integer("stock"),
  },
  (t) => [index("activity_coupons_activity_idx").on(t.activityId)],
);

/** In-person courses (type 4). Money in cents. */
export const presentialCourses = pgTable(
  "presential_courses",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    price: integer("price").notNull().default(0),
    discountPrice: integer("discount_price").notNull().default(0),
    rules: text("rules"),
    date: timestamp("date", { withTimezone: true }),
  },
  (t) => [index("presential_courses_activity_idx").on(t.activityId)],
);

/**
 * Member-get-member rule: the code in the invite link and the points of each side. The one table of
 * invitation rules: sign-up (lib/accounts/invite-rule.ts) reads it too. A rule belongs to an invite
 * activity (types 1/19, whose per-member limit caps the inviter's rewards), or to none for a
 * station-wide code such as demo's CLUBE10. Codes are unique per station, ignoring case.
 */
export const memberGetMemberRules = pgTable(
  "member_get_member_rules",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    pointsInviter: bigint("points_inviter", { mode: "number" }).notNull().default(0),
    pointsInvited: bigint("points_invited", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("member_get_member_rules_code_key").on(t.stationId, sql`lower(${t.code})`)],
);

/** Raw content blocks (type 16) and extra links. */
export const activityContents = pgTable("activity_contents", {
  id: serial("id").primaryKey(),
  stationId: stationRef(),
  activityId: activityRef(),
  text: text("text").notNull().default(""),
  link: text("link"),
});

/** Agreement texts (type 15): the button label and the checkbox text. */
export const activityAgreements = pgTable("agreements", {
  id: serial("id").primaryKey(),
  stationId: stationRef(),
  activityId: activityRef(),
  button: text("button").notNull().default("Concordo"),
  checkbox: text("checkbox").notNull(),
});

/** External links (type 13 opens the first). */
export const redirectLinks = pgTable("redirect_links", {
  id: serial("id").primaryKey(),
  stationId: stationRef(),
  activityId: activityRef(),
  url: text("url").notNull(),
  position: integer("position").notNull().default(0),
});

/**
 * Where an activity's products can go (types 3 and 14): a delivery region (delivery = true, the
 * member gives an address) or a pickup point (delivery = false, its own address). Price in cents.
 */
export const deliveryLocations = pgTable("delivery_locations", {
  id: serial("id").primaryKey(),
  stationId: stationRef(),
  activityId: activityRef(),
  name: text("name").notNull(),
  price: integer("price").notNull().default(0),
  delivery: boolean("delivery").notNull().default(true),
  street: text("street"),
  streetNumber: text("street_number"),
  zipcode: text("zipcode"),
  /** Labels of the two address helper fields the spec's form shows (e.g. "Bloco", "Apartamento"). */
  helperLabelField1: text("helper_label_field_1"),
  helperLabelField2: text("helper_label_field_2"),
  /**
   * Where a delivery region delivers: CEP ranges ([from, to], 8 digits each, inclusive) and cities
   * ("Cidade/UF"). Both empty: any address no other region of the activity covers. Not used by
   * pickup points.
   */
  cepRanges: jsonb("cep_ranges").$type<[string, string][]>().notNull().default(sql`'[]'::jsonb`),
  cities: jsonb("cities").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

export const activityPrerequisites = pgTable(
  "activity_prerequisites",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    requiredActivityId: integer("required_activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("activity_prerequisites_key").on(t.activityId, t.requiredActivityId)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    name: text("name").notNull(),
    icon: text("icon"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_station_name_key").on(t.stationId, t.name)],
);

export const categoryActivities = pgTable(
  "category_activities",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    activityId: activityRef(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("category_activities_key").on(t.categoryId, t.activityId)],
);

export const journeys = pgTable(
  "journeys",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("journeys_station_name_key").on(t.stationId, t.name)],
);

export const journeyActivities = pgTable(
  "journey_activities",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    journeyId: integer("journey_id")
      .notNull()
      .references(() => journeys.id, { onDelete: "cascade" }),
    activityId: activityRef(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("journey_activities_key").on(t.journeyId, t.activityId)],
);

export const nowPlayingLists = pgTable(
  "now_playing_lists",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    title: text("title").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("now_playing_lists_station_title_key").on(t.stationId, t.title)],
);

export const nowPlayingItems = pgTable(
  "now_playing_items",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    listId: integer("list_id")
      .notNull()
      .references(() => nowPlayingLists.id, { onDelete: "cascade" }),
    activityId: activityRef(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("now_playing_items_key").on(t.listId, t.activityId)],
);

/**
 * One member taking part in one activity. The idempotency key (unique per station) names the
 * business event, so a retried request finds the first result instead of paying twice.
 */
export const participations = pgTable(
  "participations",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "done" (completed), "pending" (awaits validation, e.g. course voucher), "cancelled". */
    status: text("status").notNull().default("done"),
    payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
    /** Signed hundredths written to the ledger (negative for debits). */
    pointsAwarded: bigint("points_awarded", { mode: "number" }).notNull().default(0),
    countsTowardLimit: boolean("counts_toward_limit").notNull().default(true),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("participations_idempotency_key").on(t.stationId, t.idempotencyKey),
    index("participations_user_activity_idx").on(t.stationId, t.userId, t.activityId),
  ],
);

/** Short invite links served by the app (/i/{code}); code is random and unique. */
export const inviteLinks = pgTable(
  "invite_links",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** Where the short link leads: /cadastrar/{mgmCode}-U{userId}-E{stationId}. */
    target: text("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invite_links_code_key").on(t.code),
    uniqueIndex("invite_links_user_activity_key").on(t.stationId, t.userId, t.activityId),
  ],
);

/** E-mail invitations a member sent (up to 5 per submission). */
export const inviteEmails = pgTable(
  "invite_emails",
  {
    id: serial("id").primaryKey(),
    stationId: stationRef(),
    activityId: activityRef(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invite_emails_user_idx").on(t.stationId, t.userId)],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type ParticipationRow = typeof participations.$inferSelect;
