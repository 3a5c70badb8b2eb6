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

const TIME_ZONE = "America/Sao_Paulo";
const zoneParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** São Paulo's offset from UTC at an instant, in ms (negative: behind UTC). */
function zoneOffsetMs(at: Date): number {
  const parts = zoneParts.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a São Paulo calendar day starts. */
function startOfDayInSaoPaulo(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - zoneOffsetMs(new Date(wall));
  instant = wall - zoneOffsetMs(new Date(instant));
  return new Date(instant);
}

/**
 * The card's validity (spec 3 §9: the last day of the current month, in São Paulo): that day as
 * "aaaa-mm-dd" and the instant the QR's value stops validating (the next month's first midnight).
 */
export function memberCardValidity(now: Date): { lastDay: string; expiresAt: Date } {
  const [year, month] = isoDay(now).split("-").map(Number) as [number, number];
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDay = `${year}-${String(month).padStart(2, "0")}-${String(lastDate).padStart(2, "0")}`;
  const expiresAt = month === 12 ? startOfDayInSaoPaulo(year + 1, 1, 1) : startOfDayInSaoPaulo(year, month + 1, 1);
  return { lastDay, expiresAt };
}
