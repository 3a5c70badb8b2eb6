// Members' plans and subscriptions as the pages read them: the station's plans, the member's live
// subscription (active or past due) with its card and last refusal, the charge history, and what a
// plan change would cost now (proration.ts does the maths). Every read is scoped by station and member.
import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { brandLabel } from "@/lib/wallet/cards";
import { memberCards } from "@/lib/commerce/schema";
import type { DbOrTx } from "@/lib/db/client";
import { planPrice } from "./periods";
import type { Member } from "./plan-gateway";
import { changeQuote, type ChangeQuote } from "./proration";
import { planSubscriptions, plans, subscriptionCharges, type PlanRow, type PlanSubscriptionRow, type SubscriptionChargeKind, type SubscriptionChargeRow } from "./schema";

export type { Member } from "./plan-gateway";
export { changeDirection, unusedCredit, type ChangeDirection, type ChangeQuote } from "./proration";

const LIVE = ["active", "past_due"] as const;

export interface PlanView {
  id: number;
  name: string;
  description: string | null;
  /** The spec's `amount`. */
  amountCents: number;
  discountCents: number;
  /** amount − discount: what is shown and charged. */
  priceCents: number;
  days: number;
  benefits: string[];
  image: string | null;
  isHighlighted: boolean;
  purchaseText: string | null;
}

function toPlanView(row: PlanRow): PlanView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    amountCents: row.priceCents,
    discountCents: row.discountCents,
    priceCents: planPrice(row),
    days: row.days,
    benefits: row.benefits,
    image: row.image,
    isHighlighted: row.isHighlighted,
    purchaseText: row.purchaseText,
  };
}

/** /homepage/planos: the station's plans not deleted, by price after discount, cheapest first. */
export async function listMemberPlans(db: DbOrTx, stationId: number): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.stationId, stationId), isNull(plans.deletedAt)))
    .orderBy(asc(sql`greatest(${plans.priceCents} - ${plans.discountCents}, 0)`), asc(plans.position), asc(plans.id));
  return rows.map(toPlanView);
}

export async function findPlan(db: DbOrTx, stationId: number, planId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(and(eq(plans.stationId, stationId), eq(plans.id, planId), isNull(plans.deletedAt)));
  return row ?? null;
}

export async function getMemberPlan(db: DbOrTx, stationId: number, planId: number): Promise<PlanView | null> {
  const row = await findPlan(db, stationId, planId);
  return row ? toPlanView(row) : null;
}

export interface SubscriptionView {
  id: number;
  status: "active" | "past_due";
  plan: { id: number; name: string; amountCents: number; priceCents: number; days: number };
  /** A downgrade waiting for the period's end. */
  pendingPlan: { id: number; name: string; priceCents: number } | null;
  card: { id: number; brand: string; lastDigits: string; expiry: string } | null;
  currentPeriodStart: Date;
  /** The next charge (or the unpaid one, when past due). */
  currentPeriodEnd: Date;
  /** The last renewal's refusal, when past due. */
  failure: { reason: string; at: Date } | null;
}

/** The member's live subscription (active or past due), or null: what "current plan" means everywhere. */
export async function getCurrentSubscription(db: DbOrTx, member: Member): Promise<SubscriptionView | null> {
  const [row] = await db
    .select({ sub: planSubscriptions, plan: plans, card: memberCards })
    .from(planSubscriptions)
    .innerJoin(plans, eq(plans.id, planSubscriptions.planId))
    .leftJoin(memberCards, eq(memberCards.id, planSubscriptions.cardId))
    .where(and(eq(planSubscriptions.stationId, member.stationId), eq(planSubscriptions.userId, member.userId), inArray(planSubscriptions.status, LIVE)))
    .limit(1);
  if (!row) return null;
  const { sub, plan, card } = row;
  let pendingPlan: SubscriptionView["pendingPlan"] = null;
  if (sub.pendingPlanId) {
    const [pending] = await db.select().from(plans).where(and(eq(plans.id, sub.pendingPlanId), eq(plans.stationId, member.stationId)));
    if (pending) pendingPlan = { id: pending.id, name: pending.name, priceCents: planPrice(pending) };
  }
  let failure: SubscriptionView["failure"] = null;
  if (sub.status === "past_due") {
    const [last] = await db
      .select()
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, sub.id), eq(subscriptionCharges.status, "failed")))
      .orderBy(desc(subscriptionCharges.id))
      .limit(1);
    if (last) failure = { reason: last.failureReason ?? "Pagamento recusado", at: last.createdAt };
  }
  return {
    id: sub.id,
    status: sub.status as "active" | "past_due",
    plan: { id: plan.id, name: plan.name, amountCents: plan.priceCents, priceCents: planPrice(plan), days: plan.days },
    pendingPlan,
    card: card ? { id: card.id, brand: brandLabel(card.brand), lastDigits: card.lastDigits, expiry: card.expiry } : null,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    failure,
  };
}

/** The money a subscription moved, newest first (tests and the profile read it). */
export async function listSubscriptionCharges(db: DbOrTx, member: Member): Promise<SubscriptionChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.userId, member.userId)))
    .orderBy(desc(subscriptionCharges.id));
}

export interface ChargeHistoryItem {
  id: number;
  date: Date;
  planName: string;
  kind: SubscriptionChargeKind;
  status: "paid" | "failed" | "free";
  amountCents: number;
  card: string | null;
  failureReason: string | null;
}

/** "Histórico de cobranças": what each operation of the member's plans charged (or failed to), newest first. */
export async function listChargeHistory(db: DbOrTx, member: Member, limit = 20): Promise<ChargeHistoryItem[]> {
  const rows = await db
    .select({ charge: subscriptionCharges, planName: plans.name })
    .from(subscriptionCharges)
    .innerJoin(plans, eq(plans.id, subscriptionCharges.planId))
    .where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.userId, member.userId), ne(subscriptionCharges.status, "pending")))
    .orderBy(desc(subscriptionCharges.createdAt), desc(subscriptionCharges.id))
    .limit(limit);
  return rows.map(({ charge, planName }) => ({
    id: charge.id,
    date: charge.createdAt,
    planName,
    kind: charge.kind,
    status: charge.status as ChargeHistoryItem["status"],
    amountCents: charge.amountCents,
    card: charge.cardLastDigits ? `${brandLabel(charge.cardBrand)} •••• ${charge.cardLastDigits}` : null,
    failureReason: charge.failureReason,
  }));
}

/** What "mudar" to `planId` would do now, for the form's text and for changePlan itself. */
export async function quoteChange(db: DbOrTx, member: Member, planId: number, now = new Date()): Promise<ChangeQuote | null> {
  const sub = await liveSubscription(db, member);
  const plan = await findPlan(db, member.stationId, planId);
  if (!sub || !plan) return null;
  const [current] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  return changeQuote({
    sub,
    currentAmountCents: current!.priceCents,
    plan: { amountCents: plan.priceCents, priceCents: planPrice(plan) },
    paidCents: await paidForPeriod(db, sub),
    now,
  });
}

/** The member's live subscription row (one at most: active or past due). */
export async function liveSubscription(db: DbOrTx, member: Member): Promise<PlanSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stationId, member.stationId), eq(planSubscriptions.userId, member.userId), inArray(planSubscriptions.status, LIVE)));
  return row ?? null;
}

/**
 * What the member paid for the current period: every period starts with a paid charge (purchase,
 * upgrade, renewal, a past-due period paid again), so it is the subscription's last paid one; a
 * free plan's period cost nothing.
 */
async function paidForPeriod(db: DbOrTx, sub: PlanSubscriptionRow): Promise<number> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  if (!plan || planPrice(plan) === 0) return 0;
  const [row] = await db
    .select({ amount: subscriptionCharges.amountCents })
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.subscriptionId, sub.id), eq(subscriptionCharges.status, "paid")))
    .orderBy(desc(subscriptionCharges.id))
    .limit(1);
  return row?.amount ?? 0;
}
