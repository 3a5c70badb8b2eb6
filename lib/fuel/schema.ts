// The fuel voucher club: campaigns, their options, and the vouchers members generate from them.
// A station runs campaigns (name, description, image, an active window and how many days a voucher
// stays valid); each campaign offers options (fuel type, volume, value, how many vouchers it may
// issue in all). A member generates at most one voucher per option: the unique (option, member) is
// what holds under concurrent clicks, and the option's row lock is what keeps its stock from being
// oversold (lib/fuel/vouchers.ts). A voucher copies what it was issued for, so editing a campaign
// later never changes a voucher already printed.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const fuelCampaigns = pgTable(
  "fuel_campaigns",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** nomeCampanha. */
    name: text("name").notNull(),
    /** descricao: plain text, line breaks kept. */
    description: text("description").notNull().default(""),
    /** imagem: URL; none: the card draws a fuel pump. */
    image: text("image"),
    /** The window in which vouchers may be generated; no end: open until turned off. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Days a voucher stays valid from its emission (dataValidade = dataEmissao + this). */
    voucherValidityDays: integer("voucher_validity_days").notNull().default(30),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fuel_campaigns_station_idx").on(t.stationId, t.startsAt),
    check("fuel_campaigns_validity", sql`${t.voucherValidityDays} between 1 and 3650`),
    check("fuel_campaigns_window", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const fuelCampaignOptions = pgTable(
  "fuel_campaign_options",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => fuelCampaigns.id, { onDelete: "cascade" }),
    /** tipoVoucher: "Gasolina comum", "Etanol", "Diesel S10"... */
    fuelType: text("fuel_type").notNull(),
    /** volume in millilitres (20 L = 20000): whole numbers, shown in litres. */
    volumeMl: integer("volume_ml").notNull(),
    /** valorVoucher in cents. */
    valueCents: integer("value_cents").notNull(),
    /** How many vouchers this option may issue in all; null: no limit. */
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("fuel_campaign_options_campaign_idx").on(t.campaignId, t.position),
    check("fuel_campaign_options_amounts", sql`${t.volumeMl} > 0 and ${t.valueCents} >= 0 and (${t.stock} is null or ${t.stock} >= 0)`),
  ],
);

export const fuelVouchers = pgTable(
  "fuel_vouchers",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => fuelCampaigns.id),
    optionId: integer("option_id")
      .notNull()
      .references(() => fuelCampaignOptions.id),
    /** codigo: what the counter types or the QR carries (lib/utils/codes.ts alphabet). */
    code: text("code").notNull(),
    // What it was issued for, as printed.
    campaignName: text("campaign_name").notNull(),
    fuelType: text("fuel_type").notNull(),
    volumeMl: integer("volume_ml").notNull(),
    valueCents: integer("value_cents").notNull(),
    /** dataEmissao / dataValidade. */
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** When the station's staff marked it used at the pump (the validation page). */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("fuel_vouchers_option_member_key").on(t.optionId, t.userId),
    uniqueIndex("fuel_vouchers_station_code_key").on(t.stationId, t.code),
    index("fuel_vouchers_member_idx").on(t.stationId, t.userId, t.issuedAt),
  ],
);

export type FuelCampaign = typeof fuelCampaigns.$inferSelect;
export type FuelCampaignOption = typeof fuelCampaignOptions.$inferSelect;
export type FuelVoucher = typeof fuelVouchers.$inferSelect;
