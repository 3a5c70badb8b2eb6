import { describe, expect, it } from "vitest";
import { formatWithMask } from "./masked-input";

describe("the spec's masks", () => {
  it("formats phones as (99) 9 9999-9999, and landlines as (99) 9999-9999", () => {
    expect(formatWithMask("11987654321", "phone")).toBe("(11) 9 8765-4321");
    expect(formatWithMask("1134567890", "phone")).toBe("(11) 3456-7890");
    expect(formatWithMask("(11) 9 8765-43219999", "phone")).toBe("(11) 9 8765-4321");
    expect(formatWithMask("", "phone")).toBe("");
  });

  it("reaches the mobile shape when the formatted value is formatted again key by key", () => {
    let typed = "";
    for (const digit of "11987654321") typed = formatWithMask(typed + digit, "phone");
    expect(typed).toBe("(11) 9 8765-4321");
    let cpf = "";
    for (const digit of "52998224725") cpf = formatWithMask(cpf + digit, "cpf");
    expect(cpf).toBe("529.982.247-25");
  });

  it("formats CPF, CEP, date, card and expiry", () => {
    expect(formatWithMask("52998224725", "cpf")).toBe("529.982.247-25");
    expect(formatWithMask("01310100", "cep")).toBe("01.310-100");
    expect(formatWithMask("31121999", "date")).toBe("31/12/1999");
    expect(formatWithMask("4111111111111111", "card")).toBe("4111 1111 1111 1111");
    expect(formatWithMask("1229", "expiry")).toBe("12/29");
    expect(formatWithMask("529.982.247-25xyz99", "cpf")).toBe("529.982.247-25");
  });

  it("formats BRL money with thousands and two decimals", () => {
    expect(formatWithMask("1234,5", "brl")).toBe("R$ 1.234,50");
    expect(formatWithMask("0,5", "brl")).toBe("R$ 0,50");
  });
});
