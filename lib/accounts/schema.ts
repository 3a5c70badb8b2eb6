// Accounts: users and their link to a station's establishment. A user row belongs to one station
// (station_id), so the same e-mail on two stations is two accounts and a session can never cross
// stations. Owners who have not created their station yet have station_id null (platform accounts).
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  date,
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
import { brazilianStates, establishments, stations } from "@/lib/stations/schema";

export const USER_TYPE_OWNER = 1;
export const USER_TYPE_PARTICIPANT = 2;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id").references(() => stations.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email"),
    cpf: char("cpf", { length: 11 }),
    tel: text("tel"),
    birthday: date("birthday"),
    stateId: smallint("state_id").references(() => brazilianStates.id),
    city: text("city"),
    image: text("image"),
    /** 1 station owner / admin, 2 participant. */
    typeId: smallint("type_id").notNull().default(USER_TYPE_PARTICIPANT),
    /** False until the account is confirmed by code or link. */
    active: boolean("active").notNull().default(false),
    isFirstLogin: boolean("is_first_login").notNull().default(true),
    briefingDone: boolean("briefing_done").notNull().default(false),
    /** Marketing e-mails: the cached current state of the consent ledger (lib/consents). */
    emailSubscribed: boolean("email_subscribed").notNull().default(true),
    /** The combined version of the legal texts last accepted (lib/consents/versions.ts); null: none recorded. */
    legalConsentVersion: text("legal_consent_version"),
    passwordHash: text("password_hash"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_station_email_key").on(t.stationId, sql`lower(${t.email})`),
    uniqueIndex("users_station_cpf_key").on(t.stationId, t.cpf),
    index("users_station_idx").on(t.stationId),
    // The console's member search: prefixes of the name, the e-mail and the CPF, and the list's
    // newest-first order, each within one station (lib/accounts/console/members.ts).
    index("users_station_lower_name_idx").on(t.stationId, sql`lower(${t.name}) text_pattern_ops`),
    index("users_station_lower_email_idx").on(t.stationId, sql`lower(${t.email}) text_pattern_ops`),
    index("users_station_cpf_prefix_idx").on(t.stationId, t.cpf.op("bpchar_pattern_ops")),
    index("users_station_created_idx").on(t.stationId, t.createdAt, t.id),
  ],
);

export const membershipRole = pgEnum("membership_role", ["owner", "participant"]);

/** A user's link to the establishment behind a station (spec: establishment_user). */
export const establishmentUsers = pgTable(
  "establishment_users",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    establishmentId: integer("establishment_id")
      .notNull()
      .references(() => establishments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: membershipRole("role").notNull().default("participant"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("establishment_users_key").on(t.establishmentId, t.userId),
    index("establishment_users_station_user_idx").on(t.stationId, t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
