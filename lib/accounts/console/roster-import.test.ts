// The console's roster import, chunk by chunk as the screen sends it: new CPFs are imported,
// changed ones updated, the rest left alone; a refused line comes back with its number and why;
// the same file a second time changes nothing and writes no audit row; staff and another station's
// owner cannot import. With DATABASE_URL on PostgreSQL, the same SQL runs there.
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { rosterEntries } from "../auth-schema";
import { readRosterCsv } from "../roster-csv";
import { importRosterChunkAction, type RosterChunkReport } from "./roster-actions";
import { ROSTER_CHUNK_ROWS } from "./roster-schemas";
import { freshCpfs } from "./test-fixtures";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;

/** What the screen does: read the file, send its valid rows in chunks, add up the answers. */
async function importFile(stationId: number, csv: string) {
  const { rows, errors } = readRosterCsv(csv);
  const total: RosterChunkReport = { imported: 0, updated: 0, unchanged: 0, refused: [...errors] };
  for (let i = 0; i < rows.length; i += ROSTER_CHUNK_ROWS) {
    const chunk = rows.slice(i, i + ROSTER_CHUNK_ROWS).map(({ line, entry }) => ({ line, cpf: entry.cpf, nome: entry.name ?? "", email: entry.email ?? "", telefone: entry.phone ?? "" }));
    const answer = await importRosterChunkAction({ stationId, rows: chunk });
    if (!answer.ok) return answer;
    total.imported += answer.data.imported;
    total.updated += answer.data.updated;
    total.unchanged += answer.data.unchanged;
    total.refused.push(...answer.data.refused);
  }
  return { ok: true as const, data: total };
}

async function rosterOf(stationId: number, cpfs: string[]) {
  return db
    .select({ cpf: rosterEntries.cpf, name: rosterEntries.name, email: rosterEntries.email, phone: rosterEntries.phone })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.stationId, stationId), inArray(rosterEntries.cpf, cpfs)));
}

async function importAudits(stationId: number) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.stationId, stationId), eq(auditLog.action, "accounts.roster.import")));
  return row!.n;
}

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
});

describe("roster import (console)", () => {
  it("imports the good rows, refuses the bad ones by line, and a second import changes nothing", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const cpfs = freshCpfs(1_203);
    const lines = ["cpf;nome;email;telefone", ...cpfs.map((c, i) => `${c};Associado ${i};a${i}@exemplo.com;(11) 98765-${String(i % 10_000).padStart(4, "0")}`)];
    lines.splice(3, 0, "111.111.111-11;CPF ruim;x@y.com;"); // line 4
    lines.splice(700, 0, `${freshCpfs(1)[0]};E-mail ruim;nao-e-email;`); // line 701
    const csv = lines.join("\n");

    const first = await importFile(demo.id, csv);
    expect(first).toMatchObject({ ok: true, data: { imported: 1_203, updated: 0, unchanged: 0 } });
    expect(first.ok && first.data.refused).toEqual([
      { line: 4, message: "cpf: CPF inválido" },
      { line: 701, message: "email: Email inválido" },
    ]);
    expect(await rosterOf(demo.id, cpfs)).toHaveLength(1_203);
    const audits = await importAudits(demo.id);

    const second = await importFile(demo.id, csv);
    expect(second, "the same file again").toMatchObject({ ok: true, data: { imported: 0, updated: 0, unchanged: 1_203 } });
    expect(await importAudits(demo.id), "nothing changed, nothing logged").toBe(audits);
  });

  it("updates a CPF whose data changed and leaves the others alone", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const [a, b, c] = freshCpfs(3);
    await importFile(demo.id, `cpf,nome,email,telefone\n${a},Ana,ana@x.com,\n${b},Bia,,\n`);
    const again = await importFile(demo.id, `cpf,nome,email,telefone\n${a},Ana,ana@x.com,\n${b},Beatriz,,\n${c},Caio,,\n`);
    expect(again).toMatchObject({ ok: true, data: { imported: 1, updated: 1, unchanged: 1, refused: [] } });
    expect((await rosterOf(demo.id, [b!]))[0]).toMatchObject({ name: "Beatriz" });
  });

  it("checks every row again on the server, whatever the browser sent", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const [good] = freshCpfs(1);
    const answer = await importRosterChunkAction({
      stationId: demo.id,
      rows: [
        { line: 2, cpf: "12345678900", nome: "Forjado", email: "", telefone: "" },
        { line: 3, cpf: good!, nome: "Bom", email: "", telefone: "" },
        { line: 4, cpf: good!, nome: "Bom de novo", email: "", telefone: "" },
      ],
    });
    expect(answer).toMatchObject({ ok: true, data: { imported: 1, refused: [{ line: 2, message: "cpf: CPF inválido" }, { line: 3, message: expect.stringContaining("repetido") }] } });
    expect(await rosterOf(demo.id, ["12345678900", good!])).toEqual([{ cpf: good, name: "Bom de novo", email: null, phone: null }]);
  });

  it("staff may not import, nor an owner into another station's roster", async () => {
    const [cpf] = freshCpfs(1);
    const rows = [{ line: 2, cpf: cpf!, nome: "X", email: "", telefone: "" }];
    await signInConsoleAs(db, staff, demo.id);
    expect(await importRosterChunkAction({ stationId: demo.id, rows })).toMatchObject({ ok: false });
    await signInConsoleAs(db, owner, demo.id);
    expect(await importRosterChunkAction({ stationId: vitrine.id, rows })).toMatchObject({ ok: false });
    expect(await rosterOf(demo.id, [cpf!])).toEqual([]);
    expect(await rosterOf(vitrine.id, [cpf!])).toEqual([]);
  });
});
