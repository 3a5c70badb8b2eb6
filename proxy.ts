// The request hook only routes: a station host's every path is rewritten into the internal
// /s/{key} segment, the apex into /platform, the owner console's host (painel.{root}) into /console. Because every path is prefixed, a direct request for
// /s/..., /platform or /console on any host lands on a path that does not exist. Authorisation happens in
// pages, actions and handlers, never here.
//
// One routing decision depends on the visitor: the public landing and activity pages are cached
// per station (the same HTML for everyone), so a visitor holding this host's session cookie is
// sent to the member area's version here instead of by the page. The member area checks the
// session itself and clears a cookie that no longer names a valid session.
//
// Before routing, requests that can only be forged or broken get a clear refusal instead of a 500
// (lib/security/refusals.ts): foreign Origin on a write 403, oversize body 413, malformed Server
// Action body 400.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { CONSOLE_PATH_HEADER } from "@/lib/auth/console-return";
import { env } from "@/lib/env";
import { logSecurityEvent } from "@/lib/security/events";
import { REFUSAL_TEXT, refusalFromActionBody, refusalFromHeaders, type Refusal } from "@/lib/security/refusals";
import { resolveHost } from "@/lib/stations/host";
import { annotateRequest } from "@/lib/log/request-context";
import { PEER_HEADER, verifyPeerHeader } from "@/lib/security/client-address.mjs";
import { loggedPath } from "@/lib/log/logged-path.mjs";

/** Public pages whose member version lives in the member area. */
function memberVersionOf(pathname: string): string | null {
  if (pathname === "/") return "/homepage";
  const activity = /^\/atividade\/(\d+)$/.exec(pathname);
  return activity ? `/homepage/atividades/${activity[1]}` : null;
}

function refuse(request: NextRequest, refusal: Refusal): NextResponse {
  const ip = verifyPeerHeader(request.headers.get(PEER_HEADER), env.FRONT_SECRET)?.client ?? null;
  logSecurityEvent({ kind: "request.refused", ip, reason: refusal.reason, detail: { method: request.method, path: loggedPath(request.nextUrl.pathname) } });
  return new NextResponse(REFUSAL_TEXT[refusal.status], { status: refusal.status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** Refusal for a request that can only be forged or broken, or null to go on. */
async function badRequest(request: NextRequest): Promise<Refusal | null> {
  const early = refusalFromHeaders({ method: request.method, pathname: request.nextUrl.pathname, headers: request.headers });
  if (early || request.method !== "POST" || !request.headers.has("next-action")) return early;
  const contentType = request.headers.get("content-type");
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType ?? "")) {
    try {
      const form = await request.clone().formData();
      // The root part of an encoded reply is JSON; its references point at the other parts.
      const first = form.get("0");
      if (typeof first === "string") JSON.parse(first);
      return null;
    } catch {
      return { status: 400, reason: "malformed-action-body" };
    }
  }
  return refusalFromActionBody(contentType, await request.clone().text());
}

const HSTS = env.PUBLIC_SCHEME === "https" ? "max-age=31536000; includeSubDomains" : null;

/**
 * The camera is the console's alone (its door reads members' QR codes with the phone); every
 * other host keeps next.config's `camera=()`. The whole console host allows it, not one path:
 * the menu opens the door without loading a new document, and a document keeps its policy.
 */
const CONSOLE_PERMISSIONS = "camera=(self), microphone=(), geolocation=()";

function secured(response: NextResponse, console = false): NextResponse {
  if (HSTS) response.headers.set("Strict-Transport-Security", HSTS);
  if (console) response.headers.set("Permissions-Policy", CONSOLE_PERMISSIONS);
  return response;
}

export async function proxy(request: NextRequest) {
  const refusal = await badRequest(request);
  if (refusal) return secured(refuse(request, refusal));
  const target = resolveHost(request.headers.get("host"), env.ROOT_DOMAIN);
  annotateRequest({ station: target.kind === "station" ? target.key : target.kind });
  const url = request.nextUrl.clone();
  if (target.kind === "station" && request.cookies.has(SESSION_COOKIE)) {
    const memberPath = memberVersionOf(url.pathname);
    if (memberPath) {
      url.pathname = memberPath;
      url.search = "";
      return secured(NextResponse.redirect(url, 307));
    }
  }
  const path = url.pathname === "/" ? "" : url.pathname;
  if (target.kind === "apex") url.pathname = `/platform${path}`;
  else if (target.kind === "console") url.pathname = `/console${path}`;
  else if (target.kind === "station") url.pathname = `/s/${encodeURIComponent(target.key)}${path}`;
  else url.pathname = `/s/_${path}`; // "_" is never a station: the station layout answers 404
  if (target.kind !== "console") return secured(NextResponse.rewrite(url));
  // The console's pages learn the address they were opened at (whatever a client sent under that
  // name is replaced): signed out, they keep it to come back to after sign-in (lib/auth/console-return.ts).
  const forwarded = new Headers(request.headers);
  forwarded.set(CONSOLE_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return secured(NextResponse.rewrite(url, { request: { headers: forwarded } }), true);
}

export const config = {
  // Build assets and the shared static folder are the same for every host. The wall's upload is
  // left alone too: Next buffers (and cuts at 10 MB) the body of any request the hook sees, and a
  // 200 MB video must stream (app/homepage/feed/upload/route.ts repeats the Origin check).
  // The probes (/healthz, /readyz) answer on any host, whatever it routes to: nginx may call them
  // on 127.0.0.1.
  matcher: ["/((?!_next/static|_next/image|static/|homepage/feed/upload$|healthz$|readyz$).*)"],
};
