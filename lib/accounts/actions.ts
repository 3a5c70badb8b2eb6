"use server";
// Server Actions of the accounts screens. Each resolves the station from the Host header, parses
// with the form's own zod schema (runAction), checks captcha and rate limits, and calls one
// command of lib/accounts.
import { cookies } from "next/headers";
import { fail, runAction, UserFacingError, type ActionResult } from "@/lib/actions/result";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "@/lib/security/rate-limit";
import { requireStationFromRequest, stationOrigin } from "@/lib/stations/current";
import { briefingAppDestination, destinationAfterLogin, login } from "./login";
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
import { activateByLink, checkCredentials, confirmCode, registerParticipant, resendConfirmation, signupShape } from "./signup";
import { SHARE_COOKIE, shareIdFromCookie } from "@/lib/content/shares";
import { hostCookie } from "@/lib/auth/session-cookie";

type Next = { redirect: string; message?: string };

async function requireCaptcha(payload: string): Promise<void> {
  if (!(await verifyCaptcha(payload))) throw new UserFacingError(m.captchaFailed, { captcha: m.captchaFailed });
}

async function limit(key: string, rule: { limit: number; windowSeconds: number }): Promise<void> {
  if (!(await hitRateLimit(key, rule)).allowed) throw new UserFacingError(RATE_LIMIT_MESSAGE, undefined, 429);
}

export async function loginAction(input: unknown): Promise<ActionResult<Next & { affiliate?: boolean }>> {
  return runAction(loginSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await requireCaptcha(data.captcha);
    const outcome = await login(await getDb(), station, data, await clientIp());
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
}

/** Step 0 of the multi-step form: answers the masked contacts step 2 will offer. */
export async function checkCredentialsAction(input: unknown): Promise<ActionResult<{ maskedPhone: string | null }>> {
  const station = await requireStationFromRequest();
  return runAction(credentialsStepSchema(signupShape(station)), input, async (data) => {
    await limit(`signup-check:${station.id}:${await clientIp()}`, { limit: 40, windowSeconds: 15 * 60 });
    const check = await checkCredentials(await getDb(), station, { email: data.email, cpf: data.cpf });
    return { maskedPhone: check.maskedPhone };
  });
}

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

export async function registerMultistepAction(input: unknown): Promise<ActionResult<Next>> {
  const station = await requireStationFromRequest();
  const cpf = await affiliateCpf();
  return runAction(multistepSignupSchema(signupShape(station), { affiliate: Boolean(cpf) }), input, async (data) => {
    await requireCaptcha(data.captcha);
    const { email } = await registerParticipant(
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
      },
      stationOrigin(station),
    );
    await forgetSignupCookies();
    return { redirect: `/confirmacao/${encodeURIComponent(email)}` };
  });
}

export async function registerSingleAction(input: unknown): Promise<ActionResult<Next>> {
  const station = await requireStationFromRequest();
  return runAction(singleSignupSchema(signupShape(station)), input, async (data) => {
    await requireCaptcha(data.captcha);
    const { email } = await registerParticipant(
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
      },
      stationOrigin(station),
    );
    await forgetSignupCookies();
    return { redirect: `/confirmacao/${encodeURIComponent(email)}` };
  });
}

export async function confirmCodeAction(input: unknown): Promise<ActionResult<Next>> {
  return runAction(confirmCodeSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await limit(`code:${station.id}:${data.email}`, RATE_LIMITS.codeEntry);
    const user = await confirmCode(await getDb(), station, data);
    await startSession(user);
    return { redirect: destinationAfterLogin({ ...user, active: true }), message: m.codeValidated };
  });
}

export async function resendCodeAction(input: unknown): Promise<ActionResult<Next>> {
  return runAction(resendSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await limit(`resend:${station.id}:${data.email}`, RATE_LIMITS.resend);
    await resendConfirmation(await getDb(), station, data, stationOrigin(station));
    return { redirect: `/confirmacao/${encodeURIComponent(data.email)}`, message: m.codeSent };
  });
}

export async function chooseMethodAction(input: unknown): Promise<ActionResult<Next>> {
  return runAction(chooseMethodSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await limit(`resend:${station.id}:${data.email}`, RATE_LIMITS.resend);
    await resendConfirmation(await getDb(), station, data, stationOrigin(station));
    return { redirect: `/confirmacao/${encodeURIComponent(data.email)}` };
  });
}

export async function activateLinkAction(input: unknown): Promise<ActionResult<Next>> {
  const result = await runAction(activateLinkSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await limit(`activate:${await clientIp()}`, { limit: 20, windowSeconds: 15 * 60 });
    const user = await activateByLink(await getDb(), station, data);
    if (!user) throw new UserFacingError(m.activationFailed);
    await startSession(user);
    return { redirect: destinationAfterLogin({ ...user, active: true }), message: m.codeValidated };
  });
  return result.ok ? result : fail(m.activationFailed);
}

export async function forgotPasswordAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  return runAction(forgotPasswordSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await requestPasswordReset(await getDb(), station, data.email, stationOrigin(station), await clientIp());
    return { message: m.checkInbox };
  });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult<Next>> {
  return runAction(resetPasswordSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    await limit(`reset-set:${await clientIp()}`, { limit: 20, windowSeconds: 15 * 60 });
    await resetPassword(await getDb(), station.id, data);
    return { redirect: "/login?aviso=senha-redefinida", message: m.passwordUpdated };
  });
}
