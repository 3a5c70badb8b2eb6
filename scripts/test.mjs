// `npm test`: lint, the layer boundaries, typecheck, the library tests on the embedded database (and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the end-to-end suite in Chromium against a
// production build. Ends with one "N passed, N failed" line over everything that ran.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { playwrightFailures, summarise, vitestFailures } from "./test-summary.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const results = [];
const steps = [];
/** What failed, read from each runner's JSON report: printed last, where a truncated log still shows it. */
const failures = [];

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
  failures.push(...vitestFailures(report));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
};

const playwrightCount = (file) => () => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  failures.push(...playwrightFailures(report));
  const { stats } = report;
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
  // Five Playwright runs, each with its own server, port, data and output folder, in two lines of
  // about equal length, one per core (about 3,470 s and 3,500 s here, summed from the steps of one
  // fresh-clone run with the earlier order):
  // - the desktop project (its output shown as it runs), then the cluster suite on PostgreSQL;
  // - beside it, the phone and tablet projects, then the signed-in axe sweep at desktop size (the
  //   longest suite; it checks both sizes itself), then the payment suites again against the
  //   Pagar.me driver and its fake (E2E_PAYMENTS=pagarme).
  // Their output is shown when each ends. Spawned, not spawnSync: the second line must start while
  // the first is still going.
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const playwright = (label, args, port, env = {}, { live = false } = {}) => {
    const out = path.join(tmp, `playwright-${port}.json`);
    const logFile = path.join(tmp, `playwright-${port}.log`);
    const started = Date.now();
    const log = live ? null : fs.openSync(logFile, "w");
    if (live) console.log(`\n▶ ${label} (port ${port})`);
    const child = spawn(bin("playwright"), ["test", ...args], {
      cwd: root,
      stdio: live ? "inherit" : ["ignore", log, log],
      env: { ...process.env, ...env, E2E_PORT: String(port), E2E_DATA_DIR: `.data-e2e-${port}`, E2E_OUTPUT_DIR: port === basePort ? "test-results" : `test-results-${port}`, PLAYWRIGHT_JSON_OUTPUT_NAME: out, DATABASE_URL: "" },
    });
    return new Promise((resolve) => child.on("close", (code) => {
      if (!live) {
        fs.closeSync(log);
        console.log(`\n▶ ${label} (port ${port})`);
        console.log(fs.readFileSync(logFile, "utf8"));
      }
      results.push(`${code === 0 ? "✔" : "✘"} ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
      steps.push({ ok: code === 0, ...playwrightCount(out)() });
      resolve(code === 0);
    }));
  };
  const desktop = (async () => {
    const main = await playwright("end-to-end at desktop size in Chromium against the production build", ["--project=desktop"], basePort, { E2E_SWEEP: "apart" }, { live: true });
    // The production topology (nginx, two workers, Redis) on PostgreSQL: only where there is one.
    const cluster = process.env.TEST_DATABASE_URL
      ? await playwright("cluster of two workers behind nginx on PostgreSQL and Redis", ["-c", "playwright.cluster.config.ts"], basePort + 300)
      : (console.log("\n(TEST_DATABASE_URL not set: the cluster e2e did not run; .ci/run runs it.)"), true);
    return main && cluster;
  })();
  const besides = (async () => {
    const small = await playwright("end-to-end at phone and tablet sizes", ["--project=phone", "--project=tablet"], basePort + 100);
    const sweep = await playwright("signed-in axe sweep at both sizes", ["e2e/a11y-sweep.e2e.ts", "--project=desktop"], basePort + 400);
    // Desktop only: the phone layout does not change what is sent to the gateway.
    const pagarme = await playwright("payment suites against the fake Pagar.me", ["--project=desktop"], basePort + 200, { E2E_PAYMENTS: "pagarme" });
    return small && sweep && pagarme;
  })();
  const [desktopOk, besidesOk] = await Promise.all([desktop, besides]);
  ok = desktopOk && besidesOk && ok;
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${results.join("\n")}`);
const { failed, line } = summarise(steps);
console.log(`\n${line}`);
process.exit(ok && failed === 0 ? 0 : 1);
