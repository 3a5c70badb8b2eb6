// `npm test`: lint, the layer boundaries, typecheck, the library tests on the embedded database (and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end suite in Chromium against a
// production build. Ends with one "N passed, N failed" line over everything that ran.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { summarise } from "./test-summary.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const results = [];
const steps = [];

/** Runs one step; `count(ok)` reads its report into { passed, failed } tests. */
function run(label, command, args, env = {}, count = () => ({ passed: 0, failed: 0 })) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push(`${ok ? "✔" : "✘"} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  steps.push({ ok, ...count() });
  return ok;
}

const vitestCount = (file) => () => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
};

const playwrightCount = (file) => () => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-test-"));
let ok = true;

ok = run("lint", bin("eslint"), [".", "--max-warnings=0"]) && ok;
ok = run("layer boundaries (dependency-cruiser, .dependency-cruiser.cjs)", bin("depcruise"), ["lib", "app", "components", "instrumentation.ts", "proxy.ts", "--config", ".dependency-cruiser.cjs", "--output-type", "err"]) && ok;
ok = run("typecheck", bin("tsc"), ["--noEmit", "--incremental", "false"]) && ok;

const vitestOut = path.join(tmp, "vitest-pglite.json");
ok = run("library tests on embedded Postgres (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestOut}`], { DATABASE_URL: "" }, vitestCount(vitestOut)) && ok;

if (process.env.TEST_DATABASE_URL) {
  const pgOut = path.join(tmp, "vitest-postgres.json");
  ok = run("library tests on PostgreSQL", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${pgOut}`], { DATABASE_URL: process.env.TEST_DATABASE_URL }, vitestCount(pgOut)) && ok;
} else {
  console.log("\n(TEST_DATABASE_URL not set: the library tests ran on PGlite only; .ci/run also runs them on PostgreSQL.)");
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`\nChromium not found at ${chromium}. Install it (apt-get install chromium) or run bash .ci/run, which does.`);
  results.push("✘ end-to-end (no Chromium)");
  steps.push({ ok: false, passed: 0, failed: 1 });
  ok = false;
} else {
  // One build for both runs (two servers starting at once would both build into .next).
  ok = run("production build", "node", [path.join(root, "scripts", "start.mjs")], { START_BUILD_ONLY: "1", PAYMENTS_DRIVER: "simulator" }) && ok;
  // The payment suites again against the Pagar.me driver and its fake (E2E_PAYMENTS=pagarme), on
  // their own port and data, at the same time as the main run: its output is shown when it ends.
  const pagarmePort = Number(process.env.E2E_PORT ?? 3100) + 200;
  const pagarmeOut = path.join(tmp, "playwright-pagarme.json");
  const pagarmeLog = path.join(tmp, "playwright-pagarme.log");
  const pagarmeStarted = Date.now();
  const log = fs.openSync(pagarmeLog, "w");
  // Desktop only: the phone layout does not change what is sent to the gateway, and CI time is short.
  const pagarme = spawn(bin("playwright"), ["test", "--project=desktop"], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: { ...process.env, E2E_PAYMENTS: "pagarme", E2E_PORT: String(pagarmePort), E2E_DATA_DIR: `.data-e2e-${pagarmePort}`, PLAYWRIGHT_JSON_OUTPUT_NAME: pagarmeOut, DATABASE_URL: "" },
  });
  const pagarmeDone = new Promise((resolve) => pagarme.on("close", (code) => resolve(code === 0)));

  const e2eOut = path.join(tmp, "playwright.json");
  ok = run("end-to-end in Chromium against the production build", bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut, DATABASE_URL: "" }, playwrightCount(e2eOut)) && ok;

  const pagarmeOk = await pagarmeDone;
  fs.closeSync(log);
  console.log(`\n▶ payment suites against the fake Pagar.me (E2E_PAYMENTS=pagarme, port ${pagarmePort})`);
  console.log(fs.readFileSync(pagarmeLog, "utf8"));
  results.push(`${pagarmeOk ? "✔" : "✘"} payment suites against the fake Pagar.me (${Math.round((Date.now() - pagarmeStarted) / 1000)} s)`);
  steps.push({ ok: pagarmeOk, ...playwrightCount(pagarmeOut)() });
  ok = pagarmeOk && ok;
}

console.log(`\n${results.join("\n")}`);
const { failed, line } = summarise(steps);
console.log(`\n${line}`);
process.exit(ok && failed === 0 ? 0 : 1);
