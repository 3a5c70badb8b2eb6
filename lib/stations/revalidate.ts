// After a write to a station's data: expire exactly the cache tags of what it changed
// (lib/cache/tags.ts), and tell the front to drop that station's pages when a public page shows
// it. Only callable from a Server Action or a Route Handler; library code stays free of it so
// scripts and tests can write stations too.
import "server-only";
import { expireTags } from "@/lib/cache/cached";
import { expiryTags, PUBLIC_PARTS, siteTags, type Expiry, type SiteRef } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { FRONT_PURGE_PATH, FRONT_PURGE_SECRET_HEADER } from "@/lib/cache/front.mjs";
import { findStationVersion, getStationByKey } from "./queries";

/** Expires every page of the station (its brand or access rules changed, or it was just created). */
export async function revalidateStationSite(station: SiteRef): Promise<void> {
  await revalidateStationParts(station, ["station"]);
}

/**
 * Expires what these parts of the station's site show, and nothing else. The station record (on
 * every page) is renewed only when the write changed what it holds: the station's row (every
 * write to it moves `updatedAt`: brand, legal texts, feature switches, settings) or whether it
 * has plans and published news (the member menu's "Planos" and "Notícias").
 */
export async function revalidateStationParts(station: SiteRef, expires: readonly Expiry[]): Promise<void> {
  const tags = expires.flatMap((expiry) => expiryTags(station, expiry));
  const recordChanged = await recordOutdated(station);
  if (recordChanged) tags.push(...siteTags(station));
  if (tags.length === 0) return;
  expireTags(tags);
  const seenInPublic = recordChanged || expires.some((e) => typeof e === "object" || PUBLIC_PARTS.includes(e));
  if (seenInPublic) await purgeFront(frontHosts(station, expires));
}

/** Whether the cached record of the station differs from what its rows say now. */
async function recordOutdated(station: SiteRef): Promise<boolean> {
  const cached = await getStationByKey(station.slug);
  const now = await findStationVersion(await getDb(), station.id);
  if (!cached || !now) return true;
  return now.updatedAt !== cached.updatedAt || now.hasPlans !== cached.hasPlans || now.hasNews !== cached.hasNews;
}

function frontHosts(station: SiteRef, expires: readonly Expiry[]): string[] {
  const domains = expires.flatMap((e) => (typeof e === "object" ? [e.newDomain] : []));
  return [`${station.slug}.${env.ROOT_DOMAIN}`, ...(station.domain ? [station.domain] : []), ...domains];
}

/**
 * Tells this server's front (scripts/front/page-cache.mjs) to forget the hosts' pages. Without a
 * front (next dev, tests) there is nothing to purge; a front that does not answer in a second is
 * left to expire its pages by itself, within its PAGE_CACHE_SECONDS.
 */
async function purgeFront(hosts: string[]): Promise<void> {
  if (!env.FRONT_PORT || !env.FRONT_SECRET) return;
  try {
    await fetch(`http://127.0.0.1:${env.FRONT_PORT}${FRONT_PURGE_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [FRONT_PURGE_SECRET_HEADER]: env.FRONT_SECRET },
      body: JSON.stringify({ hosts }),
      signal: AbortSignal.timeout(1000),
    });
  } catch {
    // expired by its own clock instead
  }
}
