// Sessions: a row in `sessions` named by a signed id in a host-only cookie. The row records the
// station it was issued for, so a cookie presented on any other station's host is ignored; every
// read checks the row (revoked, idle, too old) and re-checks the user row, so logout, a password
// reset, suspension or deletion take effect at once. Pages, actions and handlers do not call this
// module: they go through the guard (`lib/auth/guard.ts`).
import "server-only";
import { and, eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { establishmentUsers, users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { annotateRequest } from "@/lib/log/request-context";
import { logSecurityEvent } from "@/lib/security/events";
import { hostCookie, SESSION_COOKIE } from "./session-cookie";
import type { EntryUser } from "./entry";
import { sessions } from "./schema";
import { createSession, resolveSession, revokeSession, SESSION_ABSOLUTE_SECONDS, sessionColumns, sessionIdFromCookie, sessionIsLive } from "./sessions";

export { SESSION_COOKIE };

/** The signed-in member: who they are, and the facts the entry decision reads (EntryUser). */
export interface SessionUser extends EntryUser {
  id: number;
  stationId: number;
  name: string | null;
  email: string | null;
  cpf: string | null;
  image: string | null;
  /** The combined version of the legal texts last accepted (lib/consents), checked by the member area. */
  legalConsentVersion: string | null;
}

/** Signs the user in on the current host (call from a Server Action or Route Handler). stationId null: the apex. */
export async function startSession(user: { id: number; stationId: number | null }): Promise<void> {
  const userAgent = (await headers()).get("user-agent");
  const session = await createSession(await getDb(), { userId: user.id, stationId: user.stationId, userAgent });
  (await cookies()).set(SESSION_COOKIE, session.cookie, hostCookie(SESSION_ABSOLUTE_SECONDS));
}

/** Ends this browser's session: the row is revoked (the cookie is worthless even if kept) and the cookie cleared. */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const id = sessionIdFromCookie(jar.get(SESSION_COOKIE)?.value);
  if (id) {
    const ended = await revokeSession(await getDb(), id);
    if (ended) logSecurityEvent({ kind: "session.revoked", stationId: ended.stationId, userId: ended.userId, reason: "logout" });
  }
  jar.delete(SESSION_COOKIE);
}

/** The user id of this browser's live session on `stationId` (null: the apex). */
async function sessionUserId(stationId: number | null): Promise<number | null> {
  const session = await resolveSession(await getDb(), (await cookies()).get(SESSION_COOKIE)?.value, stationId);
  return session?.userId ?? null;
}

// One query for the session and its user: this runs on every member request.
async function loadSessionUser(stationId: number): Promise<SessionUser | null> {
  const id = sessionIdFromCookie((await cookies()).get(SESSION_COOKIE)?.value);
  if (!id) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      session: sessionColumns,
      id: users.id,
      stationId: users.stationId,
      name: users.name,
      email: users.email,
      cpf: users.cpf,
      image: users.image,
      legalConsentVersion: users.legalConsentVersion,
      typeId: users.typeId,
      active: users.active,
      isFirstLogin: users.isFirstLogin,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
      establishmentId: establishmentUsers.establishmentId,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.stationId, stationId)))
    .leftJoin(establishmentUsers, and(eq(establishmentUsers.userId, users.id), eq(establishmentUsers.stationId, stationId)))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!(await sessionIsLive(db, row?.session, stationId))) return null;
  if (!row || row.stationId === null) return null;
  annotateRequest({ userId: row.id });
  return {
    id: row.id,
    stationId: row.stationId,
    name: row.name,
    email: row.email,
    cpf: row.cpf,
    image: row.image,
    legalConsentVersion: row.legalConsentVersion,
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
  const userId = await sessionUserId(null);
  if (!userId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, image: users.image, stationId: users.stationId, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.typeId, USER_TYPE_OWNER)))
    .limit(1);
  if (!row || row.deletedAt || row.suspendedAt) return null;
  annotateRequest({ userId: row.id });
  return { id: row.id, email: row.email, name: row.name, image: row.image, stationId: row.stationId };
}

/** The owner signed in on the platform apex (session issued with no station), or null. */
export const getPlatformUser = cache(loadPlatformUser);

/** Signs an owner account in on the apex. */
export async function startPlatformSession(user: { id: number }): Promise<void> {
  await startSession({ id: user.id, stationId: null });
}
