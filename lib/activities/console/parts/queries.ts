// What the console's part tabs and the organising screen read, always within one station.
import "server-only";
import { and, asc, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { unsoldUnitsSql } from "@/lib/activities/units";
import {
  activities,
  activityAgreements,
  activityContents,
  activityCoupons,
  activityPrerequisites,
  activityProducts,
  categories,
  categoryActivities,
  deliveryLocations,
  journeyActivities,
  journeys,
  memberGetMemberRules,
  nowPlayingItems,
  nowPlayingLists,
  presentialCourses,
  redirectLinks,
} from "@/lib/activities/schema";
import { activityVideos } from "@/lib/activities/videos/schema";
import type { DbOrTx } from "@/lib/db/client";
import { hasPartTab, type PartTab } from "./tabs";

export interface ConsoleActivityRef {
  id: number;
  name: string;
  typeId: number;
  active: boolean;
  image: string | null;
}

const refColumns = { id: activities.id, name: activities.name, typeId: activities.typeId, active: activities.active, image: activities.image };

/** The station's activity when its type has `tab`, else null (the page answers 404). */
export async function activityForTab(db: DbOrTx, stationId: number, activityId: number, tab: PartTab): Promise<ConsoleActivityRef | null> {
  if (!Number.isSafeInteger(activityId) || activityId <= 0) return null;
  const [row] = await db.select(refColumns).from(activities).where(and(eq(activities.id, activityId), eq(activities.stationId, stationId)));
  return row && hasPartTab(row.typeId, tab) ? row : null;
}

export async function stationActivities(db: DbOrTx, stationId: number): Promise<(ConsoleActivityRef & { featured: boolean })[]> {
  return db
    .select({ ...refColumns, featured: activities.featured, featuredPrivate: activities.featuredPrivate })
    .from(activities)
    .where(eq(activities.stationId, stationId))
    .orderBy(asc(activities.position), desc(activities.id))
    .then((rows) => rows.map(({ featuredPrivate, ...r }) => ({ ...r, featured: r.featured || featuredPrivate })));
}

// Every part table has station_id and activity_id; the shared view types the filter once.
const scoped = (t: { stationId: unknown; activityId: unknown }, stationId: number, activityId: number) => {
  const c = t as unknown as { stationId: typeof activities.stationId; activityId: typeof activities.id };
  return and(eq(c.stationId, stationId), eq(c.activityId, activityId));
};

/** The products, each with its units not sold yet as `stock` (see unsoldUnitsSql). */
export const listProducts = (db: DbOrTx, s: number, a: number) =>
  db
    .select({ ...getTableColumns(activityProducts), stock: sql<number>`${unsoldUnitsSql('"activity_products"', s)}`.mapWith(Number) })
    .from(activityProducts)
    .where(scoped(activityProducts, s, a))
    .orderBy(asc(activityProducts.id));
export const listCoupons = (db: DbOrTx, s: number, a: number) => db.select().from(activityCoupons).where(scoped(activityCoupons, s, a)).orderBy(asc(activityCoupons.id));
export const listCourses = (db: DbOrTx, s: number, a: number) => db.select().from(presentialCourses).where(scoped(presentialCourses, s, a)).orderBy(asc(presentialCourses.id));
export const listInviteRules = (db: DbOrTx, s: number, a: number) =>
  db
    .select()
    .from(memberGetMemberRules)
    .where(and(eq(memberGetMemberRules.stationId, s), eq(memberGetMemberRules.activityId, a)))
    .orderBy(asc(memberGetMemberRules.id));
export const listContents = (db: DbOrTx, s: number, a: number) => db.select().from(activityContents).where(scoped(activityContents, s, a)).orderBy(asc(activityContents.id));
export const listVideos = (db: DbOrTx, s: number, a: number) =>
  db.select().from(activityVideos).where(scoped(activityVideos, s, a)).orderBy(asc(activityVideos.position), asc(activityVideos.id));
export const listLinks = (db: DbOrTx, s: number, a: number) =>
  db.select().from(redirectLinks).where(scoped(redirectLinks, s, a)).orderBy(asc(redirectLinks.position), asc(redirectLinks.id));
export const listDeliveryLocations = (db: DbOrTx, s: number, a: number) =>
  db.select().from(deliveryLocations).where(scoped(deliveryLocations, s, a)).orderBy(asc(deliveryLocations.id));
export const firstAgreement = (db: DbOrTx, s: number, a: number) =>
  db
    .select()
    .from(activityAgreements)
    .where(scoped(activityAgreements, s, a))
    .orderBy(asc(activityAgreements.id))
    .limit(1)
    .then((r) => r[0] ?? null);

/** This activity's prerequisites, and the activities that already require it (directly). */
export async function prerequisitesOf(db: DbOrTx, stationId: number, activityId: number): Promise<{ required: number[]; requiredBy: number[] }> {
  const rows = await db
    .select({ from: activityPrerequisites.activityId, to: activityPrerequisites.requiredActivityId })
    .from(activityPrerequisites)
    .where(and(eq(activityPrerequisites.stationId, stationId), or(eq(activityPrerequisites.activityId, activityId), eq(activityPrerequisites.requiredActivityId, activityId))));
  return { required: rows.filter((r) => r.from === activityId).map((r) => r.to), requiredBy: rows.filter((r) => r.to === activityId).map((r) => r.from) };
}

export interface ConsoleGroup {
  id: number;
  name: string;
  active: boolean;
  activityIds: number[];
}

/** Categories, journeys and now-playing lists, each in order with its activities in order. */
export async function organizingLists(db: DbOrTx, stationId: number): Promise<{ category: ConsoleGroup[]; journey: ConsoleGroup[]; nowPlaying: ConsoleGroup[] }> {
  const [cats, catItems, jours, jourItems, lists, listItems] = await Promise.all([
    db.select().from(categories).where(eq(categories.stationId, stationId)).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(categoryActivities).where(eq(categoryActivities.stationId, stationId)).orderBy(asc(categoryActivities.position), asc(categoryActivities.id)),
    db.select().from(journeys).where(eq(journeys.stationId, stationId)).orderBy(asc(journeys.position), asc(journeys.id)),
    db.select().from(journeyActivities).where(eq(journeyActivities.stationId, stationId)).orderBy(asc(journeyActivities.position), asc(journeyActivities.id)),
    db.select().from(nowPlayingLists).where(eq(nowPlayingLists.stationId, stationId)).orderBy(asc(nowPlayingLists.position), asc(nowPlayingLists.id)),
    db.select().from(nowPlayingItems).where(eq(nowPlayingItems.stationId, stationId)).orderBy(asc(nowPlayingItems.position), asc(nowPlayingItems.id)),
  ]);
  return {
    category: cats.map((c) => ({ id: c.id, name: c.name, active: true, activityIds: catItems.filter((i) => i.categoryId === c.id).map((i) => i.activityId) })),
    journey: jours.map((j) => ({ id: j.id, name: j.name, active: j.active, activityIds: jourItems.filter((i) => i.journeyId === j.id).map((i) => i.activityId) })),
    nowPlaying: lists.map((l) => ({ id: l.id, name: l.title, active: l.active, activityIds: listItems.filter((i) => i.listId === l.id).map((i) => i.activityId) })),
  };
}
