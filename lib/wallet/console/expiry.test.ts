// "Validade dos pontos" from the console: the owner's station rule and an activity's override,
// through the Server Actions (the console pipeline: guard, one transaction, audit); the same zod
// schema refuses "N months" without N, in pt-BR; credits written afterwards get the rule's date.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createActivityAction, updateActivityAction } from "@/lib/activities/console/actions";
import { formValues, getConsoleActivity } from "@/lib/activities/console/commands";
import { grantRole } from "@/lib/auth/console-roles";
import { makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import { stations } from "@/lib/stations/schema";
import { MSG_EXPIRY_MONTHS, stationExpirySchema } from "../expiry-schema";
import { memberLots } from "../lots";
import { pointsLedger } from "../schema";
import { saveStationExpiryAction } from "./actions";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

let db: Db;
let stationId: number;
let owner: number;
let staff: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
  owner = await makeMember(db, stationId);
  await grantRole(db, { userId: owner, stationId, role: "owner" });
  staff = await makeMember(db, stationId);
  await grantRole(db, { userId: staff, stationId, role: "staff" });
});

const rule = async () => (await db.select({ months: stations.pointsExpiryMonths }).from(stations).where(eq(stations.id, stationId)))[0]!.months;
const audits = async () => (await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, "wallet.points-expiry"))))[0]!.n;

async function creditLot(userId: number, reference: string | null, key: string) {
  await db.insert(pointsLedger).values({ stationId, userId, amount: 100, kind: "activity", reference, idempotencyKey: key, createdAt: new Date("2026-03-01T12:00:00Z") });
  const lots = await memberLots(db, stationId, userId);
  return lots[lots.length - 1]!.expiresAt?.toISOString() ?? null;
}

describe("the station's rule", () => {
  it("the form's schema refuses 'N months' without N, in pt-BR", () => {
    const result = stationExpirySchema.safeParse({ stationId, mode: "months", months: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["months", MSG_EXPIRY_MONTHS]]);
    expect(stationExpirySchema.safeParse({ stationId, mode: "months", months: "121" }).success).toBe(false);
    expect(stationExpirySchema.safeParse({ stationId, mode: "never", months: "" }).data).toEqual({ stationId, mode: "never", months: null, reminders: false });
  });

  it("the owner sets 12 months, audited once; staff may not; credits from then on expire 12 months on", async () => {
    await signInConsoleAs(db, staff, stationId);
    expect((await saveStationExpiryAction({ stationId, mode: "months", months: "12" })).ok).toBe(false);
    expect(await rule()).toBeNull();

    await signInConsoleAs(db, owner, stationId);
    const bad = await saveStationExpiryAction({ stationId, mode: "months", months: "" });
    expect(bad.ok).toBe(false);
    expect(await saveStationExpiryAction({ stationId, mode: "months", months: "12" })).toMatchObject({ ok: true, data: { changed: true } });
    expect(await saveStationExpiryAction({ stationId, mode: "months", months: 12 })).toMatchObject({ ok: true, data: { changed: false } });
    expect(await rule()).toBe(12);
    expect(await audits()).toBe(1);

    const member = await makeMember(db, stationId);
    expect(await creditLot(member, null, "rule-12")).toBe("2027-03-01T12:00:00.000Z");
  });

  it("the owner turns the e-mail reminders on with the rule: saved and audited, off by default", async () => {
    await signInConsoleAs(db, owner, stationId);
    const reminders = async () => (await db.select({ on: stations.pointsExpiryReminders }).from(stations).where(eq(stations.id, stationId)))[0]!.on;
    expect(await reminders()).toBe(false);
    const before = await audits();
    expect(await saveStationExpiryAction({ stationId, mode: "months", months: 12, reminders: true })).toMatchObject({ ok: true, data: { changed: true } });
    expect(await reminders()).toBe(true);
    expect(await rule()).toBe(12);
    expect(await audits()).toBe(before + 1);
  });
});

describe("an activity's override", () => {
  it("its own months, never, or back to the station's rule, for the credits it pays", async () => {
    await signInConsoleAs(db, owner, stationId);
    await db.update(stations).set({ pointsExpiryMonths: 12 }).where(eq(stations.id, stationId));
    const base = {
      stationId, typeId: 2, name: "Cadastro confirmado", description: "", rules: "", image: null, featuredImage: null, points: 100, limitPerUser: 1,
      participationStart: "", participationEnd: "", feedbackMessage: "", feedbackLottieId: null, featured: false, isPublic: false,
      commentsAndLikesEnabled: false, clickMeLabel: "", discountDelivery: 0, additionalCashback: 0, onlyOneProduct: false, digitalProduct: false,
    };
    const missing = await createActivityAction({ ...base, pointsExpiryMode: "months", pointsExpiryMonths: "" });
    expect(missing).toMatchObject({ ok: false });
    const created = await createActivityAction({ ...base, pointsExpiryMode: "months", pointsExpiryMonths: "3" });
    expect(created.ok).toBe(true);
    const id = (created as { data: { id: number } }).data.id;
    const member = await makeMember(db, stationId);
    expect(await creditLot(member, `activity:${id}`, "own-3")).toBe("2026-06-01T12:00:00.000Z");

    const row = (await getConsoleActivity(db, stationId, id))!;
    expect(formValues(row)).toMatchObject({ pointsExpiryMode: "months", pointsExpiryMonths: 3 });
    expect((await updateActivityAction({ ...base, ...formValues(row), stationId, id, pointsExpiryMode: "never" })).ok).toBe(true);
    expect(await creditLot(member, `activity:${id}`, "never")).toBeNull();
    expect((await updateActivityAction({ ...base, ...formValues(row), stationId, id, pointsExpiryMode: "station" })).ok).toBe(true);
    expect(await creditLot(member, `activity:${id}`, "station")).toBe("2027-03-01T12:00:00.000Z");
  });
});
