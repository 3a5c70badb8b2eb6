// The guard in front of the activity actions, called as a browser would call them: a request with a
// Host header and a session cookie (next/headers is replaced by a small request double). Blocked
// accounts earn nothing and get the guard's text; a session of one station is worthless on another.
import { and, count, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { registerParticipant } from "@/lib/accounts/signup";
import * as activityActions from "@/lib/activities/actions";
import * as commerceActions from "@/lib/commerce/actions";
import * as researchActions from "@/lib/activities/research/actions";
import { activities, participations } from "@/lib/activities/schema";
import * as videoActions from "@/lib/activities/videos/actions";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { pointsLedger } from "@/lib/wallet/schema";
import { GET as balanceHandler } from "@/app/s/[station]/homepage/saldo/route";
import { NextRequest } from "next/server";
import { memberRefusal } from "./guard";
import {
  DELETED_MESSAGE,
  FIRST_LOGIN_MESSAGE,
  INACTIVE_MESSAGE,
  NO_ESTABLISHMENT_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SUSPENDED_MESSAGE,
} from "./guard-messages";
import { SESSION_COOKIE } from "./session-cookie";
import { createSession } from "./sessions";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let demoActivities: { id: number; typeId: number }[];
const logged: string[] = [];

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  demoActivities = await db.select({ id: activities.id, typeId: activities.typeId }).from(activities).where(eq(activities.stationId, demo.id));
  vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(String(line)));
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

async function userId(email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, email)));
  return row!.id;
}

/** Signs the browser double in as `id` on `station` (a real session row, a real signed cookie). */
async function signIn(id: number, station: Station | null = demo): Promise<void> {
  const session = await createSession(db, { userId: id, stationId: station?.id ?? null });
  fakeRequest.cookies.set(SESSION_COOKIE, session.cookie);
}

async function writes(): Promise<{ ledger: number; participations: number }> {
  const [l] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.stationId, demo.id));
  const [p] = await db.select({ n: count() }).from(participations).where(eq(participations.stationId, demo.id));
  return { ledger: l!.n, participations: p!.n };
}

let nonceSeq = 0;
const nonce = () => `nonce-guard-${++nonceSeq}-${Math.random().toString(36).slice(2, 10)}`;

/** Every member action of the activity bodies, with an input that names `activityId`. */
function everyActivityCall(activityId: number): [string, () => Promise<{ ok: boolean; message?: string }>][] {
  return [
    ["acceptAgreement", () => activityActions.acceptAgreementAction({ activityId, nonce: nonce(), accepted: true })],
    ["completeActivity", () => activityActions.completeActivityAction({ activityId, nonce: nonce() })],
    ["donate", () => activityActions.donateAction({ activityId, nonce: nonce(), amount: "10,00" })],
    ["purchaseCoupon", () => activityActions.purchaseCouponAction({ activityId, nonce: nonce(), couponId: 1 })],
    ["subscribeCourse", () => activityActions.subscribeCourseAction({ activityId, nonce: nonce(), courseId: 1, consent: true })],
    ["recordShare", () => activityActions.recordShareAction({ activityId, nonce: nonce(), network: "whatsapp" })],
    ["inviteLink", () => activityActions.inviteLinkAction({ activityId })],
    ["sendInvites", () => activityActions.sendInvitesAction({ activityId, emails: [{ value: "amigo@exemplo.com" }] })],
    [
      "placeOrder",
      () =>
        commerceActions.placeOrderAction({
          activityId,
          nonce: nonce(),
          phone: "(11) 98888-7777",
          deliveryLocationId: 1,
          address: "Rua A, 1",
          reference: "Portão azul",
          items: [{ productId: 1, quantity: 1 }],
        }),
    ],
    ["markVideoViewed", () => videoActions.markVideoViewedAction({ activityId, videoId: 1 })],
    ["toggleVideoCheck", () => videoActions.toggleVideoCheckAction({ activityId, videoId: 1, hasViewed: true })],
    [
      "submitSurvey",
      () => researchActions.submitSurveyAction({ activityId, researchId: 1, attemptKey: nonce(), answers: [{ questionId: 1, optionIds: [1] }] }),
    ],
    ["checkPlayerAnswer", () => researchActions.checkPlayerAnswerAction({ quizId: 1, questionIndex: 0, answer: 1 })],
  ];
}

describe("memberRefusal (the guard's decision)", () => {
  const ok = { typeId: 2, active: true, isFirstLogin: false, suspended: false, deleted: false, establishmentId: 1 };

  it("lets a member who may enter through every member variant", () => {
    expect(memberRefusal(ok, "member")).toBeNull();
    expect(memberRefusal(ok, "pendingMember")).toBeNull();
  });

  it("answers each entry decision with its own text, in the entry order", () => {
    expect(memberRefusal(null, "member")).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect(memberRefusal({ ...ok, deleted: true, suspended: true }, "member")).toMatchObject({ status: 403, message: DELETED_MESSAGE });
    expect(memberRefusal({ ...ok, suspended: true, active: false }, "member")).toMatchObject({ status: 403, message: SUSPENDED_MESSAGE });
    expect(memberRefusal({ ...ok, active: false, establishmentId: null }, "member")).toMatchObject({ message: INACTIVE_MESSAGE });
    expect(memberRefusal({ ...ok, establishmentId: null }, "member")).toMatchObject({ message: NO_ESTABLISHMENT_MESSAGE });
    expect(memberRefusal({ ...ok, isFirstLogin: true }, "member")).toMatchObject({ message: FIRST_LOGIN_MESSAGE });
  });

  it("lets the wizard and confirmation screens serve unconfirmed and first-login accounts, and nobody blocked", () => {
    expect(memberRefusal({ ...ok, active: false, establishmentId: null }, "pendingMember")).toBeNull();
    expect(memberRefusal({ ...ok, isFirstLogin: true }, "pendingMember")).toBeNull();
    expect(memberRefusal({ ...ok, suspended: true }, "pendingMember")).toMatchObject({ message: SUSPENDED_MESSAGE });
    expect(memberRefusal({ ...ok, deleted: true }, "pendingMember")).toMatchObject({ message: DELETED_MESSAGE });
    expect(memberRefusal({ ...ok, establishmentId: null }, "pendingMember")).toMatchObject({ message: NO_ESTABLISHMENT_MESSAGE });
    expect(memberRefusal(null, "pendingMember")).toMatchObject({ status: 401 });
  });
});

describe("activity actions behind the member gate", () => {
  it("pays a member who may enter (the inputs below are real ones)", async () => {
    await signIn(await userId("membro@demo.test"));
    const link = demoActivities.find((a) => a.typeId === 13)!;
    const before = await writes();
    const answer = await activityActions.completeActivityAction({ activityId: link.id, nonce: nonce() });
    expect(answer).toMatchObject({ ok: true, data: { replayed: false } });
    expect((answer as { data: { pointsAwarded: number } }).data.pointsAwarded).toBeGreaterThan(0);
    expect((await writes()).ledger).toBe(before.ledger + 1);
  });

  const blocked: [string, string | null, string][] = [
    ["suspenso@demo.test", "suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", "excluido@demo.test", DELETED_MESSAGE],
    ["inativo@demo.test", "inativo@demo.test", INACTIVE_MESSAGE],
    ["semvinculo@demo.test", "semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
    ["a fresh unconfirmed sign-up", null, INACTIVE_MESSAGE],
  ];

  it.each(blocked)("%s earns nothing from any action on any activity type, and reads the refusal", async (_label, email, message) => {
    const id =
      email === null
        ? (
            await registerParticipant(
              db,
              demo,
              { email: "ana.nova@exemplo.com", cpf: "12345678909", password: "Senha123", method: "email" },
              "http://demo.localhost:3000",
            )
          ).userId
        : await userId(email);
    await signIn(id);
    logged.length = 0;
    const before = await writes();
    expect(new Set(demoActivities.map((a) => a.typeId)).size).toBe(20);
    let calls = 0;
    for (const activity of demoActivities) {
      for (const [name, call] of everyActivityCall(activity.id)) {
        const answer = await call();
        expect({ name, typeId: activity.typeId, answer }).toEqual({ name, typeId: activity.typeId, answer: { ok: false, message } });
        calls++;
      }
    }
    expect(await writes()).toEqual(before);
    const [balance] = await db
      .select({ sum: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, id));
    expect(balance!.sum).toBe(0);
    // Each refusal is one security event, with the account and no personal data.
    const refusals = logged.map((line) => JSON.parse(line)).filter((e) => e.kind === "guard.refused");
    expect(refusals).toHaveLength(calls);
    expect(refusals[0]).toMatchObject({ type: "security", stationId: demo.id, userId: id, detail: { where: "action" } });
    expect(logged.join("\n")).not.toContain(email ?? "ana.nova@exemplo.com");
  });

  it("refuses a session issued on another station, and on the platform apex", async () => {
    const vitrine = (await findStationByKey(db, "vitrine"))!;
    const member = await userId("membro@demo.test");
    const link = demoActivities.find((a) => a.typeId === 16)!;
    const before = await writes();

    await signIn(member, vitrine);
    expect(await activityActions.completeActivityAction({ activityId: link.id, nonce: nonce() })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    await signIn(member, null);
    expect(await activityActions.completeActivityAction({ activityId: link.id, nonce: nonce() })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    // The demo session itself, presented on the vitrine host.
    await signIn(member, demo);
    fakeRequest.host = "vitrine.localhost:3000";
    expect(await activityActions.completeActivityAction({ activityId: link.id, nonce: nonce() })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    expect(await writes()).toEqual(before);
  });

  it("refuses a forged or missing cookie", async () => {
    const link = demoActivities.find((a) => a.typeId === 16)!;
    fakeRequest.cookies.set(SESSION_COOKIE, "abc.def");
    expect(await activityActions.completeActivityAction({ activityId: link.id, nonce: nonce() })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    fakeRequest.cookies.clear();
    expect(await researchActions.checkPlayerAnswerAction({ quizId: 1, questionIndex: 0, answer: 1 })).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
  });
});

describe("route handlers behind the member gate", () => {
  const get = () => balanceHandler(new NextRequest("http://demo.localhost:3000/homepage/saldo"), { params: Promise.resolve({}) });

  it("answers a member's balance, and 403 with the spec's text to a suspended one", async () => {
    await signIn(await userId("membro@demo.test"));
    const open = await get();
    expect(open.status).toBe(200);
    expect(typeof (await open.json()).balance).toBe("number");

    await signIn(await userId("suspenso@demo.test"));
    const refused = await get();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, message: SUSPENDED_MESSAGE });
  });

  it("answers 401 without a session", async () => {
    const refused = await get();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
  });
});
