// Trophies, earned by rules each station sets for itself, not by the product. A station
// configures rules, each a kind with its parameters; a member holds a rule's trophy at most once
// (unique rule + member), awarded in the transaction of the event that earned it
// (lib/trophies/award.ts). `seen_at` is null until the member shell has shown its toast.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { categories, journeys } from "@/lib/activities/schema";
import { stations } from "@/lib/stations/schema";

/**
 * - journey: every active activity of `journeyId` done;
 * - category_activities: `threshold` distinct activities of `categoryId` done;
 * - first_purchase: a paid order (wallet, card or PIX);
 * - invitations_confirmed: `threshold` people who signed up with the member's invitation confirmed.
 */
export const TROPHY_KINDS = ["journey", "category_activities", "first_purchase", "invitations_confirmed"] as const;
export type TrophyKind = (typeof TROPHY_KINDS)[number];

export const trophyRules = pgTable(
  "trophy_rules",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    /** What the member sees on the trophy and in its toast ("Você ganhou o troféu {description}!"). */
    description: text("description").notNull(),
    /** Image URL; none: the grid draws a trophy. */
    image: text("image"),
    kind: text("kind").$type<TrophyKind>().notNull(),
    journeyId: integer("journey_id").references(() => journeys.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    threshold: integer("threshold"),
    /** An inactive rule awards nothing more; trophies already earned stay. */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trophy_rules_station_kind_idx").on(t.stationId, t.kind),
    check(
      "trophy_rules_params",
      sql`(${t.kind} = 'journey' and ${t.journeyId} is not null)
        or (${t.kind} = 'category_activities' and ${t.categoryId} is not null and ${t.threshold} >= 1)
        or (${t.kind} = 'first_purchase')
        or (${t.kind} = 'invitations_confirmed' and ${t.threshold} >= 1)`,
    ),
  ],
);

export const memberTrophies = pgTable(
  "member_trophies",
  {
    id: serial("id").primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => trophyRules.id, { onDelete: "cascade" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the member was shown the toast; null: still to show. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("member_trophies_rule_user_key").on(t.ruleId, t.userId),
    index("member_trophies_member_idx").on(t.stationId, t.userId),
    index("member_trophies_unseen_idx").on(t.stationId, t.userId).where(sql`${t.seenAt} is null`),
  ],
);

export type TrophyRuleRow = typeof trophyRules.$inferSelect;
