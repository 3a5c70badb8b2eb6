// Only the console host may use the camera (the door reads QR codes with it): the request hook
// allows it there, and every other answer keeps the site-wide `camera=()` of next.config.ts.
// The production server's real headers are checked by raw HTTP in e2e/console-door.e2e.ts.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { env } from "@/lib/env";
import { proxy } from "@/proxy";

const root = env.ROOT_DOMAIN;
const policyOf = async (host: string, path = "/") =>
  (await proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))).headers.get("permissions-policy");

describe("the camera's permission", () => {
  it("is the console host's, on every one of its paths", async () => {
    for (const path of ["/", "/estacoes/1/validar", "/estacoes/1"]) expect(await policyOf(`painel.${root}`, path)).toMatch(/(^|,\s*)camera=\(self\)/);
  });

  it("is refused everywhere else: station hosts and the apex keep the site-wide camera=()", async () => {
    for (const host of [`demo.${root}`, root]) expect(await policyOf(host)).toBeNull();
    const rules = await nextConfig.headers!();
    const everywhere = rules.find((r) => r.source === "/:path*")!;
    expect(everywhere.headers.find((h) => h.key === "Permissions-Policy")?.value).toMatch(/(^|,\s*)camera=\(\)/);
  });
});
