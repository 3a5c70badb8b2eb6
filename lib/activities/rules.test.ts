import { describe, expect, it } from "vitest";
import { meetsDateRange } from "./rules";

describe("the activity filter's date range", () => {
  const march = { opensOn: "2026-03-01", closesOn: "2026-03-31" };
  const always = { opensOn: null, closesOn: null };

  it("keeps an activity whose participation window meets the range, ends included", () => {
    expect(meetsDateRange(march, { start: "2026-03-31", end: "2026-04-10" })).toBe(true);
    expect(meetsDateRange(march, { start: "2026-02-01", end: "2026-03-01" })).toBe(true);
    expect(meetsDateRange(march, { start: "2026-03-10", end: "2026-03-12" })).toBe(true);
  });

  it("drops one that closed before the range or opens after it", () => {
    expect(meetsDateRange(march, { start: "2026-04-01", end: "2026-04-30" })).toBe(false);
    expect(meetsDateRange(march, { start: "2026-01-01", end: "2026-02-28" })).toBe(false);
  });

  it("treats an empty side of the range, and of the window, as open", () => {
    expect(meetsDateRange(march, { start: "", end: "" })).toBe(true);
    expect(meetsDateRange(march, { start: "2026-04-01", end: "" })).toBe(false);
    expect(meetsDateRange(march, { start: "", end: "2026-02-28" })).toBe(false);
    expect(meetsDateRange(always, { start: "2030-01-01", end: "2030-12-31" })).toBe(true);
    expect(meetsDateRange({ opensOn: "2026-03-01", closesOn: null }, { start: "2027-01-01", end: "2027-01-31" })).toBe(true);
  });
});
