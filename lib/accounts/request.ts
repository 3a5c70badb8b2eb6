// Request facts the accounts actions need besides the station: the client IP (rate limits; decided
// in lib/security/client-ip.ts) and the affiliate cookie's name.
import "server-only";

export { clientIp } from "@/lib/security/client-ip";

/** Holds the CPF of a roster affiliate sent from login to sign-up (spec 1 §4, login 401). */
export const AFFILIATE_COOKIE = "estacao.affiliate";
