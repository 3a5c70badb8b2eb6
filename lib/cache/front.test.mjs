import { describe, expect, it } from "vitest";
import { PAGE_CACHE_SECONDS, parsePageCacheSeconds } from "./front.mjs";

describe("parsePageCacheSeconds (npm start's front and the cluster's nginx read it alike)", () => {
  it("takes whole seconds, 0 included, and the default when unset", () => {
    expect(parsePageCacheSeconds("12")).toBe(12);
    expect(parsePageCacheSeconds("0")).toBe(0);
    expect(parsePageCacheSeconds(undefined)).toBe(PAGE_CACHE_SECONDS);
    expect(parsePageCacheSeconds("")).toBe(PAGE_CACHE_SECONDS);
  });

  it.each(["5s", "-1", "2.5", "abc"])("refuses %j with a pt-BR message instead of running with another value", (value) => {
    expect(() => parsePageCacheSeconds(value)).toThrow("PAGE_CACHE_SECONDS: um número inteiro de segundos");
  });
});
