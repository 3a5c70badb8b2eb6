import { describe, expect, it } from "vitest";
import { submitOrderSchema } from "./schemas";

describe("submitOrderSchema", () => {
  it("answers a missing or malformed checkout attempt key in pt-BR, like every other field", () => {
    for (const idempotencyKey of [undefined, "", "abc", "x".repeat(65)]) {
      const parsed = submitOrderSchema.safeParse({ idempotencyKey, deliveries: [] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(["Esse campo é obrigatório"]);
    }
    expect(submitOrderSchema.safeParse({ idempotencyKey: "0b6c9d1e-checkout" }).success).toBe(true);
  });
});
