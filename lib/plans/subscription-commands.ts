// The member's plan commands: buy, change (upgrade now with the prorated difference, downgrade at
// the period's end), change the card (a past-due period is charged again on it at once) and cancel.
// Each takes the gateway it charges through (configuredPlanGateway() in the actions), is scoped by
// station and member, and is idempotent on its attempt key (attempts.ts).
// Rules decided here (the spec is silent):
// - Cancel: immediate, nothing refunded; the subscription is cleared.
// - A failed renewal leaves the subscription past due (no new period) until the member updates
//   the card, which charges the period again at once.
// Gateway calls happen outside database transactions (on PGlite a transaction holds the only
// connection, and the simulator keeps its state in the same database).
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Charge } from "@/lib/adapters/payments";
import { requireMemberCard } from "@/lib/wallet/cards";
import { chargeOutcome, failureReasonOf } from "@/lib/wallet/gateway";
import type { Db } from "@/lib/db/client";
import { startQueue } from "@/lib/jobs/queue";
import { claimAttempt, confirmationOf, failAttempt, resolveCard, scheduleRenewal, type PlanConfirmation } from "./attempts";
import { compensate } from "./compensation";
import { MSG_ALREADY_SUBSCRIBED, MSG_CARD_REQUIRED, MSG_CURRENT_PLAN, MSG_NO_SUBSCRIPTION, MSG_PLAN_NOT_FOUND } from "./messages";
import { planPrice, type CancelReason } from "./periods";
import { cardSourceOf, subscribeAtGateway, type Member, type PlanGateway } from "./plan-gateway";
import { periodEnd } from "./proration";
import { planSubscriptions, plans, subscriptionCharges } from "./schema";
import { findPlan, liveSubscription, quoteChange } from "./subscription-reads";

export interface PlanCommandInput {
  planId: number;
  /** One per form attempt; a retry sends it again. */
  attemptKey: string;
  /** The member's card to pay with (a saved one, or one the form just tokenised); none: the subscription's. */
  cardId?: number;
}

/** "Realizar pagamento" / "Continuar" in comprar: the member has no plan and subscribes to `planId`. */
export async function buyPlan(db: Db, gateway: PlanGateway, member: Member, input: PlanCommandInput, now = new Date()): Promise<PlanConfirmation> {
  const plan = await findPlan(db, member.stationId, input.planId);
  if (!plan) throw new UserFacingError(MSG_PLAN_NOT_FOUND);
  const key = `buy:${input.attemptKey}`;
  const [done] = await db.select().from(subscriptionCharges).where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.idempotencyKey, key)));
  if (done && done.userId === member.userId && (done.status === "paid" || done.status === "free")) return confirmationOf(done, plan.name, done.createdAt);
  if (await liveSubscription(db, member)) throw new UserFacingError(MSG_ALREADY_SUBSCRIBED);
  const price = planPrice(plan);
  const card = price > 0 ? await resolveCard(db, member, input.cardId, null) : null;
  if (price > 0 && !card) throw new UserFacingError(MSG_CARD_REQUIRED, { cardId: MSG_CARD_REQUIRED });

  const { row } = await claimAttempt(db, { member, planId: plan.id, kind: "purchase", amountCents: price, card, key, at: now });
  if (row.status === "failed") throw new UserFacingError(row.failureReason ?? "Pagamento recusado");

  let gatewaySubscriptionId: string | null = null;
  let charge: Charge | null = null;
  if (price > 0 && card) {
    const created = await subscribeAtGateway(db, gateway, member, plan, card, { key, rowId: row.id });
    charge = created.charge;
    if (!charge || chargeOutcome(charge) !== "paid") return failAttempt(db, row, charge, charge ? failureReasonOf(charge) : "Pagamento recusado");
    gatewaySubscriptionId = created.subscription.id;
  }

  await startQueue();
  const end = periodEnd(now, plan.days);
  try {
    await db.transaction(async (tx) => {
      const [sub] = await tx
        .insert(planSubscriptions)
        .values({ stationId: member.stationId, userId: member.userId, ...activePeriod(plan, card, gateway, gatewaySubscriptionId, now, end) })
        .returning();
      await tx
        .update(subscriptionCharges)
        .set({ status: price > 0 ? "paid" : "free", subscriptionId: sub!.id, gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: now })
        .where(eq(subscriptionCharges.id, row.id));
      await scheduleRenewal(tx, sub!);
    });
  } catch (error) {
    // Another tab subscribed first (one live subscription per member): give this money back, now
    // or, if the gateway fails, by the job queue.
    await compensate(db, gateway, { stationId: member.stationId, chargeId: charge?.id ?? null, gatewaySubscriptionId });
    if (await liveSubscription(db, member)) return failAttempt(db, row, charge, MSG_ALREADY_SUBSCRIBED);
    throw error;
  }
  const [final] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, row.id));
  return confirmationOf(final!, plan.name, final!.createdAt);
}

/** "mudar": upgrade now with the prorated difference, or downgrade at the period's end. */
export async function changePlan(db: Db, gateway: PlanGateway, member: Member, input: PlanCommandInput, now = new Date()): Promise<PlanConfirmation> {
  const plan = await findPlan(db, member.stationId, input.planId);
  if (!plan) throw new UserFacingError(MSG_PLAN_NOT_FOUND);
  const key = `change:${input.attemptKey}`;
  const [done] = await db.select().from(subscriptionCharges).where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.idempotencyKey, key)));
  if (done && done.userId === member.userId && (done.status === "paid" || done.status === "free")) {
    const [sub] = done.subscriptionId ? await db.select().from(planSubscriptions).where(eq(planSubscriptions.id, done.subscriptionId)) : [];
    return confirmationOf(done, plan.name, done.kind === "downgrade" && sub ? sub.currentPeriodEnd : done.createdAt);
  }
  const sub = await liveSubscription(db, member);
  if (!sub) throw new UserFacingError(MSG_NO_SUBSCRIPTION);
  if (sub.planId === plan.id) throw new UserFacingError(MSG_CURRENT_PLAN);
  const quote = (await quoteChange(db, member, plan.id, now))!;
  const price = planPrice(plan);
  const card = await resolveCard(db, member, input.cardId, sub.cardId);
  if (price > 0 && !card) throw new UserFacingError(MSG_CARD_REQUIRED, { cardId: MSG_CARD_REQUIRED });

  const { row } = await claimAttempt(db, {
    member,
    subscriptionId: sub.id,
    planId: plan.id,
    kind: quote.direction,
    amountCents: quote.dueNowCents,
    card: quote.dueNowCents > 0 ? card : null,
    key,
    at: now,
  });
  if (row.status === "failed") throw new UserFacingError(row.failureReason ?? "Pagamento recusado");
  await startQueue();

  if (quote.direction === "downgrade") {
    // The card chosen now pays the renewal; the gateway's subscription learns it at once.
    if (card && sub.gatewaySubscriptionId && card.id !== sub.cardId) {
      await gateway.subscriptions.updateSubscriptionCard(sub.gatewaySubscriptionId, cardSourceOf(card));
    }
    await db.transaction(async (tx) => {
      await tx
        .update(planSubscriptions)
        .set({ pendingPlanId: plan.id, cardId: card?.id ?? sub.cardId, updatedAt: now })
        .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.stationId, member.stationId)));
      await tx.update(subscriptionCharges).set({ status: "free", amountCents: 0, updatedAt: now }).where(eq(subscriptionCharges.id, row.id));
    });
    const [final] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, row.id));
    return confirmationOf(final!, plan.name, sub.currentPeriodEnd);
  }

  // Upgrade: a new gateway subscription for the new plan (first period less the credit), then the old one stops.
  let gatewaySubscriptionId: string | null = null;
  let charge: Charge | null = null;
  if (price > 0 && card) {
    const created = await subscribeAtGateway(db, gateway, member, plan, card, { key, rowId: row.id, discountCents: quote.creditCents });
    charge = created.charge;
    if (charge && chargeOutcome(charge) !== "paid") return failAttempt(db, row, charge, failureReasonOf(charge));
    gatewaySubscriptionId = created.subscription.id;
  }
  if (sub.gatewaySubscriptionId && sub.gatewaySubscriptionId !== gatewaySubscriptionId) {
    await gateway.subscriptions.cancelSubscription(sub.gatewaySubscriptionId);
  }
  const end = periodEnd(now, plan.days);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(planSubscriptions)
      .set({
        ...activePeriod(plan, card, gateway, gatewaySubscriptionId, now, end),
        pendingPlanId: null,
        failedRenewals: 0,
        updatedAt: now,
      })
      .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.stationId, member.stationId)))
      .returning();
    await tx
      .update(subscriptionCharges)
      .set({ status: quote.dueNowCents > 0 ? "paid" : "free", gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: now })
      .where(eq(subscriptionCharges.id, row.id));
    await scheduleRenewal(tx, updated!);
  });
  const [final] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, row.id));
  return confirmationOf(final!, plan.name, final!.createdAt);
}

/** "Cancelar assinatura": stops renewals at once; nothing is refunded; the member has no plan after it. */
export async function cancelSubscription(db: Db, gateway: PlanGateway, member: Member, reason: CancelReason, now = new Date()): Promise<void> {
  const sub = await liveSubscription(db, member);
  if (!sub) throw new UserFacingError(MSG_NO_SUBSCRIPTION);
  if (sub.gatewaySubscriptionId) await gateway.subscriptions.cancelSubscription(sub.gatewaySubscriptionId);
  await db
    .update(planSubscriptions)
    .set({ status: "canceled", cancelReason: reason, canceledAt: now, pendingPlanId: null, updatedAt: now })
    .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.stationId, member.stationId), ne(planSubscriptions.status, "canceled")));
}

/**
 * "Editar informações de pagamento": the card later periods are charged on. A past-due
 * subscription is charged again on it at once; paid, a new period starts today.
 */
export async function updateSubscriptionCard(
  db: Db,
  gateway: PlanGateway,
  member: Member,
  input: { cardId: number; attemptKey: string },
  now = new Date(),
): Promise<{ status: "active" | "past_due"; charged: PlanConfirmation | null }> {
  const sub = await liveSubscription(db, member);
  if (!sub) throw new UserFacingError(MSG_NO_SUBSCRIPTION);
  const card = await requireMemberCard(db, member, input.cardId);
  if (sub.gatewaySubscriptionId) {
    await gateway.subscriptions.updateSubscriptionCard(sub.gatewaySubscriptionId, cardSourceOf(card));
  }
  await db
    .update(planSubscriptions)
    .set({ cardId: card.id, updatedAt: now })
    .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.stationId, member.stationId)));
  if (sub.status !== "past_due") return { status: "active", charged: null };

  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  const price = planPrice(plan!);
  const { row } = await claimAttempt(db, { member, subscriptionId: sub.id, planId: plan!.id, kind: "renewal", amountCents: price, card, key: `retry:${input.attemptKey}`, at: now });
  if (row.status === "paid") return { status: "active", charged: confirmationOf(row, plan!.name, row.createdAt) };
  let charge: Charge | null;
  let gatewaySubscriptionId = sub.gatewaySubscriptionId;
  if (sub.gatewaySubscriptionId) {
    charge = await gateway.subscriptions.renewSubscription(sub.gatewaySubscriptionId, sub.currentPeriodEnd, { retry: sub.failedRenewals + 1 });
  } else {
    const created = await subscribeAtGateway(db, gateway, member, plan!, card, { key: `retry:${input.attemptKey}`, rowId: row.id });
    charge = created.charge;
    gatewaySubscriptionId = created.subscription.id;
  }
  if (!charge || chargeOutcome(charge) !== "paid") {
    await db
      .update(planSubscriptions)
      .set({ failedRenewals: sql`${planSubscriptions.failedRenewals} + 1` })
      .where(eq(planSubscriptions.id, sub.id));
    return failAttempt(db, row, charge, charge ? failureReasonOf(charge) : "Pagamento recusado");
  }
  await startQueue();
  const end = periodEnd(now, plan!.days);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(planSubscriptions)
      .set({ status: "active", gateway: gateway.name, gatewaySubscriptionId, currentPeriodStart: now, currentPeriodEnd: end, failedRenewals: 0, updatedAt: now })
      .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.status, "past_due")))
      .returning();
    await tx
      .update(subscriptionCharges)
      .set({ status: "paid", gatewayOrderId: charge.orderId, gatewayChargeId: charge.id, updatedAt: now })
      .where(eq(subscriptionCharges.id, row.id));
    if (updated) await scheduleRenewal(tx, updated);
  });
  const [final] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, row.id));
  return { status: "active", charged: confirmationOf(final!, plan!.name, now) };
}

/** A subscription's columns once a period of `plan` is paid (or free) from `now` to `end`. */
function activePeriod(plan: { id: number }, card: { id: number } | null | undefined, gateway: PlanGateway, gatewaySubscriptionId: string | null, now: Date, end: Date) {
  return {
    planId: plan.id,
    status: "active" as const,
    cardId: card?.id ?? null,
    gateway: gatewaySubscriptionId ? gateway.name : null,
    gatewaySubscriptionId,
    currentPeriodStart: now,
    currentPeriodEnd: end,
  };
}
