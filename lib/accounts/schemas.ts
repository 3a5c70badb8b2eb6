// The forms of accounts (login, sign-up steps, confirmation, password reset): one zod schema per
// form, used by react-hook-form on the page and by the Server Action on the server. Schemas that
// depend on the station (CPF only on private stations, the travel variant's extra fields) are
// built by functions from the station's public settings, so both sides build the same one.
import { z } from "zod";
import {
  adultBrDate,
  brDate,
  checkedBox,
  confirmation,
  cpf,
  email,
  idSchema,
  maxLen,
  messages,
  optional,
  password,
  phone,
  requiredString,
} from "@/lib/validation";

/** Login password: only "filled" is checked; the strength rule belongs to choosing one. */
function loginPassword() {
  return z.string({ error: messages.required }).min(1, { error: messages.required }).max(200, { error: messages.maxLength(200) });
}

/** An ALTCHA payload is a few hundred characters; 4000 leaves room and refuses floods. */
const captcha = () => z.string({ error: messages.required }).min(1, { error: messages.required }).max(4000, { error: messages.required });

export const loginSchema = z.discriminatedUnion("identifier", [
  z.object({ identifier: z.literal("cpf"), cpf: cpf(), password: loginPassword(), captcha: captcha() }),
  z.object({ identifier: z.literal("email"), email: email(), password: loginPassword(), captcha: captcha() }),
]);
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** What the station decides about its sign-up form; plain data, safe to pass to the client. */
export interface SignupShape {
  /** Private stations ask the CPF; the public case skips it. */
  requireCpf: boolean;
  /** The travel-promotion variant: city, age 18, two extra consent boxes. */
  travel: boolean;
}

/** Invitation carried by the route (/cadastrar/{code} or .../{code}-U{id}-E{station}). */
const inviteFields = {
  inviteCode: optional(requiredString().check(maxLen(60))),
  inviterId: optional(idSchema),
};

/** Multi-step sign-up, step 0: credentials (and the travel variant's fields). */
export function credentialsStepSchema(shape: SignupShape) {
  return z.object({
    email: email(),
    cpf: shape.requireCpf ? cpf() : optional(cpf()),
    city: shape.travel ? requiredString().check(maxLen(120)) : optional(requiredString().check(maxLen(120))),
    birthday: shape.travel ? adultBrDate() : optional(brDate()),
    terms: checkedBox(),
    requirements: shape.travel ? checkedBox() : z.boolean().optional(),
    rules: shape.travel ? checkedBox() : z.boolean().optional(),
    /** Opt-in to the station's e-mails (consent ledger): never ticked for the member. */
    marketing: z.boolean().optional(),
  });
}

/** Multi-step sign-up, step 1. */
export const passwordStepSchema = confirmation(
  z.object({ password: password(), password_confirmation: requiredString().check(maxLen(200)) }),
  "password",
  "password_confirmation",
);

/**
 * Multi-step sign-up, step 1 for a roster affiliate, who skips step 0 (the roster holds the CPF):
 * the password with step 0's consent boxes, the travel variant's birth date and city, and an
 * e-mail when the roster has none. The last step's server schema asks the same of them.
 */
export function affiliatePasswordStepSchema(shape: SignupShape, options: { needsEmail: boolean }) {
  const fromStep0 = credentialsStepSchema(shape).pick({ birthday: true, city: true, terms: true, requirements: true, rules: true, marketing: true });
  return passwordStepSchema.and(options.needsEmail ? fromStep0.extend({ email: email() }) : fromStep0);
}

export const confirmationMethodSchema = z.enum(["email", "sms"], { error: messages.required });

/** Multi-step sign-up, step 2: where the code goes, and the captcha. */
export const methodStepSchema = z.object({ method: confirmationMethodSchema, captcha: captcha() });

/**
 * The whole multi-step sign-up as the server receives it on the last step. `email` may be absent
 * only in the affiliate flow (login 401), where the roster's address is used without showing it,
 * and the CPF is then the one the login was tried with.
 */
export function multistepSignupSchema(shape: SignupShape, options: { affiliate?: boolean } = {}) {
  // One type for both cases, so the form and the action share the same inferred values.
  const emailField = (options.affiliate ? optional(email()) : email()) as z.ZodType<string | undefined, string | undefined>;
  return confirmation(
    credentialsStepSchema(shape)
      // The affiliate's CPF comes from the login that sent them here (server-side), not the form.
      .extend({ email: emailField, cpf: options.affiliate ? optional(cpf()) : shape.requireCpf ? cpf() : optional(cpf()) })
      .extend({ password: password(), password_confirmation: requiredString().check(maxLen(200)), ...inviteFields })
      .extend(methodStepSchema.shape),
    "password",
    "password_confirmation",
  );
}

/** The single-page form, plus e-mail and password (our decision). */
export function singleSignupSchema(shape: SignupShape) {
  return confirmation(
    z.object({
      cpf: shape.requireCpf ? cpf() : optional(cpf()),
      firstName: requiredString().check(maxLen(60)),
      lastName: requiredString().check(maxLen(60)),
      birthday: shape.travel ? adultBrDate() : brDate(),
      state: z.number({ error: messages.required }).int().min(1, { error: messages.required }).max(99),
      city: shape.travel ? requiredString().check(maxLen(120)) : optional(requiredString().check(maxLen(120))),
      phoneNumber: phone(),
      email: email(),
      password: password(),
      password_confirmation: requiredString().check(maxLen(200)),
      captcha: captcha(),
      checkbox: checkedBox(),
      /** Opt-in to the station's e-mails (consent ledger): never ticked for the member. */
      marketing: z.boolean().optional(),
      ...inviteFields,
    }),
    "password",
    "password_confirmation",
  );
}

export const CODE_FORMAT_MESSAGE = "Digite os 6 dígitos do código";

export const confirmCodeSchema = z.object({
  email: email(),
  code: requiredString().regex(/^(?:\d{6})?$/, { error: CODE_FORMAT_MESSAGE }),
});

export const resendSchema = z.object({ email: email() });

/** Step 2's channel switch: the account is this browser's sign-up (or the signed-in one), never a typed e-mail. */
export const chooseMethodSchema = z.object({ method: confirmationMethodSchema });

export const activateLinkSchema = z.object({ email: email(), hash: requiredString().check(maxLen(200)) });

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = confirmation(
  z.object({
    email: email(),
    hash: requiredString().check(maxLen(200)),
    password: password(),
    password_confirmation: requiredString().check(maxLen(200)),
  }),
  "password",
  "password_confirmation",
);
