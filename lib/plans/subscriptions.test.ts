// Plans and subscriptions through their commands and actions, with the payment simulator behind
// them and the renewal job's handler called as the queue would: buy, free plan, upgrade (prorated
// now), downgrade (at the period's end), renewal paid and refused, card update paying a past-due
// period, cancel, idempotent retries, and the guard (blocked member, other station, bad input).
import { and, count, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { PaymentError, subscriptionGateway } from "@/lib/adapters/payments";
import { paymentSimCharges, paymentSimSubscriptions } from "@/lib/adapters/payments/schema";
import { DELETED_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { saveCard } from "@/lib/wallet/cards";
import { cardFormSchema } from "@/lib/commerce/schemas";
import { CARD_FORM } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import type { JobPayloads } from "@/lib/jobs/queue";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { JOB_HANDLERS } from "@/lib/startup/job-workers";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import * as actions from "./actions";
import { MSG_ALREADY_SUBSCRIBED, MSG_CARD_REQUIRED, MSG_CURRENT_PLAN, MSG_NO_SUBSCRIPTION } from "./messages";
import { plans, planSubscriptions, subscriptionCharges } from "./schema";
import {
  buyPlan,
  cancelSubscription,
  changePlan,
  configuredPlanGateway,
  type PlanGateway,
  getCurrentSubscription,
  listMemberPlans,
  listSubscriptionCharges,
  renewSubscription,
  updateSubscriptionCard,
} from "./subscriptions";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

const DAY = 86_400_000;
const gw = () => configuredPlanGateway();
let db: Db;
let demo: Station;
let vitrine: Station;
const plan = { monthly: 0, premium: 0, yearly: 0, free: 0, deleted: 0 };

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  const insert = async (values: Partial<typeof plans.$inferInsert> & { name: string; priceCents: number }) =>
    (await db.insert(plans).values({ stationId: demo.id, ...values }).returning({ id: plans.id }))[0]!.id;
  plan.monthly = await insert({ name: "Teste Mensal", priceCents: 10_000, days: 30 });
  plan.premium = await insert({ name: "Teste Premium", priceCents: 30_000, days: 30, isHighlighted: true });
  plan.yearly = await insert({ name: "Teste Anual", priceCents: 100_000, discountCents: 10_000, days: 365 });
  plan.free = await insert({ name: "Teste Grátis", priceCents: 0, days: 30 });
  plan.deleted = await insert({ name: "Teste Apagado", priceCents: 1_000, days: 30, deletedAt: new Date() });
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

let counter = 0;
async function newMember(station: Station = demo): Promise<{ stationId: number; userId: number }> {
  const [row] = await db
    .insert(users)
    .values({ stationId: station.id, name: "Assinante", email: `assinante${++counter}@${station.slug}.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: station.id, establishmentId: station.establishment!.id, userId: row!.id });
  return { stationId: station.id, userId: row!.id };
}

const cardOf = (member: { stationId: number; userId: number }, number = "4000 0000 0000 0010") =>
  saveCard(db, member, cardFormSchema.parse({ ...CARD_FORM, number }));

async function subscriptionRow(member: { stationId: number; userId: number }) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stationId, member.stationId), eq(planSubscriptions.userId, member.userId)))
    .orderBy(sql`${planSubscriptions.id} desc`);
  return row!;
}

async function renewalJobs(subscriptionId: number) {
  const rows = (await db.execute(sql`select data, start_after from pgboss.job where name = 'plans-subscription-renewal' and (data->>'subscriptionId')::int = ${subscriptionId} order by start_after`)) as unknown as {
    rows: { data: { periodEnd: string }; start_after: Date | string }[];
  };
  return rows.rows.map((r) => r.data.periodEnd);
}

const runRenewal = (sub: { stationId: number; id: number; currentPeriodEnd: Date }, now?: Date) =>
  now
    ? renewSubscription(db, gw(), { stationId: sub.stationId, subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd.toISOString() }, now)
    : JOB_HANDLERS["plans-subscription-renewal"]({ stationId: sub.stationId, subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd.toISOString() });

/** What the simulated gateway kept of this member's card charges: paid minus refunded, in cents. */
async function netChargedAtGateway(member: { userId: number }) {
  const [row] = await db
    .select({ net: sql<number>`coalesce(sum(${paymentSimCharges.paidCents} - ${paymentSimCharges.refundedCents}), 0)::int` })
    .from(paymentSimCharges)
    .where(sql`${paymentSimCharges.metadata}->>'userId' = ${String(member.userId)}`);
  return row!.net;
}

async function chargesOf(member: { stationId: number; userId: number }) {
  return (await listSubscriptionCharges(db, member)).map((c) => ({ kind: c.kind, status: c.status, amount: c.amountCents })).reverse();
}

describe("the plans list", () => {
  it("lists the plans not deleted, cheapest after discount first", async () => {
    const names = (await listMemberPlans(db, demo.id)).map((p) => `${p.name} ${p.priceCents}`);
    expect(names).not.toContain("Teste Apagado 1000");
    const ours = names.filter((n) => n.startsWith("Teste"));
    expect(ours).toEqual(["Teste Grátis 0", "Teste Mensal 10000", "Teste Premium 30000", "Teste Anual 90000"]);
  });
});

describe("buying a plan", () => {
  it("charges the first period on the card, starts the subscription and schedules its renewal at the period's end", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const now = new Date("2030-01-10T12:00:00Z");
    const confirmation = await buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "buy-attempt-1", cardId: card.id }, now);
    expect(confirmation).toMatchObject({ planName: "Teste Mensal", amountCents: 10_000, card: { brand: "Visa", lastDigits: "0010" }, kind: "purchase" });
    const sub = await subscriptionRow(member);
    expect(sub).toMatchObject({ status: "active", planId: plan.monthly, cardId: card.id, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * DAY) });
    expect(await chargesOf(member)).toEqual([{ kind: "purchase", status: "paid", amount: 10_000 }]);
    expect(await renewalJobs(sub.id)).toEqual([sub.currentPeriodEnd.toISOString()]);
    expect(await getCurrentSubscription(db, member)).toMatchObject({ status: "active", plan: { name: "Teste Mensal" }, card: { lastDigits: "0010" }, failure: null });
  });

  it("a retry with the same attempt key answers the same confirmation and charges once", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const first = await buyPlan(db, gw(), member, { planId: plan.premium, attemptKey: "buy-retry-1", cardId: card.id });
    const again = await buyPlan(db, gw(), member, { planId: plan.premium, attemptKey: "buy-retry-1", cardId: card.id });
    expect(again).toEqual(first);
    expect(await chargesOf(member)).toEqual([{ kind: "purchase", status: "paid", amount: 30_000 }]);
    const sims = await db.select({ n: count() }).from(paymentSimSubscriptions).where(sql`${paymentSimSubscriptions.metadata}->>'userId' = ${String(member.userId)}`);
    expect(sims[0]!.n).toBe(1);
    await expect(buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "buy-retry-2", cardId: card.id })).rejects.toThrow(MSG_ALREADY_SUBSCRIBED);
  });

  it("two tabs buying at once with different attempts: one subscription; the other's money goes back", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const results = await Promise.allSettled([
      buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "race-a", cardId: card.id }),
      buyPlan(db, gw(), member, { planId: plan.premium, attemptKey: "race-b", cardId: card.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe(MSG_ALREADY_SUBSCRIBED);
    const live = await db.select().from(planSubscriptions).where(and(eq(planSubscriptions.userId, member.userId), sql`${planSubscriptions.status} <> 'canceled'`));
    expect(live).toHaveLength(1);
    const charges = await listSubscriptionCharges(db, member);
    expect(charges.filter((c) => c.status === "paid")).toHaveLength(1);
    // Whatever the refused attempt charged at the gateway was given back: the member paid one plan.
    expect(await netChargedAtGateway(member)).toBe(charges.find((c) => c.status === "paid")!.amountCents);
  });

  it("an attempt that loses the race after its card was charged gives the money back", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    // The other tab's subscription lands while this attempt is at the gateway, so this one is charged
    // and then finds the member already subscribed: the order the race above leaves to chance.
    const gateway = subscriptionGateway();
    const create = gateway.createSubscription.bind(gateway);
    const spy = vi.spyOn(gateway, "createSubscription").mockImplementationOnce(async (input) => {
      const created = await create(input);
      await db.insert(planSubscriptions).values({
        stationId: member.stationId, userId: member.userId, planId: plan.monthly, status: "active",
        currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      });
      return created;
    });
    try {
      await expect(buyPlan(db, gw(), member, { planId: plan.premium, attemptKey: "race-late", cardId: card.id })).rejects.toThrow(MSG_ALREADY_SUBSCRIBED);
    } finally {
      spy.mockRestore();
    }
    const [lost] = await listSubscriptionCharges(db, member);
    expect(lost).toMatchObject({ status: "failed", amountCents: 30_000 });
    expect(lost!.gatewayChargeId).toBeTruthy();
    const [sim] = await db.select({ status: paymentSimCharges.status }).from(paymentSimCharges).where(eq(paymentSimCharges.id, lost!.gatewayChargeId!));
    expect(sim!.status).toBe("refunded");
    expect(await netChargedAtGateway(member)).toBe(0);
  });

  it("a compensating refund the gateway fails is logged and queued, and running the queue gives the money back", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const real = gw();
    let refundCalls = 0;
    // The gateway is down for the first refund only.
    const flaky: PlanGateway = {
      ...real,
      refund: async (chargeId, options) => {
        if (refundCalls++ === 0) throw new PaymentError("unavailable", "Serviço de pagamento indisponível. Tente novamente.");
        return real.refund(chargeId, options);
      },
    };
    const create = real.subscriptions.createSubscription.bind(real.subscriptions);
    const spy = vi.spyOn(real.subscriptions, "createSubscription").mockImplementationOnce(async (input) => {
      const created = await create(input);
      await db.insert(planSubscriptions).values({
        stationId: member.stationId, userId: member.userId, planId: plan.monthly, status: "active",
        currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      });
      return created;
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(buyPlan(db, flaky, member, { planId: plan.premium, attemptKey: "race-refund-down", cardId: card.id })).rejects.toThrow(MSG_ALREADY_SUBSCRIBED);
    } finally {
      spy.mockRestore();
    }
    const [lost] = await listSubscriptionCharges(db, member);
    const chargeId = lost!.gatewayChargeId!;
    expect(await netChargedAtGateway(member)).toBe(30_000);
    expect(logged.mock.calls.flat().join(" ")).toContain(chargeId);
    logged.mockRestore();
    const queued = (await db.execute(
      sql`select data from pgboss.job where name = 'plans-compensating-refund' and data->>'chargeId' = ${chargeId} and state = 'created'`,
    )) as unknown as { rows: { data: JobPayloads["plans-compensating-refund"] }[] };
    expect(queued.rows.map((r) => r.data)).toEqual([{ stationId: member.stationId, chargeId, gatewaySubscriptionId: expect.any(String) }]);

    await JOB_HANDLERS["plans-compensating-refund"](queued.rows[0]!.data);
    expect(await netChargedAtGateway(member)).toBe(0);
    // The job may run again (a retry after a crash): the money goes back once.
    await JOB_HANDLERS["plans-compensating-refund"](queued.rows[0]!.data);
    expect(await netChargedAtGateway(member)).toBe(0);
  });

  it("a free plan needs no card and charges nothing", async () => {
    const member = await newMember();
    const confirmation = await buyPlan(db, gw(), member, { planId: plan.free, attemptKey: "buy-free-1" });
    expect(confirmation).toMatchObject({ amountCents: 0, card: null });
    expect(await subscriptionRow(member)).toMatchObject({ status: "active", cardId: null, gatewaySubscriptionId: null });
    expect(await chargesOf(member)).toEqual([{ kind: "purchase", status: "free", amount: 0 }]);
  });

  it("a paid plan without a card, a declined card, or a deleted plan: a message and no subscription", async () => {
    const member = await newMember();
    await expect(buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "buy-nocard" })).rejects.toThrow(MSG_CARD_REQUIRED);
    const declined = await cardOf(member, "4000 0000 0000 0028");
    await expect(buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "buy-declined", cardId: declined.id })).rejects.toThrow("Transação não autorizada pelo emissor do cartão");
    await expect(buyPlan(db, gw(), member, { planId: plan.deleted, attemptKey: "buy-deleted" })).rejects.toThrow("Plano não encontrado");
    expect(await getCurrentSubscription(db, member)).toBeNull();
    expect(await chargesOf(member)).toEqual([{ kind: "purchase", status: "failed", amount: 10_000 }]);
  });
});

describe("changing plans", () => {
  it("upgrade: charged now the new price less the unused credit, a new period starts today, the old gateway subscription stops", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const start = new Date("2030-02-01T00:00:00Z");
    await buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "up-buy", cardId: card.id }, start);
    const oldGateway = (await subscriptionRow(member)).gatewaySubscriptionId!;
    // 10 of 30 days used: 2/3 of R$ 100,00 unused = R$ 66,66 credit; R$ 300,00 − 66,66 = 233,34.
    const now = new Date(start.getTime() + 10 * DAY);
    const confirmation = await changePlan(db, gw(), member, { planId: plan.premium, attemptKey: "up-change" }, now);
    expect(confirmation).toMatchObject({ kind: "upgrade", amountCents: 23_334, planName: "Teste Premium", card: { lastDigits: "0010" } });
    const sub = await subscriptionRow(member);
    expect(sub).toMatchObject({ status: "active", planId: plan.premium, currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * DAY), pendingPlanId: null });
    expect(sub.gatewaySubscriptionId).not.toBe(oldGateway);
    const [old] = await db.select({ status: paymentSimSubscriptions.status }).from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.id, oldGateway));
    expect(old!.status).toBe("canceled");
    expect(await chargesOf(member)).toEqual([
      { kind: "purchase", status: "paid", amount: 10_000 },
      { kind: "upgrade", status: "paid", amount: 23_334 },
    ]);
    // The job of the old period finds nothing to do.
    expect(await renewSubscription(db, gw(), { stationId: demo.id, subscriptionId: sub.id, periodEnd: new Date(start.getTime() + 30 * DAY).toISOString() })).toBe("stale");
    await expect(changePlan(db, gw(), member, { planId: plan.premium, attemptKey: "up-same" }, now)).rejects.toThrow(MSG_CURRENT_PLAN);
  });

  it("downgrade: nothing charged now; at the period's end the renewal charges the new plan and switches to it", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const start = new Date("2030-03-01T00:00:00Z");
    await buyPlan(db, gw(), member, { planId: plan.premium, attemptKey: "down-buy", cardId: card.id }, start);
    const confirmation = await changePlan(db, gw(), member, { planId: plan.monthly, attemptKey: "down-change" }, new Date(start.getTime() + 5 * DAY));
    const before = await subscriptionRow(member);
    expect(confirmation).toMatchObject({ kind: "downgrade", amountCents: 0, effectiveAt: before.currentPeriodEnd.toISOString() });
    expect(before).toMatchObject({ planId: plan.premium, pendingPlanId: plan.monthly, status: "active" });
    expect((await getCurrentSubscription(db, member))!.pendingPlan).toMatchObject({ name: "Teste Mensal", priceCents: 10_000 });

    expect(await runRenewal(before, before.currentPeriodEnd)).toBe("renewed");
    const after = await subscriptionRow(member);
    expect(after).toMatchObject({ planId: plan.monthly, pendingPlanId: null, status: "active", currentPeriodStart: before.currentPeriodEnd });
    expect(await chargesOf(member)).toEqual([
      { kind: "purchase", status: "paid", amount: 30_000 },
      { kind: "downgrade", status: "free", amount: 0 },
      { kind: "renewal", status: "paid", amount: 10_000 },
    ]);
  });

  it("from a free plan up to a paid one with a new card, and down to the free plan at the period's end", async () => {
    const member = await newMember();
    await buyPlan(db, gw(), member, { planId: plan.free, attemptKey: "free-buy" });
    await expect(changePlan(db, gw(), member, { planId: plan.monthly, attemptKey: "free-up-nocard" })).rejects.toThrow(MSG_CARD_REQUIRED);
    const card = await cardOf(member, "5555 5555 5555 4444");
    const up = await changePlan(db, gw(), member, { planId: plan.monthly, attemptKey: "free-up", cardId: card.id });
    expect(up).toMatchObject({ kind: "upgrade", amountCents: 10_000, card: { brand: "Mastercard" } });
    await changePlan(db, gw(), member, { planId: plan.free, attemptKey: "free-down" });
    const sub = await subscriptionRow(member);
    expect(await runRenewal(sub, sub.currentPeriodEnd)).toBe("renewed");
    expect(await subscriptionRow(member)).toMatchObject({ planId: plan.free, gatewaySubscriptionId: null, status: "active" });
    expect((await chargesOf(member)).map((c) => `${c.kind}:${c.status}:${c.amount}`)).toEqual(["purchase:free:0", "upgrade:paid:10000", "downgrade:free:0"]);
  });
});

describe("renewals through the job handler", () => {
  it("a paid renewal starts the next period and schedules the one after", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    await buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "renew-ok", cardId: card.id }, new Date(Date.now() - 31 * DAY));
    const sub = await subscriptionRow(member);
    await runRenewal(sub);
    const after = await subscriptionRow(member);
    expect(after).toMatchObject({ status: "active", currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() + 30 * DAY) });
    expect(await renewalJobs(sub.id)).toEqual([sub.currentPeriodEnd.toISOString(), after.currentPeriodEnd.toISOString()]);
    // The queue delivering the same job again changes nothing.
    await runRenewal(sub);
    expect(await chargesOf(member)).toEqual([
      { kind: "purchase", status: "paid", amount: 10_000 },
      { kind: "renewal", status: "paid", amount: 10_000 },
    ]);
  });

  it("a refused renewal leaves the subscription past due, shown with its reason; a new card pays it at once", async () => {
    const member = await newMember();
    const card = await cardOf(member, "4000 0000 0000 0341");
    await buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "renew-fail", cardId: card.id }, new Date(Date.now() - 31 * DAY));
    const sub = await subscriptionRow(member);
    await runRenewal(sub);
    await runRenewal(sub);
    expect(await subscriptionRow(member)).toMatchObject({ status: "past_due", currentPeriodEnd: sub.currentPeriodEnd, failedRenewals: 1 });
    expect(await getCurrentSubscription(db, member)).toMatchObject({ status: "past_due", failure: { reason: "Transação não autorizada pelo emissor do cartão" } });
    expect(await chargesOf(member)).toEqual([
      { kind: "purchase", status: "paid", amount: 10_000 },
      { kind: "renewal", status: "failed", amount: 10_000 },
    ]);

    const good = await cardOf(member, "5555 5555 5555 4444");
    const now = new Date();
    const answer = await updateSubscriptionCard(db, gw(), member, { cardId: good.id, attemptKey: "renew-fix" }, now);
    expect(answer).toMatchObject({ status: "active", charged: { amountCents: 10_000, card: { brand: "Mastercard", lastDigits: "4444" } } });
    expect(await subscriptionRow(member)).toMatchObject({ status: "active", cardId: good.id, currentPeriodStart: now, failedRenewals: 0 });
    expect((await chargesOf(member)).at(-1)).toEqual({ kind: "renewal", status: "paid", amount: 10_000 });
    expect(await updateSubscriptionCard(db, gw(), member, { cardId: good.id, attemptKey: "renew-fix" })).toMatchObject({ status: "active", charged: null });
  });
});

describe("canceling", () => {
  it("clears the subscription with its reason, stops the gateway's and the next renewal does nothing", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    await buyPlan(db, gw(), member, { planId: plan.monthly, attemptKey: "cancel-buy", cardId: card.id });
    const sub = await subscriptionRow(member);
    await cancelSubscription(db, gw(), member, "Não utilizo mais o produto");
    expect(await getCurrentSubscription(db, member)).toBeNull();
    expect(await subscriptionRow(member)).toMatchObject({ status: "canceled", cancelReason: "Não utilizo mais o produto" });
    const [atGateway] = await db.select({ status: paymentSimSubscriptions.status }).from(paymentSimSubscriptions).where(eq(paymentSimSubscriptions.id, sub.gatewaySubscriptionId!));
    expect(atGateway!.status).toBe("canceled");
    expect(await runRenewal(sub, sub.currentPeriodEnd)).toBe("stale");
    expect(await chargesOf(member)).toEqual([{ kind: "purchase", status: "paid", amount: 10_000 }]);
    await expect(cancelSubscription(db, gw(), member, "Outro")).rejects.toThrow(MSG_NO_SUBSCRIPTION);
    // A new plan may be bought after canceling.
    await buyPlan(db, gw(), member, { planId: plan.free, attemptKey: "cancel-rebuy" });
    expect((await getCurrentSubscription(db, member))!.plan.name).toBe("Teste Grátis");
  });
});

describe("the plans actions behind the member gate", () => {
  async function writes() {
    const n = async (table: typeof planSubscriptions | typeof subscriptionCharges | typeof paymentSimCharges) => (await db.select({ n: count() }).from(table))[0]!.n;
    return { subs: await n(planSubscriptions), charges: await n(subscriptionCharges), sim: await n(paymentSimCharges) };
  }
  function everyCall(cardId: number) {
    return [
      ["purchase", () => actions.purchasePlanAction({ planId: plan.monthly, mode: "comprar", attemptKey: `guard-${cardId}-buy`, cardId })],
      ["change", () => actions.purchasePlanAction({ planId: plan.premium, mode: "mudar", attemptKey: `guard-${cardId}-change`, cardId })],
      ["card", () => actions.updateSubscriptionCardAction({ cardId, attemptKey: `guard-${cardId}-card` })],
      ["cancel", () => actions.cancelSubscriptionAction({ reason: "Outro" })],
    ] as const;
  }

  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
  ])("refuses %s on every action and changes nothing", async (email, message) => {
    const id = await userIdByEmail(db, demo.id, email);
    const card = await cardOf({ stationId: demo.id, userId: id });
    await signInAs(db, id, demo);
    const before = await writes();
    for (const [name, call] of everyCall(card.id)) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message } });
    expect(await writes()).toEqual(before);
  });

  it("refuses a session of another station and bad input, in pt-BR, changing nothing", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    const before = await writes();
    await signInAs(db, member.userId, vitrine);
    for (const [name, call] of everyCall(card.id)) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    await signInAs(db, member.userId, demo);
    expect(await actions.purchasePlanAction({ planId: plan.monthly, mode: "alugar", attemptKey: "x" })).toMatchObject({ ok: false, fieldErrors: { mode: "Esse campo é obrigatório", attemptKey: "Esse campo é obrigatório" } });
    expect(await actions.cancelSubscriptionAction({ reason: "Caro" })).toMatchObject({ ok: false, message: "Escolha um motivo" });
    // Another member's card cannot pay; a plan of another station is not found.
    const other = await newMember();
    const othersCard = await cardOf(other);
    expect(await actions.purchasePlanAction({ planId: plan.monthly, mode: "comprar", attemptKey: "guard-stolen-card", cardId: othersCard.id })).toMatchObject({ ok: false, message: "Cartão não encontrado" });
    const [foreign] = await db.insert(plans).values({ stationId: vitrine.id, name: "Da Vitrine", priceCents: 0 }).returning({ id: plans.id });
    expect(await actions.purchasePlanAction({ planId: foreign!.id, mode: "comprar", attemptKey: "guard-foreign-plan" })).toEqual({ ok: false, message: "Plano não encontrado" });
    expect(await writes()).toEqual({ ...before, sim: before.sim });
    expect(await getCurrentSubscription(db, member)).toBeNull();
  });

  it("a member buys, changes and cancels through the actions", async () => {
    const member = await newMember();
    const card = await cardOf(member);
    await signInAs(db, member.userId, demo);
    expect(await actions.purchasePlanAction({ planId: plan.monthly, mode: "comprar", attemptKey: "act-buy-0001", cardId: card.id })).toMatchObject({ ok: true, data: { amountCents: 10_000 } });
    expect(await actions.purchasePlanAction({ planId: plan.free, mode: "mudar", attemptKey: "act-down-0001" })).toMatchObject({ ok: true, data: { kind: "downgrade", amountCents: 0 } });
    expect(await actions.cancelSubscriptionAction({ reason: "Prefiro não mencionar" })).toEqual({ ok: true, data: { canceled: true } });
    expect(await getCurrentSubscription(db, member)).toBeNull();
  });
});
