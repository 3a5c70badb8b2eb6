// Trophy rules as the station configures them: each kind awards once (a replayed event, two events
// at once), only past its threshold, only the station's own rules; the award happens in the event's
// own transaction (participate(), a paid order, a confirmed invitation) and costs no statement
// where the station has no rule of the event's kind.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitations } from "@/lib/accounts/auth-schema";
import { creditInvitation } from "@/lib/accounts/invitations";
import { users } from "@/lib/accounts/schema";
import { participate } from "@/lib/activities/participation";
import { activities, categories, categoryActivities, journeyActivities, journeys } from "@/lib/activities/schema";
import { addToCart } from "@/lib/commerce/cart";
import { markOrderPaid, submitOrder } from "@/lib/commerce/orders";
import { fakePayments, makeMember, makeShop, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { awardTrophies, stationAwardsTrophies } from "./award";
import { listMemberTrophies, listUnseenTrophies, markTrophiesSeen } from "./queries";
import { createTrophyRule, setTrophyRuleActive } from "./rules";
import { memberTrophies, trophyRules } from "./schema";

let db: Db;
let n = 0;

beforeAll(async () => {
  db = await getDb();
});

async function activity(stationId: number, values: Partial<typeof activities.$inferInsert> = {}): Promise<number> {
  const [a] = await db.insert(activities).values({ stationId, typeId: 15, name: `Atividade ${++n}`, points: 100, ...values }).returning({ id: activities.id });
  return a!.id;
}

async function category(stationId: number, activityIds: number[]): Promise<number> {
  const [c] = await db.insert(categories).values({ stationId, name: `Categoria ${++n}` }).returning({ id: categories.id });
  await db.insert(categoryActivities).values(activityIds.map((activityId) => ({ stationId, categoryId: c!.id, activityId })));
  return c!.id;
}

async function journey(stationId: number, activityIds: number[]): Promise<number> {
  const [j] = await db.insert(journeys).values({ stationId, name: `Jornada ${++n}` }).returning({ id: journeys.id });
  await db.insert(journeyActivities).values(activityIds.map((activityId) => ({ stationId, journeyId: j!.id, activityId })));
  return j!.id;
}

const doActivity = (stationId: number, userId: number, activityId: number, key = `k:${activityId}:${userId}`, status?: "done" | "pending") =>
  db.transaction((tx) => participate(tx, { stationId, userId, activityId, idempotencyKey: key, status }));

const held = async (userId: number) => (await listMemberTrophies(db, (await stationOf(userId)), userId)).map((t) => t.description);

async function stationOf(userId: number): Promise<number> {
  const [u] = await db.select({ stationId: users.stationId }).from(users).where(eq(users.id, userId));
  return u!.stationId!;
}

describe("N activities of a category", () => {
  it("awards at the Nth distinct activity, once, and a replayed or repeated participation adds nothing", async () => {
    const s = await makeStation(db);
    const [a1, a2, a3, outside] = [await activity(s, { limitPerUser: null }), await activity(s), await activity(s), await activity(s)];
    const c = await category(s, [a1, a2, a3]);
    await createTrophyRule(db, s, { description: "Dois da categoria", kind: "category_activities", categoryId: c, threshold: 2 });
    const u = await makeMember(db, s);

    await doActivity(s, u, a1);
    await doActivity(s, u, a1, "k:again"); // the same activity twice is still one activity
    await doActivity(s, u, outside);
    await doActivity(s, u, a2, "k:pending", "pending"); // not done yet: a voucher awaiting validation
    expect(await held(u)).toEqual([]);

    await doActivity(s, u, a3);
    expect(await held(u)).toEqual(["Dois da categoria"]);
    await doActivity(s, u, a3); // replay of the same key
    await doActivity(s, u, a2, "k:a2-done");
    expect(await held(u)).toEqual(["Dois da categoria"]);
  });

  it("two participations committing at once still award the trophy once", async () => {
    const s = await makeStation(db);
    const ids = [await activity(s), await activity(s), await activity(s)];
    const c = await category(s, ids);
    await createTrophyRule(db, s, { description: "Três de uma vez", kind: "category_activities", categoryId: c, threshold: 2 });
    const u = await makeMember(db, s);
    await Promise.all(ids.map((a) => doActivity(s, u, a)));
    const [row] = await db.select({ n: count() }).from(memberTrophies).where(eq(memberTrophies.userId, u));
    expect(row!.n).toBe(1);
  });
});

describe("complete a journey", () => {
  it("awards when the last active activity of the journey is done, to that member only", async () => {
    const s = await makeStation(db);
    const [a1, a2, closed] = [await activity(s), await activity(s), await activity(s, { active: false })];
    const j = await journey(s, [a1, a2, closed]);
    await createTrophyRule(db, s, { description: "Jornada completa", kind: "journey", journeyId: j });
    const [u, other] = [await makeMember(db, s), await makeMember(db, s)];

    await doActivity(s, u, a1);
    await doActivity(s, other, a2);
    expect(await held(u)).toEqual([]);
    await doActivity(s, u, a2);
    expect(await held(u)).toEqual(["Jornada completa"]);
    expect(await held(other)).toEqual([]);
  });

  it("rules of another station, or turned off, award nothing", async () => {
    const [s, t] = [await makeStation(db), await makeStation(db)];
    const a = await activity(s);
    // Station t's rules name station s's journey and category only through the database (createTrophyRule refuses).
    await expect(createTrophyRule(db, t, { description: "Alheio", kind: "journey", journeyId: await journey(s, [a]) })).rejects.toThrow("Jornada não encontrada");
    const off = await createTrophyRule(db, s, { description: "Desligado", kind: "category_activities", categoryId: await category(s, [a]), threshold: 1 });
    await setTrophyRuleActive(db, s, off.id, false);
    await createTrophyRule(db, t, { description: "Da outra estação", kind: "first_purchase" });
    const u = await makeMember(db, s);
    await doActivity(s, u, a);
    await db.transaction((tx) => awardTrophies(tx, { stationId: s, userId: u, event: { kind: "order_paid" } }));
    expect(await held(u)).toEqual([]);
  });
});

describe("first purchase", () => {
  it("a wallet-paid order awards it in submitOrder's transaction; the next order does not award it again", async () => {
    const s = await makeStation(db);
    await createTrophyRule(db, s, { description: "Primeira compra", kind: "first_purchase" });
    const shop = await makeShop(db, s, { products: [{ value: 1000, limit: 5, stock: 10 }] });
    const u = await makeMember(db, s, 10_000);
    const buy = async (key: string) => {
      await addToCart(db, { stationId: s, userId: u, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
      return submitOrder(db, { stationId: s, userId: u, idempotencyKey: key, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }] });
    };
    expect((await buy("um")).order.status).toBe("paid");
    expect(await held(u)).toEqual(["Primeira compra"]);
    await buy("um"); // the same key: the same order
    await buy("dois");
    expect(await held(u)).toEqual(["Primeira compra"]);
  });

  it("an order paid later (markOrderPaid) awards it once, however many times the payment event arrives; an unpaid one does not", async () => {
    const s = await makeStation(db);
    await createTrophyRule(db, s, { description: "Pagou", kind: "first_purchase" });
    const shop = await makeShop(db, s, { products: [{ value: 5000, limit: 5, stock: 10 }] });
    const u = await makeMember(db, s);
    await addToCart(db, { stationId: s, userId: u, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(
      db,
      { stationId: s, userId: u, idempotencyKey: "pix", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "pix" } },
      { payments: fakePayments("pix") },
    );
    expect(order.status).toBe("pending_payment");
    expect(await held(u)).toEqual([]);
    await Promise.all([
      markOrderPaid(db, { stationId: s, orderId: order.id, gatewayEventId: "evt-1" }),
      markOrderPaid(db, { stationId: s, orderId: order.id, gatewayEventId: "evt-2" }),
    ]);
    await markOrderPaid(db, { stationId: s, orderId: order.id, gatewayEventId: "evt-1" });
    expect(await held(u)).toEqual(["Pagou"]);
  });
});

describe("N invitations confirmed", () => {
  async function invitee(s: number, inviter: number): Promise<number> {
    const id = await makeMember(db, s);
    await db.insert(invitations).values({ stationId: s, inviterUserId: inviter, inviteeUserId: id, code: "SEMREGRA" });
    return id;
  }
  const confirm = (s: number, inviteeId: number) => db.transaction((tx) => creditInvitation(tx, { stationId: s, inviteeId, defaultRewardLimit: 20 }));

  it("awards the inviter at the Nth confirmed invitation, once; a replayed confirmation changes nothing", async () => {
    const s = await makeStation(db);
    await createTrophyRule(db, s, { description: "Dois convites", kind: "invitations_confirmed", threshold: 2 });
    const inviter = await makeMember(db, s);
    const [i1, i2, i3] = [await invitee(s, inviter), await invitee(s, inviter), await invitee(s, inviter)];
    await confirm(s, i1);
    await confirm(s, i1);
    expect(await held(inviter)).toEqual([]);
    await confirm(s, i2);
    expect(await held(inviter)).toEqual(["Dois convites"]);
    await confirm(s, i3);
    expect(await held(inviter)).toEqual(["Dois convites"]);
    expect(await held(i1)).toEqual([]);
  });

  it("two invitees confirming at once reach the threshold together", async () => {
    const s = await makeStation(db);
    await createTrophyRule(db, s, { description: "Dupla", kind: "invitations_confirmed", threshold: 2 });
    const inviter = await makeMember(db, s);
    const pair = [await invitee(s, inviter), await invitee(s, inviter)];
    await Promise.all(pair.map((i) => confirm(s, i)));
    expect(await held(inviter)).toEqual(["Dupla"]);
  });

  it("a blocked inviter earns nothing", async () => {
    const s = await makeStation(db);
    await createTrophyRule(db, s, { description: "Um convite", kind: "invitations_confirmed", threshold: 1 });
    const inviter = await makeMember(db, s);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, inviter));
    await confirm(s, await invitee(s, inviter));
    expect(await held(inviter)).toEqual([]);
  });
});

describe("cost and the toast", () => {
  it("a rule written by another server process (straight into the table) is seen at the next event", async () => {
    const s = await makeStation(db);
    const a = await activity(s);
    const u = await makeMember(db, s);
    await createTrophyRule(db, s, { description: "Só convites", kind: "invitations_confirmed", threshold: 1 });
    expect(await db.transaction((tx) => awardTrophies(tx, { stationId: s, userId: u, event: { kind: "order_paid" } }))).toEqual([]);
    // No call of this process announces it: only the table knows.
    await db.insert(trophyRules).values({ stationId: s, description: "Atividade feita", kind: "category_activities", categoryId: await category(s, [a]), threshold: 1 });
    await doActivity(s, u, a);
    expect(await held(u)).toEqual(["Atividade feita"]);
  });

  it("the shell asks for new trophies only on a station with an active rule", async () => {
    const s = await makeStation(db);
    expect(await stationAwardsTrophies(db, s)).toBe(false);
    const rule = await createTrophyRule(db, s, { description: "Convites", kind: "invitations_confirmed", threshold: 1 });
    expect(await stationAwardsTrophies(db, s)).toBe(true);
    await setTrophyRuleActive(db, s, rule.id, false);
    expect(await stationAwardsTrophies(db, s)).toBe(false);
  });

  it("a new trophy is unseen until its toast is shown; only the member's own trophies are marked", async () => {
    const s = await makeStation(db);
    const a = await activity(s);
    await createTrophyRule(db, s, { description: "Novo troféu", kind: "category_activities", categoryId: await category(s, [a]), threshold: 1 });
    const [u, other] = [await makeMember(db, s), await makeMember(db, s)];
    await doActivity(s, u, a);
    const unseen = await listUnseenTrophies(db, s, u);
    expect(unseen.map((t) => t.description)).toEqual(["Novo troféu"]);
    expect(await markTrophiesSeen(db, s, other, unseen.map((t) => t.id))).toBe(0);
    expect(await markTrophiesSeen(db, s + 1000, u, unseen.map((t) => t.id))).toBe(0);
    expect(await listUnseenTrophies(db, s, u)).toHaveLength(1);
    expect(await markTrophiesSeen(db, s, u, unseen.map((t) => t.id))).toBe(1);
    expect(await listUnseenTrophies(db, s, u)).toEqual([]);
    const [row] = await db.select({ seenAt: memberTrophies.seenAt }).from(memberTrophies).where(and(eq(memberTrophies.userId, u)));
    expect(row!.seenAt).toBeInstanceOf(Date);
  });
});
