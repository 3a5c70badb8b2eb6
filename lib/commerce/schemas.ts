// Zod schemas of the cart and checkout, shared by the client forms (zodResolver) and the commands.
// Client-safe: no server imports.
import { z } from "zod";
import { cep, idSchema, maxLen, messages, optional, requiredString } from "@/lib/validation";

/** Most units of one product a request may name; the product's own limit is checked on the server. */
export const MAX_LINE_QUANTITY = 1000;

const quantity = (min: number) =>
  z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(min, { error: messages.required })
    .max(MAX_LINE_QUANTITY, { error: `A quantidade máxima é ${MAX_LINE_QUANTITY}` });

/** "add-products-to-shopping-cart": products [{id, quantity}] from an activity's product picker. */
export const cartAddSchema = z.object({
  products: z.array(z.object({ id: idSchema, quantity: quantity(1) })).min(1, { error: messages.required }).max(200),
});
export type CartAddInput = z.input<typeof cartAddSchema>;
export type CartAddOutput = z.output<typeof cartAddSchema>;

/** "update-shopping-cart": the cart's new quantities; 0 removes the line. */
export const cartUpdateSchema = z.object({
  items: z.array(z.object({ productId: idSchema, quantity: quantity(0) })).min(1, { error: messages.required }).max(200),
});
export type CartUpdateInput = z.input<typeof cartUpdateSchema>;
export type CartUpdateOutput = z.output<typeof cartUpdateSchema>;

export const cartRemoveSchema = z.object({ productId: idSchema });
export type CartRemoveInput = z.input<typeof cartRemoveSchema>;

/**
 * Step 1, per activity with physical products: the delivery region or pickup point, and the
 * address when the location delivers (checked on the server, which knows the location).
 */
export const deliveryChoiceSchema = z.object({
  activityId: idSchema,
  deliveryLocationId: idSchema,
  address: optional(requiredString().check(maxLen(200))),
  number: optional(requiredString().check(maxLen(20))),
  complement: optional(requiredString().check(maxLen(100))),
  zipcode: optional(cep()),
  reference: optional(requiredString().check(maxLen(200))),
});
export type DeliveryChoice = z.output<typeof deliveryChoiceSchema>;

/** Step 2 when the wallet does not cover the total: a card (by the token the payments adapter gave) or PIX. */
export const gatewayPaymentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("credit_card"), cardToken: requiredString().check(maxLen(200)) }),
  z.object({ type: z.literal("pix") }),
]);
export type GatewayPayment = z.output<typeof gatewayPaymentSchema>;

export const submitOrderSchema = z.object({
  /** One per checkout attempt, made by the client when it reaches step 3; a retry sends it again. */
  idempotencyKey: z.string().trim().min(8).max(64),
  deliveries: z.array(deliveryChoiceSchema).max(50).default([]),
  payment: gatewayPaymentSchema.optional(),
});
export type SubmitOrderInput = z.input<typeof submitOrderSchema>;
export type SubmitOrderOutput = z.output<typeof submitOrderSchema>;
