// Rewrites import paths after files were moved (git mv): every import, re-export, dynamic import
// and vi.mock of a moved file, in the whole repository, and the relative imports inside the moved
// files themselves (made @/ paths). Path mentions in comments follow too. Idempotent: run it again
// after merging a branch that still imports the old paths.
//
//   node scripts/move-imports.mjs lib/old/file.ts=lib/new/file.ts [more pairs...]
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["lib", "app", "components", "e2e", "scripts", "bench", "instrumentation.ts", "proxy.ts"];
const EXT = /\.(ts|tsx|mjs|js|d\.mts)$/;
const strip = (p) => p.replace(/\.(ts|tsx|mjs|js)$/, "");

const moves = process.argv.slice(2).map((pair) => {
  const [from, to] = pair.split("=");
  if (!from || !to) throw new Error(`not a pair: ${pair}`);
  return { from, to };
});
const byOld = new Map(moves.map((m) => [strip(m.from), m]));
const byNew = new Map(moves.map((m) => [m.to, m]));

function files(entry) {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return EXT.test(entry) ? [entry] : [];
  return fs.readdirSync(entry).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : files(path.join(entry, name))));
}

const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(["'])([^"']+)\2/g;
let changed = 0;
for (const file of ROOTS.flatMap(files)) {
  const moved = byNew.get(file);
  // A moved file's relative imports were written from its old folder.
  const dir = path.posix.dirname(moved ? moved.from : file);
  const source = fs.readFileSync(file, "utf8");
  let next = source.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const relative = spec.startsWith("./") || spec.startsWith("../");
    if (!relative && !spec.startsWith("@/")) return whole;
    const target = relative ? path.posix.normalize(path.posix.join(dir, spec)) : spec.slice(2);
    const move = byOld.get(strip(target)) ?? byOld.get(`${strip(target)}/index`);
    const ext = spec.match(/\.(mjs|js)$/)?.[0] ?? "";
    if (move) return `${lead}${quote}@/${strip(move.to)}${ext}${quote}`;
    if (relative && moved) return `${lead}${quote}@/${target}${quote}`;
    return whole;
  });
  for (const { from, to } of moves) next = next.split(from).join(to);
  if (next !== source) {
    fs.writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`${changed} files rewritten`);
