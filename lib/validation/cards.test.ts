import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cardNumberLength, detectCardBrand, isValidCardCvv, isValidCardNumber } from "./cards";
import { parseCardExpiry } from "./documents";
import { cardCvvMatchesBrand, cardExpiry, cardNumber, cvv, requiredString } from "./rules";

describe("detectCardBrand", () => {
  it("names the brand from the BIN, Elo and Hipercard before the Visa/Mastercard prefixes they sit in", () => {
    const cases: Array<[string, ReturnType<typeof detectCardBrand>]> = [
      ["4111 1111 1111 1111", "visa"],
      ["4000 0000 0000 0010", "visa"],
      ["5555 5555 5555 4444", "mastercard"],
      ["2223 0000 4841 0010", "mastercard"],
      ["3782 822463 10005", "amex"],
      ["3714 496353 98431", "amex"],
      ["6362 9700 0045 7013", "elo"],
      ["4011 7800 0000 0000", "elo"],
      ["5067 0000 0000 0000", "elo"],
      ["6062 8256 2425 4001", "hipercard"],
      ["3841 0011 1122 2233", "hipercard"],
      ["3056 9309 0259 04", "diners"],
      ["6011 1111 1111 1117", null],
      ["", null],
    ];
    for (const [number, brand] of cases) expect(detectCardBrand(number), number).toBe(brand);
  });

  it("decides Visa and Mastercard from the first digits while the person types", () => {
    expect(detectCardBrand("4")).toBe("visa");
    expect(detectCardBrand("53")).toBe("mastercard");
    expect(detectCardBrand("5")).toBeNull();
  });
});

describe("isValidCardNumber", () => {
  it("wants Luhn and the brand's length: 16 by the spec, 15 for Amex", () => {
    expect(isValidCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(isValidCardNumber("3782 822463 10005")).toBe(true);
    expect(isValidCardNumber("6362 9700 0045 7013")).toBe(true);
    expect(cardNumberLength("visa")).toBe(16);
    // Luhn-valid Visa with 13 and 19 digits: real, but outside the spec's 16.
    expect(isValidCardNumber("4222222222222")).toBe(false);
    expect(isValidCardNumber("4111111111111111110")).toBe(false);
    expect(isValidCardNumber("4111 1111 1111 1112")).toBe(false);
    expect(isValidCardNumber("4111 1111 1111 111a")).toBe(false);
  });
});

describe("CVV and expiry", () => {
  it("asks 3 digits, 4 for Amex", () => {
    expect(isValidCardCvv("123", "4111111111111111")).toBe(true);
    expect(isValidCardCvv("1234", "4111111111111111")).toBe(false);
    expect(isValidCardCvv("1234", "378282246310005")).toBe(true);
    expect(isValidCardCvv("123", "378282246310005")).toBe(false);
  });

  it("reads MM/AA into a month and a four-digit year", () => {
    expect(parseCardExpiry("07/29")).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry("13/29")).toBeNull();
    expect(parseCardExpiry("7/29")).toBeNull();
  });
});

describe("a checkout card form schema", () => {
  const TODAY = new Date("2026-03-15T15:00:00Z");
  const schema = z
    .object({ number: cardNumber(), holderName: requiredString(), expiry: cardExpiry(TODAY), cvv: cvv() })
    .superRefine(cardCvvMatchesBrand("number", "cvv"));
  const issues = (input: Record<string, string>) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("accepts a valid card and hands back the digits", () => {
    const result = schema.parse({ number: "4111 1111 1111 1111", holderName: "ANA SOUZA", expiry: "03/26", cvv: "123" });
    expect(result.number).toBe("4111111111111111");
  });

  it("puts the spec's messages on the right fields", () => {
    expect(issues({ number: "4111 1111 1111 1112", holderName: "A", expiry: "02/26", cvv: "12" })).toEqual([
      ["number", "Número inválido"],
      ["expiry", "Data inválida"],
      ["cvv", "CVV inválido"],
    ]);
  });

  it("refuses a 4-digit code on a Visa and a 3-digit one on an Amex, once", () => {
    expect(issues({ number: "4111 1111 1111 1111", holderName: "A", expiry: "03/26", cvv: "1234" })).toEqual([["cvv", "CVV inválido"]]);
    expect(issues({ number: "3782 822463 10005", holderName: "A", expiry: "03/26", cvv: "123" })).toEqual([["cvv", "CVV inválido"]]);
    expect(issues({ number: "3782 822463 10005", holderName: "A", expiry: "03/26", cvv: "1234" })).toEqual([]);
  });
});
