import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime, isoDay } from "./dates";

describe("São Paulo dates", () => {
  const newYearUtc = "2026-01-01T02:30:00Z";

  it("shows UTC instants in São Paulo time", () => {
    expect(formatDate(newYearUtc)).toBe("31/12/2025");
    expect(formatTime(newYearUtc)).toBe("23:30");
    expect(formatDateTime(newYearUtc)).toBe("31/12/2025 23:30");
    expect(formatDateTime(new Date(newYearUtc))).toBe("31/12/2025 23:30");
    expect(isoDay(newYearUtc)).toBe("2025-12-31");
    expect(isoDay("2026-01-01")).toBe("2026-01-01");
  });
  it("pads and uses 24h, including midnight", () => {
    expect(formatDateTime("2026-03-05T03:00:00Z")).toBe("05/03/2026 00:00");
    expect(formatDateTime("2026-03-05T19:07:00Z")).toBe("05/03/2026 16:07");
  });
  it("honours historical DST (Intl, not a fixed -03:00)", () => {
    // 15/01/2018 vigorava o horário de verão (UTC-2).
    expect(formatDateTime("2018-01-15T12:00:00Z")).toBe("15/01/2018 10:00");
  });
  it("treats date-only strings as calendar days, not UTC midnight", () => {
    expect(formatDate("2026-01-01")).toBe("01/01/2026");
    expect(formatDateTime("2026-01-01")).toBe("01/01/2026 00:00");
    expect(formatTime("2026-01-01")).toBe("00:00");
  });
  it("throws on invalid input", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
