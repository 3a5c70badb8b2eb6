"use server";
// Subscribe / unsubscribe from a mail footer link. Runs as an action (not on page load) so link
// scanners that prefetch e-mail links do not change anyone's subscription. Public: the link's hash
// is the credential, not a session.
import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { setEmailSubscription } from "@/lib/accounts/email-subscription";
import { UserFacingError } from "@/lib/actions/result";
import { publicAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

const inputSchema = z.object({
  type: z.enum(["inscricao", "desinscricao"]),
  userId: idSchema,
  hash: z.string().min(1).max(100),
});

export const applyEmailSubscriptionAction = publicAction(inputSchema, async ({ station, data }) => {
  const ok = await setEmailSubscription(await getDb(), { stationId: station.id, ...data });
  if (!ok) throw new UserFacingError("Link inválido ou expirado.");
  return undefined;
});
