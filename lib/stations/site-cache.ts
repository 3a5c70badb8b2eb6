// How a station's public pages are cached and expired. Two caches keep them:
//   1. Next's ISR cache, one entry per page. Every station page renders inside the station layout,
//      which calls `tagStationPages`: an `unstable_cache` read whose tags Next adds to the page's
//      entry. So each cached page carries `station:{id}` and `station-key:{slug or domain}` (named
//      in lib/cache/tags.ts; the key also reaches a cached "not found" of an address before its
//      station existed).
//   2. The front's micro-cache (scripts/front/page-cache.mjs), keyed by host and URL.
// After an owner's change, `revalidateStationSite` (revalidate.ts) expires that station's tags,
// and asks the front to drop that station's hosts: the next visitor gets a fresh render. Other
// stations' pages keep their entries. Another server, if any, catches up within REVALIDATE_SECONDS
// (lib/seo/public-cache.ts) and its front's PAGE_CACHE_SECONDS.
import "server-only";
import { unstable_cache } from "next/cache";
import { stationKeyTag, stationTag } from "@/lib/cache/tags";
import { REVALIDATE_SECONDS } from "@/lib/seo/public-cache";


/**
 * Marks the page being rendered as one of this station's (null: the host names no station yet).
 * The cached value is irrelevant; the tags are what the page's cache entry inherits.
 */
export async function tagStationPages(key: string, stationId: number | null): Promise<void> {
  const tags = stationId === null ? [stationKeyTag(key)] : [stationTag(stationId), stationKeyTag(key)];
  await unstable_cache(async () => true, ["station-pages", key, String(stationId)], { tags, revalidate: REVALIDATE_SECONDS })();
}
