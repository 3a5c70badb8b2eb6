// The one way the server fetches a URL an owner chose (a station's WordPress today; webhooks and
// image imports later). The owner's URL was checked when saved, but a name can resolve elsewhere
// by the time it is fetched (DNS rebinding) and a site can redirect anywhere, so every hop is
// checked here, at connect time:
// - https only; the name is resolved and every address it has must be public
//   (lib/security/public-address.ts), then the connection goes to that checked address (pinned:
//   the name is never resolved again), with TLS verified against the name;
// - redirects are followed by hand, each hop checked again, at most OUTBOUND_MAX_REDIRECTS;
// - the whole exchange has a deadline and the body a size bound.
// The operator may trust a few origins that are not public https sites (an intranet WordPress, a
// test's fake) with OUTBOUND_ALLOW_ORIGINS, and add a certificate authority with OUTBOUND_CA_FILE
// (lib/env.ts). Nothing else, and nothing an owner can set, widens this.
import "server-only";
import { lookup } from "node:dns/promises";
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { rootCertificates } from "node:tls";
import { env } from "@/lib/env";
import { isNonPublicAddress } from "./public-address";

/** Redirects followed per fetch; the next one is refused. */
export const OUTBOUND_MAX_REDIRECTS = 3;
/** Deadline of a whole fetch, redirects included, unless the caller gives a shorter one. */
export const OUTBOUND_TIMEOUT_MS = 5_000;
/** Largest body read; a longer one is refused. */
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;

/** A URL, address or answer the server will not fetch or read. */
export class OutboundRefusedError extends Error {
  override name = "OutboundRefusedError";
}

export interface OutboundOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
}

interface Hop {
  url: URL;
  /** The checked address the connection goes to. */
  address: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([204, 205, 304]);

let extraCa: string[] | undefined;
function certificateAuthorities(): string[] | undefined {
  if (!env.OUTBOUND_CA_FILE) return undefined;
  extraCa ??= [...rootCertificates, readFileSync(env.OUTBOUND_CA_FILE, "utf8")];
  return extraCa;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** Whether the server may fetch this URL, and the address it must connect to. */
async function checkHop(url: URL, signal: AbortSignal): Promise<Hop> {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundRefusedError(`Esquema não permitido: ${url.protocol}`);
  if (url.username || url.password) throw new OutboundRefusedError("Endereço com credenciais não é permitido");
  const trusted = env.OUTBOUND_ALLOW_ORIGINS.includes(url.origin);
  if (!trusted && url.protocol !== "https:") throw new OutboundRefusedError(`Somente https: ${url.origin}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await untilAborted(lookup(host, { all: true, verbatim: true }), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new OutboundRefusedError(`Nome não encontrado: ${host}`);
    }
  }
  if (addresses.length === 0) throw new OutboundRefusedError(`Nome não encontrado: ${host}`);
  // Every address, not only the one used: a name with one private address is an inward name.
  if (!trusted && addresses.some((a) => isNonPublicAddress(a.address))) throw new OutboundRefusedError(`Endereço fora da internet pública: ${host}`);
  const pinned = addresses.find((a) => a.family === 4) ?? addresses[0]!;
  return { url, address: pinned.address };
}

interface RawAnswer {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
}

/** One GET to the checked address; a redirect's body is not read. */
function get(hop: Hop, options: Required<Pick<OutboundOptions, "maxBytes">> & OutboundOptions, signal: AbortSignal): Promise<RawAnswer> {
  const { url } = hop;
  const name = url.hostname.replace(/^\[|\]$/g, "");
  const secure = url.protocol === "https:";
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = (secure ? https : http).request({
      host: hop.address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { ...options.headers, host: url.host, "accept-encoding": "identity" },
      // TLS: the name goes in SNI and the certificate is verified against it, not against the IP.
      ...(secure ? { servername: isIP(name) ? undefined : name, ca: certificateAuthorities() } : {}),
      agent: false,
      signal,
    });
    request.on("error", reject);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const answer = { status, statusText: response.statusMessage ?? "", headers: response.headers };
      if ((REDIRECTS.has(status) && response.headers.location) || NULL_BODY.has(status)) {
        response.destroy();
        return resolve({ ...answer, body: null });
      }
      const declared = Number(response.headers["content-length"]);
      if (declared > options.maxBytes) {
        response.destroy();
        return reject(new OutboundRefusedError(`Resposta maior que ${options.maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(new OutboundRefusedError(`Resposta maior que ${options.maxBytes} bytes`));
        } else chunks.push(chunk);
      });
      response.on("error", reject);
      response.on("end", () => resolve({ ...answer, body: Buffer.concat(chunks) }));
    });
    request.end();
  });
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/**
 * GET `url` under the rules above. Answers a web `Response` (body already read); throws
 * OutboundRefusedError for a URL, address, redirect or body the rules refuse, and the network's
 * own error (or a TimeoutError) when the site does not answer in time.
 */
export async function outboundFetch(url: string, options: OutboundOptions = {}): Promise<Response> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS);
  const settings = { ...options, maxBytes: options.maxBytes ?? OUTBOUND_MAX_BYTES };
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundRefusedError("Endereço inválido");
  }
  for (let redirects = 0; ; redirects++) {
    const answer = await get(await checkHop(current, signal), settings, signal);
    const location = answer.headers.location;
    if (!REDIRECTS.has(answer.status) || !location) {
      return new Response(answer.body && !NULL_BODY.has(answer.status) ? new Uint8Array(answer.body) : null, {
        status: answer.status,
        statusText: answer.statusText,
        headers: toHeaders(answer.headers),
      });
    }
    if (redirects >= OUTBOUND_MAX_REDIRECTS) throw new OutboundRefusedError(`Mais de ${OUTBOUND_MAX_REDIRECTS} redirecionamentos`);
    try {
      current = new URL(location, current);
    } catch {
      throw new OutboundRefusedError("Redirecionamento para um endereço inválido");
    }
  }
}
