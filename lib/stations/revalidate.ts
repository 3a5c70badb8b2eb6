// After a write to a station's data: drop this server's copy of the station, expire exactly that
// station's cached public pages (its tags, lib/cache/tags.ts) and its front's copies. Only callable
// from a Server Action or a Route Handler; library code stays free of it so scripts and tests can
// write stations too.
import "server-only";
import { revalidateTag } from "next/cache";
import { env } from "@/lib/env";
import { invalidateStationContent } from "@/lib/content/public";
import { invalidateStation } from "./queries";
import { siteTags, type SiteRef } from "@/lib/cache/tags";

export async function revalidateStationSite(station: SiteRef): Promise<void> {
  invalidateStation(station);
  // Its sections, plans and activities are cached as data too; pages rebuilt now must not reuse them.
  invalidateStationContent(station.id);
  for (const tag of siteTags(station)) revalidateTag(tag, { expire: 0 });
  await purgeFront([`${station.slug}.${env.ROOT_DOMAIN}`, ...(station.domain ? [station.domain] : [])]);
}

/**
 * Tells this server's front (scripts/front/page-cache.mjs) to forget the hosts' pages. Without a
 * front (next dev, tests) there is nothing to purge; a front that does not answer in a second is
 * left to expire its pages by itself, within PAGE_CACHE_SECONDS.
 */
async function purgeFront(hosts: string[]): Promise<void> {
  if (!env.FRONT_PORT || !env.FRONT_SECRET) return;
  try {
    await fetch(`http://127.0.0.1:${env.FRONT_PORT}/__front/purge`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-front-purge": env.FRONT_SECRET },
      body: JSON.stringify({ hosts }),
      signal: AbortSignal.timeout(1000),
    });
  } catch {
    // expired by its own clock instead
  }
}
