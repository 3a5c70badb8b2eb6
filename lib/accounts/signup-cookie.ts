// Which sign-up this browser made: set by a registration action and read by step 2 ("Receber o
// código") and its channel switch, so those never take an account from an address typed in the
// URL. Signed with the app secret, bound to the station, host-only, httpOnly and short-lived (the
// life of a confirmation code). It holds the e-mail the browser typed and the masked phone the
// browser was already shown for the CPF it typed: nothing the browser did not know.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { authSecret } from "@/lib/security/secret";
import { hostCookie } from "@/lib/auth/session-cookie";

export const SIGNUP_COOKIE = "estacao.signup";
/** As long as a confirmation code lives: after that, step 2 needs the login. */
export const SIGNUP_COOKIE_TTL_SECONDS = 30 * 60;

export interface PendingSignup {
  stationId: number;
  email: string;
  maskedPhone: string | null;
}

function sign(body: string): string {
  return createHmac("sha256", authSecret()).update(`signup-cookie:${body}`).digest("base64url");
}

export function encodePendingSignup(value: PendingSignup, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNUP_COOKIE_TTL_SECONDS;
  const body = Buffer.from(JSON.stringify({ s: value.stationId, e: value.email, p: value.maskedPhone, x: expires })).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The sign-up a cookie value names on `stationId`; null when forged, expired or another station's. */
export function decodePendingSignup(raw: string | undefined, stationId: number, now = Date.now()): PendingSignup | null {
  if (!raw || raw.length > 2000) return null;
  const [body, mac, extra] = raw.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { s?: unknown; e?: unknown; p?: unknown; x?: unknown };
    if (value.s !== stationId || typeof value.e !== "string" || typeof value.x !== "number" || value.x * 1000 <= now) return null;
    return { stationId, email: value.e, maskedPhone: typeof value.p === "string" ? value.p : null };
  } catch {
    return null;
  }
}

export async function rememberPendingSignup(value: PendingSignup): Promise<void> {
  (await cookies()).set(SIGNUP_COOKIE, encodePendingSignup(value), hostCookie(SIGNUP_COOKIE_TTL_SECONDS));
}

export async function pendingSignupOfBrowser(stationId: number): Promise<PendingSignup | null> {
  return decodePendingSignup((await cookies()).get(SIGNUP_COOKIE)?.value, stationId);
}
