// The shop's features import each other one way only. Commerce sells what activities offer and pays
// through the wallet; fuel and trophies plug into commerce and activities through ports (a registry
// of redeemable code kinds, an "order paid" subscriber list) wired here at start. Counted are the
// imports that run code (type-only imports run nothing) between lib/<module>/ folders, leaving out
// tests, seeds and table definitions, which every module may read.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FEATURES = ["activities", "commerce", "fuel", "trophies", "wallet"];
const LEFT_OUT = /\.test\.(ts|tsx|mjs)$|\/test-fixtures\.ts$|^lib\/db\/test|seed[a-z-]*\.ts$|^lib\/seed\/|(^|\/)schema\.ts$/;

type Cruised = { modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[] };

function moduleOf(file: string): string | null {
  const m = /^lib\/([a-z-]+)\//.exec(file);
  return m && FEATURES.includes(m[1]!) ? m[1]! : null;
}

/** "from -> to" for every running import between two of the features, with the files that make it. */
function featureEdges(): Map<string, string[]> {
  const out = execFileSync(path.join(ROOT, "node_modules/.bin/depcruise"), ["lib", "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  const cruised = JSON.parse(out.toString()) as Cruised;
  const edges = new Map<string, string[]>();
  for (const m of cruised.modules) {
    const from = moduleOf(m.source);
    if (!from || LEFT_OUT.test(m.source)) continue;
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (!to || to === from || LEFT_OUT.test(d.resolved) || d.dependencyTypes.includes("type-only")) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${m.source} -> ${d.resolved}`]);
    }
  }
  return edges;
}

/** The edges that lie on a cycle: from -> to where `to` reaches `from` again. */
function edgesOnCycles(edges: Map<string, string[]>): string[] {
  const next = new Map<string, string[]>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ") as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === goal) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(next.get(at) ?? []));
    }
    return false;
  };
  return [...edges.keys()].filter((key) => {
    const [from, to] = key.split(" -> ") as [string, string];
    return reaches(to, from);
  });
}

describe("features of the shop", () => {
  it("import each other without a cycle between activities, commerce, fuel, trophies and wallet", () => {
    const edges = featureEdges();
    const cyclic = edgesOnCycles(edges).flatMap((key) => [key, ...edges.get(key)!.map((e) => `    ${e}`)]);
    expect(cyclic, "imports on a cycle between features").toEqual([]);
  }, 120_000);
});
