// The demo's plans: a free plan beside the three of the landing (Plus highlighted), the enterprise
// card on, membro subscribed to Essencial on the saved Visa, and each renewal e2e member past due
// after a refused renewal; seeding again adds nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { seedDemoPayments } from "@/lib/commerce/seed";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { stopQueue } from "@/lib/jobs/queue";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { planSubscriptions, subscriptionCharges } from "./schema";
import { PLAN_E2E_MEMBERS, seedPlansPayments } from "./seed";
import { getCurrentSubscription, listMemberPlans } from "./subscriptions";

let db: Db;
let demo: Station;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
});
afterAll(() => stopQueue());

const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, email))))[0]!.id;

describe("the plans demo seed", () => {
  it("offers four plans (Plus highlighted, Básico free) and the enterprise card", async () => {
    const plans = await listMemberPlans(db, demo.id);
    expect(plans.map((p) => [p.name, p.priceCents, p.days, p.isHighlighted])).toEqual([
      ["Básico", 0, 30, false],
      ["Essencial", 49_900, 30, false],
      ["Plus", 129_900, 30, true],
      ["Enterprise", 999_000, 365, false],
    ]);
    expect(demo.settings.enterprisePlanCard).toBe(true);
  });

  it("subscribes membro and leaves the renewal members past due, once", async () => {
    await seedDemoPayments(db);
    await seedPlansPayments(db);
    const counts = async () => [await db.$count(planSubscriptions), await db.$count(subscriptionCharges)];
    const after = await counts();
    await seedDemo(db);
    await seedPlansPayments(db);
    expect(await counts()).toEqual(after);

    const maria = await getCurrentSubscription(db, { stationId: demo.id, userId: await idOf("membro@demo.test") });
    expect(maria).toMatchObject({ status: "active", plan: { name: "Essencial" }, card: { brand: "Visa", lastDigits: "0010" } });
    for (const pair of Object.values(PLAN_E2E_MEMBERS)) {
      expect(await getCurrentSubscription(db, { stationId: demo.id, userId: await idOf(pair.journey.email) })).toBeNull();
      const late = await getCurrentSubscription(db, { stationId: demo.id, userId: await idOf(pair.renewal.email) });
      expect(late).toMatchObject({ status: "past_due", card: { lastDigits: "0341" }, failure: { reason: "Transação não autorizada pelo emissor do cartão" } });
    }
  });
});
