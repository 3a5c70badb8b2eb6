// The front's micro-cache, against a real upstream HTTP server standing in for Next.
import http from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseTrustProxy, verifyPeerHeader } from "../../lib/security/client-address.mjs";
import { createFrontServer, MAX_BODY_BYTES, PageCache, PURGE_PATH, SESSION_COOKIE, sharedMaxAge } from "./page-cache.mjs";

let upstream;
let front;
let upstreamHits;
let clock;
let answer; // (req, res) => void, set per test

function listen(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

function request(path, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: front.address().port, path, method, headers: { host: "demo.localhost", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

// Like Next's pages, which come without a Content-Length (chunked).
const publicPage = (req, res) => {
  res.writeHead(200, { "content-type": "text/html", "cache-control": "s-maxage=60, stale-while-revalidate=300", vary: "rsc, Accept-Encoding" });
  res.end(`<h1>${req.headers.host} ${req.url} #${upstreamHits}</h1>`);
};

beforeEach(async () => {
  upstreamHits = 0;
  clock = 1_000_000;
  answer = publicPage;
  upstream = http.createServer((req, res) => {
    upstreamHits++;
    answer(req, res);
  });
  const upstreamPort = await listen(upstream);
  front = createFrontServer({ upstreamPort, upstreamHost: "127.0.0.1", cache: new PageCache({ maxAgeSeconds: 5, now: () => clock }) });
  await listen(front);
});

afterEach(async () => {
  await new Promise((r) => front.close(r));
  await new Promise((r) => upstream.close(r));
});

describe("front page cache", () => {
  it("answers a shared-cacheable page from memory until its few seconds pass", async () => {
    const first = await request("/");
    const second = await request("/");
    expect(second.body).toBe(first.body);
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["MISS", "HIT"]);
    expect(upstreamHits).toBe(1);

    clock += 5_001; // s-maxage is 60, but the front keeps pages 5 s at most
    const third = await request("/");
    expect(third.body).toContain("#2");
    expect(upstreamHits).toBe(2);
  });

  it("keeps each host, path and Vary'd header value apart", async () => {
    await request("/");
    await request("/", { headers: { host: "vitrine.localhost" } });
    await request("/termos-de-uso");
    await request("/", { headers: { rsc: "1" } });
    expect(upstreamHits).toBe(4);
    const vitrine = await request("/", { headers: { host: "vitrine.localhost" } });
    expect(vitrine.body).toContain("vitrine.localhost /");
    expect(upstreamHits).toBe(4);
  });

  it("never serves or stores a page for a member holding the session cookie", async () => {
    await request("/");
    const member = await request("/", { headers: { cookie: `tema=escuro; ${SESSION_COOKIE}=abc` } });
    expect(member.headers["x-page-cache"]).toBeUndefined();
    expect(upstreamHits).toBe(2);
    // On https the session cookie carries the __Host- prefix (lib/auth/session-cookie.ts).
    const secureMember = await request("/", { headers: { cookie: `__Host-${SESSION_COOKIE}=abc` } });
    expect(secureMember.headers["x-page-cache"]).toBeUndefined();
    expect(upstreamHits).toBe(3);
  });

  it("passes private, no-store, cookie-setting and error answers through without keeping them", async () => {
    const cases = [
      { status: 200, headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } },
      { status: 200, headers: { "cache-control": "s-maxage=60", "set-cookie": "a=1" } },
      { status: 404, headers: { "cache-control": "s-maxage=60" } },
      { status: 200, headers: {} },
    ];
    for (const c of cases) {
      answer = (req, res) => res.writeHead(c.status, c.headers).end("x");
      const before = upstreamHits;
      await request("/pagina");
      const again = await request("/pagina");
      expect(again.status).toBe(c.status);
      expect(upstreamHits - before).toBe(2);
    }
  });

  it("forwards writes with their body and never answers them from the cache", async () => {
    const received = [];
    answer = (req, res) => {
      const chunks = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        received.push({ method: req.method, body: Buffer.concat(chunks).toString(), forwardedFor: req.headers["x-forwarded-for"], host: req.headers.host });
        res.writeHead(200, { "cache-control": "s-maxage=60" }).end("ok");
      });
    };
    await request("/suporte", { method: "POST", body: "nome=Ana", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await request("/suporte", { method: "POST", body: "nome=Bia", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(received.map((r) => r.body)).toEqual(["nome=Ana", "nome=Bia"]);
    expect(received[0]).toMatchObject({ method: "POST", host: "demo.localhost", forwardedFor: "127.0.0.1" });
  });

  it("overwrites forwarding headers a client sends with the socket address, and signs it for Next", async () => {
    const seen = [];
    answer = (req, res) => {
      seen.push(req.headers);
      res.writeHead(200).end("ok");
    };
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: null, peerSecret: "k".repeat(43) });
    await listen(front);
    const forged = { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9", forwarded: "for=203.0.113.9", "x-estacao-peer": "1.2.3.4 1.2.3.4 x" };
    await request("/login", { method: "POST", body: "x", headers: forged });
    expect(seen[0]["x-forwarded-for"]).toBe("127.0.0.1");
    expect([seen[0]["x-real-ip"], seen[0].forwarded]).toEqual([undefined, undefined]);
    expect(verifyPeerHeader(seen[0]["x-estacao-peer"], "k".repeat(43))).toEqual({ socket: "127.0.0.1", client: "127.0.0.1" });
  });

  it("keeps the trusted part of the chain when TRUST_PROXY says so", async () => {
    const seen = [];
    answer = (req, res) => {
      seen.push(req.headers);
      res.writeHead(200).end("ok");
    };
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: null, trust: parseTrustProxy("127.0.0.1"), peerSecret: "k".repeat(43) });
    await listen(front);
    await request("/", { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9" } });
    expect(seen[0]["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
    expect(verifyPeerHeader(seen[0]["x-estacao-peer"], "k".repeat(43))?.client).toBe("203.0.113.9");
  });

  it("names each request for Next's log with a fresh X-Request-Id, keeping a trusted proxy's, never a client's", async () => {
    const seen = [];
    answer = (req, res) => {
      seen.push(req.headers["x-request-id"]);
      const id = req.headers["x-request-id"];
      res.writeHead(200, { ...(id ? { "x-request-id": id } : {}), "cache-control": "s-maxage=60" }).end("ok");
    };
    await request("/a", { headers: { "x-request-id": "chosen-by-a-client-01" } });
    await request("/b");
    expect(seen[0]).not.toBe("chosen-by-a-client-01");
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).not.toBe(seen[0]);
    // A page kept by the front does not answer later requests with the id of the one that filled it.
    const hit = await request("/b");
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["x-request-id"]).not.toBe(seen[1]);
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: null, trust: parseTrustProxy("127.0.0.1") });
    await listen(front);
    await request("/c", { headers: { "x-request-id": "nginx-request-id-0002" } });
    expect(seen[2]).toBe("nginx-request-id-0002");
  });

  it("refuses bodies over 1 MB with 413, declared or chunked, but lets upload routes through", async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 1, 97);
    // Like Next, the upstream reads the whole body before it answers.
    answer = (req, res) => {
      let n = 0;
      req.on("data", (c) => (n += c.length));
      req.on("end", () => res.writeHead(200).end(String(n)));
    };
    const declared = await request("/login", { method: "POST", body: big, headers: { "content-length": String(big.length) } });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain("1 MB");
    const chunked = await request("/login", { method: "POST", body: big, headers: { "transfer-encoding": "chunked" } });
    expect(chunked.status).toBe(413);
    const upload = await request("/files/upload", { method: "POST", body: big, headers: { "content-length": String(big.length) } });
    expect([upload.status, upload.body]).toEqual([200, String(big.length)]);
  });

  it("answers HEAD from a stored GET without a body", async () => {
    await request("/");
    const head = await request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["x-page-cache"]).toBe("HIT");
    expect(upstreamHits).toBe(1);
  });

  it("says so in Portuguese when Next is not answering", async () => {
    await new Promise((r) => upstream.close(r));
    upstream.closeAllConnections?.();
    const res = await request("/");
    expect(res.status).toBe(502);
    expect(res.body).toContain("Tente novamente em instantes");
    upstream = http.createServer(); // closed again by afterEach
    await listen(upstream);
  });
});

describe("front: what it will not keep, it streams", () => {
  /**
   * The upstream sends `first`, then holds the rest until the client says it has seen the first
   * chunk (or, so a front that buffers cannot hang the test, until a safety net passes: then the
   * rest says so, in as many bytes). The body the client ends up with tells which happened.
   */
  function heldBack(headers, first = "primeiro|") {
    let release;
    const clientSawFirst = new Promise((resolve) => (release = resolve));
    answer = (req, res) => {
      res.writeHead(200, headers);
      res.write(first);
      const safetyNet = new Promise((resolve) => setTimeout(() => resolve("front segurou"), 3_000).unref());
      void Promise.race([clientSawFirst.then(() => "cliente antes"), safetyNet]).then((said) => res.end(said));
    };
    return release;
  }

  function streamedRequest(path, release) {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port: front.address().port, path, headers: { host: "demo.localhost" } }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
          release();
        });
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("streams a shared-cacheable 200 without a length: the client has the first chunk before the upstream ends", async () => {
    const release = heldBack({ "content-type": "text/html", "cache-control": "s-maxage=60" });
    const res = await streamedRequest("/sem-tamanho", release);
    expect(res.body).toBe("primeiro|cliente antes");
    // Small enough to keep: the copy made on the way is served next.
    const again = await request("/sem-tamanho");
    expect([again.body, again.headers["x-page-cache"], again.headers["content-length"]]).toEqual(["primeiro|cliente antes", "HIT", "22"]);
  });

  it("drops its copy of a body without a length once it passes the per-page limit, and streams the rest", async () => {
    await new Promise((r) => front.close(r));
    const cache = new PageCache({ maxAgeSeconds: 5, maxBytes: 8 * 1024, now: () => clock });
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache });
    await listen(front);
    const release = heldBack({ "cache-control": "s-maxage=60" }, "x".repeat(cache.maxBytes + 1));
    const res = await streamedRequest("/grande-sem-tamanho", release);
    expect(res.body.endsWith("cliente antes")).toBe(true);
    expect(res.body.length).toBe(cache.maxBytes + 1 + "cliente antes".length);
    expect(cache.bytes).toBe(0);
    expect((await request("/grande-sem-tamanho")).headers["x-page-cache"]).toBe("MISS");
    expect(upstreamHits).toBe(2);
  });

  it("streams a 200 whose length is above what the cache keeps per page", async () => {
    await new Promise((r) => front.close(r));
    const cache = new PageCache({ maxAgeSeconds: 5, maxBytes: 8 * 1024, now: () => clock });
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache });
    await listen(front);
    // Larger than the whole cache, so above its per-page limit whatever that is.
    const length = cache.maxBytes + 1;
    const tail = "cliente antes";
    const first = "x".repeat(length - Buffer.byteLength(tail));
    const release = heldBack({ "cache-control": "s-maxage=60", "content-length": String(length) }, first);
    const res = await streamedRequest("/grande", release);
    expect(res.body.endsWith(tail), "the front held the start of a body it could not keep").toBe(true);
    expect(cache.bytes).toBe(0);
  });

  it("never keeps /files/*, however long-lived its Cache-Control, and streams it", async () => {
    answer = (req, res) => res.writeHead(200, { "cache-control": "public, max-age=31536000, immutable", "content-length": "5" }).end("video");
    const first = await request("/files/7/mural/video.mp4");
    const second = await request("/files/7/mural/video.mp4");
    expect([first.body, second.body]).toEqual(["video", "video"]);
    expect(second.headers["x-page-cache"]).toBeUndefined();
    expect(upstreamHits).toBe(2);

    const release = heldBack({ "cache-control": "public, max-age=31536000, immutable" });
    expect((await streamedRequest("/files/7/mural/grande.mp4", release)).body).toBe("primeiro|cliente antes");
  });

  it("still keeps a small public page that declares its length", async () => {
    answer = (req, res) => res.writeHead(200, { "cache-control": "s-maxage=60", "content-length": "4" }).end("home");
    await request("/");
    const again = await request("/");
    expect([again.body, again.headers["x-page-cache"], upstreamHits]).toEqual(["home", "HIT", 1]);
  });
});

describe("front: kept-alive sockets to Next", () => {
  /** An upstream that, like Next closing an idle socket as it is reused, drops every socket's second request unanswered. */
  async function closingUpstream() {
    await new Promise((r) => upstream.close(r));
    upstream = http.createServer((req, res) => {
      req.socket.requests = (req.socket.requests ?? 0) + 1;
      if (req.socket.requests > 1) return void req.socket.destroy();
      upstreamHits++;
      res.writeHead(200, { "content-type": "text/plain" }).end(`ok ${req.method}`);
    });
    await listen(upstream);
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: null });
    await listen(front);
  }

  function frontLog() {
    const lines = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line) => lines.push(line));
    return { lines: () => lines.map((l) => JSON.parse(l)), restore: () => spy.mockRestore() };
  }

  it("retries a GET once, on a fresh socket, when Next drops the reused one before any byte", async () => {
    await closingUpstream();
    expect((await request("/")).status).toBe(200);
    const again = await request("/atividades");
    expect([again.status, again.body]).toEqual([200, "ok GET"]);
    expect(upstreamHits).toBe(2);
  });

  it("never sends a POST twice: it answers 502 and logs the cause", async () => {
    await closingUpstream();
    const log = frontLog();
    try {
      await request("/");
      const post = await request("/entrar/segredo-de-uso-unico?x=1", { method: "POST", body: "a=1" });
      expect(post.status).toBe(502);
      expect(upstreamHits).toBe(1);
      const [line] = log.lines().filter((l) => l.type === "front");
      expect(line).toMatchObject({ kind: "upstream.failed", status: 502, method: "POST", host: "demo.localhost", cause: "ECONNRESET", reusedSocket: true });
      expect(JSON.stringify(line)).not.toContain("segredo");
    } finally {
      log.restore();
    }
  });

  it("logs a 502 when Next is not answering at all", async () => {
    await new Promise((r) => upstream.close(r));
    const log = frontLog();
    try {
      expect((await request("/")).status).toBe(502);
      expect(log.lines().find((l) => l.type === "front")).toMatchObject({ kind: "upstream.failed", status: 502, cause: "ECONNREFUSED" });
    } finally {
      log.restore();
    }
    upstream = http.createServer(); // closed again by afterEach
    await listen(upstream);
  });

  it("closes an idle socket itself before Next's keep-alive timeout does", async () => {
    await new Promise((r) => upstream.close(r));
    let closedBy = null;
    const closed = new Promise((resolve) => {
      upstream = http.createServer((req, res) => res.writeHead(200).end("ok"));
      // Announces `Keep-Alive: timeout=2` and closes idle sockets after 2 s, as Next does after 5 s.
      upstream.keepAliveTimeout = 2_000;
      upstream.on("timeout", (socket) => {
        closedBy ??= "upstream";
        socket.destroy();
      });
      upstream.on("connection", (socket) => {
        socket.on("end", () => (closedBy ??= "front"));
        socket.on("close", () => resolve());
      });
    });
    await listen(upstream);
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: null });
    await listen(front);
    expect((await request("/")).status).toBe(200);
    await closed;
    expect(closedBy).toBe("front");
  });
});

describe("front purge (an owner's change)", () => {
  const SECRET = "s".repeat(43);
  async function withSecretFront() {
    await new Promise((r) => front.close(r));
    front = createFrontServer({ upstreamPort: upstream.address().port, upstreamHost: "127.0.0.1", cache: new PageCache({ maxAgeSeconds: 5, now: () => clock }), peerSecret: SECRET });
    await listen(front);
  }
  const purge = (hosts, secret = SECRET) =>
    request(PURGE_PATH, { method: "POST", headers: { "x-front-purge": secret, "content-type": "application/json" }, body: JSON.stringify({ hosts }) });

  it("drops every page of the named station's host, any port, and keeps other stations' pages", async () => {
    await withSecretFront();
    await request("/", { headers: { host: "demo.localhost:3000" } });
    await request("/planos/1", { headers: { host: "demo.localhost:3000" } });
    await request("/", { headers: { host: "vitrine.localhost:3000" } });
    expect(upstreamHits).toBe(3);

    const answer = await purge(["demo.localhost"]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ purged: 2 });

    const demoAgain = await request("/", { headers: { host: "demo.localhost:3000" } });
    const vitrineAgain = await request("/", { headers: { host: "vitrine.localhost:3000" } });
    expect(demoAgain.headers["x-page-cache"]).toBe("MISS");
    expect(vitrineAgain.headers["x-page-cache"]).toBe("HIT");
    expect(upstreamHits).toBe(4);
  });

  it("is refused without the secret it shares with Next, and then purges nothing", async () => {
    await withSecretFront();
    await request("/", { headers: { host: "demo.localhost" } });
    const refused = await purge(["demo.localhost"], "x".repeat(43));
    expect(refused.status).toBe(404);
    expect((await request("/", { headers: { host: "demo.localhost" } })).headers["x-page-cache"]).toBe("HIT");
  });
});

describe("sharedMaxAge", () => {
  it("reads s-maxage before max-age and refuses what a shared cache must not keep", () => {
    expect(sharedMaxAge(200, { "cache-control": "s-maxage=60, stale-while-revalidate=31535940" })).toBe(60);
    expect(sharedMaxAge(200, { "cache-control": "public, max-age=31536000, immutable" })).toBe(31536000);
    expect(sharedMaxAge(200, { "cache-control": "private, max-age=600" })).toBe(0);
    expect(sharedMaxAge(200, { "cache-control": "s-maxage=60", vary: "*" })).toBe(0);
    expect(sharedMaxAge(301, { "cache-control": "s-maxage=60" })).toBe(0);
  });
});

describe("PageCache", () => {
  it("drops the least recently used pages beyond its byte budget", () => {
    const cache = new PageCache({ maxAgeSeconds: 5, maxBytes: 800, now: () => 0 });
    const req = (url) => ({ url, headers: { host: "demo.localhost" } });
    const body = Buffer.alloc(100);
    for (const url of ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h"]) cache.set(req(url), 200, {}, body, 60);
    expect(cache.get(req("/a"))).not.toBeNull(); // now the most recently used
    cache.set(req("/i"), 200, {}, body, 60);
    expect(cache.get(req("/b"))).toBeNull();
    expect(cache.get(req("/a"))).not.toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(800);
  });
});
