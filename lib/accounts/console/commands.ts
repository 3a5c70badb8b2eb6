// The owner's decisions on one member of a station, each run in the console pipeline's
// transaction with the member's row locked (lockMember), so two owners acting at once are
// serialised and a debit reads the balance no other write can change under it.
// - Suspending marks the account. Every request reads the account with its session, so the
//   member's next click, on any open session or a new sign-in, gets the guard's blocking message
//   ("O seu acesso está suspenso...", whose link signs out and opens the support form) instead of
//   the page. Reactivating removes the mark and the same sessions work again.
// - Deleting (LGPD) erases the person, as the member's own request does (lib/privacy/anonymise.ts):
//   the name becomes "Participante removido", every other personal field is cleared, the password
//   and the confirmation secrets go, saved cards lose their holder and billing data, the wall
//   posts are removed, every session ends. The row itself stays as the anonymous holder of the
//   ledger entries, orders and receipts, which are never removed: the station's totals do not
//   move. The freed CPF and e-mail may sign up again, as a new member starting from zero.
// - A points adjustment is one ledger entry of kind "adjustment", authored by the console account
//   (its reference), described by the reason the member reads in the statement, keyed by the
//   form's key so a retried submit writes nothing more; a debit never takes the balance below zero.
import "server-only";
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Tx } from "@/lib/db/client";
import { formatPoints } from "@/lib/format";
import { anonymiseMember } from "@/lib/privacy/anonymise";
import { appendLedgerEntry, getBalance, getEntryAmount } from "@/lib/wallet/ledger";
import { users, USER_TYPE_PARTICIPANT } from "../schema";
import { MEMBER_TEXTS } from "./schemas";

interface Target {
  stationId: number;
  memberId: number;
}

/** Locks the member's row and answers its marks; another station's account is not found. */
async function lockMember(tx: Tx, { stationId, memberId }: Target) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, suspendedAt: users.suspendedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.stationId, stationId), eq(users.typeId, USER_TYPE_PARTICIPANT)))
    .for("update");
  if (!row) throw new UserFacingError(MEMBER_TEXTS.notFound, undefined, 404);
  return row;
}

const conflict = (message: string): never => {
  throw new UserFacingError(message, undefined, 409);
};

/** What the audit log calls the member: the id only, so erasing the person leaves no copy there. */
export const memberTitle = (memberId: number) => `Membro #${memberId}`;

export async function suspendMember(tx: Tx, target: Target, now = new Date()): Promise<void> {
  const row = await lockMember(tx, target);
  if (row.deletedAt) conflict(MEMBER_TEXTS.deletedNoChange);
  if (row.suspendedAt) conflict(MEMBER_TEXTS.alreadySuspended);
  await tx.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, row.id));
}

export async function reactivateMember(tx: Tx, target: Target, now = new Date()): Promise<void> {
  const row = await lockMember(tx, target);
  if (row.deletedAt) conflict(MEMBER_TEXTS.deletedNoChange);
  if (!row.suspendedAt) conflict(MEMBER_TEXTS.notSuspended);
  await tx.update(users).set({ suspendedAt: null, updatedAt: now }).where(eq(users.id, row.id));
}

export async function eraseMember(tx: Tx, target: Target, now = new Date()): Promise<{ sessionsEnded: number }> {
  const row = await lockMember(tx, target);
  if (row.deletedAt) conflict(MEMBER_TEXTS.alreadyDeleted);
  // The same erasure as the member's own request on /homepage/perfil/privacidade.
  return anonymiseMember(tx, { stationId: target.stationId, userId: row.id, email: row.email, channel: "console" }, now);
}

export interface Adjustment extends Target {
  direction: "credit" | "debit";
  /** Hundredths, positive. */
  points: number;
  reason: string;
  key: string;
  actorId: number;
}

/** Answers the entry's signed amount and whether this call wrote it (false: a retry found it). */
export async function adjustPoints(tx: Tx, input: Adjustment): Promise<{ amount: number; written: boolean; balance: number }> {
  const row = await lockMember(tx, input);
  if (row.deletedAt) conflict(MEMBER_TEXTS.deletedNoChange);
  const idempotencyKey = `adjustment:${input.memberId}:${input.key}`;
  const done = await getEntryAmount(tx, input.stationId, idempotencyKey);
  if (done !== null) return { amount: done, written: false, balance: await getBalance(tx, input.stationId, input.memberId) };
  const amount = input.direction === "credit" ? input.points : -input.points;
  const balance = await getBalance(tx, input.stationId, input.memberId);
  if (balance + amount < 0) {
    const message = MEMBER_TEXTS.insufficient(formatPoints(balance));
    throw new UserFacingError(message, { points: message });
  }
  await appendLedgerEntry(tx, {
    stationId: input.stationId,
    userId: input.memberId,
    amount,
    kind: "adjustment",
    reference: `console-user:${input.actorId}`,
    description: `Ajuste: ${input.reason}`,
    idempotencyKey,
  });
  return { amount, written: true, balance: balance + amount };
}
