// The member's page in the console: the profile of this station's member only (another station's
// id is not found), the CPF masked, the balance and statement as the wallet reads them (newest
// first), and only the sessions that would still be accepted, named by device, never by their id.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { createSession, revokeSession } from "@/lib/auth/sessions";
import { credit } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import type { Station } from "@/lib/stations/queries";
import { getMemberProfile, memberOpenSessions, memberStatement } from "./member-detail";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine } = await demoConsole(db));
});

async function member(stationId: number) {
  const [row] = await db
    .insert(users)
    .values({ stationId, name: "Rita Detalhe", email: `rita.${randomBytes(4).toString("hex")}@exemplo.com`, cpf: Array.from(randomBytes(11), (b) => b % 10).join(""), active: true, isFirstLogin: false })
    .returning({ id: users.id, cpf: users.cpf });
  return row!;
}

describe("Membros: the member's page", () => {
  it("shows this station's member with the CPF masked and the balance of the ledger", async () => {
    const rita = await member(demo.id);
    await credit(db, demo.id, rita.id, 4200);
    const profile = await getMemberProfile(db, demo.id, rita.id);
    expect(profile).toMatchObject({ id: rita.id, name: "Rita Detalhe", cpf: `***.${rita.cpf!.slice(3, 6)}.${rita.cpf!.slice(6, 9)}-**`, status: "ativo", balance: 4200 });
    expect(await getMemberProfile(db, vitrine.id, rita.id), "on another station").toBeNull();
  });

  it("lists the statement newest first", async () => {
    const rita = await member(demo.id);
    await credit(db, demo.id, rita.id, 100);
    await credit(db, demo.id, rita.id, 300);
    const page = await memberStatement(db, demo.id, rita.id, "earned", 1);
    expect(page.rows.map((r) => r.points)).toEqual([300, 100]);
  });

  it("lists only the sessions still open, by device", async () => {
    const rita = await member(demo.id);
    await createSession(db, { userId: rita.id, stationId: demo.id, userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36" });
    const ended = await createSession(db, { userId: rita.id, stationId: demo.id, userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/130.0" });
    await revokeSession(db, ended.id);
    const open = await memberOpenSessions(db, demo.id, rita.id);
    expect(open.map((s) => s.device)).toEqual(["Chrome no Android"]);
    expect(JSON.stringify(open)).not.toContain(ended.id);
  });
});
