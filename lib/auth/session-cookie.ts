// Cookie facts kept apart from the session code (database, secrets), so the request hook can test
// for the session cookie without loading it.
import { env } from "@/lib/env";

const secureSite = env.PUBLIC_SCHEME === "https";

/**
 * The session cookie's name. On https it carries the `__Host-` prefix, which browsers accept only
 * with Secure, Path=/ and no Domain: a sibling subdomain (another station) cannot plant or
 * overwrite it.
 */
export const SESSION_COOKIE = secureSite ? "__Host-estacao.session" : "estacao.session";

/** The owner console's session cookie (painel host only; same prefix rules). */
export const CONSOLE_COOKIE = secureSite ? "__Host-estacao.console" : "estacao.console";
/** The console page to go back to after signing in (lib/auth/console-return.ts). */
export const CONSOLE_RETURN_COOKIE = secureSite ? "__Host-estacao.painel-depois" : "estacao.painel-depois";

/**
 * How every cookie the server sets is scoped: only to the exact host that issued it (no Domain
 * attribute, so a station's cookie never reaches another station), unreadable by scripts, sent on
 * top-level navigations, and Secure when the site is served over https.
 */
export function hostCookie(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: "lax", secure: secureSite, path: "/", maxAge: maxAgeSeconds } as const;
}
