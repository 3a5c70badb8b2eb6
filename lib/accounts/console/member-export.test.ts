// Membros › Exportar: the owner downloads every member of the station with their plan, points and
// situation, and nobody else's; the roster comes out in the importer's format and imports back
// with nothing changed; staff and another station's owner get nothing. Batches are read by id, so
// a small batch size still yields each member exactly once.
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import Papa from "papaparse";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { credit, makeMember } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { demoConsole } from "@/lib/db/testing/demo-console";
import { signInConsoleAs } from "@/lib/db/testing/sessions";
import type { Station } from "@/lib/stations/queries";
import { GET } from "@/app/console/estacoes/[stationId]/membros/exportar/route";
import { readRosterCsv } from "../roster-csv";
import { importRosterEntries } from "../roster-import";
import { USER_TYPE_PARTICIPANT, users } from "../schema";
import { memberExportBatches, MEMBER_EXPORT_HEADER } from "./member-export";
import { freshCpfs } from "./test-fixtures";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let owner: number;
let staff: number;

async function download(stationId: number, query = "") {
  const request = new NextRequest(`http://painel.localhost:3000/estacoes/${stationId}/membros/exportar${query}`);
  const response = await GET(request, { params: Promise.resolve({ stationId: String(stationId) }) });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const rowsOf = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;

beforeAll(async () => {
  db = await getDb();
  ({ demo, vitrine, owner, staff } = await demoConsole(db));
});

describe("member export (console)", () => {
  it("lists each member of the station once, with points, situation and no other station's member", async () => {
    const rich = await makeMember(db, demo.id);
    const [cpf] = freshCpfs(1) as [string];
    await db.update(users).set({ name: "Rica Exportada", cpf, tel: "11987654321" }).where(eq(users.id, rich));
    await credit(db, demo.id, rich, 12_345);
    await credit(db, demo.id, rich, 100);
    const suspended = await makeMember(db, demo.id);
    await db.update(users).set({ name: "Suspensa Exportada", suspendedAt: new Date() }).where(eq(users.id, suspended));
    const other = await makeMember(db, vitrine.id);
    await db.update(users).set({ name: "De Outra Estação" }).where(eq(users.id, other));

    await signInConsoleAs(db, owner, demo.id);
    const file = await download(demo.id);
    expect(file.status).toBe(200);
    expect(file.type).toContain("text/csv");
    const [header, ...rows] = rowsOf(file.text);
    expect(header).toEqual(MEMBER_EXPORT_HEADER);
    expect(rows.find((r) => r[0] === "Rica Exportada")).toEqual(["Rica Exportada", `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, expect.stringContaining("@loja.test"), "(11) 9 8765-4321", "", "124,45", expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/), "", "Ativo"]);
    expect(rows.find((r) => r[0] === "Suspensa Exportada")?.[8]).toBe("Suspenso");
    expect(rows.some((r) => r[0] === "De Outra Estação")).toBe(false);
  });

  it("reads in batches by id: a batch of 2 yields every member exactly once", async () => {
    const all: string[][] = [];
    for await (const batch of memberExportBatches(db, demo.id, 2)) all.push(...(batch as string[][]));
    const accounts = await db.select({ typeId: users.typeId, deletedAt: users.deletedAt }).from(users).where(eq(users.stationId, demo.id));
    const members = accounts.filter((u) => u.typeId === USER_TYPE_PARTICIPANT && !u.deletedAt).length;
    expect(members).toBeGreaterThan(4);
    expect(all).toHaveLength(members);
    expect(new Set(all.map((r) => `${r[0]}|${r[2]}`)).size).toBe(all.length);
  });

  it("exports the roster in the importer's format: importing it back changes nothing", async () => {
    await signInConsoleAs(db, owner, demo.id);
    const file = await download(demo.id, "?o=roster");
    expect(file.status).toBe(200);
    const { rows, errors } = readRosterCsv(file.text);
    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    const counts = await db.transaction((tx) => importRosterEntries(tx, demo.id, rows.map((r) => r.entry)));
    expect(counts).toEqual({ imported: 0, updated: 0, unchanged: rows.length });
  });

  it("staff and another station's owner get no file", async () => {
    await signInConsoleAs(db, staff, demo.id);
    expect((await download(demo.id)).status).toBe(403);
    expect((await download(demo.id, "?o=roster")).status).toBe(403);
    await signInConsoleAs(db, owner, demo.id);
    expect((await download(vitrine.id)).status).not.toBe(200);
  });
});
