"use server";
// Apex owner flow: account, login, the wizard's personal steps, station creation and the hand-over
// to the new station. Sign-up and login are public; every action after them goes through the
// guard's owner gate (the platform session).
import { redirect } from "next/navigation";
import { z } from "zod";
import { createLoginToken } from "@/lib/accounts/login-tokens";
import { limitOwnerLoginSource, loginOwner } from "@/lib/accounts/owner-login";
import {
  saveOwnerPersonalData,
  saveOwnerPhoto,
  signUpOwner,
} from "@/lib/accounts/owner-wizard";
import {
  ownerLoginSchema,
  ownerPersonalSchema,
  ownerSignupSchema,
  photoSchema,
  type OwnerPersonalInput,
  type OwnerSignupInput,
} from "@/lib/accounts/wizard-schemas";
import { UserFacingError } from "@/lib/actions/result";
import { verifyCaptcha } from "@/lib/adapters/captcha";
import { ownerAction, platformPublicAction, platformPublicFormAction } from "@/lib/auth/guard";
import { endSession, startPlatformSession } from "@/lib/auth/session";
import { consoleSignOnUrl, mintConsoleToken } from "@/lib/console/tokens";
import { getDb } from "@/lib/db/client";
import { clientIp } from "@/lib/security/client-ip";
import { createStation, isSlugTaken, stationSlugOf } from "@/lib/wizard/create-station";
import { createStationSchema, siteNameSchema, slugFromName, TAKEN_SLUG_MESSAGE, type CreateStationInput } from "@/lib/stations/create-station-schema";
import { revalidateStationSite } from "@/lib/stations/revalidate";
import { stationOrigin } from "@/lib/stations/current";

const CAPTCHA_MESSAGE = "Confirme que você não é um robô e tente novamente.";

export const ownerSignupAction = platformPublicAction(ownerSignupSchema, async ({ data, input }) => {
  if (!(await verifyCaptcha(data.captcha))) throw new UserFacingError(CAPTCHA_MESSAGE, { captcha: CAPTCHA_MESSAGE });
  const db = await getDb();
  const user = await signUpOwner(db, input as OwnerSignupInput);
  await startPlatformSession(user);
  return undefined;
});

export const ownerLoginAction = platformPublicAction(ownerLoginSchema, async ({ data }) => {
  const db = await getDb();
  const ip = await clientIp();
  // The source's budget first (a flood from one address is refused before any work), then the
  // captcha: only a solved one lets a wrong password count, per account and source.
  await limitOwnerLoginSource(db, ip);
  if (!(await verifyCaptcha(data.captcha))) throw new UserFacingError(CAPTCHA_MESSAGE, { captcha: CAPTCHA_MESSAGE });
  const user = await loginOwner(db, data, ip);
  await startPlatformSession(user);
  return undefined;
});

/** Public: ending a session needs none to be valid (the revoked or expired cookie is cleared too). */
export const ownerLogoutAction = platformPublicFormAction(async () => {
  await endSession();
  redirect("/");
});

export const saveOwnerPhotoAction = ownerAction(photoSchema, async ({ user, data }) => {
  await saveOwnerPhoto(await getDb(), user.id, data.image);
  return undefined;
});

export const saveOwnerPersonalAction = ownerAction(ownerPersonalSchema, async ({ user, input }) => {
  await saveOwnerPersonalData(await getDb(), user.id, input as OwnerPersonalInput);
  return undefined;
});

/** Live check of the site name while typing (the final word is createStation's). */
export const checkSiteNameAction = platformPublicAction(
  siteNameSchema,
  async ({ data: name }): Promise<{ slug: string; available: boolean; message?: string }> => {
    const slug = slugFromName(name);
    const taken = await isSlugTaken(await getDb(), slug);
    return taken ? { slug, available: false, message: TAKEN_SLUG_MESSAGE } : { slug, available: true };
  },
);

export interface CreatedStationAnswer {
  slug: string;
  name: string;
  address: string;
}

export const createStationAction = ownerAction(createStationSchema, async ({ user, input }): Promise<CreatedStationAnswer> => {
  const station = await createStation(await getDb(), user.id, input as CreateStationInput);
  const site = { id: station.id, slug: station.slug, domain: null };
  // Someone may have looked at the address while it was free: its cached "not found" goes.
  await revalidateStationSite(site);
  return { slug: station.slug, name: station.name, address: stationOrigin(site) };
});

/** "Criar conteúdo para meus fãs": a single-use sign-on link into the owner console for the new station. */
export const openConsoleAction = ownerAction(z.undefined(), async ({ user }): Promise<{ url: string }> => {
  if (!user.stationId) throw new UserFacingError("Crie sua estação primeiro.");
  const token = await mintConsoleToken(await getDb(), { userId: user.id, stationId: user.stationId });
  if (!token) throw new UserFacingError("Sua conta não tem acesso ao painel desta estação.");
  return { url: consoleSignOnUrl(token) };
});

/** "Aprender a usar a plataforma": a one-time login link into the owner's new station. */
export const enterStationAction = ownerAction(z.undefined(), async ({ user }): Promise<{ url: string }> => {
  if (!user.stationId) throw new UserFacingError("Crie sua estação primeiro.");
  const db = await getDb();
  const token = await createLoginToken(db, { userId: user.id, stationId: user.stationId });
  const slug = await stationSlugOf(db, user.stationId);
  return { url: `${stationOrigin({ slug, domain: null })}/login-token/${encodeURIComponent(token)}` };
});

