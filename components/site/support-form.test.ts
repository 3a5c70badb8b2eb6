import { describe, expect, it } from "vitest";
import { maskPhoneInput } from "./support-form";

describe("support form phone mask", () => {
  it("formats as the visitor types: (99) 9 9999-9999 for mobiles, (99) 9999-9999 for landlines", () => {
    expect(maskPhoneInput("1")).toBe("(1");
    expect(maskPhoneInput("119")).toBe("(11) 9");
    expect(maskPhoneInput("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhoneInput("11987654321")).toBe("(11) 9 8765-4321");
    expect(maskPhoneInput("(11) 9 8765-43219999")).toBe("(11) 9 8765-4321");
    expect(maskPhoneInput("")).toBe("");
  });
});
