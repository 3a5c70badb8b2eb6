// A subscription's renewal at its period's end, one code path for both gateways: the renewal job
// (lib/jobs "plans-subscription-renewal") runs it at the period's end, and, with Pagar.me, which
// bills each cycle on its own schedule, its invoice webhook runs it again when the cycle is billed
// (renewal-webhook.ts). The period's charge, its row in subscription_charges and the subscription's
// new period (or past due) are written in one transaction; the row's key makes any repetition
// find what the first run did. A past-due period the gateway later collects on its own is settled
// by settleCollectedRenewal, from the same webhook.
// Rules decided here (the spec is silent):
// - Downgrade: at the renewal the new plan is charged (or, if free, nothing) and becomes the plan.
// - A failed renewal leaves the subscription past due (no new period) until the member updates
//   the card (subscription-commands.ts), which charges the period again at once.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Charge } from "@/lib/adapters/payments";
import { getMemberCard } from "@/lib/wallet/cards";
import { chargeOutcome, failureReasonOf } from "@/lib/wallet/gateway";
import type { Db } from "@/lib/db/client";
import { startQueue } from "@/lib/jobs/queue";
import { claimAttempt, scheduleRenewal } from "./attempts";
import { planPrice } from "./periods";
import { subscribeAtGateway, type PlanGateway } from "./plan-gateway";
import { periodEnd } from "./proration";
import { planSubscriptions, plans, subscriptionCharges, type PlanSubscriptionRow, type SubscriptionChargeRow } from "./schema";

/** Thrown while the gateway has not billed the period yet: the job queue retries later. */
export class RenewalNotBilledYet extends Error {
  constructor() {
    super("renewal not billed by the gateway yet");
  }
}

/**
 * The renewal job at a period's end (lib/jobs "plans-subscription-renewal"). A job for a period
 * that is not the subscription's current one (already renewed, changed, canceled) does nothing,
 * so a repeated or late job is harmless. Paid: a new period and the next job. Refused: past due.
 */
export async function renewSubscription(
  db: Db,
  gateway: PlanGateway,
  job: { stationId: number; subscriptionId: number; periodEnd: string },
  now = new Date(),
): Promise<"renewed" | "past_due" | "stale"> {
  const [sub] = await db.select().from(planSubscriptions).where(and(eq(planSubscriptions.id, job.subscriptionId), eq(planSubscriptions.stationId, job.stationId)));
  if (!sub || sub.status !== "active" || sub.currentPeriodEnd.toISOString() !== job.periodEnd) return "stale";
  const member = { stationId: sub.stationId, userId: sub.userId };
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.pendingPlanId ?? sub.planId));
  const price = planPrice(plan!);
  const periodStart = sub.currentPeriodEnd;
  const key = `renewal:${sub.id}:${job.periodEnd}`;
  const card = sub.cardId ? await getMemberCard(db, member, sub.cardId) : null;
  const switching = sub.pendingPlanId !== null && sub.pendingPlanId !== sub.planId;

  let gatewaySubscriptionId = sub.gatewaySubscriptionId;
  let charge: Charge | null = null;
  let row: SubscriptionChargeRow | null = null;
  if (price > 0) {
    ({ row } = await claimAttempt(db, { member, subscriptionId: sub.id, planId: plan!.id, kind: "renewal", amountCents: price, card, key, at: now }));
    if (!card) {
      charge = null;
    } else if (switching || !sub.gatewaySubscriptionId) {
      // A downgrade reaching its date (or a free plan's card now paying): the new plan's own subscription.
      if (sub.gatewaySubscriptionId) await gateway.subscriptions.cancelSubscription(sub.gatewaySubscriptionId);
      const created = await subscribeAtGateway(db, gateway, member, plan!, card, { key, rowId: row.id });
      charge = created.charge;
      gatewaySubscriptionId = chargeOutcome(created.charge!) === "paid" ? created.subscription.id : null;
    } else {
      charge = await gateway.subscriptions.renewSubscription(sub.gatewaySubscriptionId, periodStart);
      if (!charge) throw new RenewalNotBilledYet();
    }
    if (charge && chargeOutcome(charge) === "pending") throw new RenewalNotBilledYet();
  } else if (sub.gatewaySubscriptionId) {
    // Down to a free plan: the paid subscription at the gateway stops.
    await gateway.subscriptions.cancelSubscription(sub.gatewaySubscriptionId);
    gatewaySubscriptionId = null;
  }

  const paid = price === 0 || (charge !== null && chargeOutcome(charge) === "paid");
  await startQueue();
  const end = periodEnd(periodStart, plan!.days);
  return db.transaction(async (tx) => {
    if (paid) {
      const [updated] = await tx
        .update(planSubscriptions)
        .set({
          planId: plan!.id,
          pendingPlanId: null,
          gateway: gatewaySubscriptionId ? gateway.name : null,
          gatewaySubscriptionId,
          currentPeriodStart: periodStart,
          currentPeriodEnd: end,
          failedRenewals: 0,
          updatedAt: now,
        })
        .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.status, "active"), eq(planSubscriptions.currentPeriodEnd, periodStart)))
        .returning();
      if (row) {
        await tx
          .update(subscriptionCharges)
          .set({ status: "paid", gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: now })
          .where(eq(subscriptionCharges.id, row.id));
      }
      if (!updated) return "stale" as const;
      await scheduleRenewal(tx, updated);
      return "renewed" as const;
    }
    await tx
      .update(planSubscriptions)
      .set({
        status: "past_due",
        planId: plan!.id,
        pendingPlanId: null,
        gatewaySubscriptionId,
        gateway: gatewaySubscriptionId ? gateway.name : null,
        failedRenewals: sql`${planSubscriptions.failedRenewals} + 1`,
        updatedAt: now,
      })
      .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.status, "active"), eq(planSubscriptions.currentPeriodEnd, periodStart)));
    await tx
      .update(subscriptionCharges)
      .set({
        status: "failed",
        failureReason: charge ? failureReasonOf(charge) : "Nenhum cartão cadastrado para a renovação",
        gatewayOrderId: charge?.orderId ?? null,
        gatewayChargeId: charge?.id ?? null,
        updatedAt: now,
      })
      .where(eq(subscriptionCharges.id, row!.id));
    return "past_due" as const;
  });
}

/**
 * A past-due period the gateway collected itself (its own retry of the refused charge went
 * through): the period it billed is paid, from where the last one ended, as a renewal would have
 * been, with the charge recorded in the same transaction. A subscription that is no longer past due
 * for that period (settled meanwhile, canceled) is left as it is.
 */
export async function settleCollectedRenewal(db: Db, sub: PlanSubscriptionRow, charge: Charge, now = new Date()): Promise<"renewed" | "stale"> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  const card = sub.cardId ? await getMemberCard(db, { stationId: sub.stationId, userId: sub.userId }, sub.cardId) : null;
  await startQueue();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(planSubscriptions)
      .set({ status: "active", currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: periodEnd(sub.currentPeriodEnd, plan!.days), failedRenewals: 0, updatedAt: now })
      .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.status, "past_due"), eq(planSubscriptions.currentPeriodEnd, sub.currentPeriodEnd)))
      .returning();
    if (!updated) return "stale" as const;
    await tx.insert(subscriptionCharges).values({
      stationId: sub.stationId,
      userId: sub.userId,
      subscriptionId: sub.id,
      planId: plan!.id,
      kind: "renewal",
      status: "paid",
      amountCents: charge.paidCents,
      cardBrand: charge.card?.brand ?? card?.brand ?? null,
      cardLastDigits: charge.card?.last4 ?? card?.lastDigits ?? null,
      idempotencyKey: `collected:${charge.id}`,
      gatewayOrderId: charge.orderId || null,
      gatewayChargeId: charge.id,
      createdAt: now,
    });
    await scheduleRenewal(tx, updated);
    return "renewed" as const;
  });
}
