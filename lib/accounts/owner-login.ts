// Apex login of station owners. The caller checks the captcha first and counts the source's
// attempts before it (limitOwnerLoginSource), so requests with a junk captcha cost the sender's own
// address its budget and never count against an account. Wrong passwords count per account *and*
// source: five from one address lock that address out of that account for 15 minutes, and a
// stranger's failures elsewhere never lock the owner out from their own network.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { logSecurityEvent, maskEmail } from "@/lib/security/events";
import { enforceRateLimit, hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS, resetRateLimit } from "@/lib/security/rate-limit";
import { UserFacingError } from "@/lib/actions/result";
import { authenticateOwner, OWNER_LOGIN_FAILED_MESSAGE } from "./owner-wizard";

const sourceKey = (ip: string) => `platform-login-ip:${ip}`;
const accountSourceKey = (email: string, ip: string) => `platform-login:${email}:${ip}`;

/** Per source, before the captcha: a flood from one address is refused before any work. */
export async function limitOwnerLoginSource(db: DbOrTx, ip: string): Promise<void> {
  await enforceRateLimit("platform-login-source", sourceKey(ip), RATE_LIMITS.loginSource, { ip }, db);
}

/** The owner account for these credentials from `ip` (captcha already checked); throws the pt-BR refusal. */
export async function loginOwner(db: DbOrTx, credentials: { email: string; password: string }, ip: string): Promise<{ id: number }> {
  const email = credentials.email.trim().toLowerCase();
  const key = accountSourceKey(email, ip);
  const attempt = await hitRateLimit(key, RATE_LIMITS.loginAccountSource, db);
  if (!attempt.allowed) {
    // One event when a lock starts (the first refused attempt of its window), not one per attempt.
    if (attempt.count === RATE_LIMITS.loginAccountSource.limit + 1) {
      logSecurityEvent({ kind: "login.locked", stationId: null, ip, reason: "limit:platform-login-account-source", detail: { who: maskEmail(email) } });
    }
    throw new UserFacingError(RATE_LIMIT_MESSAGE, undefined, 429);
  }
  const user = await authenticateOwner(db, { email, password: credentials.password });
  if (!user) {
    logSecurityEvent({ kind: "login.failed", stationId: null, ip, reason: "wrong-password", detail: { who: maskEmail(email) } });
    throw new UserFacingError(OWNER_LOGIN_FAILED_MESSAGE, undefined, 401);
  }
  // The owner got in from here: this source's failures are forgotten, and the attempt is given back
  // to the source's budget, so owners who share an address never use it up with their passwords.
  await resetRateLimit(key, db);
  await hitRateLimit(sourceKey(ip), RATE_LIMITS.loginSource, db, new Date(), -1);
  return user;
}
