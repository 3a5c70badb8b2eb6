// The front of `npm start`: a small reverse proxy with a micro-cache, in front of `next start`.
//
// Public station pages are rendered once and kept by Next (ISR, see lib/cache/public-pages.ts), but
// every request still runs Next's whole request pipeline, about 1.5 ms of CPU. A shared cache in
// front, the job a CDN or nginx's proxy_cache does in a larger deployment, serves those pages from
// memory for a few seconds instead. It follows HTTP's shared-cache rules, so it never needs to
// know which pages are public:
//   - only GET and HEAD, never with the session cookie or an Authorization header;
//   - only a 200 whose Cache-Control allows a shared cache (s-maxage or max-age > 0, neither
//     private nor no-store nor no-cache)
//     and that sets no cookie; Vary'd request headers are part of the key;
//   - only a body within the cache's per-page limit (a declared length above it is not even
//     copied; a body without one is copied until it passes the limit), and never /files/*
//     (public uploads are long-lived and may be hundreds of MB: a video is not a page);
//   - kept for min(s-maxage, maxAgeSeconds): a change shows everywhere within seconds, even though
//     Next's on-demand revalidation cannot reach this cache.
// Every answer is streamed to the client as it arrives, with backpressure (Server Actions, uploads,
// the member area, files, and the pages it keeps too); the front holds a copy only of what it may
// keep, so a slow download of a large file costs it a socket's buffers, not the file.
//
// It is also the edge of the guard: it decides who the client is (client-address.mjs, TRUST_PROXY)
// and tells Next in one signed header, drops every forwarding header a client could forge, and
// refuses bodies over MAX_BODY_BYTES with 413 (upload routes check their own, larger limits).
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import { FRONT_CACHE_HEADER, FRONT_PURGE_PATH, FRONT_PURGE_SECRET_HEADER, PAGE_CACHE_SECONDS } from "../../lib/cache/front.mjs";
import { isTrustedProxy, PEER_HEADER, peerHeaderValue, REQUEST_ID_HEADER, requestIdFor, resolveClient } from "../../lib/security/client-address.mjs";
import { loggedPath, pathOf } from "../../lib/log/logged-path.mjs";

export const SESSION_COOKIE = "estacao.session"; // lib/auth/session-cookie.ts; on https it is "__Host-" prefixed

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

/** Request bodies above this answer 413, except on upload routes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Upload routes (`/files/upload`, `/homepage/survey/upload`) stream larger files and limit them themselves. */
const UPLOAD_PATH = /\/upload\/?(\?|$)/;

// Headers only this front (or a trusted proxy, per TRUST_PROXY) may set.
const FORWARDING = ["x-forwarded-for", "x-real-ip", "forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", PEER_HEADER];

/** The request id Next logs and answers with (lib/log/requests.ts). */
export { REQUEST_ID_HEADER };

function requestHeadersFor(req, trust, peerSecret) {
  const headers = forwardable(req.headers);
  delete headers.expect; // this server already answered "100 Continue" to the client
  const claimed = Array.isArray(req.headers["x-forwarded-for"]) ? req.headers["x-forwarded-for"].join(",") : req.headers["x-forwarded-for"];
  const { socket, client, chain } = resolveClient(req.socket.remoteAddress, claimed, trust);
  const trustedProxy = chain.length > 1;
  for (const name of FORWARDING) if (!trustedProxy || name === "x-real-ip" || name === "forwarded" || name === PEER_HEADER) delete headers[name];
  headers["x-forwarded-for"] = chain.join(", ");
  if (peerSecret) headers[PEER_HEADER] = peerHeaderValue(peerSecret, socket, client);
  // A trusted proxy's request id (nginx's $request_id) is kept; otherwise this front names one.
  headers[REQUEST_ID_HEADER] = requestIdFor(headers[REQUEST_ID_HEADER], isTrustedProxy(req.socket.remoteAddress, trust));
  return { headers, client };
}

function securityLine(reason, ip, detail) {
  console.log(JSON.stringify({ at: new Date().toISOString(), type: "security", kind: "request.refused", ip, reason, detail }));
}

/** Past this, a refused body is not read to its end: the connection is cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Answers 413 once the client has finished sending (closing while it still writes would reset
 * the connection and lose the answer); a client that keeps sending past DRAIN_LIMIT_BYTES is cut.
 */
function refuseTooLarge(req, res, ip, bytes) {
  securityLine("too-large", ip, { bytes });
  let drained = 0;
  const answer = () => {
    if (res.headersSent) return;
    res.writeHead(413, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end("O envio é grande demais: o limite é de 1 MB.");
  };
  if (req.readableEnded) return answer();
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.on("end", answer);
  req.resume();
}

function hasSessionCookie(cookieHeader) {
  return typeof cookieHeader === "string" && cookieHeader.split(";").some((c) => /^(__Host-)?estacao\.session=/.test(c.trim()));
}

/** May this request be answered from, or stored in, the shared cache? */
export function isCacheableRequest(req) {
  return (req.method === "GET" || req.method === "HEAD") && !req.headers.authorization && !hasSessionCookie(req.headers.cookie);
}

/** Seconds a shared cache may keep this response (0: not at all). */
export function sharedMaxAge(status, headers) {
  if (status !== 200 || headers["set-cookie"]) return 0;
  const cc = String(headers["cache-control"] ?? "").toLowerCase();
  if (/(^|,)\s*(private|no-store|no-cache)\b/.test(cc)) return 0;
  // A shared cache obeys s-maxage first, then max-age (RFC 9111 §4.2.1).
  const m = /(?:^|,)\s*s-maxage=(\d+)/.exec(cc) ?? /(?:^|,)\s*max-age=(\d+)/.exec(cc);
  if (!m) return 0;
  if (String(headers.vary ?? "").includes("*")) return 0;
  return Number(m[1]);
}

function varyNames(headers) {
  return String(headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

const MAX_URLS = 50_000;

/** In-memory store, least recently used first out, bounded in bytes. */
export class PageCache {
  constructor({ maxAgeSeconds = PAGE_CACHE_SECONDS, maxBytes = 64 * 1024 * 1024, now = () => Date.now() } = {}) {
    this.maxAgeMs = maxAgeSeconds * 1000;
    this.maxBytes = maxBytes;
    /** The largest body kept: one page never takes more than an eighth of the store. */
    this.maxItemBytes = Math.floor(maxBytes / 8);
    this.now = now;
    this.entries = new Map(); // variant key -> { status, headers, body, expires }
    this.varies = new Map(); // host + url -> Vary'd request header names
    this.bytes = 0;
  }

  baseKey(req) {
    return `${String(req.headers.host ?? "").toLowerCase()} ${req.url}`;
  }

  variantKey(req, names) {
    return [this.baseKey(req), ...names.map((n) => `${n}=${req.headers[n] ?? ""}`)].join("\n");
  }

  get(req) {
    const names = this.varies.get(this.baseKey(req));
    if (!names) return null;
    const key = this.variantKey(req, names);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return null;
    }
    this.entries.delete(key); // refresh its place in the LRU order
    this.entries.set(key, entry);
    return entry;
  }

  set(req, status, headers, body, maxAgeSeconds) {
    const ttl = Math.min(maxAgeSeconds * 1000, this.maxAgeMs);
    if (ttl <= 0 || body.length > this.maxItemBytes) return;
    const names = varyNames(headers);
    if (this.varies.size >= MAX_URLS) this.varies.clear(); // entries without it simply miss
    this.varies.set(this.baseKey(req), names);
    const key = this.variantKey(req, names);
    this.delete(key);
    this.entries.set(key, { status, headers, body, expires: this.now() + ttl });
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * Drops every stored page of these host names (any port): a station's owner changed its site,
   * and Next asked for it (PURGE_PATH). Returns how many entries went.
   */
  purgeHosts(hostNames) {
    const names = new Set(hostNames.map((h) => String(h).toLowerCase()));
    const hostOf = (key) => key.slice(0, key.indexOf(" ")).replace(/:\d+$/, "");
    let purged = 0;
    for (const key of [...this.entries.keys()]) {
      if (!names.has(hostOf(key))) continue;
      this.delete(key);
      purged += 1;
    }
    for (const base of [...this.varies.keys()]) if (names.has(hostOf(base))) this.varies.delete(base);
    return purged;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/**
 * Next's request to forget a station's pages (lib/stations/revalidate.ts): a POST from loopback,
 * carrying the secret this process shares with Next only, with `{ "hosts": [...] }`.
 */
export const PURGE_PATH = FRONT_PURGE_PATH;

function isLoopback(address) {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function handlePurge(req, res, cache, peerSecret) {
  const given = Buffer.from(String(req.headers[FRONT_PURGE_SECRET_HEADER] ?? ""));
  const expected = Buffer.from(peerSecret ?? "");
  const allowed = peerSecret && isLoopback(req.socket.remoteAddress) && given.length === expected.length && timingSafeEqual(given, expected);
  if (!allowed) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    return res.end("Not found");
  }
  const chunks = [];
  let size = 0;
  req.on("data", (c) => {
    size += c.length;
    if (size <= 64 * 1024) chunks.push(c);
  });
  req.on("end", () => {
    let hosts = [];
    try {
      const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (Array.isArray(parsed?.hosts)) hosts = parsed.hosts.filter((h) => typeof h === "string");
    } catch {
      // an unreadable body purges nothing
    }
    const purged = cache ? cache.purgeHosts(hosts) : 0;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ purged }));
  });
}

/** Public uploads (`/files/{station}/...`): served by Next with a year's Cache-Control, never kept here. */
const NEVER_KEPT = /^\/files\//;

/**
 * Seconds the front may keep this answer to a cacheable GET (0: only stream it through), decided
 * from the headers alone. Next sends the pages it renders without a length: those are copied while
 * they stream, up to the per-page limit (keepCopy).
 */
export function keepSeconds(url, status, headers, cache) {
  if (NEVER_KEPT.test(pathOf(url))) return 0;
  const declared = headers["content-length"];
  if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= cache.maxItemBytes)) return 0;
  return sharedMaxAge(status, headers);
}

/**
 * Copies `answer` as it streams past and calls `store` with the whole body at its end, unless it
 * passes `limit` bytes: then the copy is dropped at once and the rest only streams through.
 */
function keepCopy(answer, limit, store) {
  let chunks = [];
  let size = 0;
  const collect = (chunk) => {
    size += chunk.length;
    if (size <= limit) return void chunks.push(chunk);
    chunks = null;
    answer.off("data", collect);
  };
  answer.on("data", collect);
  answer.on("end", () => {
    if (chunks) store(Buffer.concat(chunks));
  });
}

function sendEntry(req, res, entry) {
  res.writeHead(entry.status, { ...entry.headers, [FRONT_CACHE_HEADER]: "HIT" });
  res.end(req.method === "HEAD" ? undefined : entry.body);
}

/**
 * Sockets to Next idle longer than this are closed by the front. Next closes its own after 5 s
 * (Node's keepAliveTimeout), and a request sent on a socket Next is closing fails before any byte;
 * closing first avoids that race. The agent also honours a shorter `Keep-Alive: timeout=N` hint,
 * which it ignores when it has no timeout of its own.
 */
export const IDLE_SOCKET_MS = 4_000;

/** Methods a request may be sent twice with (no body, no effect): retried once on a dead socket. */
const RETRYABLE = new Set(["GET", "HEAD", "OPTIONS"]);

function hasBody(req) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** One JSON line for every 5xx the front answers itself, and for an answer cut mid-way. */
function upstreamLine(kind, req, error, detail) {
  const cause = error.code ?? error.message;
  console.log(JSON.stringify({ at: new Date().toISOString(), type: "front", kind, method: req.method, host: String(req.headers.host ?? ""), path: loggedPath(req.url), cause, ...detail }));
}

/**
 * The front server: answers from `cache` when it can (null: never), otherwise forwards to Next on
 * upstreamHost:upstreamPort, keeping the Host header and setting X-Forwarded-For and the signed
 * peer header from the socket (and, per `trust`, from trusted proxies).
 */
export function createFrontServer({ upstreamPort, upstreamHost = "localhost", cache, trust = { kind: "none" }, peerSecret = null, maxBodyBytes = MAX_BODY_BYTES }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_SOCKET_MS });
  return http.createServer((req, res) => {
    if (req.method === "POST" && req.url === PURGE_PATH) return handlePurge(req, res, cache, peerSecret);
    const cacheable = cache !== null && isCacheableRequest(req);
    if (cacheable) {
      const hit = cache.get(req);
      if (hit) return sendEntry(req, res, hit);
    }
    const { headers, client } = requestHeadersFor(req, trust, peerSecret);
    const limited = !UPLOAD_PATH.test(req.url ?? "");
    const declared = Number(req.headers["content-length"] ?? 0);
    if (limited && declared > maxBodyBytes) return refuseTooLarge(req, res, client, declared);
    const options = { host: upstreamHost, port: upstreamPort, method: req.method, path: req.url, headers, agent };
    const onAnswer = (answer) => {
      answered = true;
      const status = answer.statusCode ?? 502;
      const out = forwardable(answer.headers);
      const maxAge = cacheable && req.method === "GET" ? keepSeconds(req.url, status, answer.headers, cache) : 0;
      answer.on("error", () => res.destroy());
      if (maxAge > 0) {
        // Stored with its length, whatever framing upstream used, and without the request id
        // (it names the request that filled the entry, not the ones served from it).
        const stored = { ...out };
        delete stored[REQUEST_ID_HEADER];
        keepCopy(answer, cache.maxItemBytes, (body) => cache.set(req, status, { ...stored, "content-length": String(body.length) }, body, maxAge));
        out[FRONT_CACHE_HEADER] = "MISS";
      }
      // pipe() pauses the upstream while the client's socket is full: nothing piles up here.
      res.writeHead(status, answer.statusMessage, out);
      answer.pipe(res);
    };
    const bodyless = !hasBody(req);
    let refused = false;
    let answered = false;
    let clientGone = false;
    let upstream;
    const send = (attempt) => {
      upstream = http.request(options, onAnswer);
      upstream.on("error", (error) => {
        if (refused || clientGone || res.writableEnded) return;
        // Next closed a kept-alive socket as it was reused: nothing reached it, so a request
        // without a body or an effect goes once more, on a fresh socket.
        if (attempt === 1 && !answered && bodyless && RETRYABLE.has(req.method ?? "") && upstream.reusedSocket) return send(2);
        if (res.headersSent) {
          upstreamLine("upstream.cut", req, error, { attempt });
          return res.destroy();
        }
        upstreamLine("upstream.failed", req, error, { status: 502, attempt, reusedSocket: upstream.reusedSocket });
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "2" });
        res.end("Estação: o servidor está iniciando ou indisponível. Tente novamente em instantes.");
      });
      if (bodyless) upstream.end();
    };
    send(1);
    res.on("close", () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    if (bodyless) return void req.resume();
    if (!limited) return void req.pipe(upstream);
    // A chunked body declares no length: count it on the way through.
    let received = 0;
    req.on("data", (chunk) => {
      received += chunk.length;
      if (refused) return;
      if (received <= maxBodyBytes) {
        if (!upstream.write(chunk)) {
          req.pause();
          upstream.once("drain", () => req.resume());
        }
        return;
      }
      refused = true;
      upstream.destroy();
      if (res.headersSent) return void res.destroy();
      req.removeAllListeners("data");
      refuseTooLarge(req, res, client, received);
    });
    req.on("end", () => {
      if (!refused) upstream.end();
    });
  });
}
