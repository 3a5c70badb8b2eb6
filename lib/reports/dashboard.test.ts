// Relatórios' figures on a small hand-made station whose totals are worked out by hand below:
// members counted by when they joined and whether they did anything, participations per activity,
// the ledger split into issued / redeemed / expired with the balance still owed, and revenue per
// payment method net of refunds. Entries of another station, or just outside the period (Brasília
// days), never count.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { activities, participations } from "@/lib/activities/schema";
import { sessions } from "@/lib/auth/schema";
import { orders } from "@/lib/commerce/schema";
import { makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { dashboard, type Dashboard } from "./dashboard";
import { reportRangeFrom } from "./range";

/** An instant given as Brasília wall time (UTC−3 in March 2026). */
const sp = (local: string) => new Date(`${local}-03:00`);

let db: Db;
let figures: Dashboard;
let seq = 0;

async function member(stationId: number, joined: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const id = await makeMember(db, stationId);
  await db
    .update(users)
    .set({ createdAt: sp(joined), ...extra })
    .where(eq(users.id, id));
  return id;
}

async function activity(stationId: number, name: string) {
  const [row] = await db.insert(activities).values({ stationId, typeId: 2, name }).returning({ id: activities.id });
  return row!.id;
}

async function took(stationId: number, activityId: number, userId: number, at: string, status = "done") {
  const [row] = await db
    .insert(participations)
    .values({ stationId, activityId, userId, status, idempotencyKey: `p${++seq}`, createdAt: sp(at) })
    .returning({ id: participations.id });
  return row!.id;
}

async function entry(stationId: number, userId: number, amount: number, kind: string, at: string, reference: string | null = null) {
  await db.insert(pointsLedger).values({ stationId, userId, amount, kind, reference, idempotencyKey: `l${++seq}`, createdAt: sp(at) });
}

async function order(
  stationId: number,
  userId: number,
  o: { method: "wallet" | "credit_card" | "pix"; status: string; wallet: number; gateway: number; refundedBp?: number; paidAt: string | null },
) {
  await db.insert(orders).values({
    stationId,
    userId,
    code: `R${++seq}`,
    status: o.status as "paid",
    paymentMethod: o.method,
    itemsValue: o.wallet + o.gateway,
    totalValue: o.wallet + o.gateway,
    walletValue: o.wallet,
    gatewayValue: o.gateway,
    refundedBasisPoints: o.refundedBp ?? 0,
    idempotencyKey: `o${seq}`,
    paidAt: o.paidAt ? sp(o.paidAt) : null,
  });
}

beforeAll(async () => {
  db = await getDb();
  const station = await makeStation(db);
  const other = await makeStation(db);

  // Members: m1 joined before the period, m2 and m3 inside it (m3 at 23:30 of its last day), m4
  // 30 minutes after it ended; a deleted member and the owner never count.
  const m1 = await member(station, "2026-02-15T10:00:00");
  const m2 = await member(station, "2026-03-05T12:00:00");
  const m3 = await member(station, "2026-03-10T23:30:00");
  await member(station, "2026-03-11T00:30:00");
  await member(station, "2026-02-01T10:00:00", { deletedAt: sp("2026-02-20T10:00:00") });
  await member(station, "2026-02-01T10:00:00", { typeId: 1 });
  const stranger = await member(other, "2026-03-03T10:00:00");

  // Participations: the quiz three times by two members, the donation once; m3's cancelled one,
  // one before the period and one after it do not count.
  const quiz = await activity(station, "Quiz da semana");
  const donation = await activity(station, "Doação solidária");
  const late = await activity(station, "Atividade de abril");
  const p1 = await took(station, quiz, m1, "2026-03-02T10:00:00");
  await took(station, quiz, m1, "2026-03-03T10:00:00");
  await took(station, quiz, m2, "2026-03-05T13:00:00");
  const p4 = await took(station, donation, m2, "2026-03-06T09:00:00");
  await took(station, quiz, m3, "2026-03-07T10:00:00", "cancelled");
  await took(station, quiz, m1, "2026-02-20T10:00:00");
  await took(station, late, m1, "2026-03-11T00:30:00");
  await took(other, await activity(other, "Quiz de outra estação"), stranger, "2026-03-03T10:00:00");

  // m2 also used the site signed in during the period (m1 is active by participating).
  await db.insert(sessions).values({ id: `s${++seq}`, userId: m2, stationId: station, kind: "site", createdAt: sp("2026-03-05T12:00:00"), lastSeenAt: sp("2026-03-06T08:00:00") });
  // m3 only signed in to the console, which is not the member site.
  await db.insert(sessions).values({ id: `s${++seq}`, userId: m3, stationId: station, kind: "console", createdAt: sp("2026-03-10T23:40:00"), lastSeenAt: sp("2026-03-10T23:45:00") });

  // The ledger.
  await entry(station, m1, 10_000, "seed", "2026-02-20T10:00:00");
  await entry(station, m1, 1_500, "activity", "2026-03-02T10:00:00", `participation:${p1}`);
  await entry(station, m1, -2_000, "purchase", "2026-03-02T11:00:00", `participation:${p1}`);
  await entry(station, m2, 500, "cashback", "2026-03-05T14:00:00", "order:1");
  await entry(station, m2, -3_000, "purchase", "2026-03-05T14:00:00", "order:1");
  await entry(station, m2, 1_000, "refund", "2026-03-06T10:00:00", "order:2");
  await entry(station, m2, -200, "cashback_reversal", "2026-03-07T10:00:00", "order:1");
  await entry(station, m1, -300, "expiry", "2026-03-08T10:00:00");
  await entry(station, m1, -400, "donation", "2026-03-10T23:30:00", `participation:${p4}`);
  await entry(station, m1, 9_999, "activity", "2026-03-11T00:30:00");
  await entry(other, stranger, 50_000, "activity", "2026-03-03T10:00:00");
  await entry(other, stranger, -7_000, "purchase", "2026-03-03T11:00:00", "participation:1");

  // Orders paid in the period; a failed one, one paid before it and another station's do not count.
  await order(station, m2, { method: "wallet", status: "paid", wallet: 3_000, gateway: 0, paidAt: "2026-03-05T14:00:00" });
  await order(station, m1, { method: "credit_card", status: "partially_refunded", wallet: 2_000, gateway: 8_000, refundedBp: 2_500, paidAt: "2026-03-04T10:00:00" });
  await order(station, m1, { method: "pix", status: "refunded", wallet: 0, gateway: 5_000, refundedBp: 10_000, paidAt: "2026-03-09T10:00:00" });
  await order(station, m2, { method: "pix", status: "delivered", wallet: 0, gateway: 7_000, paidAt: "2026-03-10T22:00:00" });
  await order(station, m2, { method: "credit_card", status: "failed", wallet: 0, gateway: 9_000, paidAt: null });
  await order(station, m2, { method: "credit_card", status: "paid", wallet: 0, gateway: 4_000, paidAt: "2026-02-28T10:00:00" });
  await order(other, stranger, { method: "pix", status: "paid", wallet: 0, gateway: 99_000, paidAt: "2026-03-03T10:00:00" });

  figures = await dashboard(db, station, reportRangeFrom({ de: "2026-03-01", ate: "2026-03-10" }));
});

describe("dashboard", () => {
  it("counts members by when they joined and whether they did anything in the period", () => {
    // m1, m2, m3; m2 and m3 joined in it; m1 took part, m2 used the site (m3's participation was cancelled).
    expect(figures.members).toEqual({ total: 3, new: 2, active: 2 });
  });

  it("counts participations per activity in the period, most first", () => {
    expect(figures.activities.map(({ name, participations, members }) => ({ name, participations, members }))).toEqual([
      { name: "Quiz da semana", participations: 3, members: 2 },
      { name: "Doação solidária", participations: 1, members: 1 },
    ]);
  });

  it("splits the ledger into issued, redeemed and expired, and owes every balance at the period's end", () => {
    // issued 1500 + 500 − 200 (cashback taken back); redeemed 2000 + 3000 + 400 − 1000 (refund);
    // outstanding 10000 + 1500 − 2000 + 500 − 3000 + 1000 − 200 − 300 − 400.
    expect({ ...figures.points, daily: undefined }).toEqual({ issued: 1_800, redeemed: 4_400, expired: 300, outstanding: 7_100, daily: undefined });
  });

  it("gives one point of the series per day of the period, in Brasília days, empty days at zero", () => {
    const daily = figures.points.daily;
    expect(daily.map((d) => d.day)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(daily.filter((d) => d.issued || d.redeemed || d.expired)).toEqual([
      { day: "2026-03-02", issued: 1_500, redeemed: 2_000, expired: 0 },
      { day: "2026-03-05", issued: 500, redeemed: 3_000, expired: 0 },
      { day: "2026-03-06", issued: 0, redeemed: -1_000, expired: 0 },
      { day: "2026-03-07", issued: -200, redeemed: 0, expired: 0 },
      { day: "2026-03-08", issued: 0, redeemed: 0, expired: 300 },
      { day: "2026-03-10", issued: 0, redeemed: 400, expired: 0 },
    ]);
  });

  it("adds up revenue by payment method, net of the refunded share", () => {
    expect(figures.revenue.lines).toEqual([
      { method: "points", gross: 2_400, refunded: 0, net: 2_400 },
      { method: "wallet", gross: 5_000, refunded: 0, net: 5_000 },
      { method: "credit_card", gross: 8_000, refunded: 2_500, net: 5_500 },
      { method: "pix", gross: 12_000, refunded: 5_000, net: 7_000 },
    ]);
    expect(figures.revenue.total).toEqual({ gross: 27_400, refunded: 7_500, net: 19_900 });
  });
});
