// Login: CPF or e-mail plus password on one station, one message for every wrong-credentials case,
// and the spec's 401 case (an affiliate on a private station's roster who has no account yet is
// sent to sign-up).
//
// Lockout is counted per account *and* source (5 wrong passwords from one address lock that
// address out of that account), so a stranger's failures never lock a member out from their own
// network. A wider per-account ceiling across all sources stops a guess spread over many addresses;
// the password-reset link always gets the owner back in and clears both (clearLoginLock).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { DbOrTx } from "@/lib/db/client";
import { logSecurityEvent, maskCpf, maskEmail } from "@/lib/security/events";
import { enforceRateLimit, hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS, resetRateLimit, resetRateLimitPrefix } from "@/lib/security/rate-limit";
import type { Station } from "@/lib/stations/queries";
import { accountMessages as m } from "./messages";
import { findRosterEntry } from "./roster";
import { users } from "./schema";
import type { LoginData } from "./schemas";

/** Per IP the limit is wider: many members may share one address (offices, carrier NAT); the captcha
 * already makes each attempt cost a proof of work. */
export const LOGIN_IP_LIMIT = RATE_LIMITS.loginSource;

export type LoginOutcome =
  | { kind: "ok"; user: { id: number; stationId: number; isFirstLogin: boolean; active: boolean; briefingDone: boolean } }
  | { kind: "affiliate"; cpf: string };

let dummyHash: Promise<string> | undefined;

function identifierKey(data: LoginData): string {
  return data.identifier === "cpf" ? `cpf:${data.cpf}` : `email:${data.email}`;
}

function who(data: LoginData): string | null {
  return data.identifier === "cpf" ? maskCpf(data.cpf) : maskEmail(data.email);
}

const loginSourceKey = (ip: string) => `login-ip:${ip}`;

/** Counter keys of one account's lockout: per source (`${perSourcePrefix}${ip}`) and across sources. */
function lockKeys(stationId: number, identifier: string) {
  return { perSourcePrefix: `login:${stationId}:${identifier}:`, account: `login-account:${stationId}:${identifier}` };
}

/**
 * The per-source login limit. Actions call it before the captcha, so a flood from one address is
 * refused before any work; `login` calls it too, for callers that do not.
 */
export async function limitLoginSource(db: DbOrTx, stationId: number, ip: string): Promise<void> {
  await enforceRateLimit("login-source", loginSourceKey(ip), LOGIN_IP_LIMIT, { stationId, ip }, db);
}

/** A successful password reset opens the account again, from every source. */
export async function clearLoginLock(db: DbOrTx, stationId: number, account: { email: string | null; cpf: string | null }): Promise<void> {
  for (const identifier of [account.email ? `email:${account.email.toLowerCase()}` : null, account.cpf ? `cpf:${account.cpf}` : null]) {
    if (!identifier) continue;
    const keys = lockKeys(stationId, identifier);
    await resetRateLimitPrefix(keys.perSourcePrefix, db);
    await resetRateLimit(keys.account, db);
  }
}

/** Checks credentials for `station`; throws a UserFacingError with the pt-BR text on failure. */
export async function login(
  db: DbOrTx,
  station: Pick<Station, "id" | "public" | "settings">,
  data: LoginData,
  ip: string,
  options: { sourceCounted?: boolean } = {},
): Promise<LoginOutcome> {
  if (!options.sourceCounted) await limitLoginSource(db, station.id, ip);
  const keys = lockKeys(station.id, identifierKey(data));
  const key = `${keys.perSourcePrefix}${ip}`;
  const [bySource, byAccount] = [await hitRateLimit(key, RATE_LIMITS.loginAccountSource, db), await hitRateLimit(keys.account, RATE_LIMITS.loginAccount, db)];
  if (!bySource.allowed || !byAccount.allowed) {
    // One event when a lock starts (the first refused attempt of its window), not one per attempt.
    if (bySource.count === RATE_LIMITS.loginAccountSource.limit + 1 || byAccount.count === RATE_LIMITS.loginAccount.limit + 1) {
      logSecurityEvent({
        kind: "login.locked",
        stationId: station.id,
        ip,
        reason: bySource.allowed ? "limit:login-account" : "limit:login-account-source",
        detail: { who: who(data) },
      });
    }
    throw new UserFacingError(RATE_LIMIT_MESSAGE, undefined, 429);
  }

  const where =
    data.identifier === "cpf"
      ? and(eq(users.stationId, station.id), eq(users.cpf, data.cpf))
      : and(eq(users.stationId, station.id), eq(sql`lower(${users.email})`, data.email));
  const [user] = await db
    .select({
      id: users.id,
      stationId: users.stationId,
      passwordHash: users.passwordHash,
      isFirstLogin: users.isFirstLogin,
      active: users.active,
      briefingDone: users.briefingDone,
    })
    .from(users)
    .where(where)
    .limit(1);

  if (!user) {
    // Same work as a real check, so response time does not tell whether the account exists.
    dummyHash ??= hashPassword("Dummy-password-1");
    await verifyPassword(data.password, await dummyHash);
    if (data.identifier === "cpf" && station.settings.requireRoster && (await findRosterEntry(db, station.id, data.cpf))) {
      return { kind: "affiliate", cpf: data.cpf };
    }
    logSecurityEvent({ kind: "login.failed", stationId: station.id, ip, reason: "unknown-account", detail: { who: who(data) } });
    throw new UserFacingError(m.invalidCredentials, undefined, 401);
  }
  if (!(await verifyPassword(data.password, user.passwordHash)) || user.stationId === null) {
    logSecurityEvent({ kind: "login.failed", stationId: station.id, userId: user.id, ip, reason: "wrong-password", detail: { who: who(data) } });
    throw new UserFacingError(m.invalidCredentials, undefined, 401);
  }
  // The owner got in from here: this source's failures are forgotten (the account-wide count stays,
  // so a success from one address does not reopen a guess spread over others), and the attempt is
  // given back to the source's budget: members who share an address (an office, a carrier's NAT)
  // and sign in with their passwords never use it up; failed attempts still do.
  await resetRateLimit(key, db);
  await hitRateLimit(keys.account, RATE_LIMITS.loginAccount, db, new Date(), -1);
  await hitRateLimit(loginSourceKey(ip), LOGIN_IP_LIMIT, db, new Date(), -1);
  return {
    kind: "ok",
    user: { id: user.id, stationId: user.stationId, isFirstLogin: user.isFirstLogin, active: user.active, briefingDone: user.briefingDone },
  };
}

/** Where a signed-in user goes: unconfirmed accounts to /confimation, first login to the wizard. */
export function destinationAfterLogin(user: { isFirstLogin: boolean; active: boolean }): string {
  if (!user.active) return "/confimation";
  return user.isFirstLogin ? "/signup" : "/";
}

/**
 * On a station with an external briefing app, a member who finished the briefing goes
 * there with a temporary token (here a single-use login token the app can redeem on this station).
 */
export function briefingAppDestination(briefingAppUrl: string | null, user: { briefingDone: boolean; active: boolean }, token: string): string | null {
  if (!briefingAppUrl || !user.briefingDone || !user.active) return null;
  const url = new URL(briefingAppUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
