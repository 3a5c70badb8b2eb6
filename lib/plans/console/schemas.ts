// The console's plan form, shared by the client form (zodResolver) and the Server Actions. Prices
// arrive as the BRL mask's text (or cents) and leave as integer cents. Client-safe.
import { z } from "zod";
import { imageRef } from "@/lib/console/fields";
import { idSchema, messages } from "@/lib/validation";
import { brlAmount } from "@/lib/wallet/schemas";

export const PLAN_PERIODS = [
  { days: 30, label: "Mensal" },
  { days: 183, label: "Semestral" },
  { days: 365, label: "Anual" },
] as const;

export const MAX_PLAN_CENTS = 10_000_000; // R$ 100.000,00
export const MAX_BENEFITS = 12;
export const PRICE_MAX_MESSAGE = "O preço deve ser no máximo R$ 100.000,00";
export const DISCOUNT_MESSAGE = "O desconto não pode passar do preço";

const text = (max: number) => z.string({ error: messages.required }).trim().max(max, { error: messages.maxLength(max) });

export const planSchema = z
  .object({
    name: text(80).min(1, { error: messages.required }),
    description: text(300),
    price: brlAmount(0, MAX_PLAN_CENTS, messages.required, PRICE_MAX_MESSAGE),
    discount: brlAmount(0, MAX_PLAN_CENTS, messages.required, PRICE_MAX_MESSAGE),
    days: z.coerce.number({ error: "Escolha o período" }).refine((d) => PLAN_PERIODS.some((p) => p.days === d), { error: "Escolha o período" }),
    benefits: z
      .array(z.object({ value: text(80).min(1, { error: "Escreva o benefício ou remova a linha" }) }))
      .max(MAX_BENEFITS, { error: `No máximo ${MAX_BENEFITS} benefícios` }),
    image: imageRef,
    isHighlighted: z.boolean(),
    purchaseText: text(600),
  })
  .superRefine((v, ctx) => {
    if (v.discount > v.price) ctx.addIssue({ code: "custom", path: ["discount"], message: DISCOUNT_MESSAGE });
  });
export type PlanFormInput = z.input<typeof planSchema>;
export type PlanFormData = z.output<typeof planSchema>;

export const updatePlanSchema = z.intersection(z.object({ id: idSchema }), planSchema);
export const planIdSchema = z.object({ id: idSchema });
export const highlightPlanSchema = z.object({ id: idSchema, highlighted: z.boolean() });
