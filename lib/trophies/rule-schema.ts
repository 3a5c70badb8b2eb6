// A trophy rule's shape by kind (schema.ts TROPHY_KINDS), client-safe so the console's form and
// rules.ts parse with the one schema.
import { z } from "zod";

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
