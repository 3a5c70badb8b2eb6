// Points that expire, by lots: a hand-worked year of one member (credits under the station's
// 12-month rule, an activity's 6-month override and an activity whose points never expire; spends;
// refunds; the expiry job on its dates), the job run twice and at once, and the invariant
// sum(lots) = balance. Runs on PGlite and, with DATABASE_URL, on PostgreSQL as real races.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities } from "@/lib/activities/schema";
import { makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { scheduleHourly, startQueue, stopQueue } from "@/lib/jobs/queue";
import { JOB_HANDLERS } from "@/lib/startup/job-workers";
import { stations } from "@/lib/stations/schema";
import { appendLedgerEntry, getBalance } from "./ledger";
import { expireDueLots, lotMismatches, lotsExpiringBetween, memberLots, nextExpiry } from "./lots";
import { pointsLedger, pointsLotAllocations } from "./schema";

let db: Db;

beforeAll(async () => {
  db = await getDb();
});

async function stationWithRule(months: number | null): Promise<number> {
  const id = await makeStation(db);
  await db.update(stations).set({ pointsExpiryMonths: months }).where(eq(stations.id, id));
  return id;
}

async function activity(stationId: number, name: string, months: number | null): Promise<number> {
  const [row] = await db.insert(activities).values({ stationId, typeId: 2, name, points: 0, pointsExpiryMonths: months }).returning({ id: activities.id });
  return row!.id;
}

/** An entry written as any writer would, dated `at` (the trigger dates its lot by the entry). */
async function entry(stationId: number, userId: number, amount: number, at: string, kind: string, reference: string | null, key: string): Promise<number> {
  const [row] = await db
    .insert(pointsLedger)
    .values({ stationId, userId, amount, kind, reference, idempotencyKey: key, createdAt: new Date(at) })
    .returning({ id: pointsLedger.id });
  return row!.id;
}

const expireAt = (stationId: number, at: Date) => expireDueLots(db, at, { stationId });

async function drawsOf(entryId: number) {
  const rows = await db
    .select({ lotId: pointsLotAllocations.lotId, amount: pointsLotAllocations.amount })
    .from(pointsLotAllocations)
    .where(eq(pointsLotAllocations.entryId, entryId))
    .orderBy(asc(pointsLotAllocations.id));
  return rows.map((r) => [r.lotId, Number(r.amount)]);
}

async function expiries(stationId: number, userId: number) {
  const rows = await db
    .select({ amount: pointsLedger.amount, reference: pointsLedger.reference, description: pointsLedger.description, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.userId, userId), eq(pointsLedger.kind, "expiry")))
    .orderBy(asc(pointsLedger.id));
  return rows.map((r) => [Number(r.amount), r.reference, r.description, r.createdAt.toISOString()]);
}

describe("a member's year of lots", () => {
  it("draws soonest expiry first, refunds restore with their dates, the job expires what is left on the day", async () => {
    const stationId = await stationWithRule(12);
    const member = await makeMember(db, stationId);
    const plain = await activity(stationId, "Quiz", null); // the station's 12 months
    const forever = await activity(stationId, "Indicação", 0); // never
    const short = await activity(stationId, "Campanha de março", 6); // 6 months

    const jan = await entry(stationId, member, 1000, "2026-01-10T15:00:00Z", "activity", `activity:${plain}`, "jan");
    const feb = await entry(stationId, member, 500, "2026-02-01T15:00:00Z", "activity", `activity:${forever}`, "feb");
    const mar = await entry(stationId, member, 800, "2026-03-05T15:00:00Z", "activity", `activity:${short}`, "mar");
    const lots = await memberLots(db, stationId, member);
    const lotOf = (entryId: number) => lots.find((l) => l.entryId === entryId)!;
    expect(lots.map((l) => [l.entryId, l.amount, l.expiresAt?.toISOString() ?? null])).toEqual([
      [jan, 1000, "2027-01-10T15:00:00.000Z"],
      [feb, 500, null],
      [mar, 800, "2026-09-05T15:00:00.000Z"],
    ]);
    const [J, F, M] = [lotOf(jan).id, lotOf(feb).id, lotOf(mar).id];

    // April: 300 from March's lot (September), the soonest.
    const apr = await entry(stationId, member, -300, "2026-04-10T15:00:00Z", "purchase", "order:1", "order:1:wallet");
    expect(await drawsOf(apr)).toEqual([[M, 300]]);
    // June: March's 500, then January's (2027) 200; the lot that never expires is left alone.
    const jun = await entry(stationId, member, -700, "2026-06-15T15:00:00Z", "purchase", "order:2", "order:2:wallet");
    expect(await drawsOf(jun)).toEqual([[M, 500], [J, 200]]);
    // July: order 2 refunded in part (300): latest expiry first, January's 200 then March's 100.
    const jul = await entry(stationId, member, 300, "2026-07-20T15:00:00Z", "refund", "order:2", "order:2:refund:1");
    expect(await drawsOf(jul)).toEqual([[J, -200], [M, -100]]);
    expect((await memberLots(db, stationId, member)).map((l) => [l.id, l.remaining, l.expiresAt?.toISOString() ?? null])).toEqual([
      [J, 1000, "2027-01-10T15:00:00.000Z"],
      [F, 500, null],
      [M, 100, "2026-09-05T15:00:00.000Z"],
    ]);
    expect(await nextExpiry(db, stationId, member, new Date("2026-08-01T00:00:00Z"))).toEqual({ points: 100, expiresAt: new Date("2026-09-05T15:00:00Z") });

    // The job the day before expires nothing; on the day, March's 100, once.
    expect(await expireAt(stationId, new Date("2026-09-05T14:59:59Z"))).toEqual({ lots: 0, points: 0 });
    expect(await expireAt(stationId, new Date("2026-09-05T15:00:00Z"))).toEqual({ lots: 1, points: 100 });
    expect(await expireAt(stationId, new Date("2026-09-06T00:00:00Z"))).toEqual({ lots: 0, points: 0 });
    expect(await expiries(stationId, member)).toEqual([[-100, `lot:${M}`, "Pontos vencidos", "2026-09-05T15:00:00.000Z"]]);
    expect(await getBalance(db, stationId, member)).toBe(1500);

    // October: the rest of order 2 (400) goes back to March's lot, already expired: expired again at once.
    const oct = await entry(stationId, member, 400, "2026-10-01T15:00:00Z", "refund", "order:2", "order:2:refund:2");
    expect(await drawsOf(oct)).toEqual([[M, -400]]);
    expect(await expiries(stationId, member)).toEqual([
      [-100, `lot:${M}`, "Pontos vencidos", "2026-09-05T15:00:00.000Z"],
      [-400, `lot:${M}`, "Pontos vencidos", "2026-10-01T15:00:00.000Z"],
    ]);
    expect(await getBalance(db, stationId, member)).toBe(1500);
    expect(await nextExpiry(db, stationId, member, new Date("2026-10-02T00:00:00Z"))).toEqual({ points: 1000, expiresAt: new Date("2027-01-10T15:00:00Z") });
    expect(await lotsExpiringBetween(db, new Date("2027-01-01T00:00:00Z"), new Date("2027-02-01T00:00:00Z"), { stationId })).toEqual([
      { stationId, userId: member, lotId: J, remaining: 1000, expiresAt: new Date("2027-01-10T15:00:00Z") },
    ]);

    // January 2027: January's 1000 expire; what never expires stays.
    expect(await expireAt(stationId, new Date("2027-01-10T15:00:00Z"))).toEqual({ lots: 1, points: 1000 });
    expect(await getBalance(db, stationId, member)).toBe(500);
    expect(await nextExpiry(db, stationId, member, new Date("2027-01-11T00:00:00Z"))).toBeNull();
    expect((await memberLots(db, stationId, member)).map((l) => l.remaining)).toEqual([0, 500, 0]);
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });

  it("a debit beyond the lots is a debt the next credit pays first", async () => {
    const stationId = await stationWithRule(null);
    const member = await makeMember(db, stationId);
    const a = await entry(stationId, member, 300, "2026-01-01T12:00:00Z", "activity", null, "a");
    const spend = await entry(stationId, member, -500, "2026-01-02T12:00:00Z", "cashback_reversal", "order:9", "b");
    expect(await lotMismatches(db, stationId)).toEqual([]);
    const b = await entry(stationId, member, 1000, "2026-01-03T12:00:00Z", "activity", null, "c");
    const lots = await memberLots(db, stationId, member);
    const lotB = lots.find((l) => l.entryId === b)!;
    expect(await drawsOf(spend)).toEqual([[lots.find((l) => l.entryId === a)!.id, 300], [lotB.id, 200]]);
    expect(lotB.remaining).toBe(800);
    expect(await getBalance(db, stationId, member)).toBe(800);
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });

  it("several same-day lots add up in the next expiry", async () => {
    const stationId = await stationWithRule(1);
    const member = await makeMember(db, stationId);
    await entry(stationId, member, 100, "2026-05-10T12:00:00Z", "activity", null, "x");
    await entry(stationId, member, 250, "2026-05-10T20:00:00Z", "activity", null, "y");
    await entry(stationId, member, 400, "2026-05-11T12:00:00Z", "activity", null, "z");
    expect(await nextExpiry(db, stationId, member, new Date("2026-06-01T00:00:00Z"))).toEqual({ points: 350, expiresAt: new Date("2026-06-10T12:00:00Z") });
  });
});

describe("the expiry job", () => {
  it("run twice, or by two workers at once, expires each lot once", async () => {
    const stationId = await stationWithRule(1);
    const members = [await makeMember(db, stationId), await makeMember(db, stationId)];
    for (const m of members) {
      await db.transaction((tx) => appendLedgerEntry(tx, { stationId, userId: m, amount: 700, kind: "activity", idempotencyKey: `k${m}` }));
      await db.transaction((tx) => appendLedgerEntry(tx, { stationId, userId: m, amount: -200, kind: "purchase", idempotencyKey: `s${m}` }));
    }
    const later = new Date(Date.now() + 40 * 86_400_000);
    const runs = await Promise.all([expireDueLots(db, later, { stationId }), expireDueLots(db, later, { stationId })]);
    expect(runs.reduce((s, r) => s + r.points, 0)).toBe(1000);
    expect(await expireDueLots(db, later, { stationId })).toEqual({ lots: 0, points: 0 });
    for (const m of members) {
      expect(await getBalance(db, stationId, m)).toBe(0);
      expect((await expiries(stationId, m)).map((e) => e[0])).toEqual([-500]);
    }
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });
});

describe("concurrent spends", () => {
  it("two debits of one member at once never draw the same points twice", async () => {
    const stationId = await stationWithRule(null);
    const member = await makeMember(db, stationId);
    for (let i = 0; i < 4; i++) await db.transaction((tx) => appendLedgerEntry(tx, { stationId, userId: member, amount: 100, kind: "activity", idempotencyKey: `c${i}` }));
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => db.transaction((tx) => appendLedgerEntry(tx, { stationId, userId: member, amount: -50, kind: "purchase", idempotencyKey: `d${i}` }))),
    );
    const lots = await memberLots(db, stationId, member);
    expect(lots.map((l) => l.remaining)).toEqual([0, 0, 0, 100]);
    const allocations = await db.select().from(pointsLotAllocations).where(eq(pointsLotAllocations.stationId, stationId));
    expect(allocations.reduce((s, a) => s + Number(a.amount), 0)).toBe(300);
    expect(await lotMismatches(db, stationId)).toEqual([]);
  });
});

describe("the expiry job on the queue", () => {
  afterAll(() => stopQueue());

  it("keeps one waiting run however often it is queued, and its run expires what is due", async () => {
    await startQueue();
    await scheduleHourly(db, "wallet-points-expiry", new Date(Date.now() + 3_600_000), "start");
    await scheduleHourly(db, "wallet-points-expiry", new Date(Date.now() + 3_600_000), "start");
    const waiting = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'wallet-points-expiry' and state = 'created'`)) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBe(1);

    const stationId = await stationWithRule(1);
    const member = await makeMember(db, stationId);
    await entry(stationId, member, 900, "2020-01-01T12:00:00Z", "activity", null, "old");
    await JOB_HANDLERS["wallet-points-expiry"]({ reason: "hourly" });
    expect(await getBalance(db, stationId, member)).toBe(0);
    expect((await expiries(stationId, member)).map((e) => e[0])).toEqual([-900]);
  });
});
