// Share links (/compartilhamento?source={userId}&campaign={activityId}). A visit is recorded as a
// share of that member for that activity, and the visitor's browser keeps which share brought it
// (SHARE_COOKIE). When that visitor signs up, the share is marked converted; when they confirm
// the account, the sharer is paid the activity's points (type 5 pays after the invitee
// signs up through the shared link), in the confirmation's transaction, once per new member and
// within the activity's per-user limit.
import "server-only";
import { and, count, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { users } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { activityExistsInStation } from "./queries";
import { activityShares } from "./schema";

/** Holds the id of the share link that brought this browser (read at sign-up). */
export const SHARE_COOKIE = "estacao.share";
export const SHARE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export const shareQuerySchema = z.object({
  source: idSchema,
  campaign: idSchema,
});

/**
 * Validates the share (the member and the activity both belong to this station) and records it.
 * Returns where to send the visitor and the share's id, or null when the link is not valid here.
 */
export async function resolveShare(db: DbOrTx, stationId: number, query: unknown): Promise<{ target: string; shareId: number } | null> {
  const parsed = shareQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { source, campaign } = parsed.data;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, source), eq(users.stationId, stationId)))
    .limit(1);
  if (!member || !(await activityExistsInStation(db, stationId, campaign))) return null;
  const [share] = await db.insert(activityShares).values({ stationId, userId: source, activityId: campaign }).returning({ id: activityShares.id });
  return { target: `/atividade/${campaign}`, shareId: share!.id };
}

/** Parses the cookie's value; anything else than a positive id is no share. */
export function shareIdFromCookie(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * At sign-up, inside the registration's transaction: marks the share of this station that brought
 * the new member as converted by them. A share of their own, one already converted, or a second
 * share for a member who already has one changes nothing.
 */
export async function attributeSignupToShare(tx: DbOrTx, input: { stationId: number; inviteeId: number; shareId: number }): Promise<boolean> {
  const [already] = await tx
    .select({ id: activityShares.id })
    .from(activityShares)
    .where(and(eq(activityShares.stationId, input.stationId), eq(activityShares.convertedUserId, input.inviteeId)))
    .limit(1);
  if (already) return false;
  const rows = await tx
    .update(activityShares)
    .set({ convertedUserId: input.inviteeId })
    .where(
      and(
        eq(activityShares.id, input.shareId),
        eq(activityShares.stationId, input.stationId),
        isNull(activityShares.convertedUserId),
        ne(activityShares.userId, input.inviteeId),
      ),
    )
    .returning({ id: activityShares.id });
  return rows.length > 0;
}

/**
 * At confirmation, inside its transaction: pays the sharer whose link brought `inviteeId`, once.
 * The share row is locked (a retried confirmation waits, then finds it credited) and so is the
 * sharer's, for the per-user limit; the ledger's idempotency key backs both. Returns the points paid.
 */
export async function creditShareConversion(tx: Tx, input: { stationId: number; inviteeId: number }): Promise<number> {
  const [share] = await tx
    .select()
    .from(activityShares)
    .where(and(eq(activityShares.stationId, input.stationId), eq(activityShares.convertedUserId, input.inviteeId)))
    .for("update");
  if (!share || share.creditedAt) return 0;
  const [activity] = await tx
    .select({ id: activities.id, name: activities.name, points: activities.points, limitPerUser: activities.limitPerUser })
    .from(activities)
    .where(and(eq(activities.id, share.activityId), eq(activities.stationId, input.stationId), eq(activities.typeId, 5), eq(activities.active, true)))
    .limit(1);
  if (!activity || activity.points <= 0) return 0;

  // Conversions of one sharer are counted one at a time: two at once cannot both pass the limit.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, share.userId)).for("update");
  if (activity.limitPerUser) {
    const [paid] = await tx
      .select({ n: count() })
      .from(activityShares)
      .where(
        and(
          eq(activityShares.stationId, input.stationId),
          eq(activityShares.activityId, activity.id),
          eq(activityShares.userId, share.userId),
          isNotNull(activityShares.creditedAt),
        ),
      );
    if ((paid?.n ?? 0) >= activity.limitPerUser) return 0;
  }
  const { inserted } = await appendLedgerEntry(tx, {
    stationId: input.stationId,
    userId: share.userId,
    amount: activity.points,
    kind: "share",
    reference: `activity:${activity.id}`,
    description: activity.name,
    idempotencyKey: `share-conversion:${activity.id}:${input.inviteeId}`,
  });
  await tx.update(activityShares).set({ creditedAt: new Date() }).where(eq(activityShares.id, share.id));
  return inserted ? activity.points : 0;
}
