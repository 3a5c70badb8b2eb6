import { describe, expect, it } from "vitest";
import { formatCep, formatCnpj, formatCpf, formatPhone, maskEmail, maskPhone } from "./documents";

describe("formatCpf", () => {
  it("masks digits and re-masks masked input", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(formatCpf("529 982 247 25")).toBe("529.982.247-25");
  });
  it("returns unexpected lengths unchanged", () => {
    expect(formatCpf("5299822472")).toBe("5299822472");
    expect(formatCpf("")).toBe("");
  });
});

describe("formatCnpj", () => {
  it("masks digits, masked and alphanumeric input", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });
  it("returns unexpected lengths unchanged", () => {
    expect(formatCnpj("1122233300018")).toBe("1122233300018");
  });
});

describe("formatPhone", () => {
  it("formats mobile (11 digits) and landline (10 digits)", () => {
    expect(formatPhone("11987654321")).toBe("(11) 9 8765-4321");
    expect(formatPhone("1134567890")).toBe("(11) 3456-7890");
    expect(formatPhone("(11) 98765-4321")).toBe("(11) 9 8765-4321");
    expect(formatPhone("(11) 9 8765-4321")).toBe("(11) 9 8765-4321");
  });
  it("returns unexpected lengths unchanged", () => {
    expect(formatPhone("987654321")).toBe("987654321");
  });
});

describe("formatCep", () => {
  it("formats as 01.310-100", () => {
    expect(formatCep("01310100")).toBe("01.310-100");
    expect(formatCep("01310-100")).toBe("01.310-100");
    expect(formatCep("01.310-100")).toBe("01.310-100");
  });
  it("returns unexpected lengths unchanged", () => {
    expect(formatCep("0131010")).toBe("0131010");
  });
});

describe("maskEmail", () => {
  it("keeps two characters and the domain, with a fixed number of stars", () => {
    expect(maskEmail("joana.silva@exemplo.com")).toBe("jo*******@exemplo.com");
    expect(maskEmail("ab.cdefghijklmnop@exemplo.com.br")).toBe("ab*******@exemplo.com.br");
    expect(maskEmail("abc@x.com")).toBe("ab*******@x.com");
  });
  it("shows a single character of very short addresses", () => {
    expect(maskEmail("ab@x.com")).toBe("a*******@x.com");
    expect(maskEmail("a@x.com")).toBe("a*******@x.com");
  });
});

describe("maskPhone", () => {
  it("hides the middle of mobile and landline numbers", () => {
    expect(maskPhone("11987654321")).toBe("(11) 9 ****-4321");
    expect(maskPhone("(11) 9 8765-4321")).toBe("(11) 9 ****-4321");
    expect(maskPhone("1134567890")).toBe("(11) ****-7890");
  });
  it("never reveals an unknown format in full", () => {
    expect(maskPhone("5511987654321")).toBe("****4321");
    expect(maskPhone("123")).toBe("****");
  });
});
