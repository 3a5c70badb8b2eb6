// Rate limiting for login, code entry, resend, password reset and support forms. One atomic
// upsert per attempt, so concurrent requests on several servers count correctly.
import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { rateLimitHits } from "./schema";

/** The spec gives no text for this; this is ours (pt-BR, says what to do). */
export const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  login: { limit: 5, windowSeconds: 15 * 60 },
  codeEntry: { limit: 8, windowSeconds: 15 * 60 },
  resend: { limit: 5, windowSeconds: 15 * 60 },
  passwordReset: { limit: 5, windowSeconds: 60 * 60 },
  support: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts one attempt for `key` and says whether it is within the rule. */
export async function hitRateLimit(key: string, rule: RateLimitRule, db?: DbOrTx, now = new Date()): Promise<RateLimitResult> {
  const conn = db ?? (await getDb());
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await conn
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}

/** Clears a key's counters, e.g. after a successful login. */
export async function resetRateLimit(key: string, db?: DbOrTx): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.delete(rateLimitHits).where(sql`${rateLimitHits.key} = ${key}`);
}

/** Housekeeping: old windows are useless. */
export async function pruneRateLimits(db: DbOrTx, olderThan: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, olderThan));
}
