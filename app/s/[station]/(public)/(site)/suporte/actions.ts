"use server";
// Support messages from /suporte, /suporte-enterprise and the landing's form section.
import { optionalSessionUser, publicAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { submitSupportMessage } from "@/lib/support/messages";
import { supportMessageSchema } from "@/lib/support/message-schema";
import { clientIp } from "@/lib/security/client-ip";

export const sendSupportMessage = publicAction<typeof supportMessageSchema, undefined, [kind: "support" | "enterprise"]>(
  supportMessageSchema,
  async ({ station, data, extra: [kind] }) => {
    const visitorKey = await clientIp();
    const user = await optionalSessionUser(station.id);
    await submitSupportMessage(await getDb(), data, {
      station,
      kind: kind === "enterprise" ? "enterprise" : "support",
      visitorKey,
      userId: user?.id ?? null,
    });
    return undefined;
  },
);
