// Forms of the two wizards and the apex owner account, shared by client forms (zodResolver) and the
// server. Pure module: no server imports.
import { z } from "zod";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { brDate, confirmation, cpf, email, maxLen, messages, optional, password, phone, requiredString } from "@/lib/validation";

export const stateIdField = () =>
  requiredString()
    .refine((v) => BRAZILIAN_STATES.some((s) => String(s.id) === v), { error: messages.required })
    .transform(Number);

const nameField = () => requiredString().check(maxLen(120));

/** Participant first-login step 2. CPF is asked only of users who have none. */
export function firstLoginDataSchema(needsCpf: boolean) {
  return z.object({
    cpf: needsCpf ? cpf() : z.undefined().optional(),
    name: nameField(),
    tel: optional(phone()),
    birthday: brDate(),
    stateId: stateIdField(),
  });
}
export type FirstLoginDataInput = z.input<ReturnType<typeof firstLoginDataSchema>>;
export type FirstLoginDataOutput = z.output<ReturnType<typeof firstLoginDataSchema>>;

/** Station-owner wizard step 2: everything is asked (spec: CPF, name, phone, birth date, state). */
export const ownerPersonalSchema = z.object({
  cpf: cpf(),
  name: nameField(),
  tel: phone(),
  birthday: brDate(),
  stateId: stateIdField(),
});
export type OwnerPersonalInput = z.input<typeof ownerPersonalSchema>;
export type OwnerPersonalOutput = z.output<typeof ownerPersonalSchema>;

export const ownerSignupSchema = confirmation(
  z.object({
    email: email(),
    password: password(),
    password_confirmation: requiredString().check(maxLen(200)),
    captcha: requiredString().check(maxLen(4000)),
  }),
  "password",
  "password_confirmation",
);
export type OwnerSignupInput = z.input<typeof ownerSignupSchema>;

export const ownerLoginSchema = z.object({
  email: email(),
  password: z.string({ error: messages.required }).min(1, { error: messages.required }).max(200, { error: messages.maxLength(200) }),
  captcha: requiredString().check(maxLen(4000)),
});
export type OwnerLoginInput = z.input<typeof ownerLoginSchema>;

/** A photo step's answer: a /files/... path from the upload handler, or nothing (step skipped). */
export const photoSchema = z.object({ image: z.string().max(500).nullable() });
