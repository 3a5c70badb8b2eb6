"use server";
// First-login wizard mutations. The station comes from the host, the user from its session.
import { z } from "zod";
import { saveFirstLoginData, saveFirstLoginPhoto, PROFILE_UPDATED_MESSAGE } from "@/lib/accounts/profile";
import { firstLoginDataSchema, photoSchema, type FirstLoginDataInput } from "@/lib/accounts/wizard-schemas";
import { type ActionResult, fail, runAction, SESSION_EXPIRED } from "@/lib/actions/result";
import { getSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest } from "@/lib/stations/current";


export async function saveFirstLoginPhotoAction(input: z.input<typeof photoSchema>): Promise<ActionResult<{ finished: boolean }>> {
  const station = await requireStationFromRequest();
  const user = await getSessionUser(station.id);
  if (!user) return fail(SESSION_EXPIRED);
  return runAction(photoSchema, input, async ({ image }) => {
    const finish = station.settings.firstLoginPhotoOnly;
    await saveFirstLoginPhoto(await getDb(), station.id, user.id, image, { finish });
    return { finished: finish };
  });
}

export async function saveFirstLoginDataAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  const station = await requireStationFromRequest();
  const user = await getSessionUser(station.id);
  if (!user) return fail(SESSION_EXPIRED);
  // runAction answers field errors; the command parses the same raw input again on its own.
  return runAction(firstLoginDataSchema(!user.cpf), input, async () => {
    await saveFirstLoginData(await getDb(), station.id, user.id, input as FirstLoginDataInput);
    return { message: PROFILE_UPDATED_MESSAGE };
  });
}
