"use server";
// First-login wizard mutations, behind the guard's pendingMember gate (the wizard is for accounts
// not yet through the full entry gate; deleted, suspended and establishment-less ones are refused).
import { saveFirstLoginData, saveFirstLoginPhoto, PROFILE_UPDATED_MESSAGE } from "@/lib/accounts/profile";
import { firstLoginDataSchema, photoSchema, type FirstLoginDataInput } from "@/lib/accounts/wizard-schemas";
import { pendingMemberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const saveFirstLoginPhotoAction = pendingMemberAction(photoSchema, async ({ station, user, data }) => {
  const finish = station.settings.firstLoginPhotoOnly;
  await saveFirstLoginPhoto(await getDb(), station.id, user.id, data.image, { finish });
  return { finished: finish };
});

export const saveFirstLoginDataAction = pendingMemberAction(
  ({ user }) => firstLoginDataSchema(!user.cpf),
  async ({ station, user, input }) => {
    // The guard answers field errors; the command parses the same raw input again on its own.
    await saveFirstLoginData(await getDb(), station.id, user.id, input as FirstLoginDataInput);
    return { message: PROFILE_UPDATED_MESSAGE };
  },
);
