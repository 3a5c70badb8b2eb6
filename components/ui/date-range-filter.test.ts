import { describe, expect, it } from "vitest";
import { rangeErrors } from "./date-range-filter";

describe("date range rule", () => {
  it("blocks a start on or after the end with the spec's two messages", () => {
    expect(rangeErrors("2026-05-10", "2026-05-01")).toEqual({
      start: "Escolha uma data anterior a segunda.",
      end: "Escolha uma data posterior a primeira.",
    });
    expect(rangeErrors("2026-05-10", "2026-05-10").start).toBe("Escolha uma data anterior a segunda.");
  });

  it("accepts a start before the end, and open ends", () => {
    expect(rangeErrors("2026-05-01", "2026-05-10")).toEqual({});
    expect(rangeErrors("", "2026-05-10")).toEqual({});
    expect(rangeErrors("2026-05-01", "")).toEqual({});
  });
});
