import { describe, expect, it } from "vitest";
import { isForeignOrigin, refusalFromActionBody, refusalFromHeaders } from "./refusals";

const headers = (h: Record<string, string>) => new Headers({ host: "demo.localhost:3000", ...h });

describe("refusals before routing", () => {
  it("refuses a write from another origin, and lets the same origin and reads through", () => {
    expect(isForeignOrigin("http://demo.localhost:3000", "demo.localhost:3000")).toBe(false);
    expect(isForeignOrigin("http://vitrine.localhost:3000", "demo.localhost:3000")).toBe(true);
    expect(isForeignOrigin("null", "demo.localhost:3000")).toBe(true);
    expect(isForeignOrigin(null, "demo.localhost:3000")).toBe(false);
    expect(refusalFromHeaders({ method: "POST", pathname: "/login", headers: headers({ origin: "https://evil.example" }) })).toEqual({ status: 403, reason: "foreign-origin" });
    expect(refusalFromHeaders({ method: "GET", pathname: "/", headers: headers({ origin: "https://evil.example" }) })).toBeNull();
  });

  it("refuses a path whose percent-encoding is not UTF-8, for any method", () => {
    expect(refusalFromHeaders({ method: "GET", pathname: "/files/%ED%A0%80", headers: headers({}) })).toEqual({ status: 400, reason: "malformed-path" });
    expect(refusalFromHeaders({ method: "GET", pathname: "/files/caf%C3%A9.png", headers: headers({}) })).toBeNull();
  });

  it("refuses bodies over 1 MB except on upload routes, and action ids that are not hex", () => {
    const big = { "content-length": String(1024 * 1024 + 1) };
    expect(refusalFromHeaders({ method: "POST", pathname: "/login", headers: headers(big) })?.status).toBe(413);
    expect(refusalFromHeaders({ method: "POST", pathname: "/files/upload", headers: headers(big) })).toBeNull();
    expect(refusalFromHeaders({ method: "POST", pathname: "/login", headers: headers({ "next-action": "' or 1=1" }) })?.status).toBe(400);
  });

  it("refuses a call to a cached read by its id, and lets Server Actions through", () => {
    const post = (id: string) => refusalFromHeaders({ method: "POST", pathname: "/", headers: headers({ "next-action": id }) });
    // The first byte is Next's: top bit "use cache", then which of six arguments are used, then rest.
    for (const cached of ["80", "c2", "ff", "fe"]) expect(post(cached + "3f9a0c1b2d4e5f60718293a4b5c6d7e8f9012345")).toEqual({ status: 404, reason: "cached-read-called" });
    for (const action of ["00", "40", "7f", "7e"]) expect(post(action + "3f9a0c1b2d4e5f60718293a4b5c6d7e8f9012345")).toBeNull();
  });

  it("accepts what React's client encodes and refuses empty, broken and dangling-reference bodies", () => {
    expect(refusalFromActionBody("text/plain;charset=UTF-8", JSON.stringify([{ email: "a@b.c", n: "$undefined", s: "$$5" }]))).toBeNull();
    for (const body of ["", "  ", "{x", '{"a":1}', '["$@1"]', '[{"a":"$K2"}]', '["$Q1"]']) {
      expect(refusalFromActionBody("text/plain", body), body).not.toBeNull();
    }
    expect(refusalFromActionBody("application/json", "[1]")?.status).toBe(400);
    expect(refusalFromActionBody("multipart/form-data; boundary=x", "--x")).toBeNull(); // parsed by proxy.ts
  });
});
