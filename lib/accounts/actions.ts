"use server";
// Server Actions of the accounts screens, all public (they are how a visitor gets a session). Each
// goes through the guard's public variant (station from the Host header, the form's own zod
// schema), checks captcha and rate limits, and calls one command of lib/accounts.
import { cookies } from "next/headers";
import { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { publicAction } from "@/lib/auth/guard";
import { startSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "@/lib/security/rate-limit";
import { stationOrigin } from "@/lib/stations/current";
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

export const loginAction = publicAction(loginSchema, async ({ station, data }): Promise<Next & { affiliate?: boolean }> => {
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

/** Step 0 of the multi-step form: answers the masked contacts step 2 will offer. */
export const checkCredentialsAction = publicAction(
  ({ station }) => credentialsStepSchema(signupShape(station)),
  async ({ station, data }): Promise<{ maskedPhone: string | null }> => {
    await limit(`signup-check:${station.id}:${await clientIp()}`, { limit: 40, windowSeconds: 15 * 60 });
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
  async ({ station }) => multistepSignupSchema(signupShape(station), { affiliate: Boolean(await affiliateCpf()) }),
  async ({ station, data }): Promise<Next> => {
    const cpf = await affiliateCpf();
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
  },
);

export const registerSingleAction = publicAction(
  ({ station }) => singleSignupSchema(signupShape(station)),
  async ({ station, data }): Promise<Next> => {
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
  },
);

export const confirmCodeAction = publicAction(confirmCodeSchema, async ({ station, data }): Promise<Next> => {
  await limit(`code:${station.id}:${data.email}`, RATE_LIMITS.codeEntry);
  const user = await confirmCode(await getDb(), station, data);
  await startSession(user);
  return { redirect: destinationAfterLogin({ ...user, active: true }), message: m.codeValidated };
});

export const resendCodeAction = publicAction(resendSchema, async ({ station, data }): Promise<Next> => {
  await limit(`resend:${station.id}:${data.email}`, RATE_LIMITS.resend);
  await resendConfirmation(await getDb(), station, data, stationOrigin(station));
  return { redirect: `/confirmacao/${encodeURIComponent(data.email)}`, message: m.codeSent };
});

export const chooseMethodAction = publicAction(chooseMethodSchema, async ({ station, data }): Promise<Next> => {
  await limit(`resend:${station.id}:${data.email}`, RATE_LIMITS.resend);
  await resendConfirmation(await getDb(), station, data, stationOrigin(station));
  return { redirect: `/confirmacao/${encodeURIComponent(data.email)}` };
});

/** Any failure (bad link, expired, used) answers the one activation message, never the reason. */
export const activateLinkAction = publicAction(z.unknown(), async ({ station, input }): Promise<Next> => {
  const parsed = activateLinkSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(m.activationFailed);
  try {
    await limit(`activate:${await clientIp()}`, { limit: 20, windowSeconds: 15 * 60 });
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
  return { message: m.checkInbox };
});

export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ station, data }): Promise<Next> => {
  await limit(`reset-set:${await clientIp()}`, { limit: 20, windowSeconds: 15 * 60 });
  await resetPassword(await getDb(), station.id, data);
  return { redirect: "/login?aviso=senha-redefinida", message: m.passwordUpdated };
});
