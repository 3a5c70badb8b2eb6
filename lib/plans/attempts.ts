// The bookkeeping every plan operation shares. An operation reserves its row in
// subscription_charges under its attempt key before the gateway is asked (the same key reaches
// the gateway with the same idempotency key and answers the same confirmation), records there the
// money it moved, in the transaction that changes the subscription, and schedules the renewal job
// at the end of each period it starts.
import "server-only";
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Charge } from "@/lib/adapters/payments";
import { brandLabel, getMemberCard, requireMemberCard } from "@/lib/wallet/cards";
import type { MemberCardRow } from "@/lib/commerce/schema";
import type { DbOrTx } from "@/lib/db/client";
import { enqueue } from "@/lib/jobs/queue";
import type { Member } from "./plan-gateway";
import { subscriptionCharges, type SubscriptionChargeKind, type SubscriptionChargeRow } from "./schema";

export interface PlanConfirmation {
  /** The operation's number ("Pedido"). */
  orderId: number;
  date: string;
  planName: string;
  card: { brand: string | null; lastDigits: string } | null;
  /** What was charged now. */
  amountCents: number;
  kind: SubscriptionChargeKind;
  /** When the plan takes effect (a downgrade: the period's end). */
  effectiveAt: string;
}

export function confirmationOf(row: SubscriptionChargeRow, planName: string, effectiveAt: Date): PlanConfirmation {
  return {
    orderId: row.id,
    date: row.createdAt.toISOString(),
    planName,
    card: row.cardLastDigits ? { brand: brandLabel(row.cardBrand), lastDigits: row.cardLastDigits } : null,
    amountCents: row.amountCents,
    kind: row.kind,
    effectiveAt: effectiveAt.toISOString(),
  };
}

/** What an operation is about to charge, under its attempt key. */
export interface Attempt {
  member: Member;
  planId: number;
  /** Absent for a purchase: the subscription does not exist yet. */
  subscriptionId?: number;
  kind: SubscriptionChargeKind;
  amountCents: number;
  /** The card charged; its brand and last digits are shown on the receipt (none when nothing is due). */
  card: { brand: string | null; lastDigits: string } | null;
  key: string;
  at: Date;
}

/** Reserves the attempt's row as pending, or answers what the earlier try with this key ended as. */
export async function claimAttempt(db: DbOrTx, attempt: Attempt): Promise<{ row: SubscriptionChargeRow; fresh: boolean }> {
  const { member, card } = attempt;
  const [inserted] = await db
    .insert(subscriptionCharges)
    .values({
      stationId: member.stationId,
      userId: member.userId,
      subscriptionId: attempt.subscriptionId,
      planId: attempt.planId,
      kind: attempt.kind,
      status: "pending",
      amountCents: attempt.amountCents,
      cardBrand: card?.brand ?? null,
      cardLastDigits: card?.lastDigits ?? null,
      idempotencyKey: attempt.key,
      createdAt: attempt.at,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, fresh: true };
  const [existing] = await db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.idempotencyKey, attempt.key)));
  if (!existing || existing.userId !== member.userId) throw new UserFacingError("Tentativa inválida. Recarregue a página.");
  return { row: existing, fresh: false };
}

export async function failAttempt(db: DbOrTx, row: SubscriptionChargeRow, charge: Charge | null, reason: string): Promise<never> {
  await db
    .update(subscriptionCharges)
    .set({ status: "failed", failureReason: reason, gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: new Date() })
    .where(eq(subscriptionCharges.id, row.id));
  throw new UserFacingError(reason);
}

export async function scheduleRenewal(tx: DbOrTx, sub: { stationId: number; id: number; currentPeriodEnd: Date }): Promise<void> {
  const periodEnd = sub.currentPeriodEnd.toISOString();
  await enqueue(tx, "plans-subscription-renewal", { stationId: sub.stationId, subscriptionId: sub.id, periodEnd }, { startAfter: sub.currentPeriodEnd, singletonKey: `${sub.id}:${periodEnd}` });
}

export async function resolveCard(db: DbOrTx, member: Member, cardId: number | undefined, fallback: number | null): Promise<MemberCardRow | null> {
  if (cardId) return requireMemberCard(db, member, cardId);
  if (fallback) return getMemberCard(db, member, fallback);
  return null;
}
