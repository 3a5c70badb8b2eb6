// Stations (tenants), their establishment (the legal entity behind a station) and the built-in
// list of Brazilian states. Every tenant table elsewhere references stations.id.
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StationSettings } from "./settings";

export const currencyNamePosition = pgEnum("currency_name_position", ["before_currency", "after"]);

export const stations = pgTable(
  "stations",
  {
    id: serial("id").primaryKey(),
    /** Subdomain under ROOT_DOMAIN: lowercase letters only (the spec's site-name rule). */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Public web address shown to people (defaults to the subdomain address). */
    url: text("url"),
    /** The station's own host name, e.g. clube.exemplo.com.br (optional). */
    domain: text("domain"),
    description: text("description"),
    address: text("address"),
    contactMail: text("contact_mail"),
    supportPhone: text("support_phone"),
    hasApp: boolean("has_app").notNull().default(false),
    ios: text("ios"),
    android: text("android"),
    /** Over-18 gate on the public site. */
    hasMajoritySecurity: boolean("has_majority_security").notNull().default(false),
    public: boolean("public").notNull().default(false),
    maintenance: boolean("maintenance").notNull().default(false),

    mainBrandColor: text("main_brand_color").notNull().default("#1E40AF"),
    mainBrandImage: text("main_brand_image"),
    secondaryBrandImage: text("secondary_brand_image"),
    faviconImage: text("favicon_image"),
    backgroundImage: text("background_image"),
    headerImages: jsonb("header_images").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    font: text("font").notNull().default("Lato"),

    /** Points shown as currency_name × currency_multiplier when a name is set; else as BRL. */
    currencyName: text("currency_name"),
    currencyMultiplier: numeric("currency_multiplier", { precision: 12, scale: 4 }).notNull().default("1"),
    currencyNamePosition: currencyNamePosition("currency_name_position").notNull().default("after"),

    socialUrlInstagram: text("social_url_instagram"),
    socialUrlFacebook: text("social_url_facebook"),
    socialUrlTiktok: text("social_url_tiktok"),
    socialUrlTwitter: text("social_url_twitter"),
    socialUrlLinkedin: text("social_url_linkedin"),

    privacyPolicyHtml: text("privacy_policy_html"),
    termsOfUseHtml: text("terms_of_use_html"),

    // Feature flags that control member-area menu items.
    feedAccess: boolean("feed_access").notNull().default(false),
    eventsAccess: boolean("events_access").notNull().default(false),
    filesAccess: boolean("files_access").notNull().default(false),
    checkoutAccess: boolean("checkout_access").notNull().default(false),
    myAccountAccess: boolean("my_account_access").notNull().default(true),

    /** Points expire this many months after their credit (null: they never expire); see lib/wallet/lots.ts. */
    pointsExpiryMonths: integer("points_expiry_months"),
    /** E-mail members 30 and 7 days before some of their points expire (lib/wallet/reminders.ts). */
    pointsExpiryReminders: boolean("points_expiry_reminders").notNull().default(false),

    /** Station-specific variants of the spec, as configuration (see settings.ts). */
    settings: jsonb("settings").$type<Partial<StationSettings>>().notNull().default(sql`'{}'::jsonb`),

    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("stations_slug_key").on(t.slug), uniqueIndex("stations_domain_key").on(t.domain)],
);

/** The legal entity that runs a station; members are linked to it. One per station. */
export const establishments = pgTable(
  "establishments",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    cnpj: char("cnpj", { length: 14 }),
    fullSocialName: text("full_social_name"),
    addressLine1: text("address_line_1"),
    addressLine2: text("address_line_2"),
    addressCity: text("address_city"),
    addressStateId: smallint("address_state_id").references(() => brazilianStates.id),
    addressZip: char("address_zip", { length: 8 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("establishments_station_key").on(t.stationId), index("establishments_cnpj_idx").on(t.cnpj)],
);

export const brazilianRegion = pgEnum("brazilian_region", ["Norte", "Nordeste", "Centro-Oeste", "Sudeste", "Sul"]);

/** Shared reference data (not a tenant table): the 27 federative units. */
export const brazilianStates = pgTable("brazilian_states", {
  id: smallint("id").primaryKey(),
  abbreviation: char("abbreviation", { length: 2 }).notNull().unique(),
  name: text("name").notNull(),
  region: brazilianRegion("region").notNull(),
});

export type StationRow = typeof stations.$inferSelect;
export type NewStation = typeof stations.$inferInsert;
export type EstablishmentRow = typeof establishments.$inferSelect;
