import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { getDb, type Db } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { pointsLedger } from "@/lib/wallet/schema";
import { getBalance } from "@/lib/wallet/ledger";
import { donate, purchaseCoupon } from "./commands";
import { MSG_LIMIT, MSG_OUT_OF_STOCK, MSG_UNAVAILABLE } from "./messages";
import { participate, ParticipationError } from "./participation";
import { activities, activityCoupons, activityPrerequisites, type NewActivity } from "./schema";

let db: Db;
let stationId: number;
let otherStationId: number;

async function member(name: string, balance = 0): Promise<number> {
  const [u] = await db.insert(users).values({ stationId, name, email: `${name}@t.test`, active: true }).returning({ id: users.id });
  if (balance) {
    await db.insert(pointsLedger).values({ stationId, userId: u!.id, amount: balance, kind: "seed", idempotencyKey: `seed:${u!.id}` });
  }
  return u!.id;
}

async function activity(values: Partial<NewActivity> = {}): Promise<number> {
  const [a] = await db
    .insert(activities)
    .values({ stationId, typeId: 15, name: `Atividade ${Math.random()}`, points: 1000, ...values })
    .returning({ id: activities.id });
  return a!.id;
}

function run(userId: number, activityId: number, key: string, extra: Partial<Parameters<typeof participate>[1]> = {}) {
  return db.transaction((tx) => participate(tx, { stationId, userId, activityId, idempotencyKey: key, ...extra }));
}

async function refusal(p: Promise<unknown>): Promise<ParticipationError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ParticipationError);
  return error as ParticipationError;
}

beforeAll(async () => {
  db = await getDb();
  const [s] = await db.insert(stations).values({ slug: "partic", name: "Estação Teste" }).returning({ id: stations.id });
  const [o] = await db.insert(stations).values({ slug: "outra", name: "Outra" }).returning({ id: stations.id });
  stationId = s!.id;
  otherStationId = o!.id;
});

describe("participate", () => {
  it("credits the activity's points once and replays a retried key without paying again", async () => {
    const userId = await member("replay");
    const activityId = await activity({ points: 2500 });
    const first = await run(userId, activityId, "k:replay");
    const again = await run(userId, activityId, "k:replay");
    expect(first).toMatchObject({ pointsAwarded: 2500, replayed: false });
    expect(again).toEqual({ participationId: first.participationId, pointsAwarded: 2500, replayed: true });
    expect(await getBalance(db, stationId, userId)).toBe(2500);
  });

  it("records 'took part, no reward' without a ledger entry when points is 0", async () => {
    const userId = await member("zero");
    const activityId = await activity();
    const r = await run(userId, activityId, "k:zero", { points: 0 });
    expect(r.pointsAwarded).toBe(0);
    expect(await getBalance(db, stationId, userId)).toBe(0);
  });

  it("refuses inactive activities and activities of another station", async () => {
    const userId = await member("unavail");
    const inactive = await activity({ active: false });
    const [foreign] = await db
      .insert(activities)
      .values({ stationId: otherStationId, typeId: 15, name: "Alheia", points: 10 })
      .returning({ id: activities.id });
    expect((await refusal(run(userId, inactive, "k:u1"))).message).toBe(MSG_UNAVAILABLE);
    expect((await refusal(run(userId, foreign!.id, "k:u2"))).reason).toBe("unavailable");
  });

  it("refuses outside the window with the dates and times in São Paulo time", async () => {
    const userId = await member("window");
    const activityId = await activity({
      participationStart: new Date("2020-01-10T12:00:00Z"),
      participationEnd: new Date("2020-02-10T23:30:00Z"),
    });
    const error = await refusal(run(userId, activityId, "k:w"));
    expect(error.reason).toBe("outside_window");
    expect(error.message).toBe("Você pode participar entre os dias 10/01/2020 às 09:00 e 10/02/2020 às 20:30");
    const future = await activity({ participationStart: new Date(Date.now() + 86_400_000) });
    expect((await refusal(run(userId, future, "k:w2"))).reason).toBe("outside_window");
    const open = await activity({ participationStart: new Date(Date.now() - 1000), participationEnd: new Date(Date.now() + 86_400_000) });
    await expect(run(userId, open, "k:w3")).resolves.toMatchObject({ replayed: false });
  });

  it("refuses past the per-user limit with the spec's message", async () => {
    const userId = await member("limit");
    const activityId = await activity({ limitPerUser: 2 });
    await run(userId, activityId, "k:l1");
    await run(userId, activityId, "k:l2");
    const error = await refusal(run(userId, activityId, "k:l3"));
    expect(error.reason).toBe("limit_reached");
    expect(error.message).toBe(MSG_LIMIT);
    // Participations that do not count toward the limit still go through.
    await expect(run(userId, activityId, "k:l4", { countsTowardLimit: false, points: 0 })).resolves.toMatchObject({ replayed: false });
  });

  it("refuses until prerequisites are done, naming them", async () => {
    const userId = await member("prereq");
    const first = await activity({ name: "Assista ao vídeo de boas-vindas" });
    const second = await activity({ name: "Depois do vídeo" });
    await db.insert(activityPrerequisites).values({ stationId, activityId: second, requiredActivityId: first });
    const error = await refusal(run(userId, second, "k:p1"));
    expect(error.reason).toBe("prerequisites");
    expect(error.message).toBe("Quase lá! Conclua antes: Assista ao vídeo de boas-vindas");
    await run(userId, first, "k:p0");
    await expect(run(userId, second, "k:p2")).resolves.toMatchObject({ replayed: false });
  });

  it("debits and refuses a debit larger than the balance", async () => {
    const userId = await member("debit", 1000);
    const activityId = await activity({ typeId: 20 });
    const r = await run(userId, activityId, "k:d1", { debit: 600 });
    expect(r.pointsAwarded).toBe(-600);
    expect(await getBalance(db, stationId, userId)).toBe(400);
    const error = await refusal(run(userId, activityId, "k:d2", { debit: 401 }));
    expect(error.reason).toBe("insufficient_balance");
    expect(await getBalance(db, stationId, userId)).toBe(400);
  });
});

describe("donation and coupon commands", () => {
  it("donates from the balance within 0,50 and 10.000,00", async () => {
    const userId = await member("donor", 10_000);
    const activityId = await activity({ typeId: 17, points: 0 });
    await donate(db, { stationId, userId, activityId, nonce: "nonce-0001", amount: "12,50" });
    expect(await getBalance(db, stationId, userId)).toBe(10_000 - 1250);
    await expect(donate(db, { stationId, userId, activityId, nonce: "nonce-0002", amount: "0,49" })).rejects.toThrow(
      "Informe um valor entre R$ 0,50 e R$ 10.000,00",
    );
    // Same nonce = same donation: no second debit.
    await donate(db, { stationId, userId, activityId, nonce: "nonce-0001", amount: "12,50" });
    expect(await getBalance(db, stationId, userId)).toBe(8750);
  });

  it("buys a coupon: debits its price, takes stock and answers a code; refuses when sold out", async () => {
    const userId = await member("buyer", 5000);
    const activityId = await activity({ typeId: 3, points: 0 });
    const [coupon] = await db.insert(activityCoupons).values({ stationId, activityId, newPrice: 2000, stock: 1 }).returning();
    const bought = await purchaseCoupon(db, { stationId, userId, activityId, couponId: coupon!.id, nonce: "buy-00001" });
    expect(bought.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await getBalance(db, stationId, userId)).toBe(3000);
    const error = await refusal(purchaseCoupon(db, { stationId, userId, activityId, couponId: coupon!.id, nonce: "buy-00002" }));
    expect(error.message).toBe(MSG_OUT_OF_STOCK);
    expect(await getBalance(db, stationId, userId)).toBe(3000);
  });
});

describe("concurrency (serialised on PGlite, real on PostgreSQL)", () => {
  it("20 concurrent completions of a limit-1 activity by one member credit exactly once", async () => {
    const userId = await member("racer");
    const activityId = await activity({ limitPerUser: 1, points: 700 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => run(userId, activityId, `race:${i}`)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof ParticipationError && r.reason.reason === "limit_reached")).toBe(true);
    expect(await getBalance(db, stationId, userId)).toBe(700);
  });

  it("20 concurrent coupon purchases on a stock of 5 sell exactly 5 and never overdraw", async () => {
    // Two buyers: one can afford 3 coupons, the other plenty; stock is the binding limit overall.
    const poor = await member("poor", 3000);
    const rich = await member("rich", 100_000);
    const activityId = await activity({ typeId: 3, points: 0 });
    const [coupon] = await db.insert(activityCoupons).values({ stationId, activityId, newPrice: 1000, stock: 5 }).returning();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        purchaseCoupon(db, { stationId, userId: i % 2 ? poor : rich, activityId, couponId: coupon!.id, nonce: `cc-${i}-xxxx` }),
      ),
    );
    const sold = results.filter((r) => r.status === "fulfilled").length;
    expect(sold).toBe(5);
    const [left] = await db.select({ stock: activityCoupons.stock }).from(activityCoupons);
    expect(left?.stock).toBe(0);
    const poorBalance = await getBalance(db, stationId, poor);
    const richBalance = await getBalance(db, stationId, rich);
    expect(poorBalance).toBeGreaterThanOrEqual(0);
    expect(3000 - poorBalance + (100_000 - richBalance)).toBe(5 * 1000);
  });
});
