// Test helpers for code that reads the session the way a browser sends it: find a seeded account
// and put its session cookie in the fake request of lib/db/testing/next-headers.ts.
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { CONSOLE_COOKIE, SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { signInWithConsoleToken } from "@/lib/console/sign-in";
import { mintConsoleToken } from "@/lib/console/tokens";
import { fakeRequest } from "./next-headers";

/** The id of the account with this e-mail on this station (seeded data). */
export async function userIdByEmail(db: Db, stationId: number, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, stationId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email} on station ${stationId}`);
  return row.id;
}

/** Signs `userId` in on `station` (null: the platform apex) for the next calls. */
export async function signInAs(db: Db, userId: number, station: { id: number } | null): Promise<void> {
  const session = await createSession(db, { userId, stationId: station?.id ?? null });
  fakeRequest.cookies.set(SESSION_COOKIE, session.cookie);
}

/**
 * Signs `userId` in on the owner console (painel host) the way the sign-on link does, for the next
 * calls: a token minted for `stationId` (the account needs a role there), exchanged for a console
 * session whose cookie goes in the fake request. Returns the cookie.
 */
export async function signInConsoleAs(db: Db, userId: number, stationId: number): Promise<string> {
  const token = await mintConsoleToken(db, { userId, stationId });
  if (!token) throw new Error(`user ${userId} has no role on station ${stationId}`);
  const signedIn = await signInWithConsoleToken(db, token);
  if (!signedIn) throw new Error("console sign-on failed");
  fakeRequest.host = "painel.localhost:3000";
  fakeRequest.cookies.set(CONSOLE_COOKIE, signedIn.cookie);
  return signedIn.cookie;
}
