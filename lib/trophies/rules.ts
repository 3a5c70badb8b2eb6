// The station's trophy rules: the commands an owner's console (and the seed) write them with. The
// next event reads them from the database (award.ts), so it sees every write at once.
import "server-only";
import { and, eq } from "drizzle-orm";
import { categories, journeys } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { UserFacingError } from "@/lib/actions/result";
import { trophyRuleSchema, type TrophyRuleInput } from "./rule-schema";
import { trophyRules, type TrophyRuleRow } from "./schema";

export { trophyRuleSchema } from "./rule-schema";
export type { TrophyRuleInput } from "./rule-schema";

/** Creates a rule of the station; its journey or category must be the station's own. */
export async function createTrophyRule(db: DbOrTx, stationId: number, input: TrophyRuleInput): Promise<TrophyRuleRow> {
  const rule = trophyRuleSchema.parse(input);
  if (rule.kind === "journey") {
    const [j] = await db.select({ id: journeys.id }).from(journeys).where(and(eq(journeys.id, rule.journeyId), eq(journeys.stationId, stationId)));
    if (!j) throw new UserFacingError("Jornada não encontrada", { journeyId: "Jornada não encontrada" }, 404);
  }
  if (rule.kind === "category_activities") {
    const [c] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, rule.categoryId), eq(categories.stationId, stationId)));
    if (!c) throw new UserFacingError("Categoria não encontrada", { categoryId: "Categoria não encontrada" }, 404);
  }
  const [row] = await db.insert(trophyRules).values({ stationId, ...rule }).returning();
  return row!;
}

/** Turns a rule off (or on again): an inactive rule awards nothing more; earned trophies stay. */
export async function setTrophyRuleActive(db: DbOrTx, stationId: number, ruleId: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(trophyRules)
    .set({ active })
    .where(and(eq(trophyRules.stationId, stationId), eq(trophyRules.id, ruleId)))
    .returning({ id: trophyRules.id });
  return rows.length > 0;
}
