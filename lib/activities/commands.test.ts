import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { stations } from "@/lib/stations/schema";
import { placeDeliveryOrder } from "@/lib/commerce/delivery-form";
import { getBalance } from "@/lib/wallet/ledger";
import {
  completeSimple,
  getOrCreateInviteLink,
  recordShare,
  resolveInviteLink,
  sendInviteEmails,
  subscribeCourse,
} from "./commands";
import { MSG_INVITE_LIMIT, MSG_INVITE_RATE } from "./forms";
import { getActivityForMember, listActivitiesForMember } from "./queries";
import { listSentInvitations, SENT_PAGE_SIZE } from "./invitations";
import { getMemberOrder } from "@/lib/commerce/orders";
import { activities, activityProducts, deliveryLocations, inviteEmails } from "./schema";
import { DEMO_ACTIVITIES, findDemoActivityId } from "./seed";

let db: Db;
let stationId: number;
let memberId: number;
const id = async (name: string) => (await findDemoActivityId(db, "demo", name))!;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  const [s] = await db.select({ id: stations.id }).from(stations).where(eq(stations.slug, "demo"));
  stationId = s!.id;
  const [m] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, stationId), eq(users.email, "membro@demo.test")));
  memberId = m!.id;
}, 180_000);

describe("activity commands on the demo station", () => {
  it("hands out one stable short invite link leading to /cadastrar/{code}-U{user}-E{station}", async () => {
    const activityId = await id(DEMO_ACTIVITIES.invite);
    const first = await getOrCreateInviteLink(db, { stationId, userId: memberId, activityId });
    const again = await getOrCreateInviteLink(db, { stationId, userId: memberId, activityId });
    expect(again).toEqual(first);
    expect(first.target).toBe(`/cadastrar/AMIGO50-U${memberId}-E${stationId}`);
    expect(await resolveInviteLink(db, stationId, first.code)).toBe(first.target);
    expect(await resolveInviteLink(db, stationId + 999, first.code)).toBeNull();
  });

  it("sends up to 5 invitation e-mails through the outbox and refuses a sixth", async () => {
    const activityId = await id(DEMO_ACTIVITIES.invite);
    const emails = ["a@x.test", "b@x.test", "c@x.test", "d@x.test", "e@x.test"];
    await expect(sendInviteEmails(db, { stationId, userId: memberId, activityId, emails, shortLink: "http://demo.localhost/i/abc" })).resolves.toEqual({ sent: 5 });
    const outbox = await listOutbox(db, stationId);
    expect(outbox.filter((m) => m.purpose === "invite")).toHaveLength(5);
    await expect(
      sendInviteEmails(db, { stationId, userId: memberId, activityId, emails: [...emails, "f@x.test"], shortLink: "http://x" }),
    ).rejects.toThrow(MSG_INVITE_LIMIT);
  });

  it("lets a member send at most 5 invitation e-mails an hour and 50 a day", async () => {
    const activityId = await id(DEMO_ACTIVITIES.invite);
    const start = Date.now() + 10 * 24 * 60 * 60 * 1000; // clear of the rows other tests wrote
    const send = (emails: string[], at: number) =>
      sendInviteEmails(db, { stationId, userId: memberId, activityId, emails, shortLink: "http://x" }, new Date(at));
    const five = (tag: string) => ["a", "b", "c", "d", "e"].map((l) => `${l}.${tag}@x.test`);
    await expect(send(five("h0"), start)).resolves.toEqual({ sent: 5 });
    const before = (await listOutbox(db, stationId)).length;
    await expect(send(["extra@x.test"], start + 60_000)).rejects.toThrow(MSG_INVITE_RATE);
    expect((await listOutbox(db, stationId)).length).toBe(before); // nothing sent
    const HOUR = 61 * 60 * 1000;
    for (let h = 1; h < 10; h++) await expect(send(five(`h${h}`), start + h * HOUR)).resolves.toEqual({ sent: 5 });
    // 50 in the last day, though the last hour is free.
    await expect(send(["late@x.test"], start + 10 * HOUR)).rejects.toThrow(MSG_INVITE_RATE);
    await expect(send(["nextday@x.test"], start + 24 * 60 * 60 * 1000 + 60_000)).resolves.toEqual({ sent: 1 });
  });

  it("pages the member's sent invitations newest first, masked, to the end, and nobody else's", async () => {
    const all = await db.select({ id: inviteEmails.id }).from(inviteEmails).where(and(eq(inviteEmails.stationId, stationId), eq(inviteEmails.userId, memberId)));
    expect(all.length).toBeGreaterThan(SENT_PAGE_SIZE * 2); // the tests above sent more than two pages
    const seen: number[] = [];
    let cursor: number | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listSentInvitations(db, stationId, memberId, cursor);
      expect(page.items.length).toBeLessThanOrEqual(SENT_PAGE_SIZE);
      for (const item of page.items) expect(item.email).toMatch(/^[^@*]{1,2}\*{3,}@x\.test$/);
      seen.push(...page.items.map((i) => i.id));
      if (!page.nextCursor) break;
      cursor = Number(page.nextCursor);
    }
    expect(seen).toEqual(all.map((r) => r.id).sort((a, b) => b - a));
    expect((await listSentInvitations(db, stationId + 999, memberId, null)).items).toEqual([]);
    const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, stationId), eq(users.email, "dono@demo.test")));
    expect((await listSentInvitations(db, stationId, owner!.id, null)).items.map((i) => i.id).filter((i) => seen.includes(i))).toEqual([]);
  });

  it("subscribes to a course with a voucher code, paying nothing until validation", async () => {
    const activityId = await id(DEMO_ACTIVITIES.course);
    // Not the demo member: the seed gave them this course's one voucher (lib/commerce/purchases-seed.ts).
    const [fan] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, stationId), eq(users.email, "bruno.mural@demo.test")));
    const userId = fan!.id;
    const detail = await getActivityForMember(db, stationId, userId, activityId);
    const before = await getBalance(db, stationId, userId);
    const voucher = await subscribeCourse(db, { stationId, userId, activityId, courseId: detail!.presentialCourses[0]!.id, nonce: "course-1", shouldContact: true });
    expect(voucher.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await getBalance(db, stationId, userId)).toBe(before);
    const after = await getActivityForMember(db, stationId, userId, activityId);
    expect(after?.vouchers[0]?.code).toBe(voucher.code);
    expect(after?.limitReached).toBe(true);
  });

  it("stores a delivery order with its total and takes the stock", async () => {
    const activityId = await id(DEMO_ACTIVITIES.delivery);
    const products = await db.select().from(activityProducts).where(eq(activityProducts.activityId, activityId));
    const [location] = await db.select().from(deliveryLocations).where(eq(deliveryLocations.activityId, activityId));
    const first = products[0]!;
    const { orderId, total } = await placeDeliveryOrder(db, {
      stationId,
      userId: memberId,
      activityId,
      nonce: "order-1",
      phone: "11987654321",
      deliveryLocationId: location!.id,
      address: "Rua Augusta, 100",
      reference: "Portão azul",
      items: [{ productId: first.id, quantity: 2 }],
    });
    // Items minus the delivery discount (3,00), plus shipping.
    expect(total).toBe(first.value * 2 - 300 + location!.price);
    const order = await getMemberOrder(db, stationId, memberId, orderId);
    expect(order).toMatchObject({ status: "received", source: "delivery_form", paymentMethod: "on_delivery", totalValue: total });
    expect(order?.actions).toMatchObject([
      { activityId, deliveryLocationName: location!.name, address: "Rua Augusta, 100", reference: "Portão azul", items: [{ productId: first.id, name: first.name, quantity: 2, value: first.value }] },
    ]);
    const [left] = await db.select({ stock: activityProducts.stock }).from(activityProducts).where(eq(activityProducts.id, first.id));
    expect(left?.stock).toBe(first.stock - 2);
  });

  it("records a share button press without paying (the pay comes with a sign-up, lib/content/shares)", async () => {
    const activityId = await id(DEMO_ACTIVITIES.share);
    const before = await getBalance(db, stationId, memberId);
    await recordShare(db, { stationId, userId: memberId, activityId, nonce: "share-1", network: "whatsapp" });
    expect(await getBalance(db, stationId, memberId)).toBe(before);
  });

  it("pays an info-only activity without a per-user limit once, whatever the nonce", async () => {
    const [row] = await db.insert(activities).values({ stationId, typeId: 16, name: "Leitura sem limite", points: 200 }).returning({ id: activities.id });
    const before = await getBalance(db, stationId, memberId);
    await completeSimple(db, { stationId, userId: memberId, activityId: row!.id, nonce: "a1", typeIds: [16] });
    const again = await completeSimple(db, { stationId, userId: memberId, activityId: row!.id, nonce: "a2", typeIds: [16] });
    expect(again.replayed).toBe(true);
    expect(await getBalance(db, stationId, memberId)).toBe(before + 200);
  });

  it("refuses the expired activity and the one with an unmet prerequisite, then opens the prerequisite", async () => {
    const expired = await id(DEMO_ACTIVITIES.expired);
    await expect(completeSimple(db, { stationId, userId: memberId, activityId: expired, nonce: "n1", typeIds: [15] })).rejects.toThrow(/Você pode participar entre os dias/);
    const bonus = await id(DEMO_ACTIVITIES.prerequisite);
    const agreement = await id(DEMO_ACTIVITIES.agreement);
    await expect(completeSimple(db, { stationId, userId: memberId, activityId: bonus, nonce: "n2", typeIds: [16] })).rejects.toThrow(`Quase lá! Conclua antes: ${DEMO_ACTIVITIES.agreement}`);
    const card = async (activityId: number) => (await listActivitiesForMember(db, stationId, memberId)).find((c) => c.id === activityId)!;
    expect(await card(bonus)).toMatchObject({ hasDone: false, blockedBy: [DEMO_ACTIVITIES.agreement] });
    await completeSimple(db, { stationId, userId: memberId, activityId: agreement, nonce: "n3", typeIds: [15] });
    // The cards follow: the agreement shows as done, the bonus card is no longer dimmed; a visitor
    // (no member) still sees the prerequisite.
    expect(await card(agreement)).toMatchObject({ hasDone: true });
    expect(await card(bonus)).toMatchObject({ hasDone: false, blockedBy: [] });
    expect((await listActivitiesForMember(db, stationId, null)).find((c) => c.id === bonus)!.blockedBy).toEqual([DEMO_ACTIVITIES.agreement]);
    const r = await completeSimple(db, { stationId, userId: memberId, activityId: bonus, nonce: "n4", typeIds: [16] });
    expect(r.pointsAwarded).toBe(1000);
    // A type mismatch (agreement command on a content activity) is "unavailable".
    await expect(completeSimple(db, { stationId, userId: memberId, activityId: bonus, nonce: "n5", typeIds: [15] })).rejects.toThrow("Erro! Esta atividade não está disponível.");
  });
});
