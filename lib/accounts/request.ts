// Request facts the accounts actions need besides the station: the client IP (rate limits) and the
// station's absolute origin (links in e-mails).
import "server-only";
import { headers } from "next/headers";

export async function clientIp(): Promise<string> {
  const h = await headers();
  // Behind a proxy the first X-Forwarded-For hop is the client; locally there is none.
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "local";
}

/** Holds the CPF of a roster affiliate sent from login to sign-up (spec 1 §4, login 401). */
export const AFFILIATE_COOKIE = "estacao.affiliate";
