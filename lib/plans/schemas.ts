// Zod schemas of the plans forms, shared by the client (zodResolver) and the Server Actions.
// Client-safe: no server imports.
import { z } from "zod";
import { idSchema, messages } from "@/lib/validation";
import { CANCEL_REASONS } from "./periods";

/** One per form attempt, made by the client; a retry (double click, network) sends it again. */
export const attemptKeySchema = z.string({ error: messages.required }).trim().min(8, { error: messages.required }).max(64, { error: messages.required });

/** The plan purchase form's payload, after the card fields went to the tokeniser (saveCardAction). */
export const planPurchaseSchema = z.object({
  planId: idSchema,
  mode: z.enum(["comprar", "mudar"], { error: messages.required }),
  attemptKey: attemptKeySchema,
  /** The card that pays; absent in "mudar" without "Alterar forma de pagamento" and on a free plan. */
  cardId: idSchema.optional(),
});
export type PlanPurchaseInput = z.input<typeof planPurchaseSchema>;

export const cancelSubscriptionSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: "Escolha um motivo" }),
});
export type CancelSubscriptionInput = z.input<typeof cancelSubscriptionSchema>;

export const subscriptionCardSchema = z.object({ cardId: idSchema, attemptKey: attemptKeySchema });
export type SubscriptionCardInput = z.input<typeof subscriptionCardSchema>;
