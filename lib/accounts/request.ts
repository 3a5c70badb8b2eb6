// Request facts the accounts actions need besides the station: the client IP (rate limits; decided
// in lib/security/client-ip.ts) and the affiliate cookie's name.
import "server-only";

export { clientIp } from "@/lib/security/client-ip";

/** Holds the CPF of a roster affiliate sent from login to sign-up (login found the CPF on the roster but no account for it). */
export const AFFILIATE_COOKIE = "estacao.affiliate";
