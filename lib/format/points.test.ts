import { describe, expect, it } from "vitest";
import { formatPoints, formatStationCurrency, type StationCurrency } from "./points";

describe("formatPoints", () => {
  it("formats hundredths with two decimals and comma", () => {
    expect(formatPoints(123450)).toBe("1.234,50");
    expect(formatPoints(0)).toBe("0,00");
    expect(formatPoints(5)).toBe("0,05");
    expect(formatPoints(1250)).toBe("12,50");
    expect(formatPoints(100000000)).toBe("1.000.000,00");
    expect(formatPoints(-123450)).toBe("-1.234,50");
  });
  it("rejects non-integers", () => {
    expect(() => formatPoints(12.5)).toThrow(RangeError);
  });
});

describe("formatStationCurrency", () => {
  const named = (
    currencyMultiplier: string | null,
    currencyNamePosition: StationCurrency["currencyNamePosition"] = "before_currency",
  ): StationCurrency => ({ currencyName: "Moedas", currencyMultiplier, currencyNamePosition });

  it("without a currency name shows reais (hundredths == cents)", () => {
    const station = { currencyName: null, currencyMultiplier: "2.5", currencyNamePosition: "after" } as const;
    expect(formatStationCurrency(123456, station)).toBe("R$ 1.234,56");
    expect(formatStationCurrency(1250, { ...station, currencyName: "" })).toBe("R$ 12,50");
    expect(formatStationCurrency(1250, { ...station, currencyName: "   " })).toBe("R$ 12,50");
  });
  it("puts the name before or after", () => {
    expect(formatStationCurrency(1250, named("1"))).toBe("Moedas 12,50");
    expect(formatStationCurrency(1250, named("1", "after"))).toBe("12,50 Moedas");
  });
  it("applies the multiplier", () => {
    expect(formatStationCurrency(1250, named("2.5"))).toBe("Moedas 31,25");
    expect(formatStationCurrency(123456, named("100", "after"))).toBe("123.456,00 Moedas");
    expect(formatStationCurrency(123456, named("0.01"))).toBe("Moedas 12,35");
    expect(formatStationCurrency(1250, named("1.0000"))).toBe("Moedas 12,50");
  });
  it("treats a null or empty multiplier as 1", () => {
    expect(formatStationCurrency(1250, named(null))).toBe("Moedas 12,50");
    expect(formatStationCurrency(1250, named(""))).toBe("Moedas 12,50");
  });
  it("multiplies exactly, without float drift", () => {
    // 3 × 0,1: em float 0.30000000000000004.
    expect(formatStationCurrency(300, named("0.1"))).toBe("Moedas 0,30");
    // 0,10 × 3 e 0,20 × 0,1 (0,02) também exatos.
    expect(formatStationCurrency(10, named("3"))).toBe("Moedas 0,30");
    expect(formatStationCurrency(20, named("0.1"))).toBe("Moedas 0,02");
    // 2,01 × 0,5 = 1,005 -> 1,01; em float (2.01 * 0.5).toFixed(2) dá "1.00".
    expect(formatStationCurrency(201, named("0.5"))).toBe("Moedas 1,01");
    // 1,15 × 0,1 = 0,115 -> 0,12; em float 1.15 * 0.1 = 0.11499999999999999.
    expect(formatStationCurrency(115, named("0.1"))).toBe("Moedas 0,12");
    // Multiplicador com muitas casas e valor grande.
    expect(formatStationCurrency(900719925474099, named("0.000001"))).toBe("Moedas 9.007.199,25");
  });
  it("rounds half up (away from zero for negatives)", () => {
    expect(formatStationCurrency(1, named("0.5"))).toBe("Moedas 0,01");
    expect(formatStationCurrency(1, named("0.49"))).toBe("Moedas 0,00");
    expect(formatStationCurrency(-201, named("0.5"))).toBe("Moedas -1,01");
  });
  it("throws on a malformed multiplier instead of showing a wrong balance", () => {
    for (const bad of ["abc", "1,5", "-1", "1e2", ".5"]) {
      expect(() => formatStationCurrency(100, named(bad))).toThrow(RangeError);
    }
  });
});
