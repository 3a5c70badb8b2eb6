// Share-link resolver: /compartilhamento?source={userId}&campaign={activityId} records the share
// and sends the visitor to the activity; an invalid link lands on the home page.
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { resolveShare } from "@/lib/content/shares";
import { requireStationFromRequest } from "@/lib/stations/current";

export async function GET(request: NextRequest) {
  const station = await requireStationFromRequest();
  const target = await resolveShare(await getDb(), station.id, Object.fromEntries(request.nextUrl.searchParams));
  // Relative Location: the browser stays on the station's own host (the request URL is internal).
  return new NextResponse(null, { status: 307, headers: { Location: target ?? "/", "Cache-Control": "no-store" } });
}
