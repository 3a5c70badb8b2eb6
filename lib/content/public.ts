// Cached reads for the public pages, one per part of the site, each tagged with that part
// (lib/cache/tags.ts): a page that shows plans carries the plans tag, and a plans save renders
// exactly those pages again. Only plain JSON-safe objects pass through the cache.
import "server-only";
import { getPublicActivity } from "@/lib/activities/public";
import { cacheFor } from "@/lib/cache/cached";
import { partTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { listPublicPlans, type PublicPlan } from "@/lib/plans/queries";
import type { Station } from "@/lib/stations/queries";
import { loadPublicActivities, type PublicActivityCard } from "./activities";
import { legalBodies } from "./legal-body";
import type { LegalBody } from "./legal";
import { getAboutPage, getPlanPage } from "./pages";
import { listAboutSectionIds, listLandingSections, type LandingSection } from "./queries";

export interface LandingContent {
  sections: LandingSection[];
  plans: PublicPlan[];
  activities: PublicActivityCard[];
}

/** The landing's visible sections (also the site's menu). */
export async function getLandingSections(stationId: number): Promise<LandingSection[]> {
  "use cache";
  cacheFor([partTag(stationId, "landing")]);
  return listLandingSections(await getDb(), stationId);
}

async function getPublicPlans(stationId: number): Promise<PublicPlan[]> {
  "use cache";
  cacheFor([partTag(stationId, "plans")]);
  return listPublicPlans(await getDb(), stationId);
}

async function getPublicActivities(stationId: number, limit: number): Promise<PublicActivityCard[]> {
  "use cache";
  cacheFor([partTag(stationId, "activities")]);
  return loadPublicActivities(await getDb(), stationId, limit);
}

async function getAboutSectionIds(stationId: number): Promise<number[]> {
  "use cache";
  cacheFor([partTag(stationId, "landing")]);
  return listAboutSectionIds(await getDb(), stationId);
}

export async function getLandingContent(stationId: number): Promise<LandingContent> {
  const [sections, plans, activities] = await Promise.all([getLandingSections(stationId), getPublicPlans(stationId), getPublicActivities(stationId, 12)]);
  return { sections, plans, activities };
}

export async function getSitemapIds(stationId: number): Promise<{ aboutIds: number[]; planIds: number[]; activityIds: number[] }> {
  const [aboutIds, plans, activities] = await Promise.all([getAboutSectionIds(stationId), getPublicPlans(stationId), getPublicActivities(stationId, 500)]);
  return { aboutIds, planIds: plans.map((p) => p.id), activityIds: activities.map((a) => a.id) };
}

/** An about page (`/sobre/{id}`) of the station, or null. */
export async function getCachedAboutPage(stationId: number, rawId: string): ReturnType<typeof getAboutPage> {
  "use cache";
  cacheFor([partTag(stationId, "landing")]);
  return getAboutPage(stationId, rawId);
}

/** A plan's page (`/planos/{id}`) of the station, or null. */
export async function getCachedPlanPage(stationId: number, rawId: string): ReturnType<typeof getPlanPage> {
  "use cache";
  cacheFor([partTag(stationId, "plans")]);
  return getPlanPage(stationId, rawId);
}

/** A public activity's page (`/atividade/{id}`) of the station, or null. */
export async function getCachedPublicActivity(stationId: number, activityId: number): ReturnType<typeof getPublicActivity> {
  "use cache";
  cacheFor([partTag(stationId, "activities")]);
  return getPublicActivity(await getDb(), stationId, activityId);
}

/**
 * The legal texts of the station's site, sanitised (a DOM parse each): kept per station version
 * and origin, renewed by a legal save.
 */
export async function getLegalBodies(station: Station, origin: string): Promise<{ terms: LegalBody; privacy: LegalBody }> {
  "use cache";
  cacheFor([partTag(station.id, "legal")]);
  return legalBodies(station, origin);
}
