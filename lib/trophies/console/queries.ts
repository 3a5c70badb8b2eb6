// The console's reads of trophy rules: every rule of the station with how many members earned it,
// and the journeys and categories a rule may name.
import "server-only";
import { asc, count, desc, eq } from "drizzle-orm";
import { categories, journeys } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { memberTrophies, trophyRules } from "../schema";

export async function listConsoleTrophyRules(db: DbOrTx, stationId: number) {
  const rules = await db.select().from(trophyRules).where(eq(trophyRules.stationId, stationId)).orderBy(desc(trophyRules.createdAt), desc(trophyRules.id));
  const earned = await db.select({ ruleId: memberTrophies.ruleId, n: count() }).from(memberTrophies).where(eq(memberTrophies.stationId, stationId)).groupBy(memberTrophies.ruleId);
  const by = new Map(earned.map((e) => [e.ruleId, e.n]));
  return rules.map((r) => ({
    id: r.id,
    kind: r.kind,
    description: r.description,
    image: r.image,
    journeyId: r.journeyId,
    categoryId: r.categoryId,
    threshold: r.threshold,
    active: r.active,
    earned: by.get(r.id) ?? 0,
  }));
}
export type ConsoleTrophyRule = Awaited<ReturnType<typeof listConsoleTrophyRules>>[number];

export async function trophyTargets(db: DbOrTx, stationId: number) {
  const [j, c] = await Promise.all([
    db.select({ id: journeys.id, name: journeys.name }).from(journeys).where(eq(journeys.stationId, stationId)).orderBy(asc(journeys.name)),
    db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.stationId, stationId)).orderBy(asc(categories.name)),
  ]);
  return { journeys: j, categories: c };
}
