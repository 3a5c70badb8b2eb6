// A member page that is not there answers 404, so it decides before anything streams. A loading.tsx
// is a Suspense boundary whose fallback flushes the response, and its 200, before the pages below
// it run: a later notFound() only swaps the screen. So neither the member area nor a segment above
// it has one; a page that streams wraps its content in <Suspense> after its own checks.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const LOADING = /^loading\.(tsx|jsx|ts|js)$/;

function loadingFilesIn(dir: string, recursive: boolean): string[] {
  return fs
    .readdirSync(dir, { recursive })
    .map(String)
    .filter((file) => LOADING.test(path.basename(file)))
    .map((file) => path.join(path.relative(root, dir), file));
}

it("puts no loading boundary above a member page's 404 decision", () => {
  const above = ["app", "app/s", "app/s/[station]"].flatMap((dir) => loadingFilesIn(path.join(root, dir), false));
  const inside = loadingFilesIn(path.join(root, "app/s/[station]/homepage"), true);
  expect([...above, ...inside]).toEqual([]);
});
