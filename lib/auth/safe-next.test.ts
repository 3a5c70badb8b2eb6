import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path of this site, with its query", () => {
    expect(safeNextPath("/suporte")).toBe("/suporte");
    expect(safeNextPath("/login")).toBe("/login");
    expect(safeNextPath("/homepage/atividades?categoria=2")).toBe("/homepage/atividades?categoria=2");
  });

  it("falls back to / when there is none", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath("")).toBe("/");
  });

  const offSite = [
    "//example.org",
    "/\\example.org",
    "\\\\example.org",
    "/\\/example.org",
    "https://example.org",
    "http:example.org",
    "javascript:alert(1)",
    "example.org",
    "/%09/example.org",
    "/\t/example.org",
    "/%0a/example.org",
    "/%0d%0aSet-Cookie:x=1",
    "%2f%2fexample.org",
    "/%2f/example.org",
    "/%2F%2Fexample.org",
    "/%5cexample.org",
    "/%5c%5cexample.org",
    "/%252f%252fexample.org",
    "/%25252f/example.org",
    "/%00/example.org",
    "/\u0000",
    "/%7f/example.org",
    "/%E0%A4%A",
    `/${"a".repeat(2000)}`,
  ];

  it.each(offSite)("refuses %j", (trick) => {
    expect(safeNextPath(trick)).toBe("/");
  });

  it("never answers something a browser reads as another origin", () => {
    for (const trick of offSite) {
      const answer = safeNextPath(trick);
      expect(new URL(answer, "http://demo.localhost:3000").host).toBe("demo.localhost:3000");
    }
  });
});
