// The exchange behind the button of painel.{root}/entrar/{token} (a POST to /entrar): spend the token, check the account still has a
// role on the station and may sign in, open a console session, and audit the sign-in — one
// transaction, so a refused exchange leaves nothing behind but the spent token.
import "server-only";
import { eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { CONSOLE_COOKIE, hostCookie } from "@/lib/auth/session-cookie";
import { CONSOLE_SESSION_ABSOLUTE_SECONDS, createSession } from "@/lib/auth/sessions";
import { getDb, type Db } from "@/lib/db/client";
import { logSecurityEvent } from "@/lib/security/events";
import { recordAudit } from "./audit";
import { consoleAccount, roleOn } from "@/lib/auth/console-roles";
import { stations } from "@/lib/stations/schema";
import { peekConsoleToken, spendConsoleToken } from "./tokens";

export async function signInWithConsoleToken(
  db: Db,
  token: string,
  options: { userAgent?: string | null; now?: Date } = {},
): Promise<{ cookie: string; sessionId: string; userId: number; stationId: number } | null> {
  const now = options.now ?? new Date();
  const spent = await spendConsoleToken(db, token, now);
  if (!spent) return null;
  return db.transaction(async (tx) => {
    const role = await roleOn(tx, spent.userId, spent.stationId);
    if (!role || !(await consoleAccount(tx, spent.userId))) return null;
    const session = await createSession(tx, { userId: spent.userId, stationId: null, userAgent: options.userAgent, kind: "console" }, now);
    await recordAudit(tx, { stationId: spent.stationId, actorId: spent.userId, action: "console.sign-in", entity: "session", after: { role } }, now);
    return { cookie: session.cookie, sessionId: session.id, userId: spent.userId, stationId: spent.stationId };
  });
}

/**
 * What the link's page tells the person about to press its button: which account enters which
 * station's console. Spends nothing; null when the token would be refused.
 */
export async function previewConsoleSignOn(db: Db, token: string, now = new Date()): Promise<{ email: string | null; stationName: string } | null> {
  const pending = await peekConsoleToken(db, token, now);
  if (!pending || !(await roleOn(db, pending.userId, pending.stationId))) return null;
  const account = await consoleAccount(db, pending.userId);
  const [station] = await db.select({ name: stations.name }).from(stations).where(eq(stations.id, pending.stationId)).limit(1);
  return account && station ? { email: account.email, stationName: station.name } : null;
}

/** Exchanges a sign-on token for a console session and sets its cookie; the station to open, or null. */
export async function startConsoleSessionFromToken(token: string): Promise<number | null> {
  const signedIn = await signInWithConsoleToken(await getDb(), token, { userAgent: (await headers()).get("user-agent") });
  if (!signedIn) {
    logSecurityEvent({ kind: "guard.refused", stationId: null, userId: null, ip: null, reason: "console-token-refused" });
    return null;
  }
  (await cookies()).set(CONSOLE_COOKIE, signedIn.cookie, hostCookie(CONSOLE_SESSION_ABSOLUTE_SECONDS));
  return signedIn.stationId;
}
