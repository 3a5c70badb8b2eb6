// Sign-up rewards paid at confirmation: "Cadastro premiado" (type 2) and invitations, once per
// person, with the inviter's cap holding under racing confirmations (real on PostgreSQL).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, memberGetMemberRules, participations } from "@/lib/activities/schema";
import { listOutbox } from "@/lib/adapters/outbox";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { getBalance } from "@/lib/wallet/ledger";
import { upsertRosterEntries } from "./roster";
import { users } from "./schema";
import { activateByLink, confirmCode, registerParticipant } from "./signup";

const ORIGIN = "http://demo.localhost:3000";
let db: Db;
let demo: Station;
let vitrine: Station;
let signupActivity: { id: number; points: number };

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  const [row] = await db
    .select({ id: activities.id, points: activities.points })
    .from(activities)
    .where(and(eq(activities.stationId, demo.id), eq(activities.typeId, 2)));
  signupActivity = row!;
});

async function lastCode(station: Station, to: string): Promise<string> {
  const message = (await listOutbox(db, station.id, 500)).find((row) => row.recipient === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function signUp(station: Station, input: { email: string; cpf?: string; inviteCode?: string; inviterId?: number }) {
  return registerParticipant(db, station, { ...input, password: "Senha123", name: "Pessoa Teste", method: "email" }, ORIGIN);
}

async function signUpAndConfirm(station: Station, input: Parameters<typeof signUp>[1]) {
  const { email, userId } = await signUp(station, input);
  await confirmCode(db, station, { email, code: await lastCode(station, email) });
  return userId;
}

async function signupDone(userId: number): Promise<number> {
  const rows = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.userId, userId), eq(participations.activityId, signupActivity.id), eq(participations.status, "done")));
  return rows.length;
}

/** What an LGPD deletion leaves: the row, anonymised, so the e-mail and CPF are free again. */
async function deleteAccount(userId: number) {
  await db.update(users).set({ email: `excluido-${userId}@anonimo.invalid`, cpf: null, name: null, deletedAt: new Date() }).where(eq(users.id, userId));
}

describe("Cadastro premiado (type 2)", () => {
  it("is paid when the member confirms by code, not at sign-up, and only once", async () => {
    expect(signupActivity.points).toBeGreaterThan(0);
    const { email, userId } = await signUp(demo, { email: "premio@exemplo.com", cpf: "11144477735" });
    expect(await getBalance(db, demo.id, userId)).toBe(0);
    expect(await signupDone(userId)).toBe(0);

    const code = await lastCode(demo, email);
    await confirmCode(db, demo, { email, code });
    expect(await getBalance(db, demo.id, userId)).toBe(signupActivity.points);
    expect(await signupDone(userId)).toBe(1);

    // A retried confirmation is refused and pays nothing more.
    await expect(confirmCode(db, demo, { email, code })).rejects.toThrow();
    expect(await getBalance(db, demo.id, userId)).toBe(signupActivity.points);
  });

  it("is paid when the member activates by the e-mailed link", async () => {
    const { email, userId } = await signUp(demo, { email: "premio.link@exemplo.com", cpf: "12345678909" });
    const message = (await listOutbox(db, demo.id, 500)).find((row) => row.recipient === email);
    const [, hash] = /\/ativar\/([^/\s]+)\//.exec(message!.text)!;
    await expect(activateByLink(db, demo, { email, hash: hash! })).resolves.toMatchObject({ id: userId });
    expect(await getBalance(db, demo.id, userId)).toBe(signupActivity.points);
    expect(await signupDone(userId)).toBe(1);
  });

  it("is not paid again to a person deleted and signed up again", async () => {
    await upsertRosterEntries(db, demo.id, [{ cpf: "86288366757", name: "Rita Roster", email: null, phone: null }]);
    const first = await signUpAndConfirm(demo, { email: "volta@exemplo.com", cpf: "86288366757" });
    expect(await getBalance(db, demo.id, first)).toBe(signupActivity.points);
    await deleteAccount(first);
    const again = await signUpAndConfirm(demo, { email: "volta@exemplo.com", cpf: "86288366757" });
    expect(again).not.toBe(first);
    expect(await getBalance(db, demo.id, again)).toBe(0);
  });

  it("pays nothing on a station without a sign-up activity", async () => {
    const userId = await signUpAndConfirm(vitrine, { email: "sem.premio@exemplo.com" });
    expect(await getBalance(db, vitrine.id, userId)).toBe(0);
  });
});

describe("invitation farming", () => {
  let inviterId: number;
  let ruleSeq = 0;

  beforeAll(async () => {
    inviterId = await signUpAndConfirm(vitrine, { email: "convidadora@exemplo.com" });
  });

  /** A fresh invite rule on vitrine (optionally tied to an invite activity with a per-member limit). */
  async function rule(options: { limit?: number | null; withActivity: boolean }) {
    const code = `FARM${++ruleSeq}`;
    let activityId: number | null = null;
    if (options.withActivity) {
      const [activity] = await db
        .insert(activities)
        .values({ stationId: vitrine.id, typeId: 1, name: `Convide ${code}`, points: 0, limitPerUser: options.limit ?? null })
        .returning({ id: activities.id });
      activityId = activity!.id;
    }
    await db.insert(memberGetMemberRules).values({ stationId: vitrine.id, code, activityId, pointsInviter: 1_000, pointsInvited: 300 });
    return code;
  }

  it("pays the inviter only when the invitee confirms, not when they sign up", async () => {
    const code = await rule({ withActivity: true, limit: 10 });
    const before = await getBalance(db, vitrine.id, inviterId);
    const { email, userId } = await signUp(vitrine, { email: "so.depois@exemplo.com", inviteCode: code, inviterId });
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before);
    await confirmCode(db, vitrine, { email, code: await lastCode(vitrine, email) });
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 1_000);
    expect(await getBalance(db, vitrine.id, userId)).toBe(300);
  });

  it("stops paying the inviter at the invite activity's limit; invitees still get their bonus", async () => {
    const code = await rule({ withActivity: true, limit: 2 });
    const before = await getBalance(db, vitrine.id, inviterId);
    const invitees = [];
    for (let i = 0; i < 4; i++) invitees.push(await signUpAndConfirm(vitrine, { email: `limite.${i}@exemplo.com`, inviteCode: code, inviterId }));
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 2 * 1_000);
    for (const invitee of invitees) expect(await getBalance(db, vitrine.id, invitee)).toBe(300);
  });

  it("uses the station's inviteRewardLimit when the code has no activity", async () => {
    const code = await rule({ withActivity: false });
    const capped: Station = { ...vitrine, settings: { ...vitrine.settings, inviteRewardLimit: 1 } };
    const before = await getBalance(db, vitrine.id, inviterId);
    for (let i = 0; i < 3; i++) await signUpAndConfirm(capped, { email: `padrao.${i}@exemplo.com`, inviteCode: code, inviterId });
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 1_000);
  });

  it("counts an invitee once per e-mail/CPF: deleted and invited again pays nobody twice", async () => {
    const code = await rule({ withActivity: true, limit: 10 });
    const before = await getBalance(db, vitrine.id, inviterId);
    const first = await signUpAndConfirm(vitrine, { email: "farsa@exemplo.com", cpf: "529.982.247-25".replace(/\D/g, ""), inviteCode: code, inviterId });
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 1_000);
    await deleteAccount(first);
    // Same CPF with another e-mail, and the same e-mail again: neither counts.
    const sameCpf = await signUpAndConfirm(vitrine, { email: "farsa2@exemplo.com", cpf: "52998224725", inviteCode: code, inviterId });
    await deleteAccount(sameCpf);
    const sameEmail = await signUpAndConfirm(vitrine, { email: "FARSA@exemplo.com", inviteCode: code, inviterId });
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 1_000);
    expect(await getBalance(db, vitrine.id, sameCpf)).toBe(0);
    expect(await getBalance(db, vitrine.id, sameEmail)).toBe(0);
  });

  it("pays a suspended inviter nothing; the invitee still gets the bonus", async () => {
    const code = await rule({ withActivity: true, limit: 10 });
    const suspended = await signUpAndConfirm(vitrine, { email: "suspensa@exemplo.com" });
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));
    const invitee = await signUpAndConfirm(vitrine, { email: "convite.suspensa@exemplo.com", inviteCode: code, inviterId: suspended });
    expect(await getBalance(db, vitrine.id, suspended)).toBe(0);
    expect(await getBalance(db, vitrine.id, invitee)).toBe(300);
  });

  it("10 racing confirmations for one inviter with a cap of 3 pay exactly 3", async () => {
    const code = await rule({ withActivity: true, limit: 3 });
    const before = await getBalance(db, vitrine.id, inviterId);
    const pending = [];
    for (let i = 0; i < 10; i++) pending.push(await signUp(vitrine, { email: `corrida.${i}@exemplo.com`, inviteCode: code, inviterId }));
    const codes = await Promise.all(pending.map((p) => lastCode(vitrine, p.email)));
    const results = await Promise.allSettled(pending.map((p, i) => confirmCode(db, vitrine, { email: p.email, code: codes[i]! })));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await getBalance(db, vitrine.id, inviterId)).toBe(before + 3 * 1_000);
    for (const p of pending) expect(await getBalance(db, vitrine.id, p.userId)).toBe(300);
  });
});
