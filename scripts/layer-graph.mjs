// Prints the import graph between the layers of .dependency-cruiser.cjs (each lib/ module, or the
// subfolder LAYERS places apart), counting the imports that run code (not type-only; tests and
// seeds left out), and the edges that point up the list. `node scripts/layer-graph.mjs`
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));
const cruise = JSON.parse(
  execFileSync(path.join(root, "node_modules/.bin/depcruise"), ["lib", "--config", ".dependency-cruiser.cjs", "--output-type", "json"], { cwd: root, maxBuffer: 1 << 30 }).toString(),
);

const list = (x) => (x == null ? [] : Array.isArray(x) ? x : [x]);
const layers = config.forbidden
  .filter((rule) => rule.name.startsWith("layer-"))
  .map((rule) => ({ name: rule.name.slice("layer-".length), path: new RegExp(rule.from.path), not: list(rule.from.pathNot).map((p) => new RegExp(p)) }));
const LEFT_OUT = /\.test\.(ts|tsx|mjs)$|^lib\/db\/testing\/|test-setup\.ts$|test-fixtures\.ts$|seed[a-z-]*\.ts$|^lib\/seed\//;
const layerOf = (file) => {
  if (!file.startsWith("lib/") || LEFT_OUT.test(file)) return null;
  return layers.find((l) => l.path.test(file) && !l.not.some((n) => n.test(file)))?.name ?? null;
};

const edges = new Map();
for (const file of cruise.modules) {
  const from = layerOf(file.source);
  if (!from || from === "platform") continue;
  for (const dependency of file.dependencies) {
    if (dependency.dependencyTypes.includes("type-only")) continue;
    const to = layerOf(dependency.resolved);
    if (!to || to === from || to === "platform") continue;
    edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
  }
}
const rank = (name) => layers.findIndex((l) => l.name === name);
const up = [...edges.keys()].filter((edge) => {
  const [from, to] = edge.split(" -> ");
  return rank(to) > rank(from);
});
for (const edge of [...edges.keys()].sort()) console.log(`${edge}  ${edges.get(edge)}`);
console.log(`\n${edges.size} edges between layers (the platform left out), ${up.length} pointing up${up.length ? ":" : ""}`);
for (const edge of up) console.log(`  ${edge}  ${edges.get(edge)}`);
