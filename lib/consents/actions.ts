"use server";
// "Aceito" on the re-acceptance screen (/termos-atualizados): a member action through the guard,
// recording the texts at the versions the screen showed.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { acceptLegalTexts } from "./ledger";
import { acceptLegalSchema } from "./schemas";

export const acceptLegalTextsAction = memberAction(acceptLegalSchema, async ({ station, user, data }): Promise<{ redirect: string }> => {
  await acceptLegalTexts(await getDb(), station, user.id, "reacceptance", { shownVersion: data.version });
  return { redirect: "/homepage" };
});
