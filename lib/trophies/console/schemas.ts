// The console's trophy rule form: one flat form for the four kinds (rule-schema.ts), each kind's
// parameters required when it is chosen. Client-safe.
import { z } from "zod";
import { imageUrl, optionalId } from "@/lib/console/fields";
import { trophyRuleSchema, type TrophyRuleInput } from "../rule-schema";
import type { TrophyKind } from "../schema";

export const TROPHY_KINDS = ["journey", "category_activities", "first_purchase", "invitations_confirmed"] as const satisfies readonly TrophyKind[];

export const TROPHY_KIND_LABELS: Record<TrophyKind, string> = {
  journey: "Concluir uma jornada",
  category_activities: "Fazer atividades de uma categoria",
  first_purchase: "Primeira compra",
  invitations_confirmed: "Convites confirmados",
};

export const trophyFormSchema = z
  .object({
    id: optionalId,
    kind: z.enum(TROPHY_KINDS),
    description: z.string().trim().min(1, "Informe o nome do troféu").max(120, "Máximo de 120 caracteres"),
    image: imageUrl,
    journeyId: z.number().int().positive().nullable().default(null),
    categoryId: z.number().int().positive().nullable().default(null),
    threshold: z.number({ error: "Informe um número a partir de 1" }).int().min(1, "Informe um número a partir de 1").max(10_000, "No máximo 10.000").nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "journey" && !v.journeyId) ctx.addIssue({ code: "custom", path: ["journeyId"], message: "Escolha a jornada" });
    if (v.kind === "category_activities" && !v.categoryId) ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Escolha a categoria" });
    if ((v.kind === "category_activities" || v.kind === "invitations_confirmed") && !v.threshold) {
      ctx.addIssue({ code: "custom", path: ["threshold"], message: "Informe um número a partir de 1" });
    }
  });
export type TrophyFormInput = z.input<typeof trophyFormSchema>;

/** The form's values as the rule schema's input (only the chosen kind's parameters). */
export function toTrophyRule(v: z.output<typeof trophyFormSchema>): TrophyRuleInput {
  const base = { description: v.description, image: v.image };
  const rule: TrophyRuleInput =
    v.kind === "journey"
      ? { ...base, kind: "journey", journeyId: v.journeyId ?? 0 }
      : v.kind === "category_activities"
        ? { ...base, kind: "category_activities", categoryId: v.categoryId ?? 0, threshold: v.threshold ?? 0 }
        : v.kind === "invitations_confirmed"
          ? { ...base, kind: "invitations_confirmed", threshold: v.threshold ?? 0 }
          : { ...base, kind: "first_purchase" };
  return trophyRuleSchema.parse(rule);
}

export const MSG_RULE_NOT_FOUND = "Regra de troféu não encontrada.";
export const MSG_RULE_EARNED = "Membros já ganharam este troféu: desative a regra para que ela não conceda mais, e os troféus ganhos ficam.";
