// Invitations in sign-up: the invitee's row is written when they register, and the rule's points
// reach invitee and inviter through the ledger when the invitee confirms, exactly once.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { invitations } from "./auth-schema";
import { findInviteRule } from "./invite-rule";
import { users } from "./schema";

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
 * Credits the invitation of `inviteeId`, inside the confirmation transaction. The row lock and the
 * ledger's idempotency keys make a retried confirmation a no-op. Returns true when it credited now.
 */
export async function creditInvitation(tx: Tx, input: { stationId: number; inviteeId: number }): Promise<boolean> {
  const [invitation] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.stationId, input.stationId), eq(invitations.inviteeUserId, input.inviteeId)))
    .for("update");
  if (!invitation || invitation.creditedAt) return false;
  const rule = await findInviteRule(tx, input.stationId, invitation.code);
  if (rule && rule.pointsInvited > 0) {
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
  if (rule && rule.pointsInviter > 0 && invitation.inviterUserId) {
    await appendLedgerEntry(tx, {
      stationId: input.stationId,
      userId: invitation.inviterUserId,
      amount: rule.pointsInviter,
      kind: "invite",
      reference: `invitation:${invitation.id}`,
      description: "Bônus por convidar um amigo",
      idempotencyKey: `invite:inviter:${input.inviteeId}`,
    });
  }
  await tx.update(invitations).set({ creditedAt: new Date() }).where(eq(invitations.id, invitation.id));
  return true;
}
