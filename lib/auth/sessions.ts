// Session rows: created at sign-in, checked on every read, revoked by logout and by a password
// reset or change. The cookie holds `{id}.{hmac}`: the random row id, signed with the server secret
// so a forged or truncated value is refused before any query.
//
// Limits (ASVS V3.3): members mostly come back from their phones every few days, so 30 minutes of
// idleness would sign them out all the time; 7 days without any request ends the session, and no
// session lives longer than 30 days whatever its use. "Last seen" is written at most every
// 5 minutes, so a busy member costs one UPDATE per 5 minutes, not one per request.
//
// The owner console (painel host) keeps its sessions in the same table with kind "console": not
// bound to a station (the console serves every station the account has a role on, checked per
// request), worthless wherever a "site" session is read and the other way round, and shorter-lived
// (an administrator's session: 2 hours idle, 12 hours at most).
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { authSecret } from "@/lib/security/secret";
import { sessions, type SessionKind } from "./schema";

export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TOUCH_SECONDS = 5 * 60;
export const CONSOLE_SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const CONSOLE_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
const USER_AGENT_MAX = 300;

const LIMITS: Record<SessionKind, { idle: number; absolute: number }> = {
  site: { idle: SESSION_IDLE_SECONDS, absolute: SESSION_ABSOLUTE_SECONDS },
  console: { idle: CONSOLE_SESSION_IDLE_SECONDS, absolute: CONSOLE_SESSION_ABSOLUTE_SECONDS },
};

function sign(id: string): string {
  return createHmac("sha256", authSecret()).update(`session:${id}`).digest("base64url");
}

/** The cookie value for a session id. */
export function sessionCookieValue(id: string): string {
  return `${id}.${sign(id)}`;
}

/** The session id a cookie value names, when its signature holds; null otherwise. */
export function sessionIdFromCookie(value: string | null | undefined): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.indexOf(".");
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Opens a session for `userId` on `stationId` (null: the platform apex); answers the cookie value. */
export async function createSession(
  db: DbOrTx,
  input: { userId: number; stationId: number | null; userAgent?: string | null; kind?: SessionKind },
  now = new Date(),
): Promise<{ id: string; cookie: string }> {
  const id = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    stationId: input.stationId,
    createdAt: now,
    lastSeenAt: now,
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
    kind: input.kind ?? "site",
  });
  return { id, cookie: sessionCookieValue(id) };
}

export interface LiveSession {
  id: string;
  userId: number;
}

/** A session as stored: what `sessionIsLive` needs to judge it. */
export interface SessionRow {
  id: string;
  userId: number;
  stationId: number | null;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  kind: SessionKind;
}

/** The columns `sessionIsLive` reads, for a query that loads the session with its user. */
export const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  stationId: sessions.stationId,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
  kind: sessions.kind,
};

/**
 * Whether a session row is live on this host: issued for this station (a station's session is
 * worthless on another station and on the apex), not revoked, used within the idle limit and
 * younger than the absolute one. Writes "last seen" when it is older than SESSION_TOUCH_SECONDS.
 */
export async function sessionIsLive(
  db: DbOrTx,
  row: SessionRow | undefined,
  stationId: number | null,
  now = new Date(),
  kind: SessionKind = "site",
): Promise<boolean> {
  if (!row || row.revokedAt || row.stationId !== stationId || row.kind !== kind) return false;
  const nowMs = now.getTime();
  if (nowMs - row.createdAt.getTime() > LIMITS[kind].absolute * 1000) return false;
  if (nowMs - row.lastSeenAt.getTime() > LIMITS[kind].idle * 1000) return false;
  if (nowMs - row.lastSeenAt.getTime() > SESSION_TOUCH_SECONDS * 1000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)));
  }
  return true;
}

/** The live session a signed cookie names on this host (see `sessionIsLive`), or null. */
export async function resolveSession(
  db: DbOrTx,
  cookie: string | null | undefined,
  stationId: number | null,
  now = new Date(),
  kind: SessionKind = "site",
): Promise<LiveSession | null> {
  const id = sessionIdFromCookie(cookie);
  if (!id) return null;
  const [row] = await db.select(sessionColumns).from(sessions).where(eq(sessions.id, id)).limit(1);
  return (await sessionIsLive(db, row, stationId, now, kind)) ? { id: row!.id, userId: row!.userId } : null;
}

/** Ends one session (logout). Answers whether a live session was ended. */
export async function revokeSession(db: DbOrTx, id: string, now = new Date()): Promise<{ userId: number; stationId: number | null } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId, stationId: sessions.stationId });
  return row ?? null;
}

/** Ends every live session of a user (password reset or change). Answers how many were ended. */
export async function revokeUserSessions(db: DbOrTx, userId: number, now = new Date()): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
