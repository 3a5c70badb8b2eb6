// What the server fetches on an owner's behalf, against local fake HTTPS sites with a certificate
// made here: only the origin the operator trusts (OUTBOUND_ALLOW_ORIGINS, with its CA in
// OUTBOUND_CA_FILE) is reached on loopback; a redirect from it to loopback under another name, to
// another port, to http, to a private or the metadata address, or a fourth redirect is refused,
// and the inward site never hears from the server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Module = typeof import("./outbound-fetch");

interface Site {
  port: number;
  requests: string[];
  close(): Promise<void>;
}

async function listen(server: http.Server | https.Server, requests: string[]): Promise<Site> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe("outboundFetch", () => {
  let dir: string;
  let site: Site; // the trusted site, as https://localhost:{port}
  let inward: Site; // another loopback service, https with the same certificate
  let plain: Site; // a plain-http loopback service
  let mod: Module;
  const trusted = () => `https://localhost:${site.port}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbound-"));
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
      "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")], { stdio: "ignore" });
    const tls = { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) };

    const inwardRequests: string[] = [];
    inward = await listen(https.createServer(tls, (req, res) => {
      inwardRequests.push(req.url ?? "");
      res.end("segredo interno");
    }), inwardRequests);
    const plainRequests: string[] = [];
    plain = await listen(http.createServer((req, res) => {
      plainRequests.push(req.url ?? "");
      res.end("segredo interno");
    }), plainRequests);

    // Paths of the trusted site: /ok answers; /hop/{n} redirects n more times within the site;
    // /to?url=... redirects to that URL; /big answers more than the bound; /slow never answers.
    const siteRequests: string[] = [];
    site = await listen(https.createServer(tls, (req, res) => {
      const url = new URL(req.url ?? "/", "https://x");
      siteRequests.push(url.pathname + url.search);
      if (url.pathname === "/ok") return res.writeHead(200, { "content-type": "application/json", "x-wp-totalpages": "2" }).end(JSON.stringify({ host: req.headers.host }));
      const hop = url.pathname.match(/^\/hop\/(\d+)$/);
      if (hop) return res.writeHead(302, { location: Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : "/ok" }).end();
      if (url.pathname === "/to") return res.writeHead(301, { location: url.searchParams.get("url")! }).end();
      if (url.pathname === "/big") return res.writeHead(200).end("x".repeat(64 * 1024));
      if (url.pathname === "/slow") return; // never answers
      res.writeHead(404).end();
    }), siteRequests);

    vi.resetModules();
    vi.stubEnv("OUTBOUND_ALLOW_ORIGINS", trusted());
    vi.stubEnv("OUTBOUND_CA_FILE", path.join(dir, "cert.pem"));
    mod = await import("./outbound-fetch");
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await Promise.all([site?.close(), inward?.close(), plain?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the trusted site over TLS checked against its name, with its status, headers and body", async () => {
    const response = await mod.outboundFetch(`${trusted()}/ok`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-wp-totalpages")).toBe("2");
    expect(await response.json()).toEqual({ host: `localhost:${site.port}` });
  });

  it("follows up to three redirects, each checked, and refuses a fourth", async () => {
    expect((await mod.outboundFetch(`${trusted()}/hop/2`)).status).toBe(200);
    await expect(mod.outboundFetch(`${trusted()}/hop/3`)).rejects.toBeInstanceOf(mod.OutboundRefusedError);
  });

  const INWARD = /fora da internet pública/;
  const HTTP = /Somente https/;
  it.each([
    ["loopback under another name", () => `https://127.0.0.1:${site.port}/ok`, INWARD],
    ["another loopback port", () => `https://localhost:${inward.port}/admin`, INWARD],
    ["http on loopback", () => `http://127.0.0.1:${plain.port}/admin`, HTTP],
    ["http on the trusted name", () => `http://localhost:${site.port}/ok`, HTTP],
    ["http to a public name", () => "http://example.com/", HTTP],
    ["a private address", () => "https://10.0.0.1/admin", INWARD],
    ["the cloud metadata address", () => "https://169.254.169.254/latest/meta-data/", INWARD],
    ["IPv6 loopback", () => `https://[::1]:${inward.port}/admin`, INWARD],
    ["IPv4-mapped IPv6 loopback", () => `https://[::ffff:127.0.0.1]:${inward.port}/admin`, INWARD],
    ["CGNAT", () => "https://100.64.0.1/", INWARD],
    ["unspecified", () => `https://0.0.0.0:${inward.port}/admin`, INWARD],
  ])("refuses a redirect to %s, and never reaches it", async (_name, target, reason) => {
    const before = { inward: inward.requests.length, plain: plain.requests.length };
    const fetching = mod.outboundFetch(`${trusted()}/to?url=${encodeURIComponent(target())}`);
    await expect(fetching).rejects.toBeInstanceOf(mod.OutboundRefusedError);
    await expect(fetching).rejects.toThrow(reason);
    expect({ inward: inward.requests.length, plain: plain.requests.length }).toEqual(before);
  });

  it("refuses the same addresses asked directly, without a redirect", async () => {
    await expect(mod.outboundFetch(`https://localhost:${inward.port}/admin`)).rejects.toThrow(INWARD);
    await expect(mod.outboundFetch(`http://localhost:${plain.port}/admin`)).rejects.toThrow(HTTP);
    await expect(mod.outboundFetch("file:///etc/passwd")).rejects.toBeInstanceOf(mod.OutboundRefusedError);
    expect(inward.requests).toEqual([]);
    expect(plain.requests).toEqual([]);
  });

  it("refuses a body over the bound, and gives up on a site that does not answer", async () => {
    await expect(mod.outboundFetch(`${trusted()}/big`, { maxBytes: 1024 })).rejects.toBeInstanceOf(mod.OutboundRefusedError);
    expect((await (await mod.outboundFetch(`${trusted()}/big`)).text()).length).toBe(64 * 1024);
    await expect(mod.outboundFetch(`${trusted()}/slow`, { timeoutMs: 300 })).rejects.toThrow();
  });
});
