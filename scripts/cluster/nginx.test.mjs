// deploy/nginx.conf.template, run by Debian's nginx in front of two small upstreams standing for
// the workers: what it keeps and never keeps, the client address it hands on, the body limits,
// compression and the long cache of built assets.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx } from "./nginx.mjs";
import { freePort } from "./ports.mjs";

const PAGE_SECONDS = 2; // PAGE_CACHE_SECONDS for this nginx: the longest it keeps a public page
const PAGE = `<!doctype html><html lang="pt-BR"><body>${"<p>Bem-vindo à estação</p>".repeat(200)}</body></html>`;
const seen = []; // every request an upstream received: { path, headers, bytes }
const upstreams = [];
let nginx;
let port;

function upstream() {
  return http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk) => (bytes += chunk.length));
    req.on("end", () => {
      seen.push({ path: req.url, headers: req.headers, bytes });
      if (req.url.startsWith("/_next/static/")) {
        res.writeHead(200, { "content-type": "application/javascript", "cache-control": "public, max-age=31536000, immutable" });
        return res.end("console.log(1)");
      }
      if (req.url.startsWith("/publica")) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=600" });
        return res.end(PAGE);
      }
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify({ bytes, forwardedFor: req.headers["x-forwarded-for"] ?? null, requestId: req.headers["x-request-id"] ?? null }));
    });
  });
}

beforeAll(async () => {
  const ports = [];
  for (let i = 0; i < 2; i++) {
    const server = upstream();
    const p = await freePort();
    await new Promise((resolve) => server.listen(p, "127.0.0.1", resolve));
    upstreams.push(server);
    ports.push(p);
  }
  port = await freePort();
  nginx = await startNginx({ port, upstreamPorts: ports, pageSeconds: PAGE_SECONDS });
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** One request through nginx as a station host; resolves with status, headers and body. */
function request(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: { host: "demo.localhost", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const reached = (path) => seen.filter((r) => r.path === path).length;

describe("nginx in front of the workers", () => {
  it("keeps a public page by its s-maxage, per host", async () => {
    await request("GET", "/publica/1");
    const again = await request("GET", "/publica/1");
    expect(reached("/publica/1"), "the second request is answered by nginx").toBe(1);
    expect(again.headers["x-cache"]).toBe("HIT");
    await request("GET", "/publica/1", { headers: { host: "vitrine.localhost" } });
    expect(reached("/publica/1"), "another station's host is another page").toBe(2);
  });

  it("keeps a public page no longer than PAGE_CACHE_SECONDS, however long its s-maxage", async () => {
    await request("GET", "/publica/4");
    // s-maxage=60 would keep it a minute: a save must show within seconds.
    await expect
      .poll(async () => {
        await request("GET", "/publica/4");
        return reached("/publica/4");
      }, { timeout: (PAGE_SECONDS + 8) * 1000, intervals: [250] })
      .toBe(2);
  });

  it("never keeps an answer that is not marked for shared caches", async () => {
    await request("GET", "/eco");
    await request("GET", "/eco");
    expect(reached("/eco")).toBe(2);
  });

  it("gives each request an id of its own for the worker's logs", async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push(JSON.parse((await request("GET", "/eco", { headers: { "x-request-id": "escolhido-pelo-cliente" } })).body.toString()).requestId);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("never answers from or keeps pages for a request with the session cookie", async () => {
    for (const cookie of ["estacao.session=abc", "tema=escuro; __Host-estacao.session=abc"]) {
      const before = reached("/publica/2");
      const answer = await request("GET", "/publica/2", { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(reached("/publica/2"), `${cookie}: the request reaches a worker`).toBe(before + 1);
    }
    await request("GET", "/publica/2");
    expect(reached("/publica/2"), "what the signed-in requests got was not kept for others").toBe(3);
  });

  it("hands the worker the connection's address, whatever X-Forwarded-For the client sent", async () => {
    const answer = await request("GET", "/eco", { headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" } });
    expect(JSON.parse(answer.body.toString()).forwardedFor).toBe("127.0.0.1");
  });

  it("refuses bodies over 1 MB except on the upload routes, which it streams to the worker", async () => {
    const twoMb = Buffer.alloc(2 * 1024 * 1024, 1);
    expect((await request("POST", "/login", { body: twoMb })).status).toBe(413);
    const upload = await request("POST", "/files/upload", { body: twoMb });
    expect(upload.status).toBe(200);
    expect(JSON.parse(upload.body.toString()).bytes).toBe(twoMb.length);
  });

  it("compresses text for clients that accept gzip", async () => {
    const answer = await request("GET", "/publica/3", { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.length).toBeLessThan(PAGE.length / 4);
  });

  it("keeps built assets a year, here and in browsers", async () => {
    await request("GET", "/_next/static/chunks/a.js");
    const again = await request("GET", "/_next/static/chunks/a.js");
    expect(reached("/_next/static/chunks/a.js")).toBe(1);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
