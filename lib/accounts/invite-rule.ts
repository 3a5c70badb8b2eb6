// The invitation (member-get-member) rule: how many points inviter and invitee get for a code.
// A small interface so sign-up does not depend on the activities model; today backed by the
// invite_rules table, later possibly by the activity of type 1 or 19 that carries the same numbers.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { inviteRules } from "./auth-schema";

export interface InviteRule {
  activityId: number | null;
  /** Hundredths of a point. */
  pointsInviter: number;
  /** Hundredths of a point. */
  pointsInvited: number;
}

export async function findInviteRule(tx: DbOrTx, stationId: number, code: string): Promise<InviteRule | null> {
  const [row] = await tx
    .select({ activityId: inviteRules.activityId, pointsInviter: inviteRules.pointsInviter, pointsInvited: inviteRules.pointsInvited })
    .from(inviteRules)
    .where(and(eq(inviteRules.stationId, stationId), eq(sql`lower(${inviteRules.code})`, code.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}
