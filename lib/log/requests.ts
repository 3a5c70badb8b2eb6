// One log line per HTTP request: request id, station, user id, route pattern, status, duration.
//
// Where the line comes from: Node publishes every request's start and its response's finish on
// diagnostics channels (http.server.request.start / http.server.response.finish), which cover
// every request `next start` serves without wrapping its server. The start opens a record, carried
// through the request's async work (AsyncLocalStorage), that the request hook (station) and the
// session reader (user id) fill in. The route pattern is Next's own: the route it matched, which
// it keeps on the request itself (its request meta, read at the finish). The raw path is never
// written: it can hold ids, tokens, a CPF or an e-mail.
//
// Why not OpenTelemetry, which is how Next publishes the route: a registered tracer provider turns
// on Next's spans, and with them span objects and an AsyncLocalStorage context switch around every
// traced step of every render. Profiled on the member pages under load, that was 3.3% of the
// server's CPU (self time), and three dependencies, for one string per request.
//
// Request id: an incoming X-Request-Id is kept only from a trusted front (nginx, `npm start`'s
// front) and only when well formed; otherwise one is generated. Either way it is sent back.
import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/lib/env";
import { isTrustedProxy, normalizeIp, parseTrustProxy, PEER_HEADER, REQUEST_ID_HEADER, requestIdFor, verifyPeerHeader } from "@/lib/security/client-address.mjs";
import type { Logger } from "./logger";
import { requestStore, type RequestRecord } from "./request-context";

export { REQUEST_ID_HEADER };
// Next.js may load this module more than once per process: one installation.
const globalForRequests = globalThis as unknown as { __estacaoRequestLog?: boolean };

/**
 * Where `next start` keeps what it decided about a request (Next's internal request meta, on the
 * Node request object). Its matched route's pattern is the one field read; e2e/drain.e2e.ts checks
 * it against the real server, so an upgrade of Next that moves it fails there.
 */
export const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

interface NextRequestMeta {
  match?: { definition?: { pathname?: unknown } };
}

/** The route pattern Next matched for this request ("/s/[station]/homepage"); none for a static file. */
function routeNextMatched(request: IncomingMessage): string | undefined {
  const meta = (request as IncomingMessage & { [NEXT_REQUEST_META]?: NextRequestMeta })[NEXT_REQUEST_META];
  const route = meta?.match?.definition?.pathname;
  return typeof route === "string" ? route : undefined;
}

const trust = parseTrustProxy(env.TRUST_PROXY);

/**
 * Whether the request came through a front allowed to name its id: `npm start`'s front (it signs
 * the peer header with this process's FRONT_SECRET), or a proxy TRUST_PROXY trusts (nginx).
 */
export function fromTrustedFront(request: IncomingMessage): boolean {
  const peer = request.headers[PEER_HEADER];
  if (verifyPeerHeader(typeof peer === "string" ? peer : null, env.FRONT_SECRET)) return true;
  const socket = normalizeIp(request.socket.remoteAddress);
  return socket !== null && isTrustedProxy(socket, trust);
}

export interface RequestLogOptions {
  logger: Logger;
  /** Whether this request came from a front whose X-Request-Id may be kept. */
  trustsRequestId: (request: IncomingMessage) => boolean;
}

/** Starts writing a line per request; returns the function that stops it (tests). */
export function installRequestLog({ logger, trustsRequestId }: RequestLogOptions): () => void {
  if (globalForRequests.__estacaoRequestLog) return () => undefined;
  globalForRequests.__estacaoRequestLog = true;
  const records = new WeakMap<ServerResponse, RequestRecord>();

  const onStart = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const record: RequestRecord = { requestId: requestIdFor(request.headers[REQUEST_ID_HEADER], trustsRequestId(request)), started: process.hrtime.bigint(), method: request.method ?? "GET" };
    response.setHeader(REQUEST_ID_HEADER, record.requestId);
    records.set(response, record);
    // Runs just before the server's "request" event, so the handler and all its async work see it.
    requestStore.enterWith(record);
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const record = records.get(response);
    if (!record) return;
    records.delete(response);
    const durationMs = Math.round(Number(process.hrtime.bigint() - record.started) / 1e4) / 100;
    logger.info({
      type: "request",
      requestId: record.requestId,
      method: record.method,
      route: routeNextMatched(request) ?? null,
      station: record.station ?? null,
      userId: record.userId ?? null,
      status: response.statusCode,
      durationMs,
    });
  };
  diagnostics.subscribe("http.server.request.start", onStart);
  diagnostics.subscribe("http.server.response.finish", onFinish);
  return () => {
    diagnostics.unsubscribe("http.server.request.start", onStart);
    diagnostics.unsubscribe("http.server.response.finish", onFinish);
    globalForRequests.__estacaoRequestLog = false;
  };
}
