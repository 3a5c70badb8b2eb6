// sitemap.xml of this host's station: its public pages only, on its own origin.
import { getSitemapIds } from "@/lib/content/public";
import { publicPaths, sitemapXml } from "@/lib/seo/sitemap";
import { publicRoute } from "@/lib/auth/guard";
import { stationOrigin } from "@/lib/stations/current";

export const GET = publicRoute(async ({ station }) => {
  const ids = await getSitemapIds(station.id);
  const origin = stationOrigin(station);
  const body = sitemapXml(origin, publicPaths(ids), station.updatedAt.slice(0, 10));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
});
