// The BR Code is checked with an independent parser (@brazilian-utils/brazilian-utils, which
// follows the Banco Central's manuals and rejects a wrong CRC), not with our own reader.
import { getPixPayloadInfo } from "@brazilian-utils/brazilian-utils/get-pix-payload-info";
import { describe, expect, it } from "vitest";
import { asciiUpper, buildPixPayload, centsToDecimalString, crc16CcittFalse } from "./brcode";

const input = {
  key: "pix@estacao.invalid",
  amountCents: 12345,
  txid: "Pedido42abcXYZ0123456789a",
  merchantName: "Clube Demo",
  merchantCity: "São Paulo",
};

describe("PIX BR Code", () => {
  it("computes CRC16-CCITT-FALSE (check value of '123456789' is 29B1)", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("is a valid BR Code for an independent parser, with key, amount, txid, name and city", () => {
    const payload = buildPixPayload(input);
    expect(getPixPayloadInfo(payload)).toEqual({
      key: "pix@estacao.invalid",
      amount: 123.45,
      txid: "Pedido42abcXYZ0123456789a",
      merchantName: "CLUBE DEMO",
      merchantCity: "SAO PAULO",
      pointOfInitiation: "dynamic",
    });
  });

  it("carries the fixed EMV fields: format 01, single use 12, MCC 0000, BRL 986, BR, and the CRC last", () => {
    const payload = buildPixPayload(input);
    expect(payload.startsWith("000201010212")).toBe(true);
    expect(payload).toContain("0014br.gov.bcb.pix0119pix@estacao.invalid");
    expect(payload).toContain("52040000");
    expect(payload).toContain("5303986");
    expect(payload).toContain("5406123.45");
    expect(payload).toContain("5802BR");
    expect(payload).toContain("62290525Pedido42abcXYZ0123456789a");
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it("is refused by the parser once a single character changes (the CRC covers everything)", () => {
    const payload = buildPixPayload(input);
    const tampered = payload.replace("123.45", "923.45");
    expect(getPixPayloadInfo(tampered)).toBeNull();
  });

  it("writes amounts from integer cents without floats", () => {
    expect(centsToDecimalString(1)).toBe("0.01");
    expect(centsToDecimalString(100)).toBe("1.00");
    expect(centsToDecimalString(1999999)).toBe("19999.99");
    // 0.1 + 0.2 style drift cannot happen: 30 cents are 30 cents.
    expect(getPixPayloadInfo(buildPixPayload({ ...input, amountCents: 30 }))?.amount).toBe(0.3);
    expect(() => centsToDecimalString(10.5)).toThrow();
    expect(() => centsToDecimalString(0)).toThrow();
  });

  it("cuts the receiver's name to 25 and the city to 15 ASCII characters", () => {
    expect(asciiUpper("Associação dos Servidores Públicos de Goiânia", 25)).toBe("ASSOCIACAO DOS SERVIDORES");
    const info = getPixPayloadInfo(
      buildPixPayload({ ...input, merchantName: "Associação dos Servidores Públicos", merchantCity: "São José dos Campos" }),
    );
    expect(info?.merchantName).toBe("ASSOCIACAO DOS SERVIDORES");
    expect(info?.merchantCity).toBe("SAO JOSE DOS CA");
  });

  it("refuses a txid the manual does not allow instead of trimming it", () => {
    expect(() => buildPixPayload({ ...input, txid: "pedido-42" })).toThrow();
    expect(() => buildPixPayload({ ...input, txid: "a".repeat(26) })).toThrow();
  });
});
