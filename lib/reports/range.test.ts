// The report's period from the query string: Brasília days, presets ending today, and a bad or
// reversed period falling back to the default instead of failing the page.
import { describe, expect, it } from "vitest";
import { presetRange, rangeDays, reportRangeFrom } from "./range";

// 02:30 UTC on 1 March is still 28 February in Brasília.
const now = new Date("2026-03-01T02:30:00Z");

describe("reportRangeFrom", () => {
  it("reads explicit days as Brasília midnights, the last day included", () => {
    const range = reportRangeFrom({ de: "2026-03-01", ate: "2026-03-10" }, now);
    expect(range.start.toISOString()).toBe("2026-03-01T03:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-03-11T03:00:00.000Z");
    expect(range.preset).toBeNull();
  });

  it("ends presets on today's Brasília date", () => {
    expect(presetRange("7", now)).toMatchObject({ from: "2026-02-22", to: "2026-02-28" });
    expect(presetRange("90", now)).toMatchObject({ from: "2025-12-01", to: "2026-02-28" });
    expect(presetRange("mes", now)).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("falls back to 30 days for a reversed, malformed or over-long period", () => {
    for (const query of [{ de: "2026-03-10", ate: "2026-03-01" }, { de: "2026-02-30", ate: "2026-03-01" }, { de: "2024-01-01", ate: "2026-01-01" }, {}]) {
      expect(reportRangeFrom(query, now)).toMatchObject({ from: "2026-01-30", to: "2026-02-28", preset: "30" });
    }
  });

  it("lists every day of the period", () => {
    expect(rangeDays({ from: "2026-02-27", to: "2026-03-02" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});
