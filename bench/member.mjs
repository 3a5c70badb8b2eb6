// `npm run bench:member`: signed-in throughput and latency of the member area.
// For each database (PGlite, then a throwaway PostgreSQL):
// 1. A fresh database gets the demo seed plus BENCH_MEMBERS - 1 more demo members
//    (bench/seed-members.ts), before the server starts: PGlite allows one process per data dir.
// 2. The production build is served by `npm start` (scripts/start.mjs: its front, then Next) on
//    BENCH_PORT, building into NEXT_DIST_DIR first when the sources changed.
// 3. Every member signs in through the real login page in Chromium (captcha included); the bench
//    keeps the cookies the server set, whatever their shape.
// 4. autocannon opens BENCH_MEMBERS connections, each carrying its own member's cookies, against
//    /homepage, /homepage/atividades, the demo quiz's detail page and, as the baseline, a static file
//    of public/ served by the same server. After a warm-up (BENCH_WARMUP_REQUESTS per member), the
//    targets take turns for BENCH_ROUNDS rounds, so background load hits them alike. A round is a
//    fixed number of requests, sized from the warm-up's rate to last about BENCH_SECONDS, and
//    stopped after max(60 s, 4 × BENCH_SECONDS) whatever happens. Each figure is the median of its
//    rounds.
// 5. The wall: before the app starts, bench/feed-paging.ts times the server's work for
//    /homepage/feed's first page (p50/p95 of lib/social's feedPage) with 1,000 and with 100,000
//    posts on demo, against the budget of 50 ms p95; the HTTP table then includes /homepage/feed
//    with the 100,000 posts in place.
// Prints a table per database with the ratios to the static file. Loopback only; stops by itself
// (each round is bounded in time and in requests) and stops the servers it started.
//
// Before and after in one run: `BENCH_AGAINST=/path/to/other/checkout` (a `git worktree` of the
// revision to compare, with its node_modules) serves that checkout too, on BENCH_PORT + 1 with its
// own data dir and build, seeded and signed in the same way. The rounds alternate between the two
// servers target by target, so whatever else the machine does hits both alike, and a last table
// gives each page's req/s and p50 on this checkout over the other's, and the same for the ratios
// to each one's static file.
//
// On PostgreSQL the same pages are also measured through the production topology, `npm run
// start:cluster` (nginx in front of BENCH_WORKERS Next processes, default one per core, sharing a
// Redis cache) on BENCH_PORT + 2 and a database of its own, alternating with the single process, so
// "workers ÷ one process" comes from the same run (BENCH_WORKERS=0 leaves the cluster out). After
// the rounds, each next-server's resident memory is printed against the 500 MB budget, and the
// issue's throughput targets next to the figures.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cleanupOnExit, get, nextServerPids, resetDataDir, root, rssBytes, seedMembers, signIn, startApp, startCluster, startPostgres as startPg, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3380);
const DIST = process.env.NEXT_DIST_DIR ?? ".next-bench";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_PER_MEMBER = Number(process.env.BENCH_WARMUP_REQUESTS ?? 5); // warm-up requests per member and target
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 100_000); // per round, whatever the warm-up rate
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54380);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const STATIC_FILE = "/static/demo/clube-demo-favicon.svg"; // public/static/demo/clube-demo-favicon.svg
const WATCHDOG_MINUTES = 45;
const AGAINST = process.env.BENCH_AGAINST ? path.resolve(process.env.BENCH_AGAINST) : null;
const WORKERS = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
const RSS_BUDGET_MB = 500;
// `--db=pglite` or `--db=postgres` measures one database.
const only = process.argv.find((a) => a.startsWith("--db="))?.slice("--db=".length);
const DATABASES = ["pglite", "postgres"].filter((db) => !only || db === only);
if (DATABASES.length === 0) fail("--db: pglite or postgres");
if (!Number.isInteger(MEMBERS) || MEMBERS < 1 || MEMBERS > 23) fail("BENCH_MEMBERS: 1 to 23");
if (!Number.isInteger(WORKERS) || WORKERS < 0) fail("BENCH_WORKERS: 0 (no cluster) or a number of processes");
for (const [name, value] of Object.entries({ BENCH_SECONDS: SECONDS, BENCH_WARMUP_REQUESTS: WARMUP_PER_MEMBER, BENCH_ROUNDS: ROUNDS, BENCH_MAX_REQUESTS: MAX_REQUESTS })) {
  if (!Number.isInteger(value) || value < 1) fail(`${name}: a whole number >= 1`);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/**
 * The servers measured: this checkout, the one to compare with when BENCH_AGAINST names it, and on
 * PostgreSQL this checkout as a cluster of WORKERS processes.
 */
const sidesFor = (db) =>
  [
    { name: "this", cwd: root, port: PORT },
    ...(AGAINST ? [{ name: "against", cwd: AGAINST, port: PORT + 1 }] : []),
    ...(db === "postgres" && WORKERS > 0 ? [{ name: "workers", cwd: root, port: PORT + 2, workers: WORKERS }] : []),
  ].map((side) => ({ ...side, host: `demo.localhost:${side.port}` }));
const { cleanups, cleanUp } = cleanupOnExit("bench:member", WATCHDOG_MINUTES);

/** The throwaway PostgreSQL of this run, stopped by cleanUp(). */
function startPostgres(offset = 0) {
  const pg = startPg(`member-${offset}`, PG_PORT + 10 * offset);
  cleanups.add(pg.stop);
  return pg.url;
}

const FEED_BUDGET_MS = 50;

/** bench/feed-paging.ts on the database of `env`: first-page server times with 1,000 and 100,000 posts. */
function feedPaging(env) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const r = spawnSync(tsx, ["--conditions=react-server", "bench/feed-paging.ts"], { cwd: root, encoding: "utf8", env: { ...process.env, ...env, SEED_DEMO: "0" } });
  const line = r.stdout.split("\n").find((l) => l.startsWith("BENCH_FEED "));
  if (r.status !== 0 || !line) throw new Error(`the feed step failed:\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice("BENCH_FEED ".length));
}

/** Each cookie opens the member area as its own member: 200, with that member's name in the page. */
async function checkSessions(side, members, cookies, paths) {
  for (let i = 0; i < members.length; i++) {
    for (const p of paths) {
      const r = await get(side.port, side.host, p, { cookie: cookies[i] });
      if (r.status !== 200) throw new Error(`${members[i].email}: ${p} answered ${r.status}${r.headers.location ? ` -> ${r.headers.location}` : ""}`);
      if (p === paths[0] && !r.body.includes(members[i].name)) throw new Error(`${members[i].email}: ${p} does not show "${members[i].name}"`);
    }
  }
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One autocannon run of `amount` requests over MEMBERS connections, connection i carrying member
 * i's cookies; stopped after `capSeconds` if it has not finished. A run bounded by a count rather
 * than a duration never drops the responses still in flight at the end, which at seconds of
 * latency would be most of them. Latencies are kept per response (autocannon's summary has no p95).
 */
function round({ server, path: urlPath, cookies }, amount, capSeconds) {
  return new Promise((resolve, reject) => {
    let connection = 0;
    const latencies = [];
    let ok = 0;
    let bad = 0;
    // autocannon's own duration ends at its next 1-second tick after the last response, a 12 %
    // error on an 8 s round: the rate is taken from the start to the last response instead.
    const startedAt = performance.now();
    let lastResponseAt = startedAt;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${server.port}${urlPath}`,
        connections: MEMBERS,
        amount: Math.max(amount, MEMBERS),
        timeout: 30,
        headers: { host: server.host },
        setupClient: (client) => client.setHeaders({ host: server.host, cookie: cookies[connection++ % cookies.length] }),
      },
      (error, result) => {
        clearTimeout(cap);
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: ok / ((lastResponseAt - startedAt) / 1000),
          p50: quantile(latencies, 0.5),
          p95: quantile(latencies, 0.95),
          ok,
          bad: bad + result.errors, // connection errors, timeouts included
          cut: ok + bad < amount,
        });
      },
    );
    const cap = setTimeout(() => instance.stop(), capSeconds * 1000);
    instance.on("response", (_client, status, _bytes, ms) => {
      lastResponseAt = performance.now();
      if (status === 200) {
        ok++;
        latencies.push(ms);
      } else bad++;
    });
  });
}

/**
 * Warms each target with WARMUP_PER_MEMBER requests per member, sizes its rounds from the warm-up's
 * rate to last about SECONDS each, then takes ROUNDS turns through the targets.
 */
async function measure(targets) {
  const cap = Math.max(60, 4 * SECONDS);
  const amounts = new Map();
  for (const t of targets) {
    const warm = await round(t, MEMBERS * WARMUP_PER_MEMBER, cap);
    amounts.set(t.label, Math.min(MAX_REQUESTS, Math.max(MEMBERS * 2, Math.round(warm.rps * SECONDS))));
  }
  const rounds = new Map(targets.map((t) => [t.label, []]));
  for (let i = 0; i < ROUNDS; i++) {
    for (const t of targets) rounds.get(t.label).push(await round(t, amounts.get(t.label), cap));
  }
  return targets.map((t) => {
    const rs = rounds.get(t.label);
    const { server: _server, cookies: _cookies, ...shown } = t;
    return {
      ...shown,
      requests: amounts.get(t.label),
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p95: median(rs.map((r) => r.p95)),
      ok: rs.reduce((s, r) => s + r.ok, 0),
      bad: rs.reduce((s, r) => s + r.bad, 0),
      cut: rs.filter((r) => r.cut).length,
    };
  });
}

/** Seeds, serves and signs in one side on database `db`; answers what measuring it needs. */
async function prepareSide(side, db) {
  const dataDir = `.data-bench-member-${db}`;
  resetDataDir(dataDir, side.cwd);
  const env = { DATA_DIR: dataDir };
  if (db === "postgres") {
    Object.assign(env, { DATABASE_URL: startPostgres(side.port - PORT), SEED_DEMO: "1", AUTH_SECRET: randomBytes(32).toString("hex") });
  }
  const tag = `[${db} ${side.name}]`;
  console.log(`\n${tag} seeding ${MEMBERS} members...`);
  const { members, activity } = seedMembers(env, MEMBERS - 1, side.cwd);
  let feed = null;
  if (side.cwd === root) {
    console.log(`${tag} timing the wall's first page with 1,000 and 100,000 posts...`);
    feed = feedPaging(env);
  }
  console.log(`${tag} starting ${side.workers ? `nginx and ${side.workers} workers` : "the app"} on ${side.host}...`);
  const app = side.workers
    ? await startCluster({ port: side.port, workers: side.workers, dist: DIST, env, cwd: side.cwd })
    : await startApp({ port: side.port, dataDir, dist: DIST, env, cwd: side.cwd });
  const stopApp = async () => {
    await stop(app);
    resetDataDir(dataDir, side.cwd);
  };
  cleanups.add(stopApp);
  console.log(`${tag} signing ${members.length} members in through /login...`);
  const started = performance.now();
  const cookies = await signIn({ port: side.port, members, chromiumPath: CHROME_PATH });
  console.log(`${tag} signed in in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const targets = [
    { label: "/homepage", path: "/homepage" },
    { label: "/homepage/atividades", path: "/homepage/atividades" },
    { label: `/homepage/atividades/${activity.id} (quiz)`, path: `/homepage/atividades/${activity.id}` },
    { label: "/homepage/feed (100,000 posts)", path: "/homepage/feed" },
    { label: `static ${STATIC_FILE}`, path: STATIC_FILE, baseline: true },
  ].map((t) => ({ ...t, side: side.name, server: side, cookies }));
  await checkSessions(side, members, cookies, targets.map((t) => t.path));
  /** Resident memory of each next-server of this side, in MB (one, or one per worker). */
  const rssMb = () => nextServerPids(app.pid).map((pid) => rssBytes(pid) / 2 ** 20);
  return { side: side.name, feed, targets, stopApp, rssMb };
}

async function benchDatabase(db) {
  const prepared = [];
  const sides = sidesFor(db);
  try {
    for (const side of sides) prepared.push(await prepareSide(side, db));
    console.log(`[${db}] measuring (load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})...`);
    // Target by target, each side in turn: [this /homepage, against /homepage, this /atividades, ...].
    const interleaved = prepared[0].targets.flatMap((_, i) => prepared.map((p) => ({ ...p.targets[i], label: `${p.targets[i].label}${sides.length > 1 ? ` @${p.targets[i].side}` : ""}` })));
    const rows = await measure(interleaved);
    const memory = prepared.map((p) => ({ side: p.side, mb: p.rssMb() }));
    return { db, rows, feed: prepared[0].feed, load: os.loadavg(), memory };
  } finally {
    for (const p of prepared.reverse()) {
      cleanups.delete(p.stopApp);
      await p.stopApp();
    }
  }
}

function printFeed(db, feed) {
  console.log(`\n[${db}] /homepage/feed first page, server time (lib/social feedPage, sequential):`);
  for (const f of feed) {
    const verdict = f.first.p95 <= FEED_BUDGET_MS ? "within" : "OVER";
    console.log(
      `  ${f.posts.toLocaleString("en-US").padStart(7)} posts: first page p50 ${f.first.p50.toFixed(1)} ms, p95 ${f.first.p95.toFixed(1)} ms (${verdict} the ${FEED_BUDGET_MS} ms budget); a page at the end of the wall p95 ${f.deep.p95.toFixed(1)} ms`,
    );
  }
}

function printTable({ db, rows, feed, load, memory }) {
  if (feed) printFeed(db, feed);
  const baseOf = (r) => rows.find((b) => b.baseline && b.side === r.side);
  const name = db === "pglite" ? "PGlite (embedded)" : "PostgreSQL (throwaway, loopback)";
  console.log(
    `\n${name}: ${MEMBERS} signed-in members, one connection each; median of ${ROUNDS} rounds of about ${SECONDS} s` +
      ` after ${WARMUP_PER_MEMBER} warm-up requests per member`,
  );
  const fmt = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
  const header = ["page", "requests/round", "req/s", "p50 ms", "p95 ms", "req/s ÷ static", "p50 × static", "non-200"];
  const body = rows.map((r) => [
    r.label,
    `${r.requests}${r.cut ? ` (${r.cut} cut)` : ""}`,
    fmt(r.rps, 1),
    fmt(r.p50, 0),
    fmt(r.p95, 0),
    r.baseline ? "1" : fmt(r.rps / baseOf(r).rps, 3),
    r.baseline ? "1" : fmt(r.p50 / Math.max(baseOf(r).p50, 1), 1),
    String(r.bad),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => "  " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log("  " + widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
  console.log(`  load average at the end: ${load.map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores`);
  if (AGAINST) printComparison(rows, baseOf, { top: "this", bottom: "against", title: `this checkout ÷ ${AGAINST}` });
  if (rows.some((r) => r.side === "workers")) {
    printComparison(rows, baseOf, { top: "workers", bottom: "this", title: `${WORKERS} workers behind nginx ÷ one process` });
  }
  printTargets(db, rows, memory);
}

/**
 * The issue's targets next to the figures: /homepage ≥ 300 req/s with p95 ≤ 100 ms through the
 * workers on PostgreSQL and ≥ 150 req/s in one process on PGlite; the activities list and the quiz
 * at least 3× what they served before the work (65 and 30 req/s); every next-server ≤ 500 MB.
 */
function printTargets(db, rows, memory) {
  const side = db === "postgres" && rows.some((r) => r.side === "workers") ? "workers" : "this";
  // By path: a label carries " @side" only when several sides were measured.
  const row = (urlPath) => rows.find((r) => r.side === side && r.path === urlPath);
  const verdict = (ok) => (ok ? "met" : "MISSED");
  const home = row("/homepage");
  const list = row("/homepage/atividades");
  const quiz = rows.find((r) => r.side === side && r.label.includes("(quiz)"));
  const homeTarget = db === "postgres" ? 300 : 150;
  console.log(`
  Targets (${db === "postgres" ? `PostgreSQL, ${side === "workers" ? `${WORKERS} workers behind nginx` : "one process"}` : "PGlite, one process"}):`);
  const lines = [
    [`/homepage req/s`, home?.rps, `≥ ${homeTarget}`, home && home.rps >= homeTarget],
    ...(db === "postgres" ? [[`/homepage p95 ms`, home?.p95, "≤ 100", home && home.p95 <= 100]] : []),
    [`/homepage/atividades req/s`, list?.rps, "≥ 195 (3 × 65)", list && list.rps >= 195],
    [`quiz detail req/s`, quiz?.rps, "≥ 90 (3 × 30)", quiz && quiz.rps >= 90],
  ];
  for (const [label, value, target, ok] of lines) console.log(`    ${label.padEnd(28)} ${Number.isFinite(value) ? value.toFixed(0).padStart(6) : "     –"}   target ${target.padEnd(16)} ${verdict(ok)}`);
  for (const m of memory) {
    const worst = Math.max(...m.mb);
    console.log(
      `    next-server RSS after the rounds (${m.side}): ${m.mb.map((mb) => `${mb.toFixed(0)} MB`).join(", ")}   target ≤ ${RSS_BUDGET_MB} MB each   ${verdict(worst <= RSS_BUDGET_MB)}`,
    );
  }
}

/** Each page on side `top` over the same page on side `bottom`: req/s above 1 and p50 below 1 favour `top`. */
function printComparison(rows, baseOf, { top, bottom, title }) {
  console.log(`\n  ${title} (measured in the same run, alternating):`);
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(2) : "–");
  for (const a of rows.filter((r) => r.side === top && !r.baseline)) {
    const b = rows.find((r) => r.side === bottom && r.path === a.path);
    if (!b) continue;
    const relative = a.rps / baseOf(a).rps / (b.rps / baseOf(b).rps);
    console.log(`  ${a.label.replace(/ @\w+$/, "").padEnd(40)} req/s ×${fmt(a.rps / b.rps)}  p50 ×${fmt(a.p50 / Math.max(b.p50, 1))}  (req/s ÷ static ×${fmt(relative)})`);
  }
}

let exitCode = 0;
const results = [];
try {
  console.log(`bench:member on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; autocannon, loopback`);
  for (const db of DATABASES) {
    try {
      const result = await benchDatabase(db);
      printTable(result); // now, so a failure on the next database does not lose it
      results.push(result);
    } catch (error) {
      console.error(`\n[${db}] not measured:`, error);
      exitCode = 1;
    }
  }
  if (results.length > 1) {
    console.log("\nAll databases:");
    for (const r of results) printTable(r);
  }
  const bad = results.flatMap((r) => r.rows).reduce((s, r) => s + r.bad, 0);
  if (bad > 0) {
    console.log(`\n${bad} responses were not 200 (a lost session answers a redirect): the figures above are not valid.`);
    exitCode = 1;
  }
  console.log("\nReference (measured before the member-area work): /homepage ≈ 60-70 req/s, p50 ≈ 300 ms, wrk, 20 connections, one Next process.");
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
