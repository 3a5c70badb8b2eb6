// The owner console's own session: a "console" row in `sessions` (see sessions.ts) named by a
// signed id in CONSOLE_COOKIE, a host-only cookie set by painel.{root} alone. It says who is signed
// in, not which station: the console guard checks the account's role on the station of each
// request. Pages, actions and handlers go through the guard, not this module.
import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { consoleAccount } from "@/lib/console/roles";
import { signInWithConsoleToken } from "@/lib/console/sign-in";
import { getDb } from "@/lib/db/client";
import { logSecurityEvent } from "@/lib/security/events";
import { CONSOLE_COOKIE, hostCookie } from "./session-cookie";
import { CONSOLE_SESSION_ABSOLUTE_SECONDS, resolveSession, revokeSession, sessionIdFromCookie } from "./sessions";

export interface ConsoleAccount {
  id: number;
  name: string | null;
  email: string | null;
  image: string | null;
  sessionId: string;
}

async function loadConsoleAccount(): Promise<ConsoleAccount | null> {
  const db = await getDb();
  const session = await resolveSession(db, (await cookies()).get(CONSOLE_COOKIE)?.value, null, new Date(), "console");
  if (!session) return null;
  const account = await consoleAccount(db, session.userId);
  return account ? { ...account, sessionId: session.id } : null;
}

/** The account signed in on the console, or null. Deduplicated within one render. */
export const getConsoleAccount = cache(loadConsoleAccount);

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

/** "Sair": revokes this browser's console session and clears the cookie. */
export async function endConsoleSession(): Promise<void> {
  const jar = await cookies();
  const id = sessionIdFromCookie(jar.get(CONSOLE_COOKIE)?.value);
  if (id) {
    const ended = await revokeSession(await getDb(), id);
    if (ended) logSecurityEvent({ kind: "session.revoked", stationId: null, userId: ended.userId, reason: "console-logout" });
  }
  jar.delete(CONSOLE_COOKIE);
}
