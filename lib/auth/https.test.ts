// What PUBLIC_SCHEME=https changes: the session cookie's name and flags, and HSTS on every answer
// of the request hook. The environment is read once per module load, so each case loads afresh.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

async function load(scheme: "http" | "https") {
  vi.resetModules();
  vi.stubEnv("PUBLIC_SCHEME", scheme);
  return { cookie: await import("./session-cookie"), hook: await import("@/proxy") };
}

const hit = (hook: Awaited<ReturnType<typeof load>>["hook"], path: string, cookie?: string) =>
  hook.proxy(new NextRequest(`http://demo.localhost${path}`, { headers: { host: "demo.localhost", ...(cookie ? { cookie } : {}) } }));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("on https", () => {
  it("names the session cookie __Host- and makes every cookie Secure", async () => {
    const { cookie } = await load("https");
    expect(cookie.SESSION_COOKIE).toBe("__Host-estacao.session");
    expect(cookie.hostCookie(60)).toMatchObject({ secure: true, path: "/", httpOnly: true });
    expect(cookie.hostCookie(60)).not.toHaveProperty("domain");
  });

  it("sends HSTS on rewrites and redirects, and still sends a member's / to the member area", async () => {
    const { hook, cookie } = await load("https");
    expect((await hit(hook, "/sobre/1")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const member = await hit(hook, "/", `${cookie.SESSION_COOKIE}=x`);
    expect(member.status).toBe(307);
    expect(member.headers.get("location")).toMatch(/\/homepage$/);
    expect(member.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("on http", () => {
  it("keeps the plain cookie name, no Secure flag and no HSTS", async () => {
    const { hook, cookie } = await load("http");
    expect(cookie.SESSION_COOKIE).toBe("estacao.session");
    expect(cookie.hostCookie(60).secure).toBe(false);
    expect((await hit(hook, "/")).headers.get("strict-transport-security")).toBeNull();
  });
});
