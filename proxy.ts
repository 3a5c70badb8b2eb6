// The request hook only routes: a station host's every path is rewritten into the internal
// /s/{key} segment, the apex into /platform. Because every path is prefixed, a direct request for
// /s/... or /platform on any host lands on a path that does not exist. Authorisation happens in
// pages, actions and handlers, never here.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { resolveHost } from "@/lib/stations/host";

export function proxy(request: NextRequest) {
  const target = resolveHost(request.headers.get("host"), env.ROOT_DOMAIN);
  const url = request.nextUrl.clone();
  const path = url.pathname === "/" ? "" : url.pathname;
  if (target.kind === "apex") url.pathname = `/platform${path}`;
  else if (target.kind === "station") url.pathname = `/s/${encodeURIComponent(target.key)}${path}`;
  else url.pathname = `/s/_${path}`; // "_" is never a station: the station layout answers 404
  return NextResponse.rewrite(url);
}

export const config = {
  // Build assets and the shared static folder are the same for every host.
  matcher: ["/((?!_next/static|_next/image|static/).*)"],
};
