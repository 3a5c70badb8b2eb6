// Zod schemas of the cart and checkout, shared by the client forms (zodResolver) and the commands.
// Client-safe: no server imports.
import { z } from "zod";
import { cep, idSchema, maxLen, messages, optional, requiredString } from "@/lib/validation";
import { gatewayPaymentSchema } from "@/lib/wallet/card-form";

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

/** "Adicionar ao carrinho" on a shop coupon: the coupon and how many (one by default). */
export const cartAddCouponSchema = z.object({ couponId: idSchema, quantity: quantity(1).default(1) });
export type CartAddCouponInput = z.input<typeof cartAddCouponSchema>;

/** A cart line names exactly one thing: a product or a coupon. */
const oneOfProductOrCoupon = (l: { productId?: number; couponId?: number }) => (l.productId === undefined) !== (l.couponId === undefined);

/** "update-shopping-cart": the cart's new quantities; 0 removes the line. */
export const cartUpdateSchema = z.object({
  items: z
    .array(z.object({ productId: idSchema.optional(), couponId: idSchema.optional(), quantity: quantity(0) }).refine(oneOfProductOrCoupon, { error: messages.required }))
    .min(1, { error: messages.required })
    .max(200),
});
export type CartUpdateInput = z.input<typeof cartUpdateSchema>;
export type CartUpdateOutput = z.output<typeof cartUpdateSchema>;

export const cartRemoveSchema = z.object({ productId: idSchema.optional(), couponId: idSchema.optional() }).refine(oneOfProductOrCoupon, { error: messages.required });
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

export const submitOrderSchema = z.object({
  /** One per checkout attempt, made by the client when it reaches step 3; a retry sends it again. */
  idempotencyKey: z.string({ error: messages.required }).trim().min(8, { error: messages.required }).max(64, { error: messages.required }),
  deliveries: z.array(deliveryChoiceSchema).max(50).default([]),
  payment: gatewayPaymentSchema.optional(),
});
export type SubmitOrderInput = z.input<typeof submitOrderSchema>;
export type SubmitOrderOutput = z.output<typeof submitOrderSchema>;

export { cardFormSchema, type CardFormInput, type CardFormOutput } from "@/lib/wallet/card-form";

/** "Verificar pagamento": the order whose gateway part is asked about. */
export const verifyPaymentSchema = z.object({ orderId: idSchema });
export type VerifyPaymentInput = z.input<typeof verifyPaymentSchema>;

/** Step 1 and the card's billing block: the address of a CEP (with or without mask). */
export const cepLookupSchema = z.object({ cep: cep() });
export type CepLookupInput = z.input<typeof cepLookupSchema>;

export const emptySchema = z.object({});
