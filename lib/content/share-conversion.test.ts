// A share link pays its sharer when the visitor it brought signs up and confirms: through the real
// sign-up and confirmation, once per new member, within the activity's per-user limit.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/accounts/schema";
import { confirmCode, registerParticipant } from "@/lib/accounts/signup";
import { activities } from "@/lib/activities/schema";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { getBalance } from "@/lib/wallet/ledger";
import { activityShares } from "./schema";
import { creditShareConversion, resolveShare } from "./shares";

const ORIGIN = "http://vitrine.localhost:3000";
let db: Db;
let vitrine: Station;
let sharerId: number;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  vitrine = (await findStationByKey(db, "vitrine"))!;
  const [sharer] = await db.insert(users).values({ stationId: vitrine.id, name: "Quem compartilha", email: "sharer@exemplo.com", active: true }).returning({ id: users.id });
  sharerId = sharer!.id;
});

async function shareActivity(points: number, limitPerUser: number | null) {
  const [row] = await db
    .insert(activities)
    .values({ stationId: vitrine.id, typeId: 5, name: `Compartilhe ${points}/${limitPerUser}`, points, limitPerUser, isPublic: true })
    .returning({ id: activities.id });
  return row!.id;
}

/** A visitor opens the share link, signs up with the share it brought, and confirms the code. */
async function signUpThroughShare(activityId: number, email: string, source = sharerId) {
  const share = await resolveShare(db, vitrine.id, { source: String(source), campaign: String(activityId) });
  const { userId } = await registerParticipant(db, vitrine, { email, password: "Senha123", method: "email", shareId: share!.shareId }, ORIGIN);
  const message = (await listOutbox(db, vitrine.id)).find((row) => row.recipient === email);
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")![1]!;
  await confirmCode(db, vitrine, { email, code });
  return { userId, shareId: share!.shareId };
}

describe("share conversions", () => {
  it("pay the sharer the activity's points when the visitor confirms, not before, and only once", async () => {
    const activityId = await shareActivity(700, null);
    const before = await getBalance(db, vitrine.id, sharerId);
    const share = await resolveShare(db, vitrine.id, { source: String(sharerId), campaign: String(activityId) });
    const { userId } = await registerParticipant(db, vitrine, { email: "amiga@exemplo.com", password: "Senha123", method: "email", shareId: share!.shareId }, ORIGIN);
    expect(await getBalance(db, vitrine.id, sharerId)).toBe(before); // signed up, not confirmed yet

    const code = /\b(\d{6})\b/.exec((await listOutbox(db, vitrine.id)).find((r) => r.recipient === "amiga@exemplo.com")!.text)![1]!;
    await confirmCode(db, vitrine, { email: "amiga@exemplo.com", code });
    expect(await getBalance(db, vitrine.id, sharerId)).toBe(before + 700);
    expect(await getBalance(db, vitrine.id, userId)).toBe(0);

    // A retried credit (same confirmation run again) pays nothing more.
    expect(await db.transaction((tx) => creditShareConversion(tx, { stationId: vitrine.id, inviteeId: userId }))).toBe(0);
    expect(await getBalance(db, vitrine.id, sharerId)).toBe(before + 700);
  });

  it("stop paying once the sharer reached the activity's per-user limit", async () => {
    const activityId = await shareActivity(100, 2);
    const before = await getBalance(db, vitrine.id, sharerId);
    for (const email of ["um@exemplo.com", "dois@exemplo.com", "tres@exemplo.com"]) await signUpThroughShare(activityId, email);
    expect(await getBalance(db, vitrine.id, sharerId)).toBe(before + 200);
  });

  it("count a new member for one share link only, and never pay for one's own sign-up", async () => {
    const activityId = await shareActivity(50, null);
    const before = await getBalance(db, vitrine.id, sharerId);
    const { userId: quatro, shareId } = await signUpThroughShare(activityId, "quatro@exemplo.com");
    // The same share cannot be claimed by a second sign-up.
    const { userId: cinco } = await registerParticipant(db, vitrine, { email: "cinco@exemplo.com", password: "Senha123", method: "email", shareId }, ORIGIN);
    const [row] = await db.select().from(activityShares).where(eq(activityShares.id, shareId));
    expect(row?.convertedUserId).toBe(quatro);
    expect(await db.transaction((tx) => creditShareConversion(tx, { stationId: vitrine.id, inviteeId: cinco }))).toBe(0);
    expect(await getBalance(db, vitrine.id, sharerId)).toBe(before + 50);

    // Someone who registered but never confirmed opens their own share link and registers again.
    const { userId: pending } = await registerParticipant(db, vitrine, { email: "sete@exemplo.com", password: "Senha123", method: "email" }, ORIGIN);
    const own = await resolveShare(db, vitrine.id, { source: String(pending), campaign: String(activityId) });
    await registerParticipant(db, vitrine, { email: "sete@exemplo.com", password: "Senha123", method: "email", shareId: own!.shareId }, ORIGIN);
    const [ownRow] = await db.select().from(activityShares).where(eq(activityShares.id, own!.shareId));
    expect(ownRow?.convertedUserId).toBeNull();
  });

  it("ignore a share id from another station", async () => {
    const demo = (await findStationByKey(db, "demo"))!;
    const [demoMember] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "membro@demo.test")));
    const [demoShareActivity] = await db.select({ id: activities.id }).from(activities).where(and(eq(activities.stationId, demo.id), eq(activities.typeId, 5)));
    const foreign = await resolveShare(db, demo.id, { source: String(demoMember!.id), campaign: String(demoShareActivity!.id) });
    const demoBefore = await getBalance(db, demo.id, demoMember!.id);
    const { userId } = await registerParticipant(db, vitrine, { email: "seis@exemplo.com", password: "Senha123", method: "email", shareId: foreign!.shareId }, ORIGIN);
    const [row] = await db.select().from(activityShares).where(eq(activityShares.id, foreign!.shareId));
    expect(row?.convertedUserId).toBeNull();
    expect(await db.transaction((tx) => creditShareConversion(tx, { stationId: vitrine.id, inviteeId: userId }))).toBe(0);
    expect(await getBalance(db, demo.id, demoMember!.id)).toBe(demoBefore);
  });
});
