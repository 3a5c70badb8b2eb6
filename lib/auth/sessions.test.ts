// Revocable sessions: what ends one (logout, a password reset, idleness, age) and where a session is
// worth something (only on the station that issued it).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { listOutbox } from "@/lib/adapters/outbox";
import { requestPasswordReset, resetPassword } from "@/lib/accounts/password-reset";
import { users } from "@/lib/accounts/schema";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { sessions } from "./schema";
import { SESSION_COOKIE } from "./session-cookie";
import {
  createSession,
  resolveSession,
  revokeSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_SECONDS,
  sessionIdFromCookie,
} from "./sessions";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let member: number;

const DAY = 24 * 60 * 60 * 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "membro@demo.test")));
  member = row!.id;
});

describe("session cookie", () => {
  it("names a session only with the server's signature", async () => {
    const { id, cookie } = await createSession(db, { userId: member, stationId: demo.id });
    expect(sessionIdFromCookie(cookie)).toBe(id);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(sessionIdFromCookie(`${id}.${"A".repeat(43)}`)).toBeNull();
    expect(sessionIdFromCookie(`${id}x${cookie.slice(id.length + 1)}`)).toBeNull();
    expect(sessionIdFromCookie(id)).toBeNull();
    expect(sessionIdFromCookie("")).toBeNull();
    expect(await resolveSession(db, `${id}.forged`, demo.id)).toBeNull();
  });
});

describe("resolveSession", () => {
  it("is worth something only on the station that issued it", async () => {
    const onDemo = await createSession(db, { userId: member, stationId: demo.id });
    expect(await resolveSession(db, onDemo.cookie, demo.id)).toEqual({ id: onDemo.id, userId: member });
    expect(await resolveSession(db, onDemo.cookie, vitrine.id)).toBeNull();
    expect(await resolveSession(db, onDemo.cookie, null)).toBeNull();
    const onApex = await createSession(db, { userId: member, stationId: null });
    expect(await resolveSession(db, onApex.cookie, null)).toMatchObject({ userId: member });
    expect(await resolveSession(db, onApex.cookie, demo.id)).toBeNull();
  });

  it("ends after 7 days without use", async () => {
    const start = new Date("2026-03-01T12:00:00Z");
    const { cookie } = await createSession(db, { userId: member, stationId: demo.id }, start);
    expect(await resolveSession(db, cookie, demo.id, at(start, SESSION_IDLE_SECONDS * 1000 - 1000))).not.toBeNull();
    const idle = await createSession(db, { userId: member, stationId: demo.id }, start);
    expect(await resolveSession(db, idle.cookie, demo.id, at(start, SESSION_IDLE_SECONDS * 1000 + 1000))).toBeNull();
  });

  it("stays alive while used, writes last seen at most every 5 minutes, and ends at 30 days whatever the use", async () => {
    const start = new Date("2026-04-01T12:00:00Z");
    const { id, cookie } = await createSession(db, { userId: member, stationId: demo.id }, start);
    const lastSeen = async () => (await db.select({ t: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]!.t.getTime();

    await resolveSession(db, cookie, demo.id, at(start, (SESSION_TOUCH_SECONDS - 10) * 1000));
    expect(await lastSeen()).toBe(start.getTime());
    // Used every 6 days: each use moves "last seen", so idleness never reaches 7 days.
    for (let day = 6; day < 30; day += 6) {
      expect(await resolveSession(db, cookie, demo.id, at(start, day * DAY))).not.toBeNull();
      expect(await lastSeen()).toBe(at(start, day * DAY).getTime());
    }
    expect(await resolveSession(db, cookie, demo.id, at(start, SESSION_ABSOLUTE_SECONDS * 1000 + 1000))).toBeNull();
  });

  it("refuses a revoked session", async () => {
    const { id, cookie } = await createSession(db, { userId: member, stationId: demo.id });
    expect(await revokeSession(db, id)).toEqual({ userId: member, stationId: demo.id });
    expect(await resolveSession(db, cookie, demo.id)).toBeNull();
    expect(await revokeSession(db, id)).toBeNull();
  });
});

describe("ending sessions", () => {
  it("logout revokes this browser's session and clears its cookie; the same cookie is worthless afterwards", async () => {
    const { startSession, endSession } = await import("./session");
    fakeRequest.cookies.clear();
    await startSession({ id: member, stationId: demo.id });
    const cookie = fakeRequest.cookies.get(SESSION_COOKIE)!;
    expect(await resolveSession(db, cookie, demo.id)).toMatchObject({ userId: member });
    const [row] = await db.select({ ua: sessions.userAgent }).from(sessions).where(eq(sessions.id, sessionIdFromCookie(cookie)!));
    expect(row!.ua).toBe("vitest");

    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await endSession();
    expect(fakeRequest.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await resolveSession(db, cookie, demo.id)).toBeNull();
    const events = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(events).toContainEqual(expect.objectContaining({ kind: "session.revoked", userId: member, reason: "logout" }));
    log.mockRestore();
  });

  it("a password reset revokes every session of the account, on every device, and no one else's", async () => {
    const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.id), eq(users.email, "dono@demo.test")));
    const phone = await createSession(db, { userId: owner!.id, stationId: demo.id, userAgent: "phone" });
    const laptop = await createSession(db, { userId: owner!.id, stationId: demo.id, userAgent: "laptop" });
    const someoneElse = await createSession(db, { userId: member, stationId: demo.id });

    await requestPasswordReset(db, demo, "dono@demo.test", "http://demo.localhost:3000", "9.9.9.9");
    const mail = (await listOutbox(db, demo.id)).find((row) => row.recipient === "dono@demo.test" && row.purpose === "password-reset");
    const match = /\/redefinir-senha\/([^/\s]+)\/([^\s]+)/.exec(mail?.text ?? "");
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await resetPassword(db, demo.id, { hash: match![1]!, email: decodeURIComponent(match![2]!), password: "NovaSenha1" });

    expect(await resolveSession(db, phone.cookie, demo.id)).toBeNull();
    expect(await resolveSession(db, laptop.cookie, demo.id)).toBeNull();
    expect(await resolveSession(db, someoneElse.cookie, demo.id)).toMatchObject({ userId: member });
    const events = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(events).toContainEqual(expect.objectContaining({ kind: "session.revoked", userId: owner!.id, reason: "password-reset", detail: { sessions: 2 } }));
    log.mockRestore();
  });
});
