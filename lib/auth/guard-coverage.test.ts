// Walks the source so a new Server Action, Route Handler or member page cannot forget the guard:
// every export of a "use server" file and every HTTP method of a route.ts must be built by one of
// the guard's wrappers (public ones explicitly through a public variant), member pages must call
// requireMemberPage, and nothing outside lib/auth reads the session by itself.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const GUARD_MODULE = "@/lib/auth/guard";
/** The console's write pipeline: its wrappers are `consoleAction` with more around it (lib/console/no-bypass.test.ts proves it). */
const PIPELINE_MODULE = "@/lib/console/write";
const ACTION_WRAPPERS = new Set([
  "publicAction",
  "platformPublicAction",
  "platformPublicFormAction",
  "memberAction",
  "pendingMemberAction",
  "ownerAction",
  "consoleAction",
  "consoleWrite",
  "consoleRead",
]);
const ROUTE_WRAPPERS = new Set(["publicRoute", "platformPublicRoute", "memberRoute", "pendingMemberRoute", "ownerRoute", "consolePublicRoute", "consoleRoute", "consoleFilesRoute", "probeRoute"]);
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Route segment config a route.ts may export besides its handlers. */
const ROUTE_CONFIG = new Set(["dynamic", "dynamicParams", "revalidate", "fetchCache", "runtime", "preferredRegion", "maxDuration"]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const sources = ["app", "lib", "components"].flatMap((dir) => walk(path.join(ROOT, dir)));
const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
const rel = (file: string) => path.relative(ROOT, file);

function hasUseServerDirective(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === "use server") return true;
  }
  return false;
}

/** Names imported from the guard module (or the console's pipeline, built on it) in this file. */
function guardImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (from !== GUARD_MODULE && from !== PIPELINE_MODULE) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        // `import { memberAction as x }` would hide the wrapper's name: refuse aliases.
        if (!element.propertyName) names.add(element.name.text);
      }
    }
  }
  return names;
}

interface ExportFinding {
  name: string;
  /** The guard wrapper that builds it, or why it is not one. */
  wrapper: string | null;
  problem?: string;
}

/** Every export of a module, with the wrapper call that builds it (null when it is anything else). */
function exportsOf(source: ts.SourceFile): ExportFinding[] {
  const imported = guardImports(source);
  const findings: ExportFinding[] = [];
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const names = clause && ts.isNamedExports(clause) ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text) : ["*"];
      for (const name of names) findings.push({ name, wrapper: null, problem: "re-exported: wrap it in this file" });
    } else if (ts.isExportAssignment(statement)) {
      findings.push({ name: "default", wrapper: null, problem: "export default" });
    } else if (ts.isFunctionDeclaration(statement) && isExported(statement)) {
      findings.push({ name: statement.name?.text ?? "default", wrapper: null, problem: "a plain function" });
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(source);
        const init = declaration.initializer;
        const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
        findings.push(
          callee && imported.has(callee)
            ? { name, wrapper: callee }
            : { name, wrapper: null, problem: callee ? `built by ${callee}, not a guard wrapper` : "not a guard wrapper call" },
        );
      }
    } else if (
      (ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      isExported(statement)
    ) {
      findings.push({ name: statement.name?.text ?? "default", wrapper: null, problem: "not an action" });
    }
  }
  return findings;
}

const actionFiles = sources.filter((file) => hasUseServerDirective(parse(file)));
const routeFiles = sources.filter((file) => path.basename(file) === "route.ts" && rel(file).startsWith("app/"));

describe("the guard covers every entry point", () => {
  it("finds the action and route files (the walk itself works)", () => {
    expect(actionFiles.map(rel)).toEqual(expect.arrayContaining(["lib/activities/actions.ts", "lib/accounts/actions.ts", "app/platform/owner-actions.ts"]));
    expect(routeFiles.length).toBeGreaterThanOrEqual(14);
  });

  it("builds every export of a \"use server\" file with a guard wrapper", () => {
    const unguarded: string[] = [];
    let guarded = 0;
    for (const file of actionFiles) {
      for (const found of exportsOf(parse(file))) {
        if (found.wrapper && ACTION_WRAPPERS.has(found.wrapper)) guarded++;
        else unguarded.push(`${rel(file)}: ${found.name} (${found.problem ?? `${found.wrapper} is not an action wrapper`})`);
      }
    }
    expect(unguarded).toEqual([]);
    expect(guarded).toBeGreaterThanOrEqual(35);
  });

  it("builds every handler of a route.ts with a guard wrapper, and exports nothing else but segment config", () => {
    const unguarded: string[] = [];
    for (const file of routeFiles) {
      for (const found of exportsOf(parse(file))) {
        if (HTTP_METHODS.has(found.name)) {
          if (!found.wrapper || !ROUTE_WRAPPERS.has(found.wrapper)) unguarded.push(`${rel(file)}: ${found.name} (${found.problem ?? found.wrapper})`);
        } else if (!ROUTE_CONFIG.has(found.name)) {
          unguarded.push(`${rel(file)}: ${found.name} is neither a handler nor segment config`);
        }
      }
    }
    expect(unguarded).toEqual([]);
  });

  it("has every member page that loads data call requireMemberPage", () => {
    const pages = sources.filter((file) => rel(file).startsWith("app/s/[station]/homepage/") && path.basename(file) === "page.tsx");
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const missing = pages.filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      // A page that imports nothing from lib/ (static search box, a redirect alias) loads no member data.
      const loadsData = /from "@\/lib\/(?!auth\/guard")/.test(text.replace(/import type [^;]+;/g, ""));
      return loadsData && !/await requireMemberPage\(/.test(text);
    });
    expect(missing.map(rel)).toEqual([]);
  });

  it("has every console station page and layout call requireConsolePage", () => {
    const files = sources.filter((file) => rel(file).startsWith("app/console/estacoes/") && /^(page|layout)\.tsx$/.test(path.basename(file)));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const missing = files.filter((file) => !/await requireConsolePage\(/.test(fs.readFileSync(file, "utf8")));
    expect(missing.map(rel)).toEqual([]);
  });

  it("leaves reading the session to lib/auth", () => {
    const readers = sources.filter(
      (file) => !rel(file).startsWith("lib/auth/") && /\b(getSessionUser|requireSessionUser|getPlatformUser|getConsoleAccount|resolveSession)\b/.test(fs.readFileSync(file, "utf8")),
    );
    expect(readers.map(rel)).toEqual([]);
  });

  it("flags an unguarded action (the walker is not blind)", () => {
    const probe = ts.createSourceFile(
      "probe.ts",
      `"use server";
       import { memberAction } from "@/lib/auth/guard";
       import { other } from "@/lib/other";
       export const good = memberAction(schema, async () => 1);
       export async function bare(input: unknown) { return input; }
       export const wrapped = other(async () => 1);
       export { x } from "./x";`,
      ts.ScriptTarget.Latest,
      true,
    );
    expect(hasUseServerDirective(probe)).toBe(true);
    expect(exportsOf(probe).map((e) => [e.name, e.wrapper])).toEqual([
      ["good", "memberAction"],
      ["bare", null],
      ["wrapped", null],
      ["x", null],
    ]);
  });
});
