// One log line per HTTP request: request id, station, user id, route pattern, status, duration.
//
// Where the line comes from: Node publishes every request's start and its response's finish on
// diagnostics channels (http.server.request.start / http.server.response.finish), which cover
// every request `next start` serves without wrapping its server. The start opens a record, carried
// through the request's async work (AsyncLocalStorage), that the request hook (station) and the
// session reader (user id) fill in; the route pattern is Next's own: Next names it on its request
// span (`next.route`, OpenTelemetry), which a minimal tracer here records and nothing else. The
// raw path is never written: it can hold ids, tokens, a CPF or an e-mail.
//
// Request id: an incoming X-Request-Id is kept only from a trusted front (nginx, `npm start`'s
// front) and only when well formed; otherwise one is generated. Either way it is sent back.
import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { context, trace, type Attributes } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, SamplingDecision, type ReadableSpan, type Sampler, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { env } from "@/lib/env";
import { isTrustedProxy, normalizeIp, parseTrustProxy, PEER_HEADER, REQUEST_ID_HEADER, requestIdFor, verifyPeerHeader } from "@/lib/security/client-address.mjs";
import type { Logger } from "./logger";
import { annotateRequest, requestStore, type RequestRecord } from "./request-context";

export { REQUEST_ID_HEADER };
/** Next's request span: the one whose attributes name the route pattern. */
const NEXT_REQUEST_SPAN = "BaseServer.handleRequest";

export { annotateRequest };

// Next.js may load this module more than once per process: one installation.
const globalForRequests = globalThis as unknown as { __estacaoRequestLog?: boolean };

/**
 * Records only Next's request spans, and only to copy their route pattern into the request's
 * record. An inner span that names the route as it starts (resolving a page served from Next's
 * cache, which never reaches the request span) gives it too, until the request span says.
 */
const requestSpansOnly: Sampler = {
  shouldSample: (_context, _traceId, _name, _kind, attributes: Attributes) => {
    const route = attributes["next.route"];
    if (typeof route === "string" && requestStore.getStore()?.route === undefined) annotateRequest({ route });
    return { decision: attributes["next.span_type"] === NEXT_REQUEST_SPAN ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD };
  },
  toString: () => "next-request-spans-only",
};

const routeFromSpans: SpanProcessor = {
  onStart: () => undefined,
  onEnd: (span: ReadableSpan) => {
    const route = span.attributes["next.route"];
    if (typeof route === "string") annotateRequest({ route });
  },
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

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
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const provider = new BasicTracerProvider({ sampler: requestSpansOnly, spanProcessors: [routeFromSpans] });
  trace.setGlobalTracerProvider(provider);

  const onStart = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const record: RequestRecord = { requestId: requestIdFor(request.headers[REQUEST_ID_HEADER], trustsRequestId(request)), started: process.hrtime.bigint(), method: request.method ?? "GET" };
    response.setHeader(REQUEST_ID_HEADER, record.requestId);
    records.set(response, record);
    // Runs just before the server's "request" event, so the handler and all its async work see it.
    requestStore.enterWith(record);
  };
  const onFinish = (message: unknown) => {
    const { response } = message as { response: ServerResponse };
    const record = records.get(response);
    if (!record) return;
    records.delete(response);
    const durationMs = Math.round(Number(process.hrtime.bigint() - record.started) / 1e4) / 100;
    logger.info({
      type: "request",
      requestId: record.requestId,
      method: record.method,
      route: record.route ?? null,
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
    trace.disable();
    context.disable();
    globalForRequests.__estacaoRequestLog = false;
  };
}
