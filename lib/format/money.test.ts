import { describe, expect, it } from "vitest";
import { formatBRL, parseBRL } from "./money";

describe("formatBRL", () => {
  it("formats cents with a plain space after R$", () => {
    expect(formatBRL(123456)).toBe("R$ 1.234,56");
    expect(formatBRL(50)).toBe("R$ 0,50");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(1)).toBe("R$ 0,01");
    expect(formatBRL(100)).toBe("R$ 1,00");
    expect(formatBRL(123456789012)).toBe("R$ 1.234.567.890,12");
  });
  it("never leaves a non-breaking space", () => {
    expect(formatBRL(123456)).not.toMatch(/[\u00a0\u202f]/);
  });
  it("formats negatives and -0", () => {
    expect(formatBRL(-123456)).toBe("-R$ 1.234,56");
    expect(formatBRL(-0)).toBe("R$ 0,00");
  });
  it("keeps every cent across many values (no float drift)", () => {
    for (const cents of [1, 5, 7, 29, 57, 115, 1005, 100005, 999999, 4503599627370495]) {
      const text = formatBRL(cents);
      expect(parseBRL(text)).toBe(cents);
    }
  });
  it("rejects non-integers", () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseBRL", () => {
  it("reads mask and display forms", () => {
    expect(parseBRL("1.234,56")).toBe(123456);
    expect(parseBRL("R$ 0,50")).toBe(50);
    expect(parseBRL("R$\u00a01.234,56")).toBe(123456);
    expect(parseBRL("1234,56")).toBe(123456);
    expect(parseBRL("10")).toBe(1000);
    expect(parseBRL("10,5")).toBe(1050);
    expect(parseBRL("0,00")).toBe(0);
    expect(parseBRL("  R$ 12,34  ")).toBe(1234);
  });
  it("reads negatives", () => {
    expect(parseBRL("-R$ 1.234,56")).toBe(-123456);
    expect(parseBRL("R$ -5,00")).toBe(-500);
    expect(parseBRL("-0,00")).toBe(0);
  });
  it("returns null for anything ambiguous or malformed", () => {
    for (const bad of ["", "R$", "abc", "1,234", "1.23,00", "12.34", "1,2,3", ",50", "1.234.5", "R$ 1 234,56", "--1"]) {
      expect(parseBRL(bad)).toBeNull();
    }
  });
});
