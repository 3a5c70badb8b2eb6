// Rate limiting for login, code entry, resend, password reset, support forms and uploads. One atomic
// upsert per attempt, so concurrent requests on several servers count correctly.
import "server-only";
import { lt, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { UserFacingError } from "@/lib/actions/result";
import { logSecurityEvent } from "./events";
import { rateLimitHits } from "./schema";

/** The spec gives no text for this; this is ours (pt-BR, says what to do). */
export const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  /** At most MAX_WINDOW_SECONDS: the hourly prune takes every older window as ended. */
  windowSeconds: number;
}

/** The longest window a rule may have; the prune deletes windows that started before it. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

export const RATE_LIMITS = {
  codeEntry: { limit: 8, windowSeconds: 15 * 60 },
  resend: { limit: 5, windowSeconds: 15 * 60 },
  passwordReset: { limit: 5, windowSeconds: 60 * 60 },
  support: { limit: 5, windowSeconds: 60 * 60 },
  /** Wrong passwords for one account from one source: the lockout a stranger elsewhere cannot trigger. */
  loginAccountSource: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from every source together: stops a guess spread over many
   * addresses. Someone with that many addresses can lock the account; the reset link still opens it.
   */
  loginAccount: { limit: 50, windowSeconds: 60 * 60 },
  /** Per source: wide, since many members share an address (offices, carrier NAT). */
  loginSource: { limit: 60, windowSeconds: 15 * 60 },
  resetRequestSource: { limit: 20, windowSeconds: 60 * 60 },
  /** Setting a new password through a link, per source and per account. */
  resetSetSource: { limit: 20, windowSeconds: 15 * 60 },
  resetSetAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Activation links, per source and per account. */
  activateSource: { limit: 20, windowSeconds: 15 * 60 },
  activateAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Sign-up step 0 (is this CPF/e-mail free?), per source and per identifier. */
  signupCheckSource: { limit: 40, windowSeconds: 15 * 60 },
  signupCheckAccount: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Sign-up messages (registrations, resends, channel switches) one source may ask of a station in
   * an hour: checked before the station's budget, so one source cannot spend it for everyone.
   */
  signupMessageSource: { limit: 20, windowSeconds: 60 * 60 },
  /** E-mails one station may send in an hour, whoever asks: sign-up codes, support, invitations. */
  stationSignupMail: { limit: 300, windowSeconds: 60 * 60 },
  stationSupportMail: { limit: 100, windowSeconds: 60 * 60 },
  stationInviteMail: { limit: 300, windowSeconds: 60 * 60 },
  /** Files a member (or an owner in the wizard) may upload in an hour, every upload route together. */
  uploadAccount: { limit: 60, windowSeconds: 60 * 60 },
  /** Files an account may upload in the console in an hour: editing a landing takes many pictures. */
  uploadConsole: { limit: 200, windowSeconds: 60 * 60 },
  /** Uploads from one address in an hour, whoever sends them: wide, since members share addresses. */
  uploadSource: { limit: 300, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in this window, this one included. */
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts `amount` attempts (one by default) for `key` and says whether they are within the rule. A
 * key's window starts at its first attempt and lasts `windowSeconds`; the first attempt after it
 * ends starts the next. So a burst is counted whole in one window whatever the clock says (fixed
 * quarter hours split one that straddled a boundary, letting its 61st login attempt through).
 * A negative amount (a refund after a success) never leaves a window below zero.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, db?: DbOrTx, now = new Date(), amount = 1): Promise<RateLimitResult> {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`rate-limit window of ${rule.windowSeconds} s is over MAX_WINDOW_SECONDS`);
  const conn = db ?? (await getDb());
  const windowMs = rule.windowSeconds * 1000;
  const ended = sql`${rateLimitHits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await conn
    .insert(rateLimitHits)
    .values({ key, windowStart: now, count: Math.max(amount, 0) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimitHits.windowStart} end`,
        count: sql`case when ${ended} then excluded.count else greatest(${rateLimitHits.count} + ${amount}, 0) end`,
      },
    })
    .returning({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart });
  const count = row?.count ?? amount;
  const windowStart = row?.windowStart ?? now;
  return {
    count,
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}

/** Who asked, for the security event a refusal writes. */
export interface RateLimitContext {
  stationId?: number | null;
  userId?: number | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Counts and refuses with RATE_LIMIT_MESSAGE (429) beyond the rule. The first refusal of a window
 * writes one `ratelimit.exceeded` event named by `name`; later ones in that window write nothing.
 */
export async function enforceRateLimit(
  name: string,
  key: string,
  rule: RateLimitRule,
  ctx: RateLimitContext = {},
  db?: DbOrTx,
  amount = 1,
): Promise<RateLimitResult> {
  const result = await hitRateLimit(key, rule, db, new Date(), amount);
  if (result.allowed) return result;
  if (result.count - amount <= rule.limit) {
    logSecurityEvent({ kind: "ratelimit.exceeded", stationId: ctx.stationId, userId: ctx.userId, ip: ctx.ip, reason: `limit:${name}`, detail: ctx.detail });
  }
  throw new UserFacingError(RATE_LIMIT_MESSAGE, undefined, 429);
}

/** Clears every key that starts with `prefix` (a locked account's counters from every source). */
export async function resetRateLimitPrefix(prefix: string, db?: DbOrTx): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.delete(rateLimitHits).where(sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`);
}

/** Clears a key's counters, e.g. after a successful login. */
export async function resetRateLimit(key: string, db?: DbOrTx): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.delete(rateLimitHits).where(sql`${rateLimitHits.key} = ${key}`);
}

/**
 * Housekeeping, hourly (security-rate-limit-prune): deletes the windows that started more than
 * MAX_WINDOW_SECONDS before `now`, which have ended whatever their rule. Without it the table kept
 * one row for every address and e-mail that ever tried. Returns how many went.
 */
export async function pruneRateLimits(db: DbOrTx, now = new Date()): Promise<number> {
  const olderThan = new Date(now.getTime() - MAX_WINDOW_SECONDS * 1000);
  const gone = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, olderThan)).returning({ key: rateLimitHits.key });
  return gone.length;
}
