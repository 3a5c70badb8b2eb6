"use server";
// Subscribe / unsubscribe from a mail footer link. Runs as an action (not on page load) so link
// scanners that prefetch e-mail links do not change anyone's subscription.
import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { setEmailSubscription } from "@/lib/accounts/email-subscription";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest } from "@/lib/stations/current";

const inputSchema = z.object({
  type: z.enum(["inscricao", "desinscricao"]),
  userId: idSchema,
  hash: z.string().min(1).max(100),
});

export async function applyEmailSubscriptionAction(input: z.input<typeof inputSchema>): Promise<{ ok: boolean }> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  const station = await requireStationFromRequest();
  try {
    const ok = await setEmailSubscription(await getDb(), { stationId: station.id, ...parsed.data });
    return { ok };
  } catch (error) {
    console.error("e-mail subscription failed", error);
    return { ok: false };
  }
}
