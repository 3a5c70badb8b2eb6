"use server";
// "Fale conosco" of the member area (/homepage/support): the site's support message, behind the
// member gate, with the member's id attached from the session (never from the form).
import { memberAction } from "@/lib/auth/guard";
import { submitSupportMessage } from "@/lib/support/messages";
import { supportMessageSchema } from "@/lib/support/message-schema";
import { getDb } from "@/lib/db/client";

export const memberSupportAction = memberAction(supportMessageSchema, async ({ station, user, data }): Promise<undefined> => {
  await submitSupportMessage(await getDb(), data, {
    station: { id: station.id, name: station.name, contactMail: station.contactMail },
    kind: "support",
    visitorKey: `member:${user.id}`,
    userId: user.id,
  });
  return undefined;
});
