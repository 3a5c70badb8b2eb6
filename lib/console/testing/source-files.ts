// The application's source files, for the tests that read the code itself (every console entry
// point is built by the pipeline; every one refuses a stranger): a new file cannot be forgotten.
import fs from "node:fs";
import path from "node:path";

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Every .ts/.tsx file under `dirs` (relative to the root), tests, dot-folders and node_modules left out. */
export function sourceFiles(dirs: readonly string[] = ["app", "lib"]): string[] {
  return dirs.flatMap((dir) => walk(path.join(ROOT, dir)));
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
