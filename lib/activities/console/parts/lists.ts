// Writes of the owner console over the station's organising lists (categories, journeys,
// now-playing lists) and its featured carousel. Every command runs in one transaction with its
// audit row, scoped to the actor's station: an id of another station is "not found" and changes
// nothing.
import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { activities, categories, categoryActivities, journeyActivities, journeys, nowPlayingItems, nowPlayingLists } from "@/lib/activities/schema";
import { recordAudit } from "@/lib/console/audit";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { brief, isUniqueViolation, MSG_ACTIVITY_NOT_FOUND, MSG_GROUP_NAME_TAKEN, MSG_LIST_NOT_FOUND, MSG_ORDER_STALE, notFound, pick, sameSet, type Actor } from "./commands";
import type { deleteGroupSchema, featuredSchema, groupActivitiesSchema, groupSchema, GroupKind, reorderGroupsSchema } from "./schemas";

// ---------------------------------------------------------------------------------------------
// Categories, journeys, now-playing lists: named, ordered lists of the station's activities.

export const GROUPS = {
  category: { table: categories, items: categoryActivities, fk: categoryActivities.categoryId, audit: "category", label: "categoria" },
  journey: { table: journeys, items: journeyActivities, fk: journeyActivities.journeyId, audit: "journey", label: "jornada" },
  nowPlaying: { table: nowPlayingLists, items: nowPlayingItems, fk: nowPlayingItems.listId, audit: "now-playing", label: "lista" },
} as const;

// The three group tables differ in their name column (title for now-playing) and in `active`
// (categories have none); the shared view below covers id, station_id and position.
const groupTable = (kind: GroupKind) => GROUPS[kind].table as unknown as typeof journeys;
const itemTable = (kind: GroupKind) => GROUPS[kind].items as unknown as typeof journeyActivities;
const groupFk = (kind: GroupKind) => GROUPS[kind].fk as unknown as typeof journeyActivities.journeyId;

function groupValues(kind: GroupKind, d: { name: string; active: boolean }): Record<string, unknown> {
  if (kind === "category") return { name: d.name };
  if (kind === "journey") return { name: d.name, active: d.active };
  return { title: d.name, active: d.active };
}

async function findGroup(tx: Tx, actor: Actor, kind: GroupKind, id: number): Promise<Record<string, unknown>> {
  const t = groupTable(kind);
  const [row] = await tx.select().from(t).where(and(eq(t.id, id), eq(t.stationId, actor.stationId))).for("no key update");
  if (!row) throw notFound(MSG_LIST_NOT_FOUND);
  return row as Record<string, unknown>;
}

export async function saveGroup(db: DbOrTx, actor: Actor, d: z.output<typeof groupSchema>): Promise<{ id: number }> {
  const t = groupTable(d.kind);
  const values = groupValues(d.kind, d);
  const audit = GROUPS[d.kind].audit;
  try {
    return await db.transaction(async (tx) => {
      if (d.id) {
        const before = await findGroup(tx, actor, d.kind, d.id);
        await tx.update(t).set(values as never).where(and(eq(t.id, d.id), eq(t.stationId, actor.stationId)));
        await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${audit}.update`, entity: d.kind, entityId: d.id, before: pick(before, values), after: values });
        return { id: d.id };
      }
      const [max] = await tx.select({ max: sql<number>`coalesce(max(${t.position}), -1)`.mapWith(Number) }).from(t).where(eq(t.stationId, actor.stationId));
      const [created] = await tx
        .insert(t)
        .values({ ...values, stationId: actor.stationId, position: (max?.max ?? -1) + 1 } as never)
        .returning({ id: t.id });
      await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${audit}.create`, entity: d.kind, entityId: created!.id, after: values });
      return { id: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserFacingError(MSG_GROUP_NAME_TAKEN, { name: MSG_GROUP_NAME_TAKEN }, 409);
    throw error;
  }
}

export async function deleteGroup(db: DbOrTx, actor: Actor, d: z.output<typeof deleteGroupSchema>): Promise<void> {
  const t = groupTable(d.kind);
  await db.transaction(async (tx) => {
    const before = await findGroup(tx, actor, d.kind, d.id);
    await tx.delete(t).where(and(eq(t.id, d.id), eq(t.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${GROUPS[d.kind].audit}.delete`, entity: d.kind, entityId: d.id, before: brief(before) });
  });
}

export async function reorderGroups(db: DbOrTx, actor: Actor, d: z.output<typeof reorderGroupsSchema>): Promise<void> {
  const t = groupTable(d.kind);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: t.id }).from(t).where(eq(t.stationId, actor.stationId)).orderBy(asc(t.position), asc(t.id)).for("no key update");
    const before = rows.map((r) => r.id);
    if (!sameSet(before, d.ids)) throw new UserFacingError(MSG_ORDER_STALE, undefined, 409);
    for (const [i, groupId] of d.ids.entries()) await tx.update(t).set({ position: i }).where(and(eq(t.id, groupId), eq(t.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${GROUPS[d.kind].audit}.reorder`, entity: d.kind, before: { order: before }, after: { order: d.ids } });
  });
}

async function assertStationActivities(tx: Tx, actor: Actor, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new UserFacingError("Uma atividade aparece duas vezes na lista");
  if (ids.length === 0) return;
  const found = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.stationId, actor.stationId), inArray(activities.id, ids)));
  if (found.length !== ids.length) throw notFound(MSG_ACTIVITY_NOT_FOUND);
}

/** The list's activities, in this order (replaces what it had). */
export async function setGroupActivities(db: DbOrTx, actor: Actor, d: z.output<typeof groupActivitiesSchema>): Promise<void> {
  const items = itemTable(d.kind);
  const fk = groupFk(d.kind);
  await db.transaction(async (tx) => {
    await findGroup(tx, actor, d.kind, d.id);
    await assertStationActivities(tx, actor, d.activityIds);
    const rows = await tx.select({ activityId: items.activityId }).from(items).where(and(eq(fk, d.id), eq(items.stationId, actor.stationId))).orderBy(asc(items.position), asc(items.id));
    await tx.delete(items).where(and(eq(fk, d.id), eq(items.stationId, actor.stationId)));
    const fkName = d.kind === "category" ? "categoryId" : d.kind === "journey" ? "journeyId" : "listId";
    if (d.activityIds.length > 0) {
      await tx.insert(items).values(d.activityIds.map((activityId, position) => ({ stationId: actor.stationId, [fkName]: d.id, activityId, position })) as never);
    }
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: `${GROUPS[d.kind].audit}.activities`, entity: d.kind, entityId: d.id, before: { activities: rows.map((r) => r.activityId) }, after: { activities: d.activityIds } });
  });
}

// ---------------------------------------------------------------------------------------------
// Featured carousel: which activities (featured) and in which order. The carousel shows them in
// the station's activity order (position), so the new order is written by handing the featured
// activities the positions they already hold among themselves, in the new order: every other
// activity keeps its place. Tied positions are first spread out (keeping the current order).

export async function setFeatured(db: DbOrTx, actor: Actor, d: z.output<typeof featuredSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await assertStationActivities(tx, actor, d.activityIds);
    const all = await tx
      .select({ id: activities.id, position: activities.position, featured: activities.featured, featuredPrivate: activities.featuredPrivate })
      .from(activities)
      .where(eq(activities.stationId, actor.stationId))
      .orderBy(asc(activities.position), desc(activities.id))
      .for("no key update");
    const before = all.filter((a) => a.featured || a.featuredPrivate).map((a) => a.id);
    const positions = new Map(all.map((a) => [a.id, a.position]));
    const distinct = all.every((a, i) => i === 0 || a.position > all[i - 1]!.position);
    if (!distinct) all.forEach((a, i) => positions.set(a.id, i * 10));
    const chosen = new Set(d.activityIds);
    const slots = all.filter((a) => chosen.has(a.id)).map((a) => positions.get(a.id)!);
    d.activityIds.forEach((activityId, i) => positions.set(activityId, slots[i]!));
    for (const a of all) {
      const featured = chosen.has(a.id);
      const position = positions.get(a.id)!;
      const unfeature = !featured && (a.featured || a.featuredPrivate);
      if (position !== a.position || featured !== a.featured || unfeature) {
        await tx
          .update(activities)
          .set({ position, featured, ...(unfeature ? { featuredPrivate: false } : {}) })
          .where(and(eq(activities.id, a.id), eq(activities.stationId, actor.stationId)));
      }
    }
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "activity.featured", entity: "station", entityId: actor.stationId, before: { featured: before }, after: { featured: d.activityIds } });
  });
}
