// Walks the source so no console action can write around the pipeline (write.ts): every export of
// a console action file is built by `consoleWrite` (one transaction, its audit row, then what it
// changed expires) or, for the few lookups listed here, `consoleRead`; and no such file opens the
// database, writes an audit row or expires pages by itself. The pipeline itself is proven to sit
// inside the console guard.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./testing/source-files";

const GUARD = "@/lib/auth/guard";
const PIPELINE = "@/lib/console/write";

/** Console actions that change nothing: each is named, so a write cannot hide among them. */
const READS = new Set(["lib/stations/console/actions.ts#lookupEstablishmentCepAction"]);

/** What only the pipeline may do: open the database, write the audit log, expire cached pages. */
const FORBIDDEN_IMPORTS: Record<string, string[] | "*"> = {
  "@/lib/db/client": ["getDb"],
  "@/lib/console/audit": ["recordAudit"],
  "@/lib/stations/revalidate": "*",
  "next/cache": "*",
  [GUARD]: ["consoleAction"],
};


const rel = (file: string) => path.relative(ROOT, file);
const parseText = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
const parse = (file: string) => parseText(rel(file), fs.readFileSync(file, "utf8"));

function isUseServer(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return Boolean(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use server");
}

/** Value imports of a file, by module: the names, or "*" for a namespace or default import. */
function importsOf(source: ts.SourceFile): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const names = imports.get(from) ?? [];
    const clause = statement.importClause;
    if (!clause) names.push("*");
    else {
      if (clause.name) names.push("*");
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
    }
    imports.set(from, names);
  }
  return imports;
}

/** A "use server" file that builds console actions (through the guard or the pipeline). */
function isConsoleActionFile(source: ts.SourceFile): boolean {
  if (!isUseServer(source)) return false;
  const imports = importsOf(source);
  return Boolean(imports.get(GUARD)?.includes("consoleAction") || imports.has(PIPELINE));
}

/** Why each export or import of a console action file goes around the pipeline; [] when none does. */
function bypasses(source: ts.SourceFile): string[] {
  const file = source.fileName;
  const problems: string[] = [];
  const imports = importsOf(source);
  for (const [from, forbidden] of Object.entries(FORBIDDEN_IMPORTS)) {
    const names = imports.get(from) ?? [];
    const hit = forbidden === "*" ? names : names.filter((n) => n === "*" || forbidden.includes(n));
    for (const name of hit) problems.push(`${file}: imports ${name} from ${from}`);
  }
  // `import { consoleWrite as x }` would hide the wrapper's name: only the plain names count.
  const pipeline = new Set(
    source.statements
      .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && (s.moduleSpecifier as ts.StringLiteral).text === PIPELINE)
      .flatMap((s) => {
        const b = s.importClause?.namedBindings;
        return b && ts.isNamedImports(b) ? b.elements.filter((e) => !e.propertyName).map((e) => e.name.text) : [];
      }),
  );
  const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const d of statement.declarationList.declarations) {
        const name = d.name.getText(source);
        const init = d.initializer;
        const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
        if (callee === "consoleWrite" && pipeline.has(callee)) continue;
        if (callee === "consoleRead" && pipeline.has(callee) && READS.has(`${file}#${name}`)) continue;
        problems.push(`${file}: ${name} is built by ${callee ?? "something else"}, not consoleWrite${callee === "consoleRead" ? " (a read not listed in READS)" : ""}`);
      }
    } else if (isExported(statement) && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))) {
      problems.push(`${file}: ${statement.name?.text ?? "default"} is not built by consoleWrite`);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      problems.push(`${file}: re-exports (build the action in this file)`);
    } else if (ts.isExportAssignment(statement)) {
      problems.push(`${file}: export default`);
    }
  }
  return problems;
}

const sources = sourceFiles();
const actionFiles = sources.map(parse).filter(isConsoleActionFile);

describe("every console write goes through the pipeline", () => {
  it("finds the console action files (the walk itself works)", () => {
    expect(actionFiles.map((s) => s.fileName)).toEqual(
      expect.arrayContaining([
        "lib/activities/console/actions.ts",
        "lib/activities/console/parts/actions.ts",
        "lib/console/team-actions.ts",
        "lib/content/console/actions.ts",
        "lib/fuel/console/actions.ts",
        "lib/library/console/actions.ts",
        "lib/news/console/actions.ts",
        "lib/plans/console/actions.ts",
        "lib/services/console/actions.ts",
        "lib/stations/console/actions.ts",
        "lib/trophies/console/actions.ts",
      ]),
    );
  });

  it("builds every export of a console action file with consoleWrite, and none of them opens the database, audits or expires by itself", () => {
    expect(actionFiles.flatMap(bypasses)).toEqual([]);
    const writes = actionFiles.flatMap((s) => s.statements.filter((st) => ts.isVariableStatement(st) && /=\s*consoleWrite\(/.test(st.getText(s))));
    expect(writes.length).toBeGreaterThanOrEqual(70);
  });

  it("leaves expiring a station's pages to the pipeline in every console module", () => {
    // Routes of the console that write (an upload) call runConsoleWrite; nothing else of the console expires pages.
    const consoleCode = sources.filter((f) => /^(lib\/([a-z]+\/)*console\/|app\/console\/)/.test(rel(f)) && rel(f) !== "lib/console/write.ts");
    const expirers = consoleCode.filter((f) => importsOf(parse(f)).has("@/lib/stations/revalidate"));
    expect(expirers.map(rel)).toEqual([]);
  });

  it("runs the pipeline inside the console guard", () => {
    const write = parse(path.join(ROOT, "lib/console/write.ts"));
    expect(importsOf(write).get(GUARD)).toContain("consoleAction");
    for (const wrapper of ["consoleWrite", "consoleRead"]) {
      const fn = write.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === wrapper);
      expect(fn?.body?.getText(write), wrapper).toMatch(/return consoleAction</);
    }
  });

  it("flags an action that writes around the pipeline (the checker is not blind)", () => {
    const probe = parseText(
      "probe.ts",
      `"use server";
       import { consoleAction } from "@/lib/auth/guard";
       import { consoleRead, consoleWrite, OWNER_ONLY } from "@/lib/console/write";
       import { getDb } from "@/lib/db/client";
       import { revalidateStationSite } from "@/lib/stations/revalidate";
       export const good = consoleWrite(schema, async (tx) => ({ value: 1, audit: null, expires: [] }), OWNER_ONLY);
       export const bare = consoleAction(schema, async ({ station }) => { await (await getDb()).delete(t); await revalidateStationSite(station); });
       export const sneakyRead = consoleRead(schema, async (db) => db.delete(t));
       export async function plain() {}`,
    );
    expect(isConsoleActionFile(probe)).toBe(true);
    expect(bypasses(probe)).toEqual([
      "probe.ts: imports getDb from @/lib/db/client",
      "probe.ts: imports revalidateStationSite from @/lib/stations/revalidate",
      "probe.ts: imports consoleAction from @/lib/auth/guard",
      "probe.ts: bare is built by consoleAction, not consoleWrite",
      "probe.ts: sneakyRead is built by consoleRead, not consoleWrite (a read not listed in READS)",
      "probe.ts: plain is not built by consoleWrite",
    ]);
  });
});
