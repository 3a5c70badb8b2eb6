// "Equipe": an owner adds an account of the station by e-mail, changes its access and removes it,
// each with its audit entry; nobody changes their own access, the last owner stays, and an e-mail
// of another station's account is not found here.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { roleOn } from "@/lib/auth/console-roles";
import { auditLog, stationStaff } from "./schema";
import { TEAM_MESSAGES } from "./team";
import { addTeamMemberAction, changeTeamRoleAction, removeTeamMemberAction } from "./team-actions";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let candidate: number;

const lastAudit = async () =>
  (await db.select({ action: auditLog.action, before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.stationId, demo.id)).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  owner = await userIdByEmail(db, demo.id, "dono@demo.test");
  candidate = await ensureUser(db, demo.id, demo.establishment!.id, { email: "caixa@demo.test", name: "Carla Caixa", typeId: USER_TYPE_PARTICIPANT });
  await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "so.vitrine@demo.test", name: "Só Vitrine", typeId: USER_TYPE_PARTICIPANT });
  await signInConsoleAs(db, owner, demo.id);
});

describe("Equipe", () => {
  it("adds an account of this station by e-mail (any case), once, with its audit entry", async () => {
    const added = await addTeamMemberAction({ stationId: demo.id, email: " Caixa@Demo.test ", role: "staff" });
    expect(added).toMatchObject({ ok: true, data: { userId: candidate, role: "staff" } });
    expect(await roleOn(db, candidate, demo.id)).toBe("staff");
    expect(await lastAudit()).toMatchObject({ action: "team.add", after: { email: "caixa@demo.test", acesso: "Equipe" } });

    expect(await addTeamMemberAction({ stationId: demo.id, email: "caixa@demo.test", role: "owner" })).toMatchObject({ ok: false, message: TEAM_MESSAGES.already });
    expect(await roleOn(db, candidate, demo.id)).toBe("staff");
  });

  it("does not find another station's account, nor take a malformed e-mail", async () => {
    expect(await addTeamMemberAction({ stationId: demo.id, email: "so.vitrine@demo.test", role: "staff" })).toMatchObject({ ok: false, message: TEAM_MESSAGES.noAccount });
    expect(await addTeamMemberAction({ stationId: demo.id, email: "caixa@", role: "staff" })).toMatchObject({ ok: false, fieldErrors: { email: "Email inválido" } });
  });

  it("gives no role to an account that has not confirmed its sign-up", async () => {
    const pending = await userIdByEmail(db, demo.id, "inativo@demo.test");
    expect(await addTeamMemberAction({ stationId: demo.id, email: "inativo@demo.test", role: "owner" })).toMatchObject({ ok: false, message: TEAM_MESSAGES.unconfirmed });
    expect(await roleOn(db, pending, demo.id), "no role was given").toBeNull();
  });

  it("changes someone's access and removes them, never the caller's own, never the last owner", async () => {
    expect(await changeTeamRoleAction({ stationId: demo.id, userId: candidate, role: "owner" })).toMatchObject({ ok: true });
    expect(await roleOn(db, candidate, demo.id)).toBe("owner");
    expect(await lastAudit()).toMatchObject({ action: "team.role", before: { acesso: "Equipe" }, after: { acesso: "Dono" } });

    expect(await changeTeamRoleAction({ stationId: demo.id, userId: owner, role: "staff" })).toMatchObject({ ok: false, message: TEAM_MESSAGES.self });
    expect(await removeTeamMemberAction({ stationId: demo.id, userId: owner })).toMatchObject({ ok: false, message: TEAM_MESSAGES.self });

    expect(await removeTeamMemberAction({ stationId: demo.id, userId: candidate })).toMatchObject({ ok: true });
    expect(await roleOn(db, candidate, demo.id)).toBeNull();
    expect(await lastAudit()).toMatchObject({ action: "team.remove", before: { acesso: "Dono" } });
    expect(await removeTeamMemberAction({ stationId: demo.id, userId: candidate })).toMatchObject({ ok: false, message: TEAM_MESSAGES.notInTeam });
  });

  it("keeps one owner: the other owner cannot demote the last one", async () => {
    await addTeamMemberAction({ stationId: demo.id, email: "caixa@demo.test", role: "owner" });
    await signInConsoleAs(db, candidate, demo.id);
    expect(await changeTeamRoleAction({ stationId: demo.id, userId: owner, role: "staff" })).toMatchObject({ ok: true });
    // Now `candidate` is the only owner; nobody else can take that away (and they cannot themselves).
    expect(await changeTeamRoleAction({ stationId: demo.id, userId: candidate, role: "staff" })).toMatchObject({ ok: false, message: TEAM_MESSAGES.self });
    const owners = await db.select().from(stationStaff).where(and(eq(stationStaff.stationId, demo.id), eq(stationStaff.role, "owner")));
    expect(owners.map((o) => o.userId)).toEqual([candidate]);
    // Put the demo back as it was for other files sharing the database.
    expect(await changeTeamRoleAction({ stationId: demo.id, userId: owner, role: "owner" })).toMatchObject({ ok: true });
  });
});
