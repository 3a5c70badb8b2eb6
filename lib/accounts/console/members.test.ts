// "Membros" in the console, the list: one search box finds a member by name (its start), e-mail
// (its start, any case), CPF (digits or formatted, whole or its start) or member id, only on the
// station asked; the filters narrow by status, plan, joining day and last-seen day; the CPF comes
// back masked the way the member card shows it. The search is served by indexes (no table scan),
// which is what keeps it fast on a station of 100,000 members.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { sessions } from "@/lib/auth/schema";
import { getDb, type Db } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { demoConsole } from "@/lib/db/testing/demo-console";
import type { Station } from "@/lib/stations/queries";
import { memberFilterFrom, memberSearchWhere, searchMembers } from "./members";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;

const tag = randomBytes(3).toString("hex");
/** Eleven digits no seed uses (the tag keeps runs on one database apart). */
const cpfFor = (n: number) => `9${parseInt(tag, 16).toString().padStart(8, "0").slice(0, 8)}${n}`.slice(0, 11).padEnd(11, "0");

async function member(stationId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .insert(users)
    .values({ stationId, active: true, isFirstLogin: false, ...values })
    .returning({ id: users.id });
  return row!.id;
}

let ana: number;
let bruno: number;
let carla: number;
let anaElsewhere: number;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine } = await demoConsole(db));
  ana = await member(demo.id, { name: `Anabela ${tag}`, email: `Anabela.${tag}@Exemplo.com`, cpf: cpfFor(1), createdAt: new Date("2026-03-10T12:00:00Z") });
  bruno = await member(demo.id, { name: `Bruno ${tag}`, email: `bruno.${tag}@exemplo.com`, cpf: cpfFor(2), suspendedAt: new Date(), createdAt: new Date("2026-05-10T12:00:00Z") });
  carla = await member(demo.id, { name: `Carla ${tag}`, email: `carla.${tag}@exemplo.com`, cpf: cpfFor(3), active: false, createdAt: new Date("2026-05-20T12:00:00Z") });
  anaElsewhere = await member(vitrine.id, { name: `Anabela ${tag}`, email: `anabela.${tag}@exemplo.com`, cpf: cpfFor(1) });
  await db.insert(sessions).values({ id: `s-${tag}-1`, userId: ana, stationId: demo.id, lastSeenAt: new Date("2026-06-02T15:00:00Z") });
});

const ids = async (stationId: number, query: Record<string, string>) => (await searchMembers(db, stationId, memberFilterFrom(query))).rows.map((r) => r.id);

describe("Membros: search", () => {
  it("finds a member by the start of the name, of the e-mail (any case), by CPF digits or formatted, and by id", async () => {
    expect(await ids(demo.id, { q: `anabela ${tag}` }), "name start").toEqual([ana]);
    expect(await ids(demo.id, { q: `ANABELA.${tag}@exem` }), "e-mail start, any case").toEqual([ana]);
    const cpf = cpfFor(2);
    expect(await ids(demo.id, { q: cpf }), "CPF digits").toEqual([bruno]);
    expect(await ids(demo.id, { q: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` }), "formatted CPF").toEqual([bruno]);
    expect(await ids(demo.id, { q: String(carla) }), "member id").toContain(carla);
  });

  it("never answers another station's member, even with the same CPF and e-mail", async () => {
    const found = [...(await ids(demo.id, { q: cpfFor(1) })), ...(await ids(demo.id, { q: `anabela.${tag}` }))];
    expect(found).toContain(ana);
    expect(found).not.toContain(anaElsewhere);
    expect(await ids(vitrine.id, { q: cpfFor(1) })).toEqual([anaElsewhere]);
  });

  it("shows the CPF masked, as the member card does, and the state of each account", async () => {
    const { rows } = await searchMembers(db, demo.id, memberFilterFrom({ q: `anabela.${tag}` }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const cpf = cpfFor(1);
    expect(byId.get(ana)?.cpf).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
    expect(JSON.stringify(rows)).not.toContain(cpf);
    expect(byId.get(ana)?.status).toBe("ativo");
    expect(byId.get(ana)?.lastSeenAt).toBe("2026-06-02T15:00:00.000Z");
  });

  it("filters by status, joining days and last-seen days, kept in the URL's words", async () => {
    expect(await ids(demo.id, { q: `bruno.${tag}`, status: "suspenso" })).toEqual([bruno]);
    expect(await ids(demo.id, { q: `bruno.${tag}`, status: "ativo" })).toEqual([]);
    expect(await ids(demo.id, { q: `carla.${tag}`, status: "pendente" })).toEqual([carla]);
    const joinedInMay = (await ids(demo.id, { q: "", entradaDe: "2026-05-01", entradaAte: "2026-05-31" })).filter((id) => [ana, bruno, carla].includes(id));
    expect(joinedInMay.sort()).toEqual([bruno, carla].sort());
    const seen = (await ids(demo.id, { vistoDe: "2026-06-02", vistoAte: "2026-06-02" })).filter((id) => [ana, bruno, carla].includes(id));
    expect(seen).toEqual([ana]);
  });

  it("pages the list, newest first, with the total", async () => {
    const first = await searchMembers(db, demo.id, memberFilterFrom({}));
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.rows.length).toBeLessThanOrEqual(first.pageSize);
    const joined = first.rows.map((r) => Date.parse(r.createdAt));
    expect([...joined].sort((a, b) => b - a)).toEqual(joined);
    // Each row's points are that member's own balance.
    const balances = await Promise.all(first.rows.map((r) => getBalance(db, demo.id, r.id)));
    expect(first.rows.map((r) => r.balance)).toEqual(balances);
    expect(balances.some((b) => b !== 0)).toBe(true);
  });

  it("is served by indexes on a crowded station: each kind of term is an index condition, not a filter over every member", async () => {
    await db.execute(sql`
      insert into users (station_id, name, email, cpf, active, is_first_login)
      select ${demo.id}, 'Pessoa ' || g, 'pessoa' || g || '.${sql.raw(tag)}@massa.test', '6' || lpad(g::text, 10, '0'), true, false
      from generate_series(1, 5000) g`);
    await db.execute(sql`analyze users`);
    const cases: [string, RegExp][] = [
      // Whichever index the collation allows, the term itself must bound the scan.
      ["anabela", /Index Cond: .*lower\(name\) ~?>=~? 'anabela'/],
      [`anabela.${tag}@exem`, /Index Cond: .*lower\(email\) ~?>=~? 'anabela\./],
      [cpfFor(1), /Index Cond: .*cpf = '\d{11}'/],
      [cpfFor(1).slice(0, 6), /Index Cond: .*cpf ~?>=~? '\d{6}'/],
    ];
    for (const [q, index] of cases) {
      const explained = (await db.execute(sql`explain select id from users where ${memberSearchWhere(demo.id, memberFilterFrom({ q }))}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
      const plan = explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan, `plan for "${q}"`).not.toMatch(/Seq Scan on users/);
      expect(plan, `plan for "${q}"`).toMatch(index);
    }
  });
});
