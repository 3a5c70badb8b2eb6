// Login: CPF or e-mail plus password on one station, with rate limits per station+identifier and
// per IP, one message for every wrong-credentials case, and the spec's 401 case (an affiliate on
// a private station's roster who has no account yet is sent to sign-up).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { DbOrTx } from "@/lib/db/client";
import { hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS, resetRateLimit } from "@/lib/security/rate-limit";
import type { Station } from "@/lib/stations/queries";
import { accountMessages as m } from "./messages";
import { findRosterEntry } from "./roster";
import { users } from "./schema";
import type { LoginData } from "./schemas";

/** Per IP the limit is wider: many members may share one address (offices, carrier NAT); the captcha
 * already makes each attempt cost a proof of work. */
export const LOGIN_IP_LIMIT = { limit: 60, windowSeconds: 15 * 60 };

export type LoginOutcome =
  | { kind: "ok"; user: { id: number; stationId: number; isFirstLogin: boolean; active: boolean; briefingDone: boolean } }
  | { kind: "affiliate"; cpf: string };

let dummyHash: Promise<string> | undefined;

function identifierKey(data: LoginData): string {
  return data.identifier === "cpf" ? `cpf:${data.cpf}` : `email:${data.email}`;
}

/** Checks credentials for `station`; throws a UserFacingError with the pt-BR text on failure. */
export async function login(
  db: DbOrTx,
  station: Pick<Station, "id" | "public" | "settings">,
  data: LoginData,
  ip: string,
): Promise<LoginOutcome> {
  const key = `login:${station.id}:${identifierKey(data)}`;
  const [byIdentifier, byIp] = [
    await hitRateLimit(key, RATE_LIMITS.login, db),
    await hitRateLimit(`login-ip:${ip}`, LOGIN_IP_LIMIT, db),
  ];
  if (!byIdentifier.allowed || !byIp.allowed) throw new UserFacingError(RATE_LIMIT_MESSAGE, undefined, 429);

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
    throw new UserFacingError(m.invalidCredentials, undefined, 401);
  }
  if (!(await verifyPassword(data.password, user.passwordHash)) || user.stationId === null) {
    throw new UserFacingError(m.invalidCredentials, undefined, 401);
  }
  await resetRateLimit(key, db);
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
 * Spec 1 §4: on a station with an external briefing app, a member who finished the briefing goes
 * there with a temporary token (here a single-use login token the app can redeem on this station).
 */
export function briefingAppDestination(briefingAppUrl: string | null, user: { briefingDone: boolean; active: boolean }, token: string): string | null {
  if (!briefingAppUrl || !user.briefingDone || !user.active) return null;
  const url = new URL(briefingAppUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
