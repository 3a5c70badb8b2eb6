"use server";
// The privacy page's actions, behind the member gate: a correction request, the marketing choice,
// and the account deletion (the code by e-mail, then its confirmation). Each only ever acts on the
// signed-in member of the host's station.
import { z } from "zod";
import { UserFacingError } from "@/lib/actions/result";
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { confirmDeletion, requestCorrection, requestDeletion, setMarketingChoice } from "@/lib/privacy/requests";
import { correctionSchema, deletionCodeSchema, marketingSchema, PRIVACY_TEXTS } from "@/lib/privacy/texts";

export const requestCorrectionAction = memberAction(correctionSchema, async ({ station, user, input }) => {
  await requestCorrection(await getDb(), station, user.id, input);
  return { message: PRIVACY_TEXTS.correctionSent };
});

export const setMarketingAction = memberAction(marketingSchema, async ({ station, user, data }) => {
  if (!(await setMarketingChoice(await getDb(), station.id, user.id, data.subscribed))) throw new UserFacingError(PRIVACY_TEXTS.marketingError);
  return { subscribed: data.subscribed, message: data.subscribed ? PRIVACY_TEXTS.marketingOn : PRIVACY_TEXTS.marketingOff };
});

export const requestDeletionAction = memberAction(z.object({}), async ({ station, user }) => {
  await requestDeletion(await getDb(), station, user.id);
  return { message: PRIVACY_TEXTS.codeSent };
});

export const confirmDeletionAction = memberAction(deletionCodeSchema, async ({ station, user, data }) => {
  const outcome = await confirmDeletion(await getDb(), station, user.id, data.code);
  if (outcome.kind === "refused") throw new UserFacingError(outcome.message, { code: outcome.message });
  return { message: PRIVACY_TEXTS.deleted };
});
