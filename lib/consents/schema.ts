// The consent ledger's table (LGPD art. 8): one row per acceptance or withdrawal, never updated or
// deleted (a trigger of migration 0033 refuses both). The current state lives beside it as cached
// columns of users, written in the same transaction as the entry: email_subscribed for marketing,
// legal_consent_version for the legal texts.
import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "@/lib/accounts/schema";
import { stations } from "@/lib/stations/schema";

export const CONSENT_DOCUMENTS = ["terms", "privacy", "regulation", "marketing"] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];
export type LegalDocumentKind = Exclude<ConsentDocument, "marketing">;

export const CONSENT_ACTIONS = ["accepted", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Where the member (or someone for them) gave or withdrew the consent. */
export const CONSENT_CHANNELS = ["signup", "reacceptance", "email-link", "profile", "console", "import", "seed"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const consents = pgTable(
  "consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stationId: integer("station_id")
      .notNull()
      .references(() => stations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    document: text("document", { enum: CONSENT_DOCUMENTS }).notNull(),
    /** The version of the text as shown (lib/consents/versions.ts); marketing has its own. */
    version: text("version").notNull(),
    action: text("action", { enum: CONSENT_ACTIONS }).notNull(),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_station_user_idx").on(t.stationId, t.userId, t.id)],
);
