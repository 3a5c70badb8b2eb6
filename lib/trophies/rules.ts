// The station's trophy rules: the commands an owner's console (and the seed) write them with. Every
// write forgets the station's remembered rule kinds (award.ts), so the next event sees it.
import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { categories, journeys } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { UserFacingError } from "@/lib/actions/result";
import { forgetRuleKinds } from "./award";
import { trophyRules, type TrophyRuleRow } from "./schema";

const base = {
  description: z.string().trim().min(1, "Esse campo é obrigatório").max(120, "Máximo de 120 caracteres"),
  image: z.string().trim().max(500).nullable().default(null),
};
const count = z.number().int().min(1, "Informe um número a partir de 1").max(10_000);

export const trophyRuleSchema = z.discriminatedUnion("kind", [
  z.object({ ...base, kind: z.literal("journey"), journeyId: z.number().int().positive() }),
  z.object({ ...base, kind: z.literal("category_activities"), categoryId: z.number().int().positive(), threshold: count }),
  z.object({ ...base, kind: z.literal("first_purchase") }),
  z.object({ ...base, kind: z.literal("invitations_confirmed"), threshold: count }),
]);
export type TrophyRuleInput = z.input<typeof trophyRuleSchema>;

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
  forgetRuleKinds(stationId);
  return row!;
}

/** Turns a rule off (or on again): an inactive rule awards nothing more; earned trophies stay. */
export async function setTrophyRuleActive(db: DbOrTx, stationId: number, ruleId: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(trophyRules)
    .set({ active })
    .where(and(eq(trophyRules.stationId, stationId), eq(trophyRules.id, ruleId)))
    .returning({ id: trophyRules.id });
  forgetRuleKinds(stationId);
  return rows.length > 0;
}
