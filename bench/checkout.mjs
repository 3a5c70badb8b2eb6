// `npm run bench:checkout`: order submission under load, against a real PostgreSQL (budgets:
// 50 members checking out at once, p95 of submission ≤ 150 ms on this 2-core machine,
// throughput printed next to pgbench's simple-update TPS on the same PostgreSQL, ratio target ≥ 0.3).
//
// 1. A throwaway PostgreSQL (scripts/pg-throwaway.sh: loopback, fsync off) with two databases:
//    `pgbench` (pgbench -i -s BENCH_PGBENCH_SCALE) and `checkout` (the app's migrations).
// 2. bench/checkout-run.ts opens `checkout` with the app's own db client (lib/db/client: the pg
//    Pool of one server process, 10 connections) and the job workers, makes a station with a shop
//    and BENCH_MEMBERS members per path, and waits for orders.
// 3. Rounds, BENCH_ROUNDS of them, each: pgbench -N (simple update) for BENCH_PGBENCH_SECONDS with
//    BENCH_PGBENCH_CLIENTS clients, then the wallet path, then the PIX and saved-card paths (when
//    lib/wallet/gateway.ts binds the PaymentPort). A path's round is BENCH_WAVES waves: every
//    member sets the cart and reserves it, then all of them call submitOrder at once; each call is
//    timed. One warm-up round of each path is not counted.
// 4. Prints every round, then the median of the rounds: submission p50/p95/max, orders/s, pgbench's
//    TPS and the ratio. Figures only: no timing fails the run (an order that went wrong does).
//
// Not over HTTP: see the note printed with the figures. Stops the PostgreSQL it started.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { cleanupOnExit, root, startPostgres } from "./lib.mjs";

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) fail(`${name}: a whole number >= 1`);
  return value;
};
const MEMBERS = int("BENCH_MEMBERS", 50);
const ROUNDS = int("BENCH_ROUNDS", 5);
const WAVES = int("BENCH_WAVES", 4);
const PG_PORT = int("BENCH_PG_PORT", 54393);
const PGBENCH_CLIENTS = int("BENCH_PGBENCH_CLIENTS", 10); // the app's pool size: the same number of server connections
const PGBENCH_SECONDS = int("BENCH_PGBENCH_SECONDS", 10);
const PGBENCH_SCALE = int("BENCH_PGBENCH_SCALE", 10);
const BUDGET_P95_MS = 150;
const RATIO_TARGET = 0.3;
const WATCHDOG_MINUTES = 20;

function fail(message) {
  console.error(message);
  process.exit(2);
}

const { cleanups, cleanUp } = cleanupOnExit("bench:checkout", WATCHDOG_MINUTES);

/** pgbench from PATH, else from the newest /usr/lib/postgresql/N/bin (Debian's postgresql-N package). */
function findPgbench() {
  const which = spawnSync("sh", ["-c", "command -v pgbench"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(base, v, "bin", "pgbench");
    if (fs.existsSync(candidate)) return candidate;
  }
  fail("pgbench not found: it ships with the PostgreSQL server (Debian: apt-get install postgresql)");
}

const withDb = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

function pgbenchArgs(url) {
  const u = new URL(url);
  return ["-h", u.hostname, "-p", u.port, "-U", u.username || "postgres"];
}

function runPgbench(bin, url, args) {
  const r = spawnSync(bin, [...pgbenchArgs(url), ...args, "pgbench"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`pgbench ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout + r.stderr;
}

function pgbenchRound(bin, url) {
  const out = runPgbench(bin, url, ["-N", "-c", String(PGBENCH_CLIENTS), "-j", String(Math.min(PGBENCH_CLIENTS, os.cpus().length)), "-T", String(PGBENCH_SECONDS)]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no TPS:\n${out}`);
  return { tps, latency };
}

/** bench/checkout-run.ts as a child: one line per command in, one BENCH_* line per answer out. */
function startRunner(url) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = spawn(tsx, ["--conditions=react-server", "bench/checkout-run.ts"], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: "0", BENCH_MEMBERS: String(MEMBERS), BENCH_WAVES: String(WAVES) },
  });
  const lines = readline.createInterface({ input: child.stdout });
  const waiting = [];
  const queued = [];
  lines.on("line", (line) => {
    const match = /^(BENCH_[A-Z]+) (.*)$/.exec(line);
    if (!match) return void console.log(`  runner: ${line}`);
    const message = { kind: match[1], data: JSON.parse(match[2]) };
    const next = waiting.shift();
    if (next) next.resolve(message);
    else queued.push(message);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  void exited.then((code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the runner exited (${code})`));
  });
  const next = () => (queued.length ? Promise.resolve(queued.shift()) : new Promise((resolve, reject) => waiting.push({ resolve, reject })));
  const stop = async () => {
    if (child.exitCode === null) {
      child.stdin.end("quit\n");
      const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!done) child.kill("SIGKILL");
    }
  };
  return {
    next,
    stop,
    /** Ends the runner; answers its profile (BENCH_PROFILE=1) or null. */
    async finish() {
      child.stdin.write("quit\n");
      let profile = null;
      for (;;) {
        const message = await next();
        if (message.kind === "BENCH_PROFILE") profile = message.data;
        if (message.kind === "BENCH_DONE") break;
      }
      await stop();
      return profile;
    },
    async round(path) {
      child.stdin.write(`${path}\n`);
      const message = await next();
      if (message.kind !== "BENCH_ROUND") throw new Error(`unexpected ${message.kind}`);
      if (message.data.failed) throw new Error(`${path} round failed: ${message.data.failed}`);
      return message.data;
    },
  };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : "–");
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");

/** BENCH_PROFILE=1: where submission's time went, over every counted and uncounted round. */
function printProfile(profile) {
  console.log(`\nProfile (BENCH_PROFILE=1; the sampling itself costs time): ${profile.statements} statements while submitting`);
  console.log(`  wait for a pool connection: p50 ${ms(profile.poolAcquire.p50)}, p95 ${ms(profile.poolAcquire.p95)} (${profile.poolAcquire.n} checkouts)`);
  console.log("  statements by total time (count, total, average from send to answer):");
  for (const t of profile.top.slice(0, 12)) console.log(`    ${String(t.n).padStart(6)} ${String(t.totalMs).padStart(7)} ms ${t.avgMs.toFixed(2).padStart(7)} ms  ${t.text}`);
  const total = Object.values(profile.waits).reduce((s, n) => s + n, 0);
  console.log("  the app's server backends while submitting (pg_stat_activity samples, wait event / state):");
  for (const [w, n] of Object.entries(profile.waits).sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${((100 * n) / total).toFixed(0).padStart(3)} %  ${w}`);
}

let exitCode = 0;
try {
  const pgbench = findPgbench();
  console.log(`bench:checkout on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${load()}`);
  const server = startPostgres("checkout", PG_PORT);
  cleanups.add(server.stop);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const version = (await admin.query("show server_version")).rows[0].server_version;
  await admin.query("create database pgbench");
  await admin.query("create database checkout");
  await admin.end();
  console.log(`PostgreSQL ${version}, throwaway on loopback (${server.url}), fsync=off synchronous_commit=off (both workloads alike)`);
  console.log(`pgbench: ${pgbench}; initialising scale ${PGBENCH_SCALE}...`);
  runPgbench(pgbench, server.url, ["-i", "-q", "-s", String(PGBENCH_SCALE)]);

  const runner = startRunner(withDb(server.url, "checkout"));
  cleanups.add(runner.stop);
  const ready = await runner.next();
  if (ready.kind !== "BENCH_READY") throw new Error(`the runner did not start: ${JSON.stringify(ready)}`);
  const paths = ready.data.gateway ? ["wallet", "pix", "card"] : ["wallet"];
  console.log(`${MEMBERS} members per path; gateway path: ${ready.data.gateway ?? `not measured (${ready.data.gatewayError})`}`);

  console.log("warming up (one round of each path, not counted)...");
  for (const p of paths) await runner.round(p);
  const rounds = [];
  for (let i = 1; i <= ROUNDS; i++) {
    const round = { pgbench: pgbenchRound(pgbench, server.url) };
    for (const p of paths) round[p] = await runner.round(p);
    rounds.push(round);
    const parts = paths.map((p) => {
      const r = round[p];
      const bad = Object.values(r.errors).reduce((s, n) => s + n, 0);
      return `${p}: p50 ${ms(r.submit.p50)}, p95 ${ms(r.submit.p95)}, max ${ms(r.submit.max)}, ${r.ordersPerSecond.toFixed(1)} orders/s${bad ? `, ${bad} FAILED` : ""}`;
    });
    console.log(`round ${i}: pgbench ${round.pgbench.tps.toFixed(0)} TPS; ${parts.join("; ")}; load ${load()}`);
  }
  const profile = await runner.finish();

  const tps = median(rounds.map((r) => r.pgbench.tps));
  console.log(`\nMedian of ${ROUNDS} rounds; ${MEMBERS} members submitting at once, ${WAVES} waves a round (${MEMBERS * WAVES} orders a path a round), on ${os.cpus().length} cores:`);
  console.log(`  baseline: pgbench -N (simple update), ${PGBENCH_CLIENTS} clients, ${PGBENCH_SECONDS} s, scale ${PGBENCH_SCALE}: ${tps.toFixed(0)} TPS`);
  for (const p of paths) {
    const rs = rounds.map((r) => r[p]);
    const pick = (f) => median(rs.map(f));
    const p95 = pick((r) => r.submit.p95);
    const rate = pick((r) => r.ordersPerSecond);
    const statuses = {};
    const errors = {};
    for (const r of rs) {
      for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
      for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
    }
    console.log(`  ${{ wallet: "wallet only", pix: "PIX through the gateway", card: "saved card through the gateway" }[p]}:`);
    console.log(
      `    submitOrder  p50 ${ms(pick((r) => r.submit.p50))}, p95 ${ms(p95)} (${p95 <= BUDGET_P95_MS ? "within" : "OVER"} the ${BUDGET_P95_MS} ms budget), max ${ms(pick((r) => r.submit.max))}`,
    );
    console.log(`    reserveCart  p50 ${ms(pick((r) => r.reserve.p50))}, p95 ${ms(pick((r) => r.reserve.p95))} (the step before, not budgeted)`);
    console.log(
      `    throughput   ${rate.toFixed(1)} orders/s; ÷ pgbench TPS = ${(rate / tps).toFixed(3)} (target ≥ ${RATIO_TARGET}: ${rate / tps >= RATIO_TARGET ? "met" : "NOT met"})`,
    );
    console.log(`    client CPU   ${pick((r) => r.clientCpuMsPerOrder).toFixed(2)} ms an order; the bench process used ${(pick((r) => r.clientCpuShare) * 100).toFixed(0)} % of a core while submitting`);
    console.log(`    outcomes     ${JSON.stringify(statuses)}${Object.keys(errors).length ? `; errors ${JSON.stringify(errors)}` : ""}`);
    if (Object.keys(errors).length) exitCode = 1;
  }
  if (profile) printProfile(profile);
  console.log(
    "\nHow: in-process, not over HTTP. submitOrder (lib/commerce/orders/) is called in one Node process on the app's own db client" +
      " (lib/db/client getDb(): the pg Pool of one server process, max 10 connections), with the job workers running as in the server." +
      " Over HTTP, submitOrderAction (lib/commerce/actions.ts) would add a production build, a signed-in session per member, the" +
      " action's id from the build manifest and its RSC encoding; not done here. So the figures leave out the guard's session" +
      " check, the card ownership check and, for PIX, the QR image the action renders (pixQrCodeDataUrl).",
  );
  console.log(`load average at the end: ${load()} (the machine is shared: figures move with its load)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
