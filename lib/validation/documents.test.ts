import { describe, expect, it } from "vitest";
import {
  ageOn,
  daysInMonth,
  isValidBrPhone,
  isValidCardExpiry,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidLuhn,
  normalizeCnpj,
  onlyDigits,
  parseBrDate,
  parseIsoDate,
  saoPauloCalendarDate,
  toIsoDate,
} from "./documents";

describe("onlyDigits", () => {
  it("strips everything but digits", () => {
    expect(onlyDigits("529.982.247-25")).toBe("52998224725");
    expect(onlyDigits("(11) 9 8765-4321")).toBe("11987654321");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("isValidCpf", () => {
  it("accepts valid CPFs, masked or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf(" 529.982.247-25 ")).toBe(true);
  });
  it("rejects wrong check digits", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-15")).toBe(false);
  });
  it("rejects all-equal digits even though they pass the arithmetic", () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
  });
  it("rejects wrong length and stray characters", () => {
    expect(isValidCpf("")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("529a982.247-25")).toBe(false);
  });
});

describe("isValidCnpj", () => {
  it("accepts valid CNPJs, masked or not", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });
  it("accepts the alphanumeric CNPJ (Receita Federal example)", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
    expect(normalizeCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
  it("rejects wrong check digits, all-equal and bad input", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    // Letras nos dígitos verificadores não existem.
    expect(isValidCnpj("112223330001A1")).toBe(false);
    expect(isValidCnpj("11.222.333/0001_81")).toBe(false);
  });
});

describe("isValidLuhn", () => {
  it("accepts Luhn-valid numbers with spaces or hyphens", () => {
    expect(isValidLuhn("4111 1111 1111 1111")).toBe(true);
    expect(isValidLuhn("5555-5555-5555-4444")).toBe(true);
    expect(isValidLuhn("378282246310005")).toBe(true);
  });
  it("rejects Luhn-invalid numbers and junk", () => {
    expect(isValidLuhn("4111 1111 1111 1112")).toBe(false);
    expect(isValidLuhn("0")).toBe(false);
    expect(isValidLuhn("")).toBe(false);
    expect(isValidLuhn("4111x1111")).toBe(false);
  });
});

describe("isValidCep", () => {
  it("needs exactly 8 digits", () => {
    expect(isValidCep("01310-100")).toBe(true);
    expect(isValidCep("01.310-100")).toBe(true);
    expect(isValidCep("01310100")).toBe(true);
    expect(isValidCep("0131010")).toBe(false);
    expect(isValidCep("013101000")).toBe(false);
    expect(isValidCep("0131O100")).toBe(false);
  });
});

describe("isValidBrPhone", () => {
  it("accepts mobile and landline, masked or not", () => {
    expect(isValidBrPhone("(11) 9 8765-4321")).toBe(true);
    expect(isValidBrPhone("11987654321")).toBe(true);
    expect(isValidBrPhone("(11) 3456-7890")).toBe(true);
    expect(isValidBrPhone("1134567890")).toBe(true);
  });
  it("rejects wrong lengths, non-existent DDDs and impossible prefixes", () => {
    expect(isValidBrPhone("(11) 8765-432")).toBe(false);
    expect(isValidBrPhone("(20) 9 8765-4321")).toBe(false);
    expect(isValidBrPhone("(01) 3456-7890")).toBe(false);
    expect(isValidBrPhone("(11) 8 8765-4321")).toBe(false);
    expect(isValidBrPhone("(11) 9456-7890")).toBe(false);
    expect(isValidBrPhone("+55 11 98765-4321")).toBe(false);
  });
});

describe("parseBrDate", () => {
  it("parses real dates", () => {
    expect(parseBrDate("29/02/2024")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBrDate("31/12/1999")).toEqual({ year: 1999, month: 12, day: 31 });
    expect(parseBrDate("29/02/2000")).toEqual({ year: 2000, month: 2, day: 29 });
  });
  it("rejects impossible dates and other formats", () => {
    expect(parseBrDate("31/02/2020")).toBeNull();
    expect(parseBrDate("29/02/2023")).toBeNull();
    expect(parseBrDate("29/02/1900")).toBeNull();
    expect(parseBrDate("31/04/2020")).toBeNull();
    expect(parseBrDate("00/01/2020")).toBeNull();
    expect(parseBrDate("01/13/2020")).toBeNull();
    expect(parseBrDate("1/2/2020")).toBeNull();
    expect(parseBrDate("2020-02-01")).toBeNull();
    expect(parseBrDate("01/01/0000")).toBeNull();
  });
  it("knows month lengths", () => {
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});

describe("ISO dates", () => {
  it("round-trips", () => {
    expect(toIsoDate({ year: 2024, month: 2, day: 9 })).toBe("2024-02-09");
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
  });
});

describe("saoPauloCalendarDate", () => {
  it("uses the São Paulo day, not UTC", () => {
    expect(saoPauloCalendarDate(new Date("2026-01-01T02:30:00Z"))).toEqual({ year: 2025, month: 12, day: 31 });
    expect(saoPauloCalendarDate(new Date("2026-01-01T03:00:00Z"))).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe("ageOn", () => {
  const today = { year: 2026, month: 3, day: 15 };
  it("counts completed years", () => {
    expect(ageOn({ year: 2008, month: 3, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 3, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 28 }, today)).toBe(18);
    expect(ageOn({ year: 1990, month: 12, day: 31 }, today)).toBe(35);
  });
  it("makes 29/02 birthdays turn on 01/03 in common years", () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
  it("accepts a Date and reads it in São Paulo", () => {
    // 16/03 01:00 UTC ainda é 15/03 em São Paulo.
    expect(ageOn({ year: 2008, month: 3, day: 16 }, new Date("2026-03-16T01:00:00Z"))).toBe(17);
    expect(ageOn({ year: 2008, month: 3, day: 16 }, new Date("2026-03-16T03:00:00Z"))).toBe(18);
  });
});

describe("isValidCardExpiry", () => {
  const today = { year: 2026, month: 3, day: 15 };
  it("accepts the current month and later", () => {
    expect(isValidCardExpiry("03/26", today)).toBe(true);
    expect(isValidCardExpiry("04/26", today)).toBe(true);
    expect(isValidCardExpiry("01/27", today)).toBe(true);
    expect(isValidCardExpiry("12 / 30", today)).toBe(true);
  });
  it("rejects past months, bad months and other formats", () => {
    expect(isValidCardExpiry("02/26", today)).toBe(false);
    expect(isValidCardExpiry("12/25", today)).toBe(false);
    expect(isValidCardExpiry("00/27", today)).toBe(false);
    expect(isValidCardExpiry("13/27", today)).toBe(false);
    expect(isValidCardExpiry("3/27", today)).toBe(false);
    expect(isValidCardExpiry("03/2027", today)).toBe(false);
  });
});
