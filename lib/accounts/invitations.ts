// Invitations in sign-up: the invitee's row is written when they register, and the rule's points
// reach invitee and inviter through the ledger when the invitee confirms (never at sign-up), once
// per person and within the inviter's cap.
import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { awardTrophies } from "@/lib/trophies/award";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { invitations, signupRewards } from "./auth-schema";
import { findInviteRule } from "./invite-rule";
import { users } from "./schema";
import { claimSignupReward } from "./signup-rewards";

/** Records who invited whom. An unknown code or an inviter from another station is ignored. */
export async function recordInvitation(
  tx: DbOrTx,
  input: { stationId: number; inviteeId: number; code: string; inviterId?: number | null },
): Promise<boolean> {
  const rule = await findInviteRule(tx, input.stationId, input.code);
  if (!rule) return false;
  let inviterId: number | null = null;
  if (input.inviterId && input.inviterId !== input.inviteeId) {
    const [inviter] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.inviterId), eq(users.stationId, input.stationId)));
    inviterId = inviter?.id ?? null;
  }
  const rows = await tx
    .insert(invitations)
    .values({ stationId: input.stationId, inviteeUserId: input.inviteeId, inviterUserId: inviterId, code: input.code.trim(), activityId: rule.activityId })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Credits the invitation of `inviteeId`, inside the confirmation transaction, exactly once:
 * - the invitee counts once per e-mail/CPF on the station (claimSignupReward): someone deleted
 *   and signed up again pays nobody twice;
 * - the inviter is paid for at most N people per invite activity: the activity's per-member limit,
 *   else the station's `inviteRewardLimit`. The inviter's user row is locked while counting, so
 *   racing confirmations for one inviter are serialised and the cap holds.
 * The ledger's idempotency keys make a retry a no-op too. Returns true when it credited now.
 */
export async function creditInvitation(
  tx: Tx,
  input: { stationId: number; inviteeId: number; defaultRewardLimit: number },
): Promise<boolean> {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.stationId, input.stationId), eq(invitations.inviteeUserId, input.inviteeId)))
    .for("update");
  if (!invitation || invitation.creditedAt) return false;
  await tx.update(invitations).set({ creditedAt: new Date() }).where(eq(invitations.id, invitation.id));
  if (invitation.inviterUserId) await awardTrophies(tx, { stationId: input.stationId, userId: invitation.inviterUserId, event: { kind: "invitation_confirmed" } });
  const rule = await findInviteRule(tx, input.stationId, invitation.code);
  if (!rule) return false;
  const claim = await claimSignupReward(tx, {
    stationId: input.stationId,
    userId: input.inviteeId,
    kind: "invite",
    code: invitation.code.toLowerCase(),
    activityId: rule.activityId,
  });
  if (!claim) return false;
  if (rule.pointsInvited > 0) {
    await appendLedgerEntry(tx, {
      stationId: input.stationId,
      userId: input.inviteeId,
      amount: rule.pointsInvited,
      kind: "invite",
      reference: `invitation:${invitation.id}`,
      description: "Bônus por se cadastrar com um convite",
      idempotencyKey: `invite:invitee:${input.inviteeId}`,
    });
  }
  if (rule.pointsInviter > 0 && invitation.inviterUserId) {
    const inviterId = invitation.inviterUserId;
    const inviterRow = () =>
      tx
        .select({ id: users.id, active: users.active, suspendedAt: users.suspendedAt, deletedAt: users.deletedAt })
        .from(users)
        .where(and(eq(users.id, inviterId), eq(users.stationId, input.stationId)));
    const canEarn = (row: { active: boolean; suspendedAt: Date | null; deletedAt: Date | null } | undefined) =>
      Boolean(row && row.active && !row.suspendedAt && !row.deletedAt);
    // Only a confirmed inviter is locked: two pending accounts inviting each other and confirming
    // at once would otherwise lock each other's rows in opposite order.
    const [inviter] = canEarn((await inviterRow())[0]) ? await inviterRow().for("update") : [];
    const limit = rule.activityLimit ?? input.defaultRewardLimit;
    // One cap per invite activity; a code with no activity is its own group.
    const sameGroup = rule.activityId !== null ? eq(signupRewards.activityId, rule.activityId) : and(isNull(signupRewards.activityId), eq(signupRewards.code, invitation.code.toLowerCase()));
    const [paid] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(signupRewards)
      .where(
        and(
          eq(signupRewards.stationId, input.stationId),
          eq(signupRewards.kind, "invite"),
          eq(signupRewards.inviterUserId, inviterId),
          gt(signupRewards.inviterPoints, 0),
          sameGroup,
        ),
      );
    if (canEarn(inviter) && (paid?.count ?? 0) < limit) {
      const { inserted } = await appendLedgerEntry(tx, {
        stationId: input.stationId,
        userId: inviterId,
        amount: rule.pointsInviter,
        kind: "invite",
        reference: `invitation:${invitation.id}`,
        description: "Bônus por convidar um amigo",
        idempotencyKey: `invite:inviter:${input.inviteeId}`,
      });
      if (inserted) {
        await tx.update(signupRewards).set({ inviterUserId: inviterId, inviterPoints: rule.pointsInviter }).where(eq(signupRewards.id, claim));
      }
    }
  }
  return true;
}
