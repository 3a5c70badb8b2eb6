// The owner console's own session: a "console" row in `sessions` (see sessions.ts) named by a
// signed id in CONSOLE_COOKIE, a host-only cookie set by painel.{root} alone. It says who is signed
// in, not which station: the console guard checks the account's role on the station of each
// request. Pages, actions and handlers go through the guard, not this module.
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { consoleAccount } from "./console-roles";
import { getDb } from "@/lib/db/client";
import { annotateRequest } from "@/lib/log/request-context";
import { logSecurityEvent } from "@/lib/security/events";
import { CONSOLE_COOKIE } from "./session-cookie";
import { resolveSession, revokeSession, sessionIdFromCookie } from "./sessions";

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
  if (account) annotateRequest({ userId: account.id });
  return account ? { ...account, sessionId: session.id } : null;
}

/** The account signed in on the console, or null. Deduplicated within one render. */
export const getConsoleAccount = cache(loadConsoleAccount);

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
