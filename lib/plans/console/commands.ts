// What the console's plan actions do, on one station. A plan is never removed: deleting sets
// deleted_at, so subscriptions and charges that name it keep their plan (their own rows keep the
// amounts they recorded: editing a price changes the next purchases only). One plan at most is
// highlighted; highlighting one clears the others in the same transaction.
import "server-only";
import { and, asc, count, eq, inArray, isNull, max, ne } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { recordAudit } from "@/lib/console/audit";
import { stationImage } from "@/lib/console/images";
import type { DbOrTx } from "@/lib/db/client";
import { planSubscriptions, plans, type PlanRow } from "@/lib/plans/schema";
import type { PlanFormData } from "./schemas";

export interface Actor {
  stationId: number;
  actorId: number;
}

export const PLAN_NOT_FOUND = "Plano não encontrado.";

function planAudit(row: PlanRow) {
  return {
    name: row.name,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    days: row.days,
    benefits: row.benefits.length,
    image: row.image,
    isHighlighted: row.isHighlighted,
  };
}

function values(stationId: number, data: PlanFormData, before?: PlanRow) {
  return {
    name: data.name,
    description: data.description || null,
    priceCents: data.price,
    discountCents: data.discount,
    days: data.days,
    benefits: data.benefits.map((b) => b.value),
    image: stationImage(stationId, data.image, { kept: [before?.image] }),
    isHighlighted: data.isHighlighted,
    purchaseText: data.purchaseText || null,
  };
}

async function findPlan(db: DbOrTx, stationId: number, id: number): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.stationId, stationId), isNull(plans.deletedAt)))
    .limit(1);
  if (!row) throw new UserFacingError(PLAN_NOT_FOUND, undefined, 404);
  return row;
}

async function clearOtherHighlights(tx: DbOrTx, stationId: number, keep: number): Promise<void> {
  await tx
    .update(plans)
    .set({ isHighlighted: false })
    .where(and(eq(plans.stationId, stationId), ne(plans.id, keep), eq(plans.isHighlighted, true)));
}

export interface ConsolePlan extends PlanRow {
  /** Members whose live subscription (active or past due) is on this plan. */
  subscribers: number;
}

/** The station's plans not deleted, in the public order, with their live subscribers. */
export async function listConsolePlans(db: DbOrTx, stationId: number): Promise<ConsolePlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.stationId, stationId), isNull(plans.deletedAt)))
    .orderBy(asc(plans.position), asc(plans.id));
  if (rows.length === 0) return [];
  const subs = await db
    .select({ planId: planSubscriptions.planId, n: count() })
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stationId, stationId), inArray(planSubscriptions.status, ["active", "past_due"])))
    .groupBy(planSubscriptions.planId);
  const byPlan = new Map(subs.map((s) => [s.planId, Number(s.n)]));
  return rows.map((r) => ({ ...r, subscribers: byPlan.get(r.id) ?? 0 }));
}

export async function createPlan(db: DbOrTx, actor: Actor, data: PlanFormData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx.select({ last: max(plans.position) }).from(plans).where(eq(plans.stationId, actor.stationId));
    const [row] = await tx
      .insert(plans)
      .values({ stationId: actor.stationId, position: (last ?? -1) + 1, ...values(actor.stationId, data) })
      .returning();
    if (row!.isHighlighted) await clearOtherHighlights(tx, actor.stationId, row!.id);
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "plan.create", entity: "plan", entityId: row!.id, after: planAudit(row!) });
    return { id: row!.id };
  });
}

export async function updatePlan(db: DbOrTx, actor: Actor, id: number, data: PlanFormData): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, actor.stationId, id);
    const [after] = await tx
      .update(plans)
      .set(values(actor.stationId, data, before))
      .where(and(eq(plans.id, id), eq(plans.stationId, actor.stationId)))
      .returning();
    if (after!.isHighlighted) await clearOtherHighlights(tx, actor.stationId, id);
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "plan.update", entity: "plan", entityId: id, before: planAudit(before), after: planAudit(after!) });
    return { id };
  });
}

export async function highlightPlan(db: DbOrTx, actor: Actor, id: number, highlighted: boolean): Promise<{ id: number; highlighted: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, actor.stationId, id);
    await tx.update(plans).set({ isHighlighted: highlighted }).where(and(eq(plans.id, id), eq(plans.stationId, actor.stationId)));
    if (highlighted) await clearOtherHighlights(tx, actor.stationId, id);
    await recordAudit(tx, {
      stationId: actor.stationId,
      actorId: actor.actorId,
      action: highlighted ? "plan.highlight" : "plan.unhighlight",
      entity: "plan",
      entityId: id,
      before: { name: before.name, isHighlighted: before.isHighlighted },
      after: { name: before.name, isHighlighted: highlighted },
    });
    return { id, highlighted };
  });
}

/** Soft delete: gone from the site and from new purchases; live subscriptions keep running on it. */
export async function deletePlan(db: DbOrTx, actor: Actor, id: number, now = new Date()): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, actor.stationId, id);
    await tx
      .update(plans)
      .set({ deletedAt: now, isHighlighted: false })
      .where(and(eq(plans.id, id), eq(plans.stationId, actor.stationId)));
    await recordAudit(tx, { stationId: actor.stationId, actorId: actor.actorId, action: "plan.delete", entity: "plan", entityId: id, before: planAudit(before) });
    return { id };
  });
}
