"use server";
// The console's trophy rule commands (owner only). A rule members already earned is not deleted
// (its trophies would vanish from their pages): the owner turns it off instead.
import { and, count, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { categories, journeys } from "@/lib/activities/schema";
import { stationImage } from "@/lib/console/images";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { idSchema } from "@/lib/console/fields";
import { createTrophyRule } from "../rules";
import { memberTrophies, trophyRules, type TrophyRuleRow } from "../schema";
import { MSG_RULE_EARNED, MSG_RULE_NOT_FOUND, toTrophyRule, trophyFormSchema } from "./schemas";

const summary = (r: Pick<TrophyRuleRow, "kind" | "description" | "journeyId" | "categoryId" | "threshold" | "active">) => ({
  kind: r.kind,
  description: r.description,
  journeyId: r.journeyId,
  categoryId: r.categoryId,
  threshold: r.threshold,
  active: r.active,
});

/** The award code keeps which rule kinds a station has, per process: it reads them again after a change. */

export const saveTrophyRuleAction = consoleWrite(
  trophyFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const rule = toTrophyRule(data);
    if (data.id == null) {
      stationImage(station.id, data.image);
      const row = await createTrophyRule(tx, station.id, rule);
      if (!data.active) await tx.update(trophyRules).set({ active: false }).where(eq(trophyRules.id, row.id));
      return { value: { id: row.id }, audit: { action: "trophy.create", entity: "trophy-rule", entityId: row.id, after: summary({ ...row, active: data.active }) }, expires: ["trophies"] };
    }
    const where = and(eq(trophyRules.id, data.id), eq(trophyRules.stationId, station.id));
    const [before] = await tx.select().from(trophyRules).where(where).for("update");
    if (!before) notFound(MSG_RULE_NOT_FOUND);
    // A picture the row already shows (a seeded one, say) may stay; a new one must be this station's upload.
    stationImage(station.id, data.image, { kept: [before.image] });
    if (rule.kind === "journey") {
      const [j] = await tx.select({ id: journeys.id }).from(journeys).where(and(eq(journeys.id, rule.journeyId), eq(journeys.stationId, station.id)));
      if (!j) throw new UserFacingError("Jornada não encontrada", { journeyId: "Jornada não encontrada" }, 404);
    }
    if (rule.kind === "category_activities") {
      const [c] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.id, rule.categoryId), eq(categories.stationId, station.id)));
      if (!c) throw new UserFacingError("Categoria não encontrada", { categoryId: "Categoria não encontrada" }, 404);
    }
    const values = {
      kind: rule.kind,
      description: rule.description,
      image: rule.image ?? null,
      journeyId: rule.kind === "journey" ? rule.journeyId : null,
      categoryId: rule.kind === "category_activities" ? rule.categoryId : null,
      threshold: rule.kind === "category_activities" || rule.kind === "invitations_confirmed" ? rule.threshold : null,
      active: data.active,
    };
    await tx.update(trophyRules).set(values).where(where);
    return { value: { id: data.id }, audit: { action: "trophy.update", entity: "trophy-rule", entityId: data.id, before: summary(before), after: summary(values) }, expires: ["trophies"] };
  },
  OWNER_ONLY,
);

export const deleteTrophyRuleAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const where = and(eq(trophyRules.id, ctx.data.id), eq(trophyRules.stationId, ctx.station.id));
    const [row] = await tx.select().from(trophyRules).where(where).for("update");
    if (!row) notFound(MSG_RULE_NOT_FOUND);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(memberTrophies).where(eq(memberTrophies.ruleId, row.id));
    if (n > 0) throw new UserFacingError(MSG_RULE_EARNED, undefined, 409);
    await tx.delete(trophyRules).where(where);
    return { value: null, audit: { action: "trophy.delete", entity: "trophy-rule", entityId: row.id, before: summary(row) }, expires: ["trophies"] };
  },
  OWNER_ONLY,
);
