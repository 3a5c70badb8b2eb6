// GET /i/{code}: the short invite link members share; leads to /cadastrar/{code}-U{userId}-E{stationId}.
import { NextResponse } from "next/server";
import { resolveInviteLinkFor } from "@/lib/activities/invitations";
import { publicRoute } from "@/lib/auth/guard";
import { stationOrigin } from "@/lib/stations/current";

export const GET = publicRoute<{ code: string }>(async ({ station, params }) => {
  const code = params.code;
  const target = /^[a-z0-9]{4,16}$/i.test(code) ? await resolveInviteLinkFor(station.id, code) : null;
  // The request URL seen here is the internal rewrite; the station's own origin keeps the host.
  return NextResponse.redirect(`${stationOrigin(station)}${target ?? "/cadastrar"}`, 307);
});
