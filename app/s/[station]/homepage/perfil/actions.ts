"use server";
// The edit-profile dialog's "Salvar", behind the member gate: blocked members and sessions of other
// stations are refused before anything is parsed or written.
import { updateMemberProfile } from "@/lib/accounts/profile";
import { PROFILE_SAVED_MESSAGE, profileUpdateSchema } from "@/lib/accounts/profile-schemas";
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const updateProfileAction = memberAction(profileUpdateSchema, async ({ station, user, input }) => {
  // The guard answers field errors; the command parses the same raw input again on its own.
  await updateMemberProfile(await getDb(), station, user.id, input);
  return { message: PROFILE_SAVED_MESSAGE };
});
