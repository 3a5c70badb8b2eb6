// Demo data of plans (rules in lib/seed/demo.ts: idempotent, never overwrite). The three plans
// of `demo` come from lib/content/seed.ts (Essencial, Plus highlighted, Enterprise); this adds a
// free plan, turns the enterprise card on where the station never said, and seeds the e2e members
// of e2e/plans.e2e.ts (one pair per Playwright project, so phone and desktop never share state).
//
// seedPlansPayments needs the payment simulator and the job queue, so it runs after the database
// is open (instrumentation.ts, `npm run db:seed`), like seedDemoPayments: membro subscribed to
// Essencial on the saved Visa, and the renewal members' subscriptions whose renewal was refused.
import { and, eq, isNull, sql } from "drizzle-orm";
import { users, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { SUBSCRIPTION_TEST_CARDS } from "@/lib/adapters/payments";
import { listMemberCards } from "@/lib/wallet/cards";
import { demoPaymentsAllowed } from "@/lib/wallet/gateway";
import { ensureDemoCard } from "@/lib/commerce/seed";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { stations } from "@/lib/stations/schema";
import { plans, planSubscriptions } from "./schema";
import { buyPlan, configuredPlanGateway, RenewalNotBilledYet, renewSubscription } from "./subscriptions";

export const DEMO_FREE_PLAN = {
  name: "Básico",
  description: "Para conhecer o clube sem pagar nada.",
  priceCents: 0,
  days: 30,
  benefits: ["Atividades abertas", "Mural do clube", "Extrato de pontos"],
  purchaseText: "O plano Básico é gratuito: nenhum cartão é pedido.",
} as const;

/** The plan membro subscribes to, and the one the e2e members start on. */
export const DEMO_MEMBER_PLAN = "Essencial";

/** e2e members: `journey` starts with no plan; `renewal` has a subscription whose renewal was refused. */
export const PLAN_E2E_MEMBERS = {
  phone: {
    journey: { email: "plano.fone@demo.test", name: "Pietra Planos", cpf: "31840259779", tel: "11955550001", birthday: "1993-04-11" },
    renewal: { email: "renovacao.fone@demo.test", name: "Renato Renovação", cpf: "53619274819", tel: "11955550003", birthday: "1987-09-30" },
  },
  desktop: {
    journey: { email: "plano.desktop@demo.test", name: "Paulo Planos", cpf: "42781506362", tel: "11955550002", birthday: "1991-01-25" },
    renewal: { email: "renovacao.desktop@demo.test", name: "Regina Renovação", cpf: "64502731943", tel: "11955550004", birthday: "1989-12-02" },
  },
} as const;

/** Pays the first period and declines every renewal (lib/adapters/payments/test-cards.ts). */
export const RENEWAL_DECLINED_CARD = SUBSCRIPTION_TEST_CARDS[0]!.number;

export async function seedPlansDemo(db: Db, context: DemoContext): Promise<void> {
  const { station, establishment } = context.demo;
  const [free] = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.stationId, station.id), eq(plans.name, DEMO_FREE_PLAN.name)));
  if (!free) await db.insert(plans).values({ stationId: station.id, position: 9, ...DEMO_FREE_PLAN, benefits: [...DEMO_FREE_PLAN.benefits] });

  // A station seeded before plans had a highlight gets Plus highlighted once (none chosen yet).
  const [highlighted] = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.stationId, station.id), eq(plans.isHighlighted, true)));
  if (!highlighted) await db.update(plans).set({ isHighlighted: true }).where(and(eq(plans.stationId, station.id), eq(plans.name, "Plus"), isNull(plans.deletedAt)));

  // The enterprise card, unless the station's settings already say something about it.
  await db
    .update(stations)
    .set({ settings: sql`coalesce(${stations.settings}, '{}'::jsonb) || '{"enterprisePlanCard": true}'::jsonb` })
    .where(and(eq(stations.id, station.id), sql`not (coalesce(${stations.settings}, '{}'::jsonb) ? 'enterprisePlanCard')`));

  for (const pair of Object.values(PLAN_E2E_MEMBERS)) {
    for (const member of Object.values(pair)) {
      await ensureUser(db, station.id, establishment.id, { ...member, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
    }
  }
}

async function memberOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, stationId: stations.id, name: users.name, email: users.email, cpf: users.cpf, tel: users.tel, birthday: users.birthday })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.stationId))
    .where(and(eq(stations.slug, "demo"), eq(users.email, email)));
  return row ?? null;
}


async function essentialPlanId(db: Db, stationId: number): Promise<number | null> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.stationId, stationId), eq(plans.name, DEMO_MEMBER_PLAN), isNull(plans.deletedAt)));
  return plan?.id ?? null;
}

/** Needs the database open, the simulator as gateway and the job queue started (instrumentation.ts). */
export async function seedPlansPayments(db: Db): Promise<void> {
  if (!demoPaymentsAllowed()) return;
  const maria = await memberOf(db, "membro@demo.test");
  if (maria) {
    const planId = await essentialPlanId(db, maria.stationId);
    // membro's Visa comes from seedDemoPayments; the fixed attempt key makes this once only.
    const visa = (await listMemberCards(db, maria.stationId, maria.id)).find((c) => c.lastDigits === "0010");
    if (planId && visa) await buyPlan(db, configuredPlanGateway(), { stationId: maria.stationId, userId: maria.id }, { planId, attemptKey: "seed-membro-plan", cardId: visa.id }).catch(() => undefined);
  }

  for (const pair of Object.values(PLAN_E2E_MEMBERS)) {
    // The journey members pay with a saved Visa; the renewal members have a Mastercard to fix theirs with.
    const journey = await memberOf(db, pair.journey.email);
    if (journey) await ensureDemoCard(db, journey, "4000000000000010");
    const member = await memberOf(db, pair.renewal.email);
    if (!member) continue;
    await ensureDemoCard(db, member, "5555555555554444");
    const who = { stationId: member.stationId, userId: member.id };
    const planId = await essentialPlanId(db, member.stationId);
    if (!planId) continue;
    const card = await ensureDemoCard(db, member, RENEWAL_DECLINED_CARD);
    // Subscribed 31 days ago on the card that declines renewals; its period ended yesterday.
    const started = new Date(Date.now() - 31 * 86_400_000);
    await buyPlan(db, configuredPlanGateway(), who, { planId, attemptKey: `seed-renewal-${member.id}`, cardId: card.id }, started).catch(() => undefined);
    const [sub] = await db.select().from(planSubscriptions).where(and(eq(planSubscriptions.stationId, who.stationId), eq(planSubscriptions.userId, who.userId), eq(planSubscriptions.status, "active")));
    if (sub && sub.currentPeriodEnd.getTime() <= Date.now()) {
      // Pagar.me bills a cycle on its own schedule: until it has, the renewal job keeps asking,
      // and the other members are seeded meanwhile.
      await renewSubscription(db, configuredPlanGateway(), { stationId: sub.stationId, subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd.toISOString() }).catch((error: unknown) => {
        if (!(error instanceof RenewalNotBilledYet)) throw error;
      });
    }
  }
}
