// Shared security state kept in Postgres so every app server sees it.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counters: one row per key, its window starting at the key's first attempt after the last
 * window ended (lib/security/rate-limit.ts).
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

/** Captcha solutions already accepted, so a solved challenge cannot be replayed. */
export const captchaUses = pgTable("captcha_uses", {
  signature: text("signature").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});
