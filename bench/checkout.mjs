// `npm run bench:checkout`: order submission under load, against a real PostgreSQL, with fsync on
// (as production runs) and off. Budgets for 50 members submitting at once on this 2-core machine:
// wallet p95 ≤ 150 ms, PIX and saved card p95 ≤ 200 ms; wallet throughput ≥ 0.5× pgbench replaying
// one wallet submission's own SQL (the app costs at most as much again as its SQL).
//
// Per durability setting (BENCH_FSYNC: "both", "on" or "off"):
// 1. A throwaway PostgreSQL (scripts/pg-throwaway.sh: loopback; PG_THROWAWAY_DURABLE for fsync on)
//    with a `checkout` database (the app's migrations).
// 2. bench/checkout-run.ts opens it with the app's own db client (lib/db/client: the pg Pool of one
//    server process, 10 connections) and the job workers, makes a station with a shop and
//    BENCH_MEMBERS members per path, and waits for orders.
// 3. One warm-up round of each path, not counted. Then the runner records the SQL of one wallet
//    submission (a member with a live hold) as a pgbench script: the same statements on the same
//    product rows, one member per pgbench client, a fresh order key and code per transaction.
// 4. Rounds, BENCH_ROUNDS of them, each: pgbench replaying that script for BENCH_PGBENCH_SECONDS
//    with BENCH_PGBENCH_CLIENTS clients (the app's pool size), then the wallet path, then the PIX
//    and saved-card paths (when lib/wallet/gateway.ts binds the PaymentPort). A path's round is
//    BENCH_WAVES waves: every member sets the cart and reserves it, then all of them call
//    submitOrder at once; each call is timed.
// 5. Prints every round, then the median of the rounds: submission p50/p95/max next to the
//    budgets, orders/s, the replay's TPS and the ratio. Figures only: no timing fails the run (an
//    order that went wrong does).
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
const ROUNDS = int("BENCH_ROUNDS", 3);
const WAVES = int("BENCH_WAVES", 3);
const PG_PORT = int("BENCH_PG_PORT", 54393);
const PGBENCH_CLIENTS = int("BENCH_PGBENCH_CLIENTS", 10); // the app's pool size: the same number of server connections
const PGBENCH_SECONDS = int("BENCH_PGBENCH_SECONDS", 10);
const BUDGET_P95_MS = { wallet: 150, pix: 200, card: 200 };
const RATIO_TARGET = 0.5;
const WATCHDOG_MINUTES = 30;
const FSYNC = process.env.BENCH_FSYNC ?? "both";
if (!["both", "on", "off"].includes(FSYNC)) fail('BENCH_FSYNC: "both", "on" or "off"');

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
  const u = new URL(url);
  const r = spawnSync(bin, [...pgbenchArgs(url), ...args, u.pathname.slice(1)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`pgbench ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout + r.stderr;
}

/** pgbench replaying the captured submission: -n, as the checkout database has no pgbench tables. */
function replayRound(bin, url, script) {
  const out = runPgbench(bin, url, ["-n", "-f", script, "-c", String(PGBENCH_CLIENTS), "-j", String(Math.min(PGBENCH_CLIENTS, os.cpus().length)), "-T", String(PGBENCH_SECONDS)]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no TPS:\n${out}`);
  return { tps, latency, failed };
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
    async capture() {
      child.stdin.write("capture\n");
      const message = await next();
      if (message.kind !== "BENCH_SCRIPT") throw new Error(`unexpected ${message.kind}`);
      if (message.data.failed) throw new Error(`capturing the submission's SQL failed: ${message.data.failed}`);
      return message.data;
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

/** One durability setting: its own PostgreSQL, runner, replay script and rounds; prints its figures. */
async function measure(pgbench, durable) {
  const label = durable ? "fsync on (synchronous_commit and full_page_writes on: production's durability)" : "fsync off (synchronous_commit and full_page_writes off)";
  console.log(`\n=== ${label} ===`);
  const server = startPostgres("checkout", PG_PORT + (durable ? 10 : 0), { durable });
  cleanups.add(server.stop);
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const version = (await admin.query("show server_version")).rows[0].server_version;
    const fsync = (await admin.query("show fsync")).rows[0].fsync;
    await admin.query("create database checkout");
    await admin.end();
    console.log(`PostgreSQL ${version}, throwaway on loopback (${server.url}), fsync=${fsync}`);
    const url = withDb(server.url, "checkout");
    const runner = startRunner(url);
    cleanups.add(runner.stop);
    const ready = await runner.next();
    if (ready.kind !== "BENCH_READY") throw new Error(`the runner did not start: ${JSON.stringify(ready)}`);
    const paths = ready.data.gateway ? ["wallet", "pix", "card"] : ["wallet"];
    console.log(`${MEMBERS} members per path; gateway path: ${ready.data.gateway ?? `not measured (${ready.data.gatewayError})`}`);
    console.log("warming up (one round of each path, not counted)...");
    for (const p of paths) await runner.round(p);
    const script = await runner.capture();
    console.log(`replay: ${script.statements} statements of one wallet submission (${script.file}), ${script.replayMembers} members, one per pgbench client:`);
    for (const line of script.sample) console.log(`    ${line}`);
    const rounds = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const round = { replay: replayRound(pgbench, url, script.file) };
      for (const p of paths) round[p] = await runner.round(p);
      rounds.push(round);
      const parts = paths.map((p) => {
        const r = round[p];
        const bad = Object.values(r.errors).reduce((sum, n) => sum + n, 0);
        return `${p}: p50 ${ms(r.submit.p50)}, p95 ${ms(r.submit.p95)}, max ${ms(r.submit.max)}, ${r.ordersPerSecond.toFixed(1)} orders/s${bad ? `, ${bad} FAILED` : ""}`;
      });
      console.log(`round ${i}: replay ${round.replay.tps.toFixed(0)} TPS (${round.replay.latency.toFixed(1)} ms average${round.replay.failed ? `, ${round.replay.failed} failed` : ""}); ${parts.join("; ")}; load ${load()}`);
    }
    const profile = await runner.finish();
    cleanups.delete(runner.stop);

    const tps = median(rounds.map((r) => r.replay.tps));
    console.log(`\nMedian of ${ROUNDS} rounds, ${label}; ${MEMBERS} members submitting at once, ${WAVES} waves a round (${MEMBERS * WAVES} orders a path a round), on ${os.cpus().length} cores:`);
    console.log(`  baseline: pgbench replaying one wallet submission's SQL, ${PGBENCH_CLIENTS} clients (the app's pool), ${PGBENCH_SECONDS} s: ${tps.toFixed(0)} TPS`);
    const summary = {};
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
      summary[p] = { p95, rate };
      console.log(`  ${{ wallet: "wallet only", pix: "PIX through the gateway", card: "saved card through the gateway" }[p]}:`);
      console.log(
        `    submitOrder  p50 ${ms(pick((r) => r.submit.p50))}, p95 ${ms(p95)} (target ≤ ${BUDGET_P95_MS[p]} ms: ${p95 <= BUDGET_P95_MS[p] ? "met" : "NOT met"}), max ${ms(pick((r) => r.submit.max))}`,
      );
      console.log(`    reserveCart  p50 ${ms(pick((r) => r.reserve.p50))}, p95 ${ms(pick((r) => r.reserve.p95))} (the step before, not budgeted)`);
      const ratio = rate / tps;
      console.log(
        p === "wallet"
          ? `    throughput   ${rate.toFixed(1)} orders/s; ÷ replay TPS = ${ratio.toFixed(3)} (target ≥ ${RATIO_TARGET}: ${ratio >= RATIO_TARGET ? "met" : "NOT met"})`
          : `    throughput   ${rate.toFixed(1)} orders/s (÷ the wallet replay's TPS = ${ratio.toFixed(3)}, for orientation: its SQL is not this path's)`,
      );
      console.log(`    client CPU   ${pick((r) => r.clientCpuMsPerOrder).toFixed(2)} ms an order; the bench process used ${(pick((r) => r.clientCpuShare) * 100).toFixed(0)} % of a core while submitting`);
      console.log(`    outcomes     ${JSON.stringify(statuses)}${Object.keys(errors).length ? `; errors ${JSON.stringify(errors)}` : ""}`);
      if (Object.keys(errors).length) exitCode = 1;
    }
    if (profile) printProfile(profile);
    return { label, tps, summary };
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
}

try {
  const pgbench = findPgbench();
  console.log(`bench:checkout on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${load()}; pgbench: ${pgbench}`);
  const settings = FSYNC === "both" ? [true, false] : [FSYNC === "on"];
  const results = [];
  for (const durable of settings) results.push(await measure(pgbench, durable));
  console.log("\nSummary (medians; targets: wallet p95 ≤ 150 ms, PIX/card p95 ≤ 200 ms, wallet orders/s ÷ replay TPS ≥ 0.5):");
  for (const r of results) {
    const parts = Object.entries(r.summary).map(([p, v]) => `${p} p95 ${ms(v.p95)} (≤ ${BUDGET_P95_MS[p]})`);
    const wallet = r.summary.wallet;
    console.log(`  ${r.label.split(" (")[0]}: ${parts.join(", ")}; wallet ${wallet.rate.toFixed(0)} orders/s ÷ replay ${r.tps.toFixed(0)} TPS = ${(wallet.rate / r.tps).toFixed(3)} (≥ ${RATIO_TARGET})`);
  }
  console.log(
    "\nHow: in-process, not over HTTP. submitOrder (lib/commerce/orders/) is called in one Node process on the app's own db client" +
      " (lib/db/client getDb(): the pg Pool of one server process, max 10 connections), with the job workers running as in the server." +
      " Over HTTP, submitOrderAction (lib/commerce/actions.ts) would add a production build, a signed-in session per member, the" +
      " action's id from the build manifest and its RSC encoding; not done here. So the figures leave out the guard's session" +
      " check, the card ownership check and, for PIX, the QR image the action renders (pixQrCodeDataUrl). The replay runs the" +
      " captured statements with their values inlined (simple protocol) for members with an empty cart and no hold left, so its" +
      " reads and writes touch fewer rows than the captured call did.",
  );
  console.log(`load average at the end: ${load()} (the machine is shared: figures move with its load)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
