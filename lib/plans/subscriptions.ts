// Members' plans and subscriptions: reads for the
// pages and the commands behind buy, change, card update, cancel and the renewal job. Every
// command is scoped by station and member, records the money it moves in subscription_charges
// (in the transaction that changes the subscription) and is idempotent on its attempt key: the
// same key reaches the gateway with the same idempotency key and answers the same confirmation.
//
// Rules decided here (the spec is silent):
// - Upgrade (new plan's amount ≥ current amount): takes effect now. The member pays the new
//   plan's price minus the unused part of what they paid for the current period (by time), and a
//   new period starts today.
// - Downgrade: takes effect at the end of the current period; nothing is charged now; at the
//   renewal the new plan is charged (or, if free, nothing).
// - Cancel: immediate, nothing refunded; the subscription is cleared.
// - A failed renewal leaves the subscription past due (no new period) until the member updates
//   the card, which charges the period again at once.
// Gateway calls happen outside database transactions (on PGlite a transaction holds the only
// connection, and the simulator keeps its state in the same database).
import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { payments, subscriptionGateway, type CardSource, type Charge, type Customer } from "@/lib/adapters/payments";
import { brandLabel, getMemberCard, rememberGatewayCardId, requireMemberCard } from "@/lib/commerce/cards";
import { chargeOutcome, failureReasonOf } from "@/lib/commerce/gateway";
import { memberCards, type MemberCardRow } from "@/lib/commerce/schema";
import type { Db, DbOrTx } from "@/lib/db/client";
import { enqueue, startQueue } from "@/lib/jobs/queue";
import { MSG_ALREADY_SUBSCRIBED, MSG_CARD_REQUIRED, MSG_CURRENT_PLAN, MSG_NO_SUBSCRIPTION, MSG_PLAN_NOT_FOUND } from "./messages";
import { planPrice, type CancelReason } from "./periods";
import {
  planSubscriptions,
  plans,
  subscriptionCharges,
  type PlanRow,
  type PlanSubscriptionRow,
  type SubscriptionChargeKind,
  type SubscriptionChargeRow,
} from "./schema";

export interface Member {
  stationId: number;
  userId: number;
}

const DAY_MS = 86_400_000;
const LIVE = ["active", "past_due"] as const;

// ---------- reads ----------

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

async function findPlan(db: DbOrTx, stationId: number, planId: number): Promise<PlanRow | null> {
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

export type ChangeDirection = "upgrade" | "downgrade";

/** The plan card's button rule: upgrade when the plan's amount is at least the current one's. */
export function changeDirection(currentAmountCents: number, planAmountCents: number): ChangeDirection {
  return planAmountCents >= currentAmountCents ? "upgrade" : "downgrade";
}

/**
 * The unused part of what was paid for the current period, by whole days left (a day begun counts
 * as unused), in cents, so the figure the form shows holds until the member confirms. Nothing when
 * the period is unpaid (past due) or was free.
 */
export function unusedCredit(sub: { status: string; currentPeriodStart: Date; currentPeriodEnd: Date }, paidCents: number, now: Date): number {
  if (sub.status !== "active" || paidCents <= 0) return 0;
  const totalDays = Math.round((sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) / DAY_MS);
  const leftDays = Math.max(0, Math.min(totalDays, Math.ceil((sub.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS)));
  return totalDays > 0 ? Math.floor((paidCents * leftDays) / totalDays) : 0;
}

export interface ChangeQuote {
  direction: ChangeDirection;
  /** Charged now (an upgrade's price minus the credit); 0 for a downgrade. */
  dueNowCents: number;
  creditCents: number;
  /** When the new plan starts: now for an upgrade, the period's end for a downgrade. */
  effectiveAt: Date;
}

/** What "mudar" to `planId` would do now, for the form's text and for changePlan itself. */
export async function quoteChange(db: DbOrTx, member: Member, planId: number, now = new Date()): Promise<ChangeQuote | null> {
  const sub = await liveSubscription(db, member);
  const plan = await findPlan(db, member.stationId, planId);
  if (!sub || !plan) return null;
  const [current] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  const direction = changeDirection(current!.priceCents, plan.priceCents);
  if (direction === "downgrade") return { direction, dueNowCents: 0, creditCents: 0, effectiveAt: sub.currentPeriodEnd };
  const credit = Math.min(planPrice(plan), unusedCredit(sub, await paidForPeriod(db, sub), now));
  return { direction, dueNowCents: planPrice(plan) - credit, creditCents: credit, effectiveAt: now };
}

// ---------- commands ----------

export interface PlanConfirmation {
  /** The operation's number ("Pedido"). */
  orderId: number;
  date: string;
  planName: string;
  card: { brand: string; lastDigits: string } | null;
  /** What was charged now. */
  amountCents: number;
  kind: SubscriptionChargeKind;
  /** When the plan takes effect (a downgrade: the period's end). */
  effectiveAt: string;
}

async function liveSubscription(db: DbOrTx, member: Member): Promise<PlanSubscriptionRow | null> {
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

async function customerOf(db: DbOrTx, member: Member, card: MemberCardRow | null): Promise<Customer> {
  const [user] = await db.select({ name: users.name, email: users.email, cpf: users.cpf, tel: users.tel }).from(users).where(and(eq(users.id, member.userId), eq(users.stationId, member.stationId)));
  const billing = card?.billing ?? null;
  return {
    name: user?.name ?? card?.holderName ?? "Membro",
    email: billing?.email ?? user?.email ?? "",
    document: billing?.cpf ?? user?.cpf ?? "",
    phone: billing?.phone ?? user?.tel ?? undefined,
    address: billing ? { ...billing.address } : undefined,
  };
}

/**
 * The gateway subscription of `plan` on `card`, its first period charged now (less `discount`),
 * keyed by the operation's own key so a retry reaches the same one.
 */
async function subscribeAtGateway(
  db: DbOrTx,
  member: Member,
  plan: PlanRow,
  card: MemberCardRow,
  operation: { key: string; rowId: number; discountCents?: number },
) {
  const created = await subscriptionGateway().createSubscription({
    idempotencyKey: `plan:${member.stationId}:${operation.key}`,
    customer: await customerOf(db, member, card),
    card: cardSourceOf(card),
    item: { code: `plan-${plan.id}`, description: `Plano ${plan.name}`, amountCents: planPrice(plan) },
    intervalDays: plan.days,
    firstPeriodDiscountCents: operation.discountCents,
    metadata: { stationId: String(member.stationId), userId: String(member.userId), planId: String(plan.id), attempt: String(operation.rowId) },
  });
  await rememberGatewayCardId(db, card.id, created.subscription.card?.id ?? created.charge?.card?.id ?? null);
  return created;
}

function cardSourceOf(card: MemberCardRow): CardSource {
  return card.reusable ? { cardId: card.gatewayRef } : { token: card.gatewayRef };
}

function confirmationOf(row: SubscriptionChargeRow, planName: string, effectiveAt: Date): PlanConfirmation {
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

/** Reserves the attempt's row, or answers what the earlier try with this key ended as. */
async function claimAttempt(
  db: DbOrTx,
  values: typeof subscriptionCharges.$inferInsert,
): Promise<{ row: SubscriptionChargeRow; fresh: boolean }> {
  const [inserted] = await db.insert(subscriptionCharges).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, fresh: true };
  const [existing] = await db
    .select()
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.stationId, values.stationId), eq(subscriptionCharges.idempotencyKey, values.idempotencyKey)));
  if (!existing || existing.userId !== values.userId) throw new UserFacingError("Tentativa inválida. Recarregue a página.");
  return { row: existing, fresh: false };
}

async function failAttempt(db: DbOrTx, row: SubscriptionChargeRow, charge: Charge | null, reason: string): Promise<never> {
  await db
    .update(subscriptionCharges)
    .set({ status: "failed", failureReason: reason, gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: new Date() })
    .where(eq(subscriptionCharges.id, row.id));
  throw new UserFacingError(reason);
}

async function scheduleRenewal(tx: DbOrTx, sub: { stationId: number; id: number; currentPeriodEnd: Date }): Promise<void> {
  const periodEnd = sub.currentPeriodEnd.toISOString();
  await enqueue(tx, "plans-subscription-renewal", { stationId: sub.stationId, subscriptionId: sub.id, periodEnd }, { startAfter: sub.currentPeriodEnd, singletonKey: `${sub.id}:${periodEnd}` });
}

async function resolveCard(db: DbOrTx, member: Member, cardId: number | undefined, fallback: number | null): Promise<MemberCardRow | null> {
  if (cardId) return requireMemberCard(db, member, cardId);
  if (fallback) return getMemberCard(db, member, fallback);
  return null;
}

export interface PlanCommandInput {
  planId: number;
  /** One per form attempt; a retry sends it again. */
  attemptKey: string;
  /** The member's card to pay with (a saved one, or one the form just tokenised); none: the subscription's. */
  cardId?: number;
}

/** "Realizar pagamento" / "Continuar" in comprar: the member has no plan and subscribes to `planId`. */
export async function buyPlan(db: Db, member: Member, input: PlanCommandInput, now = new Date()): Promise<PlanConfirmation> {
  const plan = await findPlan(db, member.stationId, input.planId);
  if (!plan) throw new UserFacingError(MSG_PLAN_NOT_FOUND);
  const key = `buy:${input.attemptKey}`;
  const [done] = await db.select().from(subscriptionCharges).where(and(eq(subscriptionCharges.stationId, member.stationId), eq(subscriptionCharges.idempotencyKey, key)));
  if (done && done.userId === member.userId && (done.status === "paid" || done.status === "free")) return confirmationOf(done, plan.name, done.createdAt);
  if (await liveSubscription(db, member)) throw new UserFacingError(MSG_ALREADY_SUBSCRIBED);
  const price = planPrice(plan);
  const card = price > 0 ? await resolveCard(db, member, input.cardId, null) : null;
  if (price > 0 && !card) throw new UserFacingError(MSG_CARD_REQUIRED, { cardId: MSG_CARD_REQUIRED });

  const { row } = await claimAttempt(db, {
    stationId: member.stationId,
    userId: member.userId,
    planId: plan.id,
    kind: "purchase",
    status: "pending",
    amountCents: price,
    cardBrand: card?.brand ?? null,
    cardLastDigits: card?.lastDigits ?? null,
    idempotencyKey: key,
    createdAt: now,
  });
  if (row.status === "failed") throw new UserFacingError(row.failureReason ?? "Pagamento recusado");

  let gatewaySubscriptionId: string | null = null;
  let charge: Charge | null = null;
  if (price > 0 && card) {
    const created = await subscribeAtGateway(db, member, plan, card, { key, rowId: row.id });
    charge = created.charge;
    if (!charge || chargeOutcome(charge) !== "paid") return failAttempt(db, row, charge, charge ? failureReasonOf(charge) : "Pagamento recusado");
    gatewaySubscriptionId = created.subscription.id;
  }

  await startQueue();
  const end = new Date(now.getTime() + plan.days * DAY_MS);
  try {
    await db.transaction(async (tx) => {
      const [sub] = await tx
        .insert(planSubscriptions)
        .values({
          stationId: member.stationId,
          userId: member.userId,
          planId: plan.id,
          status: "active",
          cardId: card?.id ?? null,
          gateway: gatewaySubscriptionId ? payments().name : null,
          gatewaySubscriptionId,
          currentPeriodStart: now,
          currentPeriodEnd: end,
        })
        .returning();
      await tx
        .update(subscriptionCharges)
        .set({ status: price > 0 ? "paid" : "free", subscriptionId: sub!.id, gatewayOrderId: charge?.orderId ?? null, gatewayChargeId: charge?.id ?? null, updatedAt: now })
        .where(eq(subscriptionCharges.id, row.id));
      await scheduleRenewal(tx, sub!);
    });
  } catch (error) {
    // Another tab subscribed first (one live subscription per member): give this money back.
    if (gatewaySubscriptionId) await subscriptionGateway().cancelSubscription(gatewaySubscriptionId).catch(() => undefined);
    if (charge) await payments().refund(charge.id).catch(() => undefined);
    if (await liveSubscription(db, member)) return failAttempt(db, row, charge, MSG_ALREADY_SUBSCRIBED);
    throw error;
  }
  const [final] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, row.id));
  return confirmationOf(final!, plan.name, final!.createdAt);
}

/** "mudar": upgrade now with the prorated difference, or downgrade at the period's end. */
export async function changePlan(db: Db, member: Member, input: PlanCommandInput, now = new Date()): Promise<PlanConfirmation> {
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
    stationId: member.stationId,
    userId: member.userId,
    subscriptionId: sub.id,
    planId: plan.id,
    kind: quote.direction,
    status: "pending",
    amountCents: quote.dueNowCents,
    cardBrand: quote.dueNowCents > 0 ? (card?.brand ?? null) : null,
    cardLastDigits: quote.dueNowCents > 0 ? (card?.lastDigits ?? null) : null,
    idempotencyKey: key,
    createdAt: now,
  });
  if (row.status === "failed") throw new UserFacingError(row.failureReason ?? "Pagamento recusado");
  await startQueue();

  if (quote.direction === "downgrade") {
    // The card chosen now pays the renewal; the gateway's subscription learns it at once.
    if (card && sub.gatewaySubscriptionId && card.id !== sub.cardId) {
      await subscriptionGateway().updateSubscriptionCard(sub.gatewaySubscriptionId, cardSourceOf(card));
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
    const created = await subscribeAtGateway(db, member, plan, card, { key, rowId: row.id, discountCents: quote.creditCents });
    charge = created.charge;
    if (charge && chargeOutcome(charge) !== "paid") return failAttempt(db, row, charge, failureReasonOf(charge));
    gatewaySubscriptionId = created.subscription.id;
  }
  if (sub.gatewaySubscriptionId && sub.gatewaySubscriptionId !== gatewaySubscriptionId) {
    await subscriptionGateway().cancelSubscription(sub.gatewaySubscriptionId);
  }
  const end = new Date(now.getTime() + plan.days * DAY_MS);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(planSubscriptions)
      .set({
        planId: plan.id,
        status: "active",
        cardId: card?.id ?? null,
        gateway: gatewaySubscriptionId ? payments().name : null,
        gatewaySubscriptionId,
        currentPeriodStart: now,
        currentPeriodEnd: end,
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
export async function cancelSubscription(db: Db, member: Member, reason: CancelReason, now = new Date()): Promise<void> {
  const sub = await liveSubscription(db, member);
  if (!sub) throw new UserFacingError(MSG_NO_SUBSCRIPTION);
  if (sub.gatewaySubscriptionId) await subscriptionGateway().cancelSubscription(sub.gatewaySubscriptionId);
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
  member: Member,
  input: { cardId: number; attemptKey: string },
  now = new Date(),
): Promise<{ status: "active" | "past_due"; charged: PlanConfirmation | null }> {
  const sub = await liveSubscription(db, member);
  if (!sub) throw new UserFacingError(MSG_NO_SUBSCRIPTION);
  const card = await requireMemberCard(db, member, input.cardId);
  if (sub.gatewaySubscriptionId) {
    await subscriptionGateway().updateSubscriptionCard(sub.gatewaySubscriptionId, cardSourceOf(card));
  }
  await db
    .update(planSubscriptions)
    .set({ cardId: card.id, updatedAt: now })
    .where(and(eq(planSubscriptions.id, sub.id), eq(planSubscriptions.stationId, member.stationId)));
  if (sub.status !== "past_due") return { status: "active", charged: null };

  const [plan] = await db.select().from(plans).where(eq(plans.id, sub.planId));
  const price = planPrice(plan!);
  const { row } = await claimAttempt(db, {
    stationId: member.stationId,
    userId: member.userId,
    subscriptionId: sub.id,
    planId: plan!.id,
    kind: "renewal",
    status: "pending",
    amountCents: price,
    cardBrand: card.brand,
    cardLastDigits: card.lastDigits,
    idempotencyKey: `retry:${input.attemptKey}`,
    createdAt: now,
  });
  if (row.status === "paid") return { status: "active", charged: confirmationOf(row, plan!.name, row.createdAt) };
  let charge: Charge | null;
  let gatewaySubscriptionId = sub.gatewaySubscriptionId;
  if (sub.gatewaySubscriptionId) {
    charge = await subscriptionGateway().renewSubscription(sub.gatewaySubscriptionId, sub.currentPeriodEnd, { retry: sub.failedRenewals + 1 });
  } else {
    const created = await subscribeAtGateway(db, member, plan!, card, { key: `retry:${input.attemptKey}`, rowId: row.id });
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
  const end = new Date(now.getTime() + plan!.days * DAY_MS);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(planSubscriptions)
      .set({ status: "active", gateway: payments().name, gatewaySubscriptionId, currentPeriodStart: now, currentPeriodEnd: end, failedRenewals: 0, updatedAt: now })
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
    ({ row } = await claimAttempt(db, {
      stationId: sub.stationId,
      userId: sub.userId,
      subscriptionId: sub.id,
      planId: plan!.id,
      kind: "renewal",
      status: "pending",
      amountCents: price,
      cardBrand: card?.brand ?? null,
      cardLastDigits: card?.lastDigits ?? null,
      idempotencyKey: key,
      createdAt: now,
    }));
    if (!card) {
      charge = null;
    } else if (switching || !sub.gatewaySubscriptionId) {
      // A downgrade reaching its date (or a free plan's card now paying): the new plan's own subscription.
      if (sub.gatewaySubscriptionId) await subscriptionGateway().cancelSubscription(sub.gatewaySubscriptionId);
      const created = await subscribeAtGateway(db, member, plan!, card, { key, rowId: row.id });
      charge = created.charge;
      gatewaySubscriptionId = chargeOutcome(created.charge!) === "paid" ? created.subscription.id : null;
    } else {
      charge = await subscriptionGateway().renewSubscription(sub.gatewaySubscriptionId, periodStart);
      if (!charge) throw new RenewalNotBilledYet();
    }
    if (charge && chargeOutcome(charge) === "pending") throw new RenewalNotBilledYet();
  } else if (sub.gatewaySubscriptionId) {
    // Down to a free plan: the paid subscription at the gateway stops.
    await subscriptionGateway().cancelSubscription(sub.gatewaySubscriptionId);
    gatewaySubscriptionId = null;
  }

  const paid = price === 0 || (charge !== null && chargeOutcome(charge) === "paid");
  await startQueue();
  const end = new Date(periodStart.getTime() + plan!.days * DAY_MS);
  return db.transaction(async (tx) => {
    if (paid) {
      const [updated] = await tx
        .update(planSubscriptions)
        .set({
          planId: plan!.id,
          pendingPlanId: null,
          gateway: gatewaySubscriptionId ? payments().name : null,
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
        gateway: gatewaySubscriptionId ? payments().name : null,
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
