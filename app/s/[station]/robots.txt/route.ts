// robots.txt of this host's station: public site open, member and auth areas closed.
import { robotsTxt } from "@/lib/seo/sitemap";
import { requireStationFromRequest, stationOrigin } from "@/lib/stations/current";

export async function GET() {
  const station = await requireStationFromRequest();
  return new Response(robotsTxt(stationOrigin(station)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
