// The console's "Planos" actions: a plan is created, edited, highlighted (one at a time) and soft
// deleted, each with its audit row and on the public reads; a member's subscription and charges
// keep what they recorded through an edit and a delete; bad input is refused in pt-BR; and no
// account reaches another station's plans (a table over every action).
import { and, asc, count, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { auditLog } from "@/lib/console/schema";
import { grantRole } from "@/lib/auth/console-roles";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { listPublicPlans } from "@/lib/plans/queries";
import { planSubscriptions, plans, subscriptionCharges } from "@/lib/plans/schema";
import { getCurrentSubscription } from "@/lib/plans/subscriptions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { messages } from "@/lib/validation";
import * as actions from "./actions";
import { PLAN_NOT_FOUND } from "./commands";
import { DISCOUNT_MESSAGE, type PlanFormInput } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag, unstable_cache: (fn: () => unknown) => fn }));

let db: Db;
let demo: Station;
let vitrine: Station;
let vitrineOwner: number;
let demoStaff: number;
let vitrineMember: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  vitrineMember = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "socia@vitrine.test", name: "Sócia", typeId: USER_TYPE_PARTICIPANT });
  demoStaff = await ensureUser(db, demo.id, demo.establishment!.id, { email: "equipe@demo.test", name: "Equipe Demo", typeId: USER_TYPE_PARTICIPANT });
  await grantRole(db, { userId: demoStaff, stationId: demo.id, role: "staff" });
  await userIdByEmail(db, demo.id, "dono@demo.test");
});

afterEach(() => {
  fakeRequest.cookies.clear();
  revalidateTag.mockClear();
});

const plan = (over: Partial<PlanFormInput> = {}): PlanFormInput => ({
  name: "Ouro",
  description: "Para quem participa todo mês",
  price: "R$ 29,90",
  discount: "R$ 0,00",
  days: 30,
  benefits: [{ value: "Frete grátis" }, { value: "Cupons exclusivos" }],
  image: "",
  isHighlighted: false,
  purchaseText: "",
  ...over,
});

async function ok<T>(p: Promise<{ ok: boolean; data?: T; message?: string }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.data as T;
}

const audits = async (action: string) => Number((await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, vitrine.id), eq(auditLog.action, action))))[0]!.n);

describe("plans", () => {
  it("creates a plan from the BRL mask's text as integer cents, on the public list, with its audit row", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const { id } = await ok<{ id: number }>(actions.createPlanAction({ stationId: vitrine.id, ...plan({ price: "R$ 1.234,56", discount: "R$ 34,56" }) }));
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    expect(row).toMatchObject({ stationId: vitrine.id, name: "Ouro", priceCents: 123456, discountCents: 3456, days: 30, benefits: ["Frete grátis", "Cupons exclusivos"] });
    expect((await listPublicPlans(db, vitrine.id)).find((p) => p.id === id)).toMatchObject({ name: "Ouro", priceCents: 120000 });
    expect(await audits("plan.create")).toBe(1);
    expect(revalidateTag).toHaveBeenCalledWith(`station:${vitrine.id}:plans`, { expire: 0 });
  });

  it("highlights one plan at a time", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const a = await ok<{ id: number }>(actions.createPlanAction({ stationId: vitrine.id, ...plan({ name: "A", isHighlighted: true }) }));
    const b = await ok<{ id: number }>(actions.createPlanAction({ stationId: vitrine.id, ...plan({ name: "B" }) }));
    await ok(actions.highlightPlanAction({ stationId: vitrine.id, id: b.id, highlighted: true }));
    const highlighted = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.stationId, vitrine.id), eq(plans.isHighlighted, true)));
    expect(highlighted).toEqual([{ id: b.id }]);
    expect(a.id).not.toBe(b.id);
    expect(await audits("plan.highlight")).toBe(1);
  });

  it("an edit or a delete keeps what a member's subscription and charges recorded", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const { id } = await ok<{ id: number }>(actions.createPlanAction({ stationId: vitrine.id, ...plan({ name: "Prata", price: "R$ 19,90" }) }));
    const now = new Date();
    const [sub] = await db
      .insert(planSubscriptions)
      .values({ stationId: vitrine.id, userId: vitrineMember, planId: id, status: "active", currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000) })
      .returning();
    await db.insert(subscriptionCharges).values({ stationId: vitrine.id, userId: vitrineMember, subscriptionId: sub!.id, planId: id, kind: "purchase", status: "paid", amountCents: 1990, idempotencyKey: "purchase:teste-console" });

    await ok(actions.updatePlanAction({ stationId: vitrine.id, id, ...plan({ name: "Prata Plus", price: "R$ 39,90" }) }));
    const [charge] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, sub!.id));
    expect(charge!.amountCents).toBe(1990);

    await ok(actions.deletePlanAction({ stationId: vitrine.id, id }));
    expect((await listPublicPlans(db, vitrine.id)).some((p) => p.id === id)).toBe(false);
    const [kept] = await db.select().from(plans).where(eq(plans.id, id));
    expect(kept!.deletedAt).not.toBeNull();
    // The member's current plan is still there, and still the one they hold.
    expect(await getCurrentSubscription(db, { stationId: vitrine.id, userId: vitrineMember })).toMatchObject({ id: sub!.id, status: "active", plan: { id, name: "Prata Plus" } });
    expect((await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, sub!.id)))[0]!.amountCents).toBe(1990);
    // A deleted plan is not editable any more.
    expect(await actions.updatePlanAction({ stationId: vitrine.id, id, ...plan() })).toEqual({ ok: false, message: PLAN_NOT_FOUND });
    expect(await audits("plan.delete")).toBe(1);
  });

  it("refuses bad input in pt-BR and writes nothing", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const [{ n: before }] = await db.select({ n: count() }).from(plans).where(eq(plans.stationId, vitrine.id)) as [{ n: number }];
    expect(await actions.createPlanAction({ stationId: vitrine.id, ...plan({ name: "", price: "R$ 10,00", discount: "R$ 20,00", days: 45 }) })).toMatchObject({
      ok: false,
      fieldErrors: { name: messages.required, discount: DISCOUNT_MESSAGE, days: "Escolha o período" },
    });
    expect(await actions.createPlanAction({ stationId: vitrine.id, ...plan({ image: `/files/${demo.id}/plano.png` }) })).toMatchObject({ ok: false });
    expect((await db.select({ n: count() }).from(plans).where(eq(plans.stationId, vitrine.id)))[0]!.n).toBe(before);
  });
});

type Call = (stationId: number, demoPlan: number) => Promise<{ ok: boolean; message?: string }>;
const table: Record<keyof typeof actions, { call: Call; entity: boolean }> = {
  createPlanAction: { call: (stationId) => actions.createPlanAction({ stationId, ...plan() }), entity: false },
  updatePlanAction: { call: (stationId, id) => actions.updatePlanAction({ stationId, id, ...plan({ name: "Invadido" }) }), entity: true },
  highlightPlanAction: { call: (stationId, id) => actions.highlightPlanAction({ stationId, id, highlighted: true }), entity: true },
  deletePlanAction: { call: (stationId, id) => actions.deletePlanAction({ stationId, id }), entity: true },
};

const demoPlanId = async () => (await db.select({ id: plans.id }).from(plans).where(eq(plans.stationId, demo.id)).orderBy(asc(plans.id)).limit(1))[0]!.id;
const demoSnapshot = async () =>
  createHash("sha256")
    .update(
      JSON.stringify([
        await db.select().from(plans).where(eq(plans.stationId, demo.id)).orderBy(asc(plans.id)),
        (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.stationId, demo.id)))[0]!.n,
      ]),
    )
    .digest("hex");

describe.each(Object.entries(table))("%s refuses other stations and staff", (_name, { call }) => {
  it("vitrine's owner with demo's stationId: refused, nothing changed", async () => {
    const id = await demoPlanId();
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    expect(await call(demo.id, id)).toEqual({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect(await demoSnapshot()).toBe(before);
  });

  it("demo's staff: refused, nothing changed", async () => {
    const id = await demoPlanId();
    await signInConsoleAs(db, demoStaff, demo.id);
    const before = await demoSnapshot();
    expect(await call(demo.id, id)).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await demoSnapshot()).toBe(before);
  });
});

describe.each(Object.entries(table).filter(([, c]) => c.entity))("%s under vitrine's stationId naming a demo plan", (_name, { call }) => {
  it("not found, nothing changed", async () => {
    const id = await demoPlanId();
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoSnapshot();
    expect(await call(vitrine.id, id)).toEqual({ ok: false, message: PLAN_NOT_FOUND });
    expect(await demoSnapshot()).toBe(before);
  });
});
