// sitemap.xml of this host's station: its public pages only, on its own origin.
import { getSitemapIds } from "@/lib/content/public";
import { publicPaths, sitemapXml } from "@/lib/seo/sitemap";
import { requireStationFromRequest, stationOrigin } from "@/lib/stations/current";

export async function GET() {
  const station = await requireStationFromRequest();
  const ids = await getSitemapIds(station.id);
  const origin = stationOrigin(station);
  const body = sitemapXml(origin, publicPaths(ids), station.updatedAt.slice(0, 10));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
