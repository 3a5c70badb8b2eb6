// Cached reads for the public pages. Each station's content is cached under its own tags and
// dropped by invalidateStationContent after an owner edits it; a short revalidate bounds staleness
// on the other servers. Only plain JSON-safe objects pass through the cache.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/client";
import { listPublicPlans, type PublicPlan } from "@/lib/plans/queries";
import { REVALIDATE_SECONDS } from "@/lib/seo/public-cache";
import { loadPublicActivities, type PublicActivityCard } from "./activities";
import { listAboutSectionIds, listLandingSections, type LandingSection } from "./queries";


export const contentTag = (stationId: number) => `station:${stationId}:content`;

export interface LandingContent {
  sections: LandingSection[];
  plans: PublicPlan[];
  activities: PublicActivityCard[];
}

export function getLandingContent(stationId: number): Promise<LandingContent> {
  return unstable_cache(
    async () => {
      const db = await getDb();
      const [sections, plans, activities] = await Promise.all([
        listLandingSections(db, stationId),
        listPublicPlans(db, stationId),
        loadPublicActivities(db, stationId),
      ]);
      return { sections, plans, activities };
    },
    ["landing-content", String(stationId)],
    { tags: [contentTag(stationId), `station:${stationId}`, `station:${stationId}:activities`], revalidate: REVALIDATE_SECONDS },
  )();
}

export function getSitemapIds(stationId: number): Promise<{ aboutIds: number[]; planIds: number[]; activityIds: number[] }> {
  return unstable_cache(
    async () => {
      const db = await getDb();
      const [aboutIds, plans, activities] = await Promise.all([
        listAboutSectionIds(db, stationId),
        listPublicPlans(db, stationId),
        loadPublicActivities(db, stationId, 500),
      ]);
      return { aboutIds, planIds: plans.map((p) => p.id), activityIds: activities.map((a) => a.id) };
    },
    ["sitemap-ids", String(stationId)],
    { tags: [contentTag(stationId), `station:${stationId}`, `station:${stationId}:activities`], revalidate: REVALIDATE_SECONDS },
  )();
}

/** Drops the cached sections, plans and activities of a station (revalidateStationSite calls it). */
export function invalidateStationContent(stationId: number): void {
  revalidateTag(contentTag(stationId), { expire: 0 });
}
