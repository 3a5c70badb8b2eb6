// The invitation (member-get-member) rule of a code: how many points inviter and invitee get, and
// which invite activity (types 1/19) it belongs to, whose per-member limit caps the inviter's
// rewards. One table holds every rule, the activities' member_get_member_rules; a rule without an
// activity is a station-wide code (demo's CLUBE10).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { activities, memberGetMemberRules } from "@/lib/activities/schema";

export interface InviteRule {
  activityId: number | null;
  /** Hundredths of a point. */
  pointsInviter: number;
  /** Hundredths of a point. */
  pointsInvited: number;
  /** The invite activity's per-member limit (rewarded invitations per inviter), if it sets one. */
  activityLimit: number | null;
}

export async function findInviteRule(tx: DbOrTx, stationId: number, code: string): Promise<InviteRule | null> {
  const [row] = await tx
    .select({
      activityId: memberGetMemberRules.activityId,
      pointsInviter: memberGetMemberRules.pointsInviter,
      pointsInvited: memberGetMemberRules.pointsInvited,
      activityLimit: activities.limitPerUser,
    })
    .from(memberGetMemberRules)
    .leftJoin(activities, and(eq(activities.id, memberGetMemberRules.activityId), eq(activities.stationId, stationId)))
    .where(and(eq(memberGetMemberRules.stationId, stationId), eq(sql`lower(${memberGetMemberRules.code})`, code.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}
