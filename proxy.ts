// The request hook only routes: a station host's every path is rewritten into the internal
// /s/{key} segment, the apex into /platform. Because every path is prefixed, a direct request for
// /s/... or /platform on any host lands on a path that does not exist. Authorisation happens in
// pages, actions and handlers, never here.
//
// One routing decision depends on the visitor: the public landing and activity pages are cached
// per station (the same HTML for everyone), so a visitor holding this host's session cookie is
// sent to the member area's version here instead of by the page. The member area checks the
// session itself and clears a cookie that no longer names a valid session.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { resolveHost } from "@/lib/stations/host";

/** Public pages whose member version lives in the member area. */
function memberVersionOf(pathname: string): string | null {
  if (pathname === "/") return "/homepage";
  const activity = /^\/atividade\/(\d+)$/.exec(pathname);
  return activity ? `/homepage/atividades/${activity[1]}` : null;
}

const HSTS = env.PUBLIC_SCHEME === "https" ? "max-age=31536000; includeSubDomains" : null;

function secured(response: NextResponse): NextResponse {
  if (HSTS) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

export function proxy(request: NextRequest) {
  const target = resolveHost(request.headers.get("host"), env.ROOT_DOMAIN);
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
  else if (target.kind === "station") url.pathname = `/s/${encodeURIComponent(target.key)}${path}`;
  else url.pathname = `/s/_${path}`; // "_" is never a station: the station layout answers 404
  return secured(NextResponse.rewrite(url));
}

export const config = {
  // Build assets and the shared static folder are the same for every host.
  matcher: ["/((?!_next/static|_next/image|static/).*)"],
};
