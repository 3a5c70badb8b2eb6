// The front of `npm start`: a small reverse proxy with a micro-cache, in front of `next start`.
//
// Public station pages are rendered once and kept by Next (ISR, see lib/seo/public-cache.ts), but
// every request still runs Next's whole request pipeline, about 1.5 ms of CPU. A shared cache in
// front, the job a CDN or nginx's proxy_cache does in a larger deployment, serves those pages from
// memory for a few seconds instead. It follows HTTP's shared-cache rules, so it never needs to
// know which pages are public:
//   - only GET and HEAD, never with the session cookie or an Authorization header;
//   - only a 200 whose Cache-Control allows a shared cache (s-maxage or max-age > 0, neither
//     private nor no-store nor no-cache)
//     and that sets no cookie; Vary'd request headers are part of the key;
//   - kept for min(s-maxage, maxAgeSeconds): a change shows everywhere within seconds, even though
//     Next's on-demand revalidation cannot reach this cache.
// Everything else is streamed through untouched (Server Actions, uploads, the member area).
import http from "node:http";

export const SESSION_COOKIE = "estacao.session"; // lib/auth/session-cookie.ts

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

function requestHeadersFor(req) {
  const headers = forwardable(req.headers);
  delete headers.expect; // this server already answered "100 Continue" to the client
  headers["x-forwarded-for"] ??= req.socket.remoteAddress ?? "";
  return headers;
}

function hasSessionCookie(cookieHeader) {
  return typeof cookieHeader === "string" && cookieHeader.split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
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
  constructor({ maxAgeSeconds = 5, maxBytes = 64 * 1024 * 1024, now = () => Date.now() } = {}) {
    this.maxAgeMs = maxAgeSeconds * 1000;
    this.maxBytes = maxBytes;
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
    if (ttl <= 0 || body.length > this.maxBytes / 8) return;
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

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

function sendEntry(req, res, entry) {
  res.writeHead(entry.status, { ...entry.headers, "x-page-cache": "HIT" });
  res.end(req.method === "HEAD" ? undefined : entry.body);
}

/**
 * The front server: answers from `cache` when it can, otherwise forwards to Next on
 * upstreamHost:upstreamPort (keeping the Host header, adding X-Forwarded-For like Next itself would).
 */
export function createFrontServer({ upstreamPort, upstreamHost = "localhost", cache }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return http.createServer((req, res) => {
    const cacheable = cache !== null && isCacheableRequest(req);
    if (cacheable) {
      const hit = cache.get(req);
      if (hit) return sendEntry(req, res, hit);
    }
    const headers = requestHeadersFor(req);
    const upstream = http.request({ host: upstreamHost, port: upstreamPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      const status = answer.statusCode ?? 502;
      const out = forwardable(answer.headers);
      const maxAge = cacheable && req.method === "GET" ? sharedMaxAge(status, answer.headers) : 0;
      if (maxAge === 0) {
        res.writeHead(status, answer.statusMessage, out);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on("data", (c) => chunks.push(c));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        out["content-length"] = String(body.length); // the body as stored, whatever upstream framed
        cache.set(req, status, out, body, maxAge);
        res.writeHead(status, { ...out, "x-page-cache": "MISS" });
        res.end(body);
      });
      answer.on("error", () => res.destroy());
    });
    upstream.on("error", () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "2" });
      res.end("Estação: o servidor está iniciando ou indisponível. Tente novamente em instantes.");
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
