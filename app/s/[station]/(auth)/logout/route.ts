// /logout: ends the session (its row is revoked, not only the cookie dropped) and goes to / or to
// the same-site path named by ?next= (e.g. /suporte from the suspended-access modal). The UI posts
// here; a GET with a live session only shows the confirmation page, so a link or an image on
// another site cannot sign a member out. A GET without a live session (a stale cookie: the member
// area sends those here) just clears the cookie. 303 so a POST ends as a GET of the next page.
import { endSession } from "@/lib/auth/session";
import { hasStationSession, publicRoute } from "@/lib/auth/guard";
import { safeNextPath } from "@/lib/auth/safe-next";
import { stationOrigin } from "@/lib/stations/current";

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

export const GET = publicRoute(async ({ request, station }) => {
  const next = safeNextPath(request.nextUrl.searchParams.get("next"), "/", stationOrigin(station));
  if (await hasStationSession(station.id)) return seeOther(`/logout/confirmar?next=${encodeURIComponent(next)}`);
  await endSession();
  return seeOther(next);
});

export const POST = publicRoute(async ({ request, station }) => {
  await endSession();
  return seeOther(safeNextPath(request.nextUrl.searchParams.get("next"), "/", stationOrigin(station)));
});
