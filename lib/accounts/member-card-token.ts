// The value the member card's QR carries to /qr-code-user-validator/{value}: a signed, expiring
// reference to one member of one station, so the public validator cannot be walked through member
// ids (a bare id answers "Usuário inválido!"). Compact and URL-safe:
//
//   {user id in base 36}.{expiry in unix seconds, base 36}.{HMAC-SHA256, first 16 bytes, base64url}
//
// The MAC covers a purpose tag, the station id, the user id and the expiry; the station id is not
// in the value (the validator's host supplies it), so a value minted on one station fails on any
// other. Pure: the secret is passed in (lib/accounts/member-card.ts hands it the app secret).
import { createHmac, timingSafeEqual } from "node:crypto";
import { isoDay } from "@/lib/format";

const PURPOSE = "member-card:v1";
const MAC_BYTES = 16;
const VALUE_PATTERN = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/;

function mac(secret: string, stationId: number, userId: number, expiresAt: number): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}|${stationId}|${userId}|${expiresAt}`).digest().subarray(0, MAC_BYTES);
}

export interface MemberCardClaim {
  stationId: number;
  userId: number;
  /** The first instant the value no longer validates. */
  expiresAt: Date;
}

export function signMemberCardValue(secret: string, claim: MemberCardClaim): string {
  const exp = Math.floor(claim.expiresAt.getTime() / 1000);
  return `${claim.userId.toString(36)}.${exp.toString(36)}.${mac(secret, claim.stationId, claim.userId, exp).toString("base64url")}`;
}

/** The member id a value names for this station, or null: malformed, forged, another station's, or expired. */
export function verifyMemberCardValue(secret: string, stationId: number, value: string, now: Date): number | null {
  const match = VALUE_PATTERN.exec(value);
  if (!match) return null;
  const userId = parseInt(match[1]!, 36);
  const exp = parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(exp)) return null;
  // Re-encoding must give the same text: no leading zeros or other spellings of the same numbers.
  if (userId.toString(36) !== match[1] || exp.toString(36) !== match[2]) return null;
  // Compared as text: the last base64url character carries unused bits, so decoding first would
  // accept more than one spelling of the same signature.
  const expected = Buffer.from(mac(secret, stationId, userId, exp).toString("base64url"));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return now.getTime() < exp * 1000 ? userId : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant a São Paulo calendar day starts: the first whole UTC hour already on that day there (its offsets are whole hours). */
function startOfDayInSaoPaulo(year: number, month: number, day: number): Date {
  const target = `${year}-${pad(month)}-${pad(day)}`;
  for (let hour = 0; hour < 24; hour++) {
    const at = new Date(Date.UTC(year, month - 1, day, hour));
    if (isoDay(at) === target) return at;
  }
  throw new RangeError(`no start of day for ${target}`);
}

/**
 * The card's validity (the last day of the current month, in São Paulo): that day as
 * "aaaa-mm-dd" and the instant the QR's value stops validating (the next month's first midnight).
 */
export function memberCardValidity(now: Date): { lastDay: string; expiresAt: Date } {
  const [year, month] = isoDay(now).split("-").map(Number) as [number, number];
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDay = `${year}-${pad(month)}-${pad(lastDate)}`;
  const expiresAt = month === 12 ? startOfDayInSaoPaulo(year + 1, 1, 1) : startOfDayInSaoPaulo(year, month + 1, 1);
  return { lastDay, expiresAt };
}
