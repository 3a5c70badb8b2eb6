// "Membros" in the console, the owner's decisions on one member: suspending ends the member's
// open sessions at their next request (through the real session and guard) until a reactivation;
// deleting under the LGPD erases the person and keeps the station's money exactly where it was,
// attached to an anonymous holder; a points adjustment is one ledger entry the member reads in
// their own statement with its reason, written once however often the form is retried, and never
// taking the balance below zero, even when debits race. Staff may do none of it, and another station's member is not found.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { sessions } from "@/lib/auth/schema";
import { CONSOLE_FORBIDDEN_MESSAGE } from "@/lib/auth/guard";
import { SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { auditLog } from "@/lib/console/schema";
import { auditActionLabel } from "@/lib/console/audit-text";
import { listAudit } from "@/lib/console/audit";
import { auditSubjects } from "@/lib/console/audit-subjects";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, signInConsoleAs } from "@/lib/db/testing/sessions";
import { DEMO_PASSWORD, ensureUser } from "@/lib/seed/demo";
import type { Station } from "@/lib/stations/queries";
import { markTrophiesSeenAction } from "@/lib/trophies/actions";
import { getBalance } from "@/lib/wallet/ledger";
import { pointsLedger } from "@/lib/wallet/schema";
import { listStatement } from "@/lib/wallet/statement";
import { login } from "../login";
import { rosterEntries } from "../auth-schema";
import { registerParticipant } from "../signup";
import { adjustPointsAction, deleteMemberAction, reactivateMemberAction, suspendMemberAction } from "./actions";
import { MEMBER_TEXTS } from "./schemas";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;

/** A valid CPF no seed uses. */
function newCpf(): string {
  const base = Array.from(randomBytes(9), (b) => b % 10);
  const digit = (ds: number[]) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join("");
}

async function newMember(station: Station, cpf = newCpf()) {
  const email = `membro.${randomBytes(4).toString("hex")}@exemplo.com`;
  const id = await ensureUser(db, station.id, station.establishment!.id, { email, name: "Joana Teste", cpf, tel: "11987654321", birthday: "1990-04-05", typeId: 2 });
  return { id, email, cpf };
}

/** The member's next request on the site, with the session their browser holds: any guarded action. */
async function memberRequest(station: Station) {
  fakeRequest.host = `${station.slug}.localhost:3000`;
  try {
    return await markTrophiesSeenAction({ ids: [2_000_000_000] });
  } finally {
    fakeRequest.host = "painel.localhost:3000";
  }
}

async function stationTotals(stationId: number) {
  const [row] = await db
    .select({
      issued: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} > 0), 0)`,
      redeemed: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} < 0), 0)`,
      liability: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)`,
      entries: sql<string>`count(*)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.stationId, stationId));
  return row;
}

const key = () => randomBytes(12).toString("hex");

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
});

describe("Membros: suspend and reactivate", () => {
  it("a suspended member's open session is refused on its next request; reactivated, it works again", async () => {
    const member = await newMember(demo);
    await signInAs(db, member.id, demo);
    await signInConsoleAs(db, owner, demo.id);
    expect(await memberRequest(demo), "before the suspension").toMatchObject({ ok: true });

    expect(await suspendMemberAction({ stationId: demo.id, memberId: member.id, reason: "Fraude em investigação" })).toMatchObject({ ok: true });
    expect(await memberRequest(demo), "the open session after the suspension").toEqual({ ok: false, message: SUSPENDED_MESSAGE });
    expect(await memberRequest(demo), "and every request after it").toEqual({ ok: false, message: SUSPENDED_MESSAGE });

    // Signing in again finds a suspended account: the guard refuses that session too.
    await signInAs(db, member.id, demo);
    expect(await memberRequest(demo)).toEqual({ ok: false, message: SUSPENDED_MESSAGE });

    expect(await reactivateMemberAction({ stationId: demo.id, memberId: member.id, reason: "Revisado" })).toMatchObject({ ok: true });
    expect(await memberRequest(demo), "after the reactivation").toMatchObject({ ok: true });

    const audit = await db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.entityId, String(member.id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["member.suspend", "member.reactivate"]));
    expect(JSON.stringify(audit)).toContain("Fraude em investigação");
    expect(auditActionLabel("member.suspend"), "the Auditoria names the action in pt-BR").toBe("Suspendeu um membro");
    const entry = (await listAudit(db, demo.id)).entries.find((e) => e.action === "member.suspend" && e.entityId === String(member.id));
    expect((await auditSubjects(db, demo.id, [entry!])).get(entry!.id)?.href, "the Auditoria links to the member's page").toBe(`/estacoes/${demo.id}/membros/${member.id}`);
  });

  it("needs a reason, and only the owner may suspend", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    expect(await suspendMemberAction({ stationId: demo.id, memberId: member.id, reason: " " })).toMatchObject({ ok: false, fieldErrors: { reason: "Informe o motivo da suspensão" } });
    await signInConsoleAs(db, staff, demo.id);
    expect(await suspendMemberAction({ stationId: demo.id, memberId: member.id, reason: "x" })).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, member.id));
    expect(row?.suspendedAt).toBeNull();
  });

  it("does not find another station's member", async () => {
    const other = await newMember(vitrine);
    await signInConsoleAs(db, owner, demo.id);
    expect(await suspendMemberAction({ stationId: demo.id, memberId: other.id, reason: "x" })).toEqual({ ok: false, message: MEMBER_TEXTS.notFound });
  });
});

describe("Membros: points adjustment", () => {
  it("credits with a reason the member reads in their statement, once however often the form is retried", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    const input = { stationId: demo.id, memberId: member.id, direction: "credit", points: 1500, reason: "Bônus pela pesquisa de satisfação", key: key() };
    expect(await adjustPointsAction(input)).toMatchObject({ ok: true });
    expect(await adjustPointsAction(input), "the retried submit").toMatchObject({ ok: true });
    expect(await getBalance(db, demo.id, member.id)).toBe(1500);
    const statement = await listStatement(db, { stationId: demo.id, userId: member.id }, { side: "earned" });
    expect(statement.rows.map((r) => [r.actionName, r.points])).toEqual([["Ajuste: Bônus pela pesquisa de satisfação", 1500]]);
    const [entry] = await db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, demo.id), eq(pointsLedger.userId, member.id)));
    expect(entry?.reference, "authored by the console account").toBe(`console-user:${owner}`);
  });

  it("debits down to zero but never below, with the balance in the message", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "credit", points: 1000, reason: "Crédito", key: key() });
    expect(await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "debit", points: 1001, reason: "Estorno", key: key() })).toEqual({
      ok: false,
      message: MEMBER_TEXTS.insufficient("10,00"),
      fieldErrors: { points: MEMBER_TEXTS.insufficient("10,00") },
    });
    expect(await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "debit", points: 1000, reason: "Estorno", key: key() })).toMatchObject({ ok: true });
    expect(await getBalance(db, demo.id, member.id)).toBe(0);
    const used = await listStatement(db, { stationId: demo.id, userId: member.id }, { side: "used" });
    expect(used.rows.map((r) => r.actionName)).toEqual(["Ajuste: Estorno"]);
  });

  it("ten debits of the whole balance at once: exactly one is written (a real race on PostgreSQL)", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "credit", points: 500, reason: "Crédito", key: key() });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "debit", points: 500, reason: "Resgate", key: key() })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await getBalance(db, demo.id, member.id)).toBe(0);
  });

  it("is the owner's: staff are refused and nothing is written", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, staff, demo.id);
    expect(await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "credit", points: 100, reason: "x", key: key() })).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    expect(await getBalance(db, demo.id, member.id)).toBe(0);
  });
});

describe("Membros: deletion under the LGPD", () => {
  it("erases the person, ends their sessions and keeps the station's ledger totals exactly as they were", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "credit", points: 2500, reason: "Crédito", key: key() });
    await adjustPointsAction({ stationId: demo.id, memberId: member.id, direction: "debit", points: 700, reason: "Resgate", key: key() });
    await signInAs(db, member.id, demo);
    const before = await stationTotals(demo.id);

    expect(await deleteMemberAction({ stationId: demo.id, memberId: member.id })).toMatchObject({ ok: true });

    expect(await stationTotals(demo.id), "issued, redeemed and the balance liability").toEqual(before);
    expect(await getBalance(db, demo.id, member.id), "the anonymous holder keeps the entries").toBe(1800);
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ name: "Participante removido", email: null, cpf: null, tel: null, birthday: null, stateId: null, city: null, image: null, passwordHash: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(JSON.stringify(await db.select().from(auditLog).where(eq(auditLog.entityId, String(member.id))))).not.toContain(member.email);

    const live = await db.select().from(sessions).where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
    expect(live, "every session of the member ended").toEqual([]);
    expect(await memberRequest(demo), "the open session").toEqual({ ok: false, message: SESSION_EXPIRED_MESSAGE });
    await expect(
      login(db, demo, { identifier: "email", email: member.email, password: DEMO_PASSWORD, captcha: "" } as never, "203.0.113.9"),
      "signing in again",
    ).rejects.toThrow();
  });

  it("lets the same CPF and e-mail sign up again as a new member", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, owner, demo.id);
    expect(await deleteMemberAction({ stationId: demo.id, memberId: member.id })).toMatchObject({ ok: true });
    // The person is still on the organisation's roster (the station's list, not the account).
    await db.insert(rosterEntries).values({ stationId: demo.id, cpf: member.cpf }).onConflictDoNothing();
    const again = await registerParticipant(db, demo, { email: member.email, cpf: member.cpf, password: "Senha@123", name: "Joana de Novo", method: "email" }, "http://demo.localhost:3000");
    expect(again.created).toBe(true);
    expect(again.userId).not.toBe(member.id);
    expect(await getBalance(db, demo.id, again.userId), "a new member starts from zero").toBe(0);
  });

  it("is the owner's, and a deleted member cannot be changed again", async () => {
    const member = await newMember(demo);
    await signInConsoleAs(db, staff, demo.id);
    expect(await deleteMemberAction({ stationId: demo.id, memberId: member.id })).toEqual({ ok: false, message: CONSOLE_FORBIDDEN_MESSAGE });
    await signInConsoleAs(db, owner, demo.id);
    expect(await deleteMemberAction({ stationId: demo.id, memberId: member.id })).toMatchObject({ ok: true });
    expect(await deleteMemberAction({ stationId: demo.id, memberId: member.id })).toMatchObject({ ok: false, message: MEMBER_TEXTS.alreadyDeleted });
    expect(await suspendMemberAction({ stationId: demo.id, memberId: member.id, reason: "x" })).toMatchObject({ ok: false, message: MEMBER_TEXTS.deletedNoChange });
  });
});
