// Zod schemas of the activity forms, shared by the client forms (zodResolver) and the Server
// Actions. Client-safe: no server imports.
import { z } from "zod";
import { parseBRL } from "@/lib/format";
import { checkedBox, email, idSchema, maxLen, MAX_DB_ID, phone, requiredString } from "@/lib/validation";
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS, MAX_INVITE_EMAILS } from "./types";

export const MSG_INVITE_LIMIT = "Limite de contatos alcançado";
/** Invitation e-mails one member may send: a spam cannon otherwise. */
export const INVITE_EMAILS_PER_HOUR = 5;
export const INVITE_EMAILS_PER_DAY = 50;
// The spec has no text for this limit: ours, in its style (says what happened and what to do).
export const MSG_INVITE_RATE = "Você já enviou muitos convites por e-mail. O limite é de 5 por hora e 50 por dia: tente novamente mais tarde.";
// The donation range is the product's; the message for it is ours.
export const MSG_DONATION_RANGE = "Informe um valor entre R$ 0,50 e R$ 10.000,00";
export const MSG_ORDER_EMPTY = "Para enviar, selecione pelo menos 1 dos produtos abaixo";

const activityId = idSchema;
/** A per-attempt nonce from the client, so a double-submitted form is one business event. */
const nonce = z.string().trim().min(8).max(64);

export const donationSchema = z.object({
  activityId,
  nonce,
  amount: requiredString().check(maxLen(30)).refine(
    (s) => {
      const cents = parseBRL(s);
      return cents !== null && cents >= DONATION_MIN_CENTS && cents <= DONATION_MAX_CENTS;
    },
    { error: MSG_DONATION_RANGE },
  ),
});
export type DonationInput = z.input<typeof donationSchema>;

export const agreementSchema = z.object({ activityId, nonce, accepted: checkedBox() });
export type AgreementInput = z.input<typeof agreementSchema>;

export const simpleParticipationSchema = z.object({ activityId, nonce });
export type SimpleParticipationInput = z.input<typeof simpleParticipationSchema>;

export const courseSchema = z.object({
  activityId,
  nonce,
  courseId: idSchema,
  consent: checkedBox(),
  shouldContact: z.boolean().default(false),
});
export type CourseInput = z.input<typeof courseSchema>;

export const couponPurchaseSchema = z.object({ activityId, nonce, couponId: idSchema });
export type CouponPurchaseInput = z.input<typeof couponPurchaseSchema>;

export const inviteEmailsSchema = z.object({
  activityId,
  emails: z.array(z.object({ value: email() })).min(1, { error: "Informe pelo menos um e-mail" }).max(MAX_INVITE_EMAILS, {
    error: MSG_INVITE_LIMIT,
  }),
});
export type InviteEmailsInput = z.input<typeof inviteEmailsSchema>;

export const deliveryOrderSchema = z.object({
  activityId,
  nonce,
  phone: phone(),
  deliveryLocationId: z.coerce.number({ error: "Esse campo é obrigatório" }).int().positive({ error: "Esse campo é obrigatório" }).max(MAX_DB_ID, { error: "Esse campo é obrigatório" }),
  address: requiredString().check(maxLen(200)),
  reference: requiredString().check(maxLen(200)),
  items: z
    .array(z.object({ productId: idSchema, quantity: z.number().int().min(0).max(1000) }))
    .max(200)
    .refine((items) => items.some((i) => i.quantity > 0), { error: MSG_ORDER_EMPTY }),
});
export type DeliveryOrderInput = z.input<typeof deliveryOrderSchema>;
