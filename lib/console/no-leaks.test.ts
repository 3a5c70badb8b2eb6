// Every console entry point, found by walking the source (a new one cannot be forgotten), called
// directly the way a hostile browser would: signed out, by the owner of another station, and by
// a staff account on owner-only ones. Each must refuse before doing anything, and the station it
// aimed at must be exactly as it was (its row and its audit log).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT, sourceFiles } from "./testing/source-files";
import { eq, sql } from "drizzle-orm";
import { USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { CONSOLE_FORBIDDEN_MESSAGE, CONSOLE_NOT_FOUND_MESSAGE, CONSOLE_SIGNED_OUT_MESSAGE } from "@/lib/auth/guard";
import { getDb, type Db } from "@/lib/db/client";
import { ensureUser, seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInConsoleAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { grantRole } from "@/lib/auth/console-roles";
import { auditLog } from "@/lib/console/schema";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));



interface EntryPoint {
  file: string;
  name: string;
  ownerOnly: boolean;
}

function constantsOf(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) if (d.initializer && ts.isIdentifier(d.name)) constants.set(d.name.text, d.initializer.getText(source));
  }
  return constants;
}

/** The pipeline's shared options (`OWNER_ONLY`), which action files import. */
const WRITE_FILE = path.join(ROOT, "lib/console/write.ts");
const sharedOptions = constantsOf(ts.createSourceFile(WRITE_FILE, fs.readFileSync(WRITE_FILE, "utf8"), ts.ScriptTarget.Latest, true));

/** Exports built by one of `wrappers(...)`, and whether the call's options say `role: "owner"`. */
function builtBy(file: string, wrappers: string[]): EntryPoint[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: EntryPoint[] = [];
  // Options may be a constant of the file or the pipeline's (`OWNER_ONLY`), alone or spread.
  const constants = new Map([...sharedOptions, ...constantsOf(source)]);
  const expand = (text: string) => [text, ...[...constants].filter(([name]) => new RegExp(`\\b${name}\\b`).test(text)).map(([, value]) => value)].join(" ");
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || !wrappers.includes(init.expression.text)) continue;
      const options = init.arguments
        .slice(1)
        .map((arg) => (ts.isObjectLiteralExpression(arg) || ts.isIdentifier(arg) ? expand(arg.getText(source)) : ""))
        .join(" ");
      const ownerOnly = /role\s*:\s*"owner"/.test(options);
      found.push({ file: path.relative(ROOT, file), name: declaration.name.getText(source), ownerOnly });
    }
  }
  return found;
}

const sources = sourceFiles();
const actions = sources.filter((file) => file !== WRITE_FILE).flatMap((file) => builtBy(file, ["consoleAction", "consoleWrite", "consoleRead"]));
const routes = sources.filter((file) => path.basename(file) === "route.ts").flatMap((file) => builtBy(file, ["consoleRoute"]));

let db: Db;
let demo: Station;
let vitrine: Station;
let demoStaff: number;
let vitrineOwner: number;

async function demoState() {
  const [row] = await db.select().from(stations).where(eq(stations.id, demo.id));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.stationId, demo.id));
  return { row, audit: count?.n };
}

async function call(entry: EntryPoint, input: Record<string, unknown>): Promise<{ ok: boolean; message?: string; status?: number }> {
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, entry.file))) as Record<string, unknown>;
  const fn = mod[entry.name] as (...args: unknown[]) => Promise<unknown>;
  if (routes.includes(entry)) {
    const request = new Request(`http://painel.localhost:3000/estacoes/${input.stationId}/x?purpose=contentImage`, { method: entry.name, body: entry.name === "GET" ? undefined : "x" });
    const response = (await fn(request, { params: Promise.resolve({ stationId: String(input.stationId) }) })) as Response;
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: response.ok, status: response.status, message: body.message };
  }
  return (await fn({ ...input })) as { ok: boolean; message?: string };
}

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  demoStaff = await userIdByEmail(db, demo.id, "equipe@demo.test");
  vitrineOwner = await ensureUser(db, vitrine.id, vitrine.establishment!.id, { email: "dona@vitrine.test", name: "Dona Vitrine", typeId: USER_TYPE_OWNER });
  await grantRole(db, { userId: vitrineOwner, stationId: vitrine.id, role: "owner" });
});

describe("console entry points refuse whoever may not use them", () => {
  it("finds them (the walk itself works)", () => {
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(["addTeamMemberAction", "removeTeamMemberAction"]));
    expect(routes.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a caller with no console session", async () => {
    fakeRequest.host = "painel.localhost:3000";
    fakeRequest.cookies.clear();
    const before = await demoState();
    for (const entry of [...actions, ...routes]) {
      const result = await call(entry, { stationId: demo.id, id: 1, userId: 1 });
      expect({ entry: `${entry.file}#${entry.name}`, ok: result.ok }).toEqual({ entry: `${entry.file}#${entry.name}`, ok: false });
      if (!routes.includes(entry)) expect(result.message, `${entry.file}#${entry.name}`).toBe(CONSOLE_SIGNED_OUT_MESSAGE);
      else expect(result.status, `${entry.file}#${entry.name}`).toBe(401);
    }
    expect(await demoState()).toEqual(before);
  });

  it("gives the owner of another station nothing of demo: 0 leaks, 0 changes", async () => {
    await signInConsoleAs(db, vitrineOwner, vitrine.id);
    const before = await demoState();
    const leaks: string[] = [];
    for (const entry of [...actions, ...routes]) {
      const result = await call(entry, { stationId: demo.id, id: 1, userId: 1 });
      if (result.ok || (result.message !== CONSOLE_NOT_FOUND_MESSAGE && result.status !== 403)) leaks.push(`${entry.file}#${entry.name}: ${JSON.stringify(result)}`);
    }
    expect(leaks).toEqual([]);
    expect(await demoState()).toEqual(before);
  });

  it("makes every console action owner-only unless it is listed here as one staff may use", () => {
    // Staff do the day-to-day work: support (answer and close messages) and the wall's moderation.
    const STAFF_MAY_USE: string[] = [
      "lib/support/console/actions.ts#replySupportMessageAction",
      "lib/support/console/actions.ts#closeSupportMessageAction",
      "lib/social/console/actions.ts#hideAction",
      "lib/social/console/actions.ts#restoreAction",
      "lib/social/console/actions.ts#dismissReportsAction",
      "lib/commerce/console/actions.ts#markFulfilmentStepAction",
      "app/console/estacoes/[stationId]/pedidos/exportar/route.ts#GET",
      "lib/validation-desk/actions.ts#markCodeUsedAtDoorAction",
    ];
    expect([...actions, ...routes].filter((e) => !e.ownerOnly && !STAFF_MAY_USE.includes(`${e.file}#${e.name}`)).map((e) => `${e.file}#${e.name}`)).toEqual([]);
  });

  it("keeps staff out of every owner-only action", async () => {
    await signInConsoleAs(db, demoStaff, demo.id);
    const before = await demoState();
    const ownerOnly = [...actions, ...routes].filter((e) => e.ownerOnly);
    expect(ownerOnly.length).toBeGreaterThan(0);
    const let_in: string[] = [];
    for (const entry of ownerOnly) {
      const result = await call(entry, { stationId: demo.id, id: 1, userId: 1 });
      if (result.ok || (result.message !== CONSOLE_FORBIDDEN_MESSAGE && result.status !== 403)) let_in.push(`${entry.file}#${entry.name}: ${JSON.stringify(result)}`);
    }
    expect(let_in).toEqual([]);
    expect(await demoState()).toEqual(before);
  });
});
