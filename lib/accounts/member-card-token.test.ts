// The member card's QR value: it names one member of one station until the end of the card's month
// (São Paulo), and nothing else validates: a bare id, a changed character, another secret, another
// station, an expired value, or the same numbers spelled differently.
import { describe, expect, it } from "vitest";
import { memberCardValidity, signMemberCardValue, verifyMemberCardValue } from "./member-card-token";

const SECRET = "test-secret-for-the-member-card-0123456789";
const NOW = new Date("2026-11-24T01:30:00Z"); // 23/11/2026 22:30 in São Paulo
const { expiresAt } = memberCardValidity(NOW);
const value = signMemberCardValue(SECRET, { stationId: 7, userId: 1234, expiresAt });

describe("member card value", () => {
  it("is compact, URL-safe, and names its member on its station until it expires", () => {
    expect(value).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(value.length).toBeLessThanOrEqual(40);
    expect(encodeURIComponent(value)).toBe(value);
    expect(verifyMemberCardValue(SECRET, 7, value, NOW)).toBe(1234);
    expect(verifyMemberCardValue(SECRET, 7, value, new Date(expiresAt.getTime() - 1))).toBe(1234);
  });

  it("refuses an expired value", () => {
    expect(verifyMemberCardValue(SECRET, 7, value, expiresAt)).toBeNull();
    expect(verifyMemberCardValue(SECRET, 7, value, new Date("2027-01-10T12:00:00Z"))).toBeNull();
  });

  it("refuses the value on another station and under another secret", () => {
    expect(verifyMemberCardValue(SECRET, 8, value, NOW)).toBeNull();
    expect(verifyMemberCardValue(`${SECRET}x`, 7, value, NOW)).toBeNull();
  });

  it("refuses any changed character, another member's id or a later expiry with the old signature", () => {
    const [user, exp, mac] = value.split(".") as [string, string, string];
    for (let i = 0; i < value.length; i++) {
      const c = value[i]!;
      if (c === ".") continue;
      // Every other character of the alphabet, the last (partly unused) signature character included.
      for (const other of "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_") {
        if (other === c) continue;
        expect(verifyMemberCardValue(SECRET, 7, value.slice(0, i) + other + value.slice(i + 1), NOW)).toBeNull();
      }
    }
    expect(verifyMemberCardValue(SECRET, 7, `${(1235).toString(36)}.${exp}.${mac}`, NOW)).toBeNull();
    expect(verifyMemberCardValue(SECRET, 7, `${user}.${(parseInt(exp, 36) + 86_400).toString(36)}.${mac}`, NOW)).toBeNull();
    expect(verifyMemberCardValue(SECRET, 7, `0${user}.${exp}.${mac}`, NOW)).toBeNull();
  });

  it("refuses bare ids and junk", () => {
    for (const junk of ["1234", "", "1234.", "..", `${value}.`, `${value}x`, value.toUpperCase(), "1234.zzzz.AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect(verifyMemberCardValue(SECRET, 7, junk, NOW)).toBeNull();
    }
  });
});

describe("member card validity", () => {
  it("is the last day of the current month in São Paulo, and the value lasts until that day ends there", () => {
    // 23/11 in São Paulo although already 24/11 in UTC.
    expect(memberCardValidity(NOW)).toEqual({ lastDay: "2026-11-30", expiresAt: new Date("2026-12-01T03:00:00Z") });
    // 31/12 21:30 in São Paulo is 01/01 in UTC: still December's card.
    expect(memberCardValidity(new Date("2027-01-01T00:30:00Z"))).toEqual({ lastDay: "2026-12-31", expiresAt: new Date("2027-01-01T03:00:00Z") });
    expect(memberCardValidity(new Date("2028-02-10T12:00:00Z")).lastDay).toBe("2028-02-29");
  });
});
