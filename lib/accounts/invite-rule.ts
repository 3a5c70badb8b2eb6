// The invitation (member-get-member) rule: how many points inviter and invitee get for a code, and
// how many invitations pay one inviter. A small interface so sign-up does not depend on the
// activities model. Two tables hold rules today: accounts' invite_rules (codes such as CLUBE10,
// with or without an activity) and the activities' member_get_member_rules (the rule of a type 1/19
// activity). A code is looked up in invite_rules first, then in the activity rules, so a link an
// invite activity hands out is always one sign-up understands.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { activities, memberGetMemberRules } from "@/lib/activities/schema";
import { inviteRules } from "./auth-schema";

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
  const wanted = code.trim().toLowerCase();
  const [row] = await tx
    .select({
      activityId: inviteRules.activityId,
      pointsInviter: inviteRules.pointsInviter,
      pointsInvited: inviteRules.pointsInvited,
      activityLimit: activities.limitPerUser,
    })
    .from(inviteRules)
    .leftJoin(activities, and(eq(activities.id, inviteRules.activityId), eq(activities.stationId, stationId)))
    .where(and(eq(inviteRules.stationId, stationId), eq(sql`lower(${inviteRules.code})`, wanted)))
    .limit(1);
  if (row) return row;
  const [activityRule] = await tx
    .select({
      activityId: memberGetMemberRules.activityId,
      pointsInviter: memberGetMemberRules.pointsInviter,
      pointsInvited: memberGetMemberRules.pointsInvited,
      activityLimit: activities.limitPerUser,
    })
    .from(memberGetMemberRules)
    .innerJoin(activities, and(eq(activities.id, memberGetMemberRules.activityId), eq(activities.stationId, stationId)))
    .where(and(eq(memberGetMemberRules.stationId, stationId), eq(sql`lower(${memberGetMemberRules.code})`, wanted)))
    .limit(1);
  return activityRule ?? null;
}
