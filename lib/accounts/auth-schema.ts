// Accounts' own security tables: one-time secrets (confirmation codes, activation and reset links,
// login tokens), the roster of affiliates of private stations, invitations (their rules live in the
// activities' member_get_member_rules) and the sign-up rewards claimed per person.
// Every secret is stored as a keyed hash only; the plain value exists in the message that carried it.
import { bigint, char, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { stations } from "@/lib/stations/schema";
import { users } from "./schema";

/**
 * kind: "confirm-code" (6 digits), "activation-link", "password-reset", "login".
 * channel: where the code went ("email" | "sms"), so a resend uses the same one.
 */
export const accountSecrets = pgTable(
  "account_secrets",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel"),
    secretHash: text("secret_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_secrets_lookup_idx").on(t.stationId, t.kind, t.secretHash),
    index("account_secrets_user_idx").on(t.userId, t.kind),
  ],
);

/** Affiliates of a private station: only these CPFs may sign up when settings.requireRoster is on. */
export const rosterEntries = pgTable(
  "roster_entries",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    cpf: char("cpf", { length: 11 }).notNull(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("roster_entries_station_cpf_key").on(t.stationId, t.cpf)],
);

/** One row per invited sign-up; credited once, when the invitee confirms. */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    inviterUserId: integer("inviter_user_id").references(() => users.id, { onDelete: "set null" }),
    inviteeUserId: integer("invitee_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    activityId: integer("activity_id"),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invitations_invitee_key").on(t.inviteeUserId),
    index("invitations_station_inviter_idx").on(t.stationId, t.inviterUserId),
  ],
);

/**
 * One row per person rewarded for signing up, per kind: "signup" (the type-2 activity) and "invite"
 * (the invitation's points for invitee and inviter). The person is named by keyed hashes of their
 * e-mail and CPF, never in clear, so the row outlives the account: someone deleted and signed up
 * again is not rewarded, nor their inviter paid, a second time. The unique indexes decide it in the
 * database, also when confirmations race. `inviterPoints` is what the inviter got for this person
 * (0 when capped or uninvited): the rows counted against the inviter's cap.
 */
export const signupRewards = pgTable(
  "signup_rewards",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    emailHash: text("email_hash"),
    cpfHash: text("cpf_hash"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    inviterUserId: integer("inviter_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The invite activity (type 1 or 19) whose cap applies, or null for a code without one. */
    activityId: integer("activity_id"),
    code: text("code"),
    inviterPoints: bigint("inviter_points", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("signup_rewards_email_key").on(t.stationId, t.kind, t.emailHash),
    uniqueIndex("signup_rewards_cpf_key").on(t.stationId, t.kind, t.cpfHash),
    index("signup_rewards_inviter_idx").on(t.stationId, t.inviterUserId, t.activityId),
  ],
);
