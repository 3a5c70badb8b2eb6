// `npm start`: build when the sources changed since the last build, then serve the production
// build. A second start with nothing changed goes straight to serving, with the data kept.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const DIST = process.env.NEXT_DIST_DIR ?? ".next";
const STAMP = path.join(root, DIST, "source-hash");
const INPUTS = ["app", "components", "lib", "styles", "public", "drizzle", "proxy.ts", "instrumentation.ts",
  "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
const SKIP = /(^|\/)(node_modules|\.next[^/]*|\.data[^/]*)(\/|$)|\.test\.tsx?$/;

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield entry;
  for (const name of fs.readdirSync(full).sort()) {
    const child = path.posix.join(entry, name);
    if (!SKIP.test(child)) yield* files(child);
  }
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file).update("\0").update(fs.readFileSync(path.join(root, file))).update("\0");
    }
  }
  return hash.digest("hex");
}

const nextBin = path.join(root, "node_modules", ".bin", "next");
const current = sourceHash();
const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8").trim() : "";
if (current !== built || !fs.existsSync(path.join(root, DIST, "BUILD_ID"))) {
  console.log("Estação: compilando a aplicação (só acontece quando o código muda)...");
  const result = spawnSync(nextBin, ["build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, current);
} else {
  console.log("Estação: código sem mudanças desde a última compilação; iniciando direto.");
}

const port = process.env.PORT ?? "3000";
const server = spawn(nextBin, ["start", "-p", port], { cwd: root, stdio: "inherit", env: process.env });
const root_ = (process.env.ROOT_DOMAIN ?? "localhost").replace(/:\d+$/, "");
setTimeout(() => {
  if (server.exitCode === null) {
    console.log(`\nEstação no ar:\n  plataforma   http://${root_}:${port}/\n  Clube Demo   http://demo.${root_}:${port}/\n  Vitrine      http://vitrine.${root_}:${port}/\n`);
  }
}, 1500);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
