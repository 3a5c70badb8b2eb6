"use server";
// Support messages from /suporte, /suporte-enterprise and the landing's form section.
import { runAction } from "@/lib/actions/result";
import { getSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { submitSupportMessage } from "@/lib/content/support";
import { supportMessageSchema } from "@/lib/content/support-schema";
import { clientIp } from "@/lib/security/client-ip";
import { requireStationFromRequest } from "@/lib/stations/current";

export async function sendSupportMessage(input: unknown, kind: "support" | "enterprise") {
  return runAction(supportMessageSchema, input, async (data) => {
    const station = await requireStationFromRequest();
    const visitorKey = await clientIp();
    const user = await getSessionUser(station.id);
    await submitSupportMessage(await getDb(), data, {
      station,
      kind: kind === "enterprise" ? "enterprise" : "support",
      visitorKey,
      userId: user?.id ?? null,
    });
    return undefined;
  });
}
