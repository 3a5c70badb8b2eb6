// Share links (/compartilhamento?source={userId}&campaign={activityId}): a visit is recorded as a
// share of that member for that activity, the cause a share reward is computed from.
import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { activityExistsInStation } from "./queries";
import { activityShares } from "./schema";

export const shareQuerySchema = z.object({
  source: z.coerce.number().int().positive(),
  campaign: z.coerce.number().int().positive(),
});

/**
 * Validates the share (the member and the activity both belong to this station) and records it.
 * Returns the path to send the visitor to, or null when the link is not valid here.
 */
export async function resolveShare(db: DbOrTx, stationId: number, query: unknown): Promise<string | null> {
  const parsed = shareQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { source, campaign } = parsed.data;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, source), eq(users.stationId, stationId)))
    .limit(1);
  if (!member || !(await activityExistsInStation(db, stationId, campaign))) return null;
  await db.insert(activityShares).values({ stationId, userId: source, activityId: campaign });
  return `/atividade/${campaign}`;
}
