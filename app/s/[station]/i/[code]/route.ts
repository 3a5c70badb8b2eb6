// GET /i/{code}: the short invite link members share; leads to /cadastrar/{code}-U{userId}-E{stationId}.
import { NextResponse } from "next/server";
import { resolveInviteLinkFor } from "@/lib/activities/invitations";
import { requireStationFromRequest, stationOrigin } from "@/lib/stations/current";

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const station = await requireStationFromRequest();
  const code = (await params).code;
  const target = /^[a-z0-9]{4,16}$/i.test(code) ? await resolveInviteLinkFor(station.id, code) : null;
  // The request URL seen here is the internal rewrite; the station's own origin keeps the host.
  return NextResponse.redirect(`${stationOrigin(station)}${target ?? "/cadastrar"}`, 307);
}
