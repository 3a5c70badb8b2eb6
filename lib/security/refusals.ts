// Clear refusals for requests that can only be forged or broken, decided before Next parses them
// (Next would answer most of these with a 500): a write from a foreign Origin (403), a body over
// 1 MB outside the upload routes (413), and a Server Action call whose body is empty or not what
// React's client encodes (400), and a call to a cached read by its server function id (404).
// Called by proxy.ts; the front of `npm start` also caps bodies.
import "server-only";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Upload routes stream larger files and check their own limits. */
const UPLOAD_PATH = /\/upload\/?$/;

export const REFUSAL_TEXT = {
  400: "Pedido inválido: os dados enviados não puderam ser lidos.",
  403: "Pedido recusado: ele não veio deste site.",
  404: "Ação não encontrada.",
  413: "O envio é grande demais: o limite é de 1 MB.",
} as const;

export interface Refusal {
  status: 400 | 403 | 404 | 413;
  reason: "foreign-origin" | "too-large" | "empty-action-body" | "malformed-action-body" | "malformed-action-id" | "malformed-path" | "cached-read-called";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Same host (and port) as the request: the only Origin allowed to write. */
export function isForeignOrigin(origin: string | null, host: string | null, forwardedHost: string | null = null): boolean {
  if (origin === null) return false; // non-browser clients; browsers always send it on writes
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return true;
    originHost = url.host.toLowerCase();
  } catch {
    return true; // "null" (sandboxed frames, data: pages) and garbage
  }
  const allowed = [host, forwardedHost].filter((h): h is string => Boolean(h)).map((h) => h.toLowerCase());
  return !allowed.includes(originHost);
}

/**
 * A write a browser sent from a page of this very host: Origin present and the request's own. For
 * the few writes no other client has a reason to send (the console sign-on), where a missing
 * Origin is refused too.
 */
export function isSameOriginWrite(headers: Headers): boolean {
  const origin = headers.get("origin");
  return origin !== null && !isForeignOrigin(origin, headers.get("host"), headers.get("x-forwarded-host"));
}

/**
 * Whether a server function id names a `'use cache'` function rather than a Server Action. Next
 * gives cached data functions ids like an action's and would run one for any POST that names it,
 * with the caller's arguments: a way around the host that chose the station, and a 500 on
 * arguments no page passes. The page is the only caller a cached read has, so such a call is
 * refused. Next writes the kind in the id's first byte: its top bit is set for a cached function.
 */
export function isCachedReadId(id: string): boolean {
  return (Number.parseInt(id.slice(0, 2), 16) & 0x80) !== 0;
}

/** The checks that need only the request line and headers. */
export function refusalFromHeaders(input: { method: string; pathname: string; headers: Headers }): Refusal | null {
  // Percent-encoding that is not UTF-8 ("%ED%A0%80", a lone surrogate) makes Next's router throw.
  try {
    decodeURIComponent(input.pathname);
  } catch {
    return { status: 400, reason: "malformed-path" };
  }
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  const h = input.headers;
  if (isForeignOrigin(h.get("origin"), h.get("host"), h.get("x-forwarded-host"))) return { status: 403, reason: "foreign-origin" };
  const length = Number(h.get("content-length") ?? 0);
  if (!UPLOAD_PATH.test(input.pathname) && length > MAX_BODY_BYTES) return { status: 413, reason: "too-large" };
  const action = h.get("next-action");
  if (action !== null && !/^[0-9a-f]{40,64}$/i.test(action)) return { status: 400, reason: "malformed-action-id" };
  if (action !== null && isCachedReadId(action)) return { status: 404, reason: "cached-read-called" };
  return null;
}

// The escapes React's encodeReply writes for plain values ("$$..." is a literal string that began
// with "$"). References to other parts ("$@1", "$K2", "$Q3"...) only appear in multipart bodies,
// which carry those parts; in a one-part text body they point at nothing and make Next throw.
const PLAIN_ESCAPE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/;

function plainReply(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return !value.startsWith("$") || PLAIN_ESCAPE.test(value);
  if (Array.isArray(value)) return value.every((v) => plainReply(v, depth + 1));
  if (value !== null && typeof value === "object") return Object.values(value).every((v) => plainReply(v, depth + 1));
  return true;
}

/**
 * A Server Action body as React's client sends it: a JSON array of arguments (text/plain), or a
 * multipart form (FormData arguments, forms without JavaScript). Anything else is refused.
 */
export function refusalFromActionBody(contentType: string | null, body: string): Refusal | null {
  if (body.trim() === "") return { status: 400, reason: "empty-action-body" };
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") return null; // parsed by proxy.ts
  if (type !== "text/plain" && type !== "") return { status: 400, reason: "malformed-action-body" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { status: 400, reason: "malformed-action-body" };
  }
  if (!Array.isArray(parsed) || !plainReply(parsed)) return { status: 400, reason: "malformed-action-body" };
  return null;
}
