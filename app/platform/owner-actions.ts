"use server";
// Apex owner flow: account, login, the wizard's personal steps, station creation and the hand-over
// to the new station. Every action after sign-up needs the platform session.
import { redirect } from "next/navigation";
import { z } from "zod";
import { createLoginToken } from "@/lib/accounts/login-tokens";
import {
  authenticateOwner,
  OWNER_LOGIN_FAILED_MESSAGE,
  saveOwnerPersonalData,
  saveOwnerPhoto,
  signUpOwner,
} from "@/lib/accounts/owner-wizard";
import {
  ownerLoginSchema,
  ownerPersonalSchema,
  ownerSignupSchema,
  photoSchema,
  type OwnerLoginInput,
  type OwnerPersonalInput,
  type OwnerSignupInput,
} from "@/lib/accounts/wizard-schemas";
import { type ActionResult, fail, runAction, SESSION_EXPIRED, UserFacingError } from "@/lib/actions/result";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { endSession, getPlatformUser, startPlatformSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { hitRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS, resetRateLimit } from "@/lib/security/rate-limit";
import { createStation, isSlugTaken, stationSlugOf } from "@/lib/stations/create-station";
import { createStationSchema, siteNameSchema, slugFromName, TAKEN_SLUG_MESSAGE, type CreateStationInput } from "@/lib/stations/create-station-schema";
import { revalidateStationSite } from "@/lib/stations/revalidate";
import { stationOrigin } from "@/lib/stations/current";

const CAPTCHA_MESSAGE = "Confirme que você não é um robô e tente novamente.";

export async function ownerSignupAction(input: OwnerSignupInput): Promise<ActionResult> {
  return runAction(ownerSignupSchema, input, async (data) => {
    if (!(await verifyCaptcha(data.captcha))) throw new UserFacingError(CAPTCHA_MESSAGE, { captcha: CAPTCHA_MESSAGE });
    const db = await getDb();
    const user = await signUpOwner(db, input);
    await startPlatformSession(user);
    return undefined;
  });
}

export async function ownerLoginAction(input: OwnerLoginInput): Promise<ActionResult> {
  return runAction(ownerLoginSchema, input, async (data) => {
    const limit = await hitRateLimit(`platform-login:${data.email}`, RATE_LIMITS.login);
    if (!limit.allowed) throw new UserFacingError(RATE_LIMIT_MESSAGE);
    if (!(await verifyCaptcha(data.captcha))) throw new UserFacingError(CAPTCHA_MESSAGE, { captcha: CAPTCHA_MESSAGE });
    const db = await getDb();
    const user = await authenticateOwner(db, data);
    if (!user) throw new UserFacingError(OWNER_LOGIN_FAILED_MESSAGE);
    await resetRateLimit(`platform-login:${data.email}`);
    await startPlatformSession(user);
    return undefined;
  });
}

export async function ownerLogoutAction(): Promise<void> {
  await endSession();
  redirect("/");
}

export async function saveOwnerPhotoAction(input: { image: string | null }): Promise<ActionResult> {
  const user = await getPlatformUser();
  if (!user) return fail(SESSION_EXPIRED);
  return runAction(photoSchema, input, async ({ image }) => {
    await saveOwnerPhoto(await getDb(), user.id, image);
    return undefined;
  });
}

export async function saveOwnerPersonalAction(input: OwnerPersonalInput): Promise<ActionResult> {
  const user = await getPlatformUser();
  if (!user) return fail(SESSION_EXPIRED);
  return runAction(ownerPersonalSchema, input, async () => {
    await saveOwnerPersonalData(await getDb(), user.id, input);
    return undefined;
  });
}

/** Live check of the site name while typing (the final word is createStation's). */
export async function checkSiteNameAction(prettyName: string): Promise<ActionResult<{ slug: string; available: boolean; message?: string }>> {
  return runAction(siteNameSchema, prettyName, async (name) => {
    const slug = slugFromName(name);
    const taken = await isSlugTaken(await getDb(), slug);
    return taken ? { slug, available: false, message: TAKEN_SLUG_MESSAGE } : { slug, available: true };
  });
}

export interface CreatedStationAnswer {
  slug: string;
  name: string;
  address: string;
}

export async function createStationAction(input: CreateStationInput): Promise<ActionResult<CreatedStationAnswer>> {
  const user = await getPlatformUser();
  if (!user) return fail(SESSION_EXPIRED);
  return runAction(createStationSchema, input, async () => {
    const station = await createStation(await getDb(), user.id, input);
    const site = { id: station.id, slug: station.slug, domain: null };
    // Someone may have looked at the address while it was free: its cached "not found" goes.
    revalidateStationSite(site);
    return { slug: station.slug, name: station.name, address: stationOrigin(site) };
  });
}

/** "Aprender a usar a plataforma": a one-time login link into the owner's new station. */
export async function enterStationAction(): Promise<ActionResult<{ url: string }>> {
  const user = await getPlatformUser();
  if (!user) return fail(SESSION_EXPIRED);
  if (!user.stationId) return fail("Crie sua estação primeiro.");
  const stationId = user.stationId;
  return runAction(z.object({}), {}, async () => {
    const db = await getDb();
    const token = await createLoginToken(db, { userId: user.id, stationId });
    const slug = await stationSlugOf(db, stationId);
    return { url: `${stationOrigin({ slug, domain: null })}/login-token/${encodeURIComponent(token)}` };
  });
}

