"use server";
// Server Actions of the accounts screens, all public (they are how a visitor gets a session). Each
// goes through the guard's public variant (station from the Host header, the form's own zod
// schema), checks captcha and rate limits, and calls one command of lib/accounts.
import { cookies } from "next/headers";
import { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { optionalSessionUser, publicAction, type StationContext } from "@/lib/auth/guard";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { enforceRateLimit, RATE_LIMITS, type RateLimitRule } from "@/lib/security/rate-limit";
import { stationOrigin } from "@/lib/stations/current";
import { briefingAppDestination, destinationAfterLogin, limitLoginSource, login } from "./login";
import { createLoginToken } from "./login-tokens";
import { accountMessages as m } from "./messages";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { AFFILIATE_COOKIE, clientIp } from "./request";
import {
  activateLinkSchema,
  chooseMethodSchema,
  confirmCodeSchema,
  credentialsStepSchema,
  forgotPasswordSchema,
  loginSchema,
  multistepSignupSchema,
  resendSchema,
  resetPasswordSchema,
  singleSignupSchema,
} from "./schemas";
import { activateByLink, checkCredentials, confirmCode, registerParticipant, resendConfirmation, signupShape, type Registration } from "./signup";
import { pendingSignupOfBrowser, rememberPendingSignup } from "./signup-cookie";
import { SHARE_COOKIE, shareIdFromCookie } from "@/lib/content/shares";
import { hostCookie } from "@/lib/auth/session-cookie";

type Next = { redirect: string; message?: string };

async function requireCaptcha(payload: string): Promise<void> {
  if (!(await verifyCaptcha(payload))) throw new UserFacingError(m.captchaFailed, { captcha: m.captchaFailed });
}

/** Refuses beyond `rule` (429, pt-BR) and logs the first refusal of a window as a security event. */
async function limit(name: string, key: string, rule: RateLimitRule, stationId: number, ip?: string): Promise<void> {
  await enforceRateLimit(name, key, rule, { stationId, ip: ip ?? null });
}

/**
 * Every e-mail or SMS a sign-up sends counts against the station's hourly budget, after the
 * source's own share of it: a flood from one address is refused before it spends the station's.
 */
async function limitSignupMail(stationId: number, resendTo?: string): Promise<void> {
  const ip = await clientIp();
  await limit("signup-message-source", `signup-message-source:${stationId}:${ip}`, RATE_LIMITS.signupMessageSource, stationId, ip);
  if (resendTo) await limit("resend", `resend:${stationId}:${resendTo}`, RATE_LIMITS.resend, stationId, ip);
  await limit("station-signup-mail", `station-signup-mail:${stationId}`, RATE_LIMITS.stationSignupMail, stationId);
}

type SignupForm = "single" | "multistep";

/** The form a station offers: the single page, or the multi-step one (also its travel variant). */
function offeredForm(station: StationContext["station"]): SignupForm {
  return station.settings.signupVariant === "single" ? "single" : "multistep";
}

/**
 * The schema of a registration form on this station: a form the station does not offer refuses
 * every input with one message, before anything is checked or sent.
 */
function onlyIfOffered<S extends z.ZodType>(form: SignupForm, schema: (ctx: StationContext) => S | Promise<S>) {
  return async (ctx: StationContext): Promise<S | z.ZodType<never>> =>
    offeredForm(ctx.station) === form ? schema(ctx) : z.never({ error: m.signupFormUnavailable });
}

/**
 * After a registration, the answer is the same whatever the e-mail's state: the confirmation
 * screen, and the cookie that lets this browser (only) choose how to receive the code.
 */
async function afterRegistration(station: StationContext["station"], registration: Registration): Promise<Next> {
  await forgetSignupCookies();
  await rememberPendingSignup({ stationId: station.id, email: registration.email, maskedPhone: registration.maskedPhone });
  return { redirect: `/confirmacao/${encodeURIComponent(registration.email)}` };
}

/** The pending sign-up step 2 acts on: this browser's registration, or the signed-in unconfirmed account. */
async function pendingSignupEmail(stationId: number): Promise<string | null> {
  const own = await pendingSignupOfBrowser(stationId);
  if (own) return own.email;
  const user = await optionalSessionUser(stationId);
  return user && !user.active && !user.deleted && user.email ? user.email : null;
}

export const loginAction = publicAction(loginSchema, async ({ station, data }): Promise<Next & { affiliate?: boolean }> => {
  const ip = await clientIp();
  // Before the captcha: a flood from one address is refused before any work.
  await limitLoginSource(await getDb(), station.id, ip);
  await requireCaptcha(data.captcha);
  const outcome = await login(await getDb(), station, data, ip, { sourceCounted: true });
  if (outcome.kind === "affiliate") {
    (await cookies()).set(AFFILIATE_COOKIE, outcome.cpf, hostCookie(15 * 60));
    return { redirect: "/cadastrar?etapa=1&aviso=afiliado", message: m.affiliateWithoutAccount, affiliate: true };
  }
  await startSession(outcome.user);
  // The token is minted only for members the external briefing app will receive.
  const external =
    station.settings.briefingAppUrl && outcome.user.briefingDone
      ? briefingAppDestination(
          station.settings.briefingAppUrl,
          outcome.user,
          await createLoginToken(await getDb(), { userId: outcome.user.id, stationId: outcome.user.stationId }),
        )
      : null;
  return { redirect: external ?? destinationAfterLogin(outcome.user) };
});

/** Step 0 of the multi-step form: answers the masked contacts step 2 will offer. */
export const checkCredentialsAction = publicAction(
  onlyIfOffered("multistep", ({ station }) => credentialsStepSchema(signupShape(station))),
  async ({ station, data }): Promise<{ maskedPhone: string | null }> => {
    const ip = await clientIp();
    await limit("signup-check-source", `signup-check:${station.id}:${ip}`, RATE_LIMITS.signupCheckSource, station.id, ip);
    const account = data.cpf ? `cpf:${data.cpf}` : `email:${data.email ?? ""}`;
    await limit("signup-check-account", `signup-check-account:${station.id}:${account}`, RATE_LIMITS.signupCheckAccount, station.id, ip);
    const check = await checkCredentials(await getDb(), station, { email: data.email, cpf: data.cpf });
    return { maskedPhone: check.maskedPhone };
  },
);

async function affiliateCpf(): Promise<string | null> {
  return (await cookies()).get(AFFILIATE_COOKIE)?.value ?? null;
}

/** The share link that brought this browser; forgotten once a sign-up used it. */
async function shareId(): Promise<number | null> {
  return shareIdFromCookie((await cookies()).get(SHARE_COOKIE)?.value);
}

/** What brought this browser to sign-up (affiliate CPF, share link) is used up by a registration. */
async function forgetSignupCookies(): Promise<void> {
  const jar = await cookies();
  jar.delete(AFFILIATE_COOKIE);
  jar.delete(SHARE_COOKIE);
}

export const registerMultistepAction = publicAction(
  onlyIfOffered("multistep", async ({ station }) => multistepSignupSchema(signupShape(station), { affiliate: Boolean(await affiliateCpf()) })),
  async ({ station, data }): Promise<Next> => {
    const cpf = await affiliateCpf();
    await requireCaptcha(data.captcha);
    await limitSignupMail(station.id);
    const registration = await registerParticipant(
      await getDb(),
      station,
      {
        email: data.email ?? null,
        // The affiliate flow skips step 0, so its CPF comes from the login that sent them here.
        cpf: data.cpf ?? cpf,
        password: data.password,
        city: data.city ?? null,
        birthday: data.birthday ?? null,
        method: data.method,
        inviteCode: data.inviteCode ?? null,
        inviterId: data.inviterId ?? null,
        shareId: await shareId(),
        consents: { terms: data.terms, regulation: data.rules === true, marketing: data.marketing === true },
      },
      stationOrigin(station),
    );
    return afterRegistration(station, registration);
  },
);

export const registerSingleAction = publicAction(
  onlyIfOffered("single", ({ station }) => singleSignupSchema(signupShape(station))),
  async ({ station, data }): Promise<Next> => {
    await requireCaptcha(data.captcha);
    await limitSignupMail(station.id);
    const registration = await registerParticipant(
      await getDb(),
      station,
      {
        email: data.email,
        cpf: data.cpf ?? null,
        password: data.password,
        name: `${data.firstName} ${data.lastName}`,
        tel: data.phoneNumber,
        birthday: data.birthday,
        stateId: data.state,
        city: data.city ?? null,
        method: "email",
        inviteCode: data.inviteCode ?? null,
        inviterId: data.inviterId ?? null,
        shareId: await shareId(),
        consents: { terms: data.checkbox, regulation: false, marketing: data.marketing === true },
      },
      stationOrigin(station),
    );
    return afterRegistration(station, registration);
  },
);

export const confirmCodeAction = publicAction(confirmCodeSchema, async ({ station, data }): Promise<Next> => {
  await limit("code-entry", `code:${station.id}:${data.email}`, RATE_LIMITS.codeEntry, station.id);
  const user = await confirmCode(await getDb(), station, data);
  await startSession(user);
  return { redirect: destinationAfterLogin({ ...user, active: true }), message: m.codeValidated };
});

/** "Reenviar código": to the account's own contacts, answered the same whether or not it exists. */
export const resendCodeAction = publicAction(resendSchema, async ({ station, data }): Promise<Next> => {
  await limitSignupMail(station.id, data.email);
  await resendConfirmation(await getDb(), station, data, stationOrigin(station));
  return { redirect: `/confirmacao/${encodeURIComponent(data.email)}`, message: m.codeSent };
});

/** Step 2's channel switch, for this browser's own sign-up or the signed-in unconfirmed account. */
export const chooseMethodAction = publicAction(chooseMethodSchema, async ({ station, data }): Promise<Next> => {
  const email = await pendingSignupEmail(station.id);
  if (!email) throw new UserFacingError(m.signupStepExpired);
  await limitSignupMail(station.id, email);
  await resendConfirmation(await getDb(), station, { email, method: data.method }, stationOrigin(station));
  return { redirect: `/confirmacao/${encodeURIComponent(email)}` };
});

/** Any failure (bad link, expired, used) answers the one activation message, never the reason. */
export const activateLinkAction = publicAction(z.unknown(), async ({ station, input }): Promise<Next> => {
  const parsed = activateLinkSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(m.activationFailed);
  try {
    const ip = await clientIp();
    await limit("activate-source", `activate:${ip}`, RATE_LIMITS.activateSource, station.id, ip);
    await limit("activate-account", `activate-account:${station.id}:${parsed.data.email}`, RATE_LIMITS.activateAccount, station.id, ip);
    const user = await activateByLink(await getDb(), station, parsed.data);
    if (!user) throw new UserFacingError(m.activationFailed);
    await startSession(user);
    return { redirect: destinationAfterLogin({ ...user, active: true }), message: m.codeValidated };
  } catch (error) {
    if (error instanceof UserFacingError) throw new UserFacingError(m.activationFailed);
    throw error;
  }
});

export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ station, data }): Promise<{ message: string }> => {
  await requestPasswordReset(await getDb(), station, data.email, stationOrigin(station), await clientIp());
  return { message: `${m.emailSent}. ${m.checkInbox}` };
});

export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ station, data }): Promise<Next> => {
  const ip = await clientIp();
  await limit("reset-set-source", `reset-set:${ip}`, RATE_LIMITS.resetSetSource, station.id, ip);
  await limit("reset-set-account", `reset-set-account:${station.id}:${data.email}`, RATE_LIMITS.resetSetAccount, station.id, ip);
  await resetPassword(await getDb(), station.id, data, new Date(), ip);
  return { redirect: "/login?aviso=senha-redefinida", message: m.passwordUpdated };
});
