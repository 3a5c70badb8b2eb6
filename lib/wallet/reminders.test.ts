// Reminders before points expire: 30 and 7 days before, once per lot and reminder, only on stations
// that turned them on, one e-mail per member naming each day's points, never to a deleted member.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL (the concurrent runs are real races there).
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { outbox } from "@/lib/adapters/outbox/schema";
import { makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { sendExpiryReminders } from "./reminders";
import { pointsLedger } from "./schema";

let db: Db;

beforeAll(async () => {
  db = await getDb();
});

async function station({ reminders }: { reminders: boolean }): Promise<number> {
  const id = await makeStation(db);
  await db.update(stations).set({ pointsExpiryMonths: 12, pointsExpiryReminders: reminders, currencyName: "pontos" }).where(eq(stations.id, id));
  return id;
}

/** A credit dated `at`: under the station's 12-month rule its lot expires a year later. */
async function creditOn(stationId: number, userId: number, amount: number, at: string) {
  await db.insert(pointsLedger).values({ stationId, userId, amount, kind: "seed", idempotencyKey: `credit:${at}:${amount}:${userId}`, createdAt: new Date(at) });
}

async function mailsTo(userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ subject: outbox.subject, text: outbox.text, purpose: outbox.purpose })
    .from(outbox)
    .where(and(eq(outbox.recipient, user!.email!.toLowerCase()), inArray(outbox.purpose, ["wallet.points-expiry-30d", "wallet.points-expiry-7d"])))
    .orderBy(asc(outbox.id));
  return rows;
}

describe("reminders before points expire", () => {
  it("e-mails 30 and then 7 days before, once each, naming the points of each day", async () => {
    const stationId = await station({ reminders: true });
    const member = await makeMember(db, stationId);
    // Lots expiring 2027-01-10 (two credits that day, 10,00 + 5,00) and 2027-01-20 (2,50).
    await creditOn(stationId, member, 1000, "2026-01-10T15:00:00Z");
    await creditOn(stationId, member, 500, "2026-01-10T18:00:00Z");
    await creditOn(stationId, member, 250, "2026-01-20T15:00:00Z");

    // 40 days before: nothing is due.
    await sendExpiryReminders(db, new Date("2026-12-01T12:00:00Z"));
    expect(await mailsTo(member)).toEqual([]);

    // 19 and 29 days before the two dates: the 30-day reminder names both days, in one e-mail.
    await sendExpiryReminders(db, new Date("2026-12-22T12:00:00Z"));
    let mails = await mailsTo(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Seus pontos vencem nos próximos 30 dias");
    expect(mails[0]!.text).toContain("15,00 pontos vencem em 10/01/2027");
    expect(mails[0]!.text).toContain("2,50 pontos vencem em 20/01/2027");

    // Run again the same day and the next: no second 30-day e-mail.
    await sendExpiryReminders(db, new Date("2026-12-22T13:00:00Z"));
    await sendExpiryReminders(db, new Date("2026-12-23T12:00:00Z"));
    expect(await mailsTo(member)).toHaveLength(1);

    // 6 days before the first date: the 7-day reminder names only that day's points.
    await sendExpiryReminders(db, new Date("2027-01-04T12:00:00Z"));
    mails = await mailsTo(member);
    expect(mails.map((m) => m.purpose)).toEqual(["wallet.points-expiry-30d", "wallet.points-expiry-7d"]);
    expect(mails[1]!.subject).toBe("Seus pontos vencem nos próximos 7 dias");
    expect(mails[1]!.text).toContain("15,00 pontos vencem em 10/01/2027");
    expect(mails[1]!.text).not.toContain("20/01/2027");

    // The second date's 7-day reminder comes in its own week.
    await sendExpiryReminders(db, new Date("2027-01-14T12:00:00Z"));
    mails = await mailsTo(member);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain("2,50 pontos vencem em 20/01/2027");
  });

  it("gives only the 7-day reminder to a lot that enters the window late, and none for points already spent", async () => {
    const stationId = await station({ reminders: true });
    const member = await makeMember(db, stationId);
    const spender = await makeMember(db, stationId);
    await creditOn(stationId, member, 1000, "2026-01-10T15:00:00Z");
    await creditOn(stationId, spender, 1000, "2026-01-10T15:00:00Z");
    await db.insert(pointsLedger).values({ stationId, userId: spender, amount: -1000, kind: "purchase", idempotencyKey: `spend:${spender}`, createdAt: new Date("2026-06-01T12:00:00Z") });

    await sendExpiryReminders(db, new Date("2027-01-05T12:00:00Z"));
    await sendExpiryReminders(db, new Date("2027-01-06T12:00:00Z"));
    expect((await mailsTo(member)).map((m) => m.purpose)).toEqual(["wallet.points-expiry-7d"]);
    expect(await mailsTo(spender)).toEqual([]);
  });

  it("sends nothing on a station that did not turn reminders on, nor to a deleted member", async () => {
    const quiet = await station({ reminders: false });
    const member = await makeMember(db, quiet);
    await creditOn(quiet, member, 1000, "2026-01-10T15:00:00Z");
    const loud = await station({ reminders: true });
    const gone = await makeMember(db, loud);
    await creditOn(loud, gone, 1000, "2026-01-10T15:00:00Z");
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));

    await sendExpiryReminders(db, new Date("2027-01-05T12:00:00Z"));
    expect(await mailsTo(member)).toEqual([]);
    expect(await mailsTo(gone)).toEqual([]);
  });

  it("two runs at once send each reminder once", async () => {
    const stationId = await station({ reminders: true });
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(db, stationId)));
    for (const m of members) await creditOn(stationId, m, 700, "2026-01-10T15:00:00Z");
    const at = new Date("2026-12-20T12:00:00Z");
    await Promise.all([sendExpiryReminders(db, at), sendExpiryReminders(db, at)]);
    for (const m of members) expect(await mailsTo(m)).toHaveLength(1);
  });
});
