// Sessions: a next-auth JWT in a host-only cookie, carrying the user id and the station it was
// issued for. A token presented on any other station's host is ignored, and every read re-checks
// the user row so suspension or deletion takes effect at once.
import "server-only";
import { and, eq } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { establishmentUsers, users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { authSecret } from "./secret";
import { hostCookie, SESSION_COOKIE } from "./session-cookie";

export { SESSION_COOKIE };

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionUser {
  id: number;
  stationId: number;
  name: string | null;
  email: string | null;
  cpf: string | null;
  image: string | null;
  typeId: number;
  active: boolean;
  isFirstLogin: boolean;
  suspended: boolean;
  deleted: boolean;
  /** The establishment link (spec: establishment_user); null means "no establishment linked". */
  establishmentId: number | null;
}

/** stationId null binds the token to the platform apex (owners before and after creating a station). */
export async function createSessionToken(user: { id: number; stationId: number | null }): Promise<string> {
  return encode({
    token: { sub: String(user.id), uid: user.id, sid: user.stationId },
    secret: authSecret(),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** Decodes a token and returns its user id only when it was issued for `stationId` (null: the apex). */
export async function readSessionToken(token: string | undefined, stationId: number | null): Promise<number | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: authSecret() });
    if (!payload || payload.sid !== stationId || typeof payload.uid !== "number") return null;
    return payload.uid;
  } catch {
    return null;
  }
}

/** Signs the user in on the current host (call from a Server Action or Route Handler). */
export async function startSession(user: { id: number; stationId: number | null }): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, await createSessionToken(user), hostCookie(MAX_AGE_SECONDS));
}

export async function endSession(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}

async function loadSessionUser(stationId: number): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const userId = await readSessionToken(token, stationId);
  if (!userId) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      stationId: users.stationId,
      name: users.name,
      email: users.email,
      cpf: users.cpf,
      image: users.image,
      typeId: users.typeId,
      active: users.active,
      isFirstLogin: users.isFirstLogin,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
      establishmentId: establishmentUsers.establishmentId,
    })
    .from(users)
    .leftJoin(establishmentUsers, and(eq(establishmentUsers.userId, users.id), eq(establishmentUsers.stationId, stationId)))
    .where(and(eq(users.id, userId), eq(users.stationId, stationId)))
    .limit(1);
  if (!row || row.stationId === null) return null;
  return {
    id: row.id,
    stationId: row.stationId,
    name: row.name,
    email: row.email,
    cpf: row.cpf,
    image: row.image,
    typeId: row.typeId,
    active: row.active,
    isFirstLogin: row.isFirstLogin,
    suspended: row.suspendedAt !== null,
    deleted: row.deletedAt !== null,
    establishmentId: row.establishmentId,
  };
}

/** The signed-in user of this station, or null. Deduplicated within one render. */
export const getSessionUser = cache(loadSessionUser);

/**
 * Where a visitor without a valid session goes: /login, through /logout first when the browser
 * still holds a cookie (expired, or its account gone), so the request hook stops sending it from
 * the public pages to the member area.
 */
export async function redirectToLogin(): Promise<never> {
  redirect((await cookies()).has(SESSION_COOKIE) ? "/logout?next=/login" : "/login");
}

/** For member pages and actions: the signed-in user, or a redirect to /login. */
export async function requireSessionUser(stationId: number): Promise<SessionUser> {
  const user = await getSessionUser(stationId);
  if (!user) return redirectToLogin();
  return user;
}

export interface PlatformUser {
  id: number;
  email: string | null;
  name: string | null;
  image: string | null;
  /** The station the owner created in the wizard, or null while they have none. */
  stationId: number | null;
}

async function loadPlatformUser(): Promise<PlatformUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const userId = await readSessionToken(token, null);
  if (!userId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, image: users.image, stationId: users.stationId, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.typeId, USER_TYPE_OWNER)))
    .limit(1);
  if (!row || row.deletedAt || row.suspendedAt) return null;
  return { id: row.id, email: row.email, name: row.name, image: row.image, stationId: row.stationId };
}

/** The owner signed in on the platform apex (session issued with no station), or null. */
export const getPlatformUser = cache(loadPlatformUser);

/** Signs an owner account in on the apex. */
export async function startPlatformSession(user: { id: number }): Promise<void> {
  await startSession({ id: user.id, stationId: null });
}
