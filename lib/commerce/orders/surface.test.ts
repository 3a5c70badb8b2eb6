// Code split by concern: every library file stays readable (at most 450 lines), and the rest of the
// app reaches orders through lib/commerce/orders (its index), never through one of the files
// behind it, so those can be split or merged without touching callers.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MAX_LINES = 450;

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.parentPath.includes("node_modules"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe("orders' surface", () => {
  it("keeps every file of lib/ (tests aside) under 450 lines", () => {
    const long = ["lib"]
      .flatMap(sourceFiles)
      .filter((f) => !f.endsWith(".test.ts"))
      .map((f) => ({ file: f, lines: fs.readFileSync(path.join(ROOT, f), "utf8").split("\n").length }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long, `files over ${MAX_LINES} lines`).toEqual([]);
  });

  it("is imported through lib/commerce/orders only, never one of the files behind it", () => {
    const inside = /^lib\/commerce\/orders\//;
    const deep = /from\s+["'](?:@\/lib\/commerce\/orders\/[\w-]+|\.\.?\/orders\/[\w-]+)["']/;
    const offenders = ["lib", "app", "components", "e2e"]
      .flatMap(sourceFiles)
      .filter((f) => !inside.test(f) && deep.test(fs.readFileSync(path.join(ROOT, f), "utf8")));
    expect(offenders, "files importing past the orders index").toEqual([]);
  });
});
