// robots.txt of this host's station: public site open, member and auth areas closed.
import { robotsTxt } from "@/lib/seo/sitemap";
import { publicRoute } from "@/lib/auth/guard";
import { stationOrigin } from "@/lib/stations/current";

export const GET = publicRoute(async ({ station }) =>
  new Response(robotsTxt(stationOrigin(station)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  }),
);
