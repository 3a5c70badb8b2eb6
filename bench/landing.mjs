// `npm run bench:landing`: quality budgets of the public station site.
// 1. Starts the production build on its own port and data dir (building first when the sources
//    changed, through scripts/start.mjs).
// 2. Lighthouse 12.8 (mobile preset, system Chromium) on the landing, a legal page and a public
//    activity of both demo stations, the median of BENCH_RUNS runs: performance >= 98,
//    accessibility 100, best practices >= 95, SEO 100, LCP <= 1.5 s and JavaScript <= 120 KB
//    (bytes on the wire). Beside the JavaScript, the part every public page loads (the scripts all
//    the measured pages share: Next's and React's runtime and the layout's) is printed as the
//    baseline: what no page can go below.
// 3. Throughput of the landing as `npm start` serves it (its front cache, then Next) under N
//    concurrent autocannon connections (loopback, Host header), against the same HTML served as a
//    static file by a minimal node:http server in the same run: ratio >= 0.9.
// Prints every figure and which budgets were met. `--strict` exits 1 when one is missed.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { get, resetDataDir, root, startApp as startServer, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3490);
const STATIC_PORT = PORT + 1;
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data-bench";
const DIST = process.env.NEXT_DIST_DIR ?? ".next-bench";
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const STATIONS = ["demo", "vitrine"];
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 95, seo: 100 };
const LCP_TARGET_MS = 1500;
const JS_TARGET_KB = 120;
const RATIO_TARGET = 0.9;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const strict = process.argv.includes("--strict");
// `--only=lighthouse` or `--only=throughput` runs one half (while working on it).
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);

class Done extends Error {}

function startApp() {
  resetDataDir(DATA_DIR);
  return startServer({ port: PORT, dataDir: DATA_DIR, dist: DIST });
}

async function pagesOf(station) {
  const host = `${station}.localhost:${PORT}`;
  const sitemap = await get(PORT, host, "/sitemap.xml");
  const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  const activity = paths.find((p) => p.startsWith("/atividade/"));
  return [
    { label: "landing", path: "/" },
    { label: "legal", path: "/termos-de-uso" },
    ...(activity ? [{ label: "activity", path: activity }] : []),
  ];
}

/** The scripts a Lighthouse run loaded, by path, with their bytes on the wire. */
function scriptsOf(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return new Map(items.filter((r) => r.resourceType === "Script").map((r) => [new URL(r.url).pathname, r.transferSize]));
}
const kb = (bytes) => bytes / 1024;

async function runLighthouse(rows) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    for (const station of STATIONS) {
      const pages = await pagesOf(station);
      if (!pages.some((p) => p.label === "activity")) console.log(`  (${station}: no public activity listed in its sitemap)`);
      for (const page of pages) {
        const url = `http://${station}.localhost:${PORT}${page.path}`;
        await get(PORT, `${station}.localhost:${PORT}`, page.path); // warm the server's caches
        // Lighthouse's own advice: scores vary between runs, so report the median of several.
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push((await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })).lhr);
        runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
        const lhr = runs[Math.floor(runs.length / 2)];
        const scores = Object.fromEntries(Object.keys(BUDGET).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]));
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        const perfRuns = runs.map((r) => Math.round(r.categories.performance.score * 100)).join("/");
        const metric = (id) => lhr.audits[id]?.displayValue ?? "?";
        const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
        const scripts = scriptsOf(lhr);
        const jsKb = kb([...scripts.values()].reduce((a, b) => a + b, 0));
        rows.push({ station, page: page.label, path: page.path, ...scores, failing, lcpMs, jsKb, scripts });
        console.log(
          `  ${station.padEnd(8)} ${page.label.padEnd(9)} perf ${scores.performance} (runs ${perfRuns}) · a11y ${scores.accessibility} · bp ${scores["best-practices"]} · seo ${scores.seo}` +
            ` · FCP ${metric("first-contentful-paint")} · LCP ${metric("largest-contentful-paint")} (target <= ${LCP_TARGET_MS / 1000} s) · TBT ${metric("total-blocking-time")}` +
            ` · JS ${jsKb.toFixed(1)} KB (target <= ${JS_TARGET_KB})` +
            `${failing.length ? ` · failing: ${failing.join(", ")}` : ""}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * One autocannon run of REQUESTS requests over CONCURRENCY connections (a load generator faster
 * than either server; a Node request loop would mostly measure itself). The rate is taken from the
 * start to the last response: autocannon's own duration ends at its next whole second, which
 * capped a run that finishes in under a second at REQUESTS req/s.
 */
function load(port, host, urlPath) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastResponseAt = startedAt;
    const instance = autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections: CONCURRENCY, amount: REQUESTS, timeout: 30, headers: { host } }, (error, result) => {
      if (error) return reject(error);
      const ok = result["2xx"];
      resolve({ rps: ok / ((lastResponseAt - startedAt) / 1000), errors: result.errors + result.non2xx + result.timeouts });
    });
    instance.on("response", () => {
      lastResponseAt = performance.now();
    });
  });
}

async function throughput() {
  const host = `demo.localhost:${PORT}`;
  const { body } = await get(PORT, host, "/");
  const file = path.join(root, DATA_DIR, "landing-snapshot.html");
  fs.writeFileSync(file, body);
  const server = http.createServer((req, res) => {
    fs.readFile(file, (err, data) => {
      if (err) return void res.writeHead(500).end();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": data.length }).end(data);
    });
  });
  await new Promise((r) => server.listen(STATIC_PORT, "127.0.0.1", r));
  try {
    // Warm both servers (JIT, caches), then alternate rounds so a burst of background load hits
    // both sides alike; each side reports its median round.
    await load(PORT, host, "/");
    await load(STATIC_PORT, host, "/");
    const appRounds = [];
    const baselineRounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      appRounds.push(await load(PORT, host, "/"));
      baselineRounds.push(await load(STATIC_PORT, host, "/"));
    }
    const median = (rounds) => rounds.toSorted((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
    const app = median(appRounds);
    const baseline = median(baselineRounds);
    return { app, baseline, ratio: app.rps / baseline.rps, bytes: body.length };
  } finally {
    server.close();
  }
}

const child = await startApp();
let missed = 0;
try {
  console.log(`\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} (mobile preset) on http://{station}.localhost:${PORT}`);
  const rows = [];
  if (only !== "throughput") await runLighthouse(rows);
  if (rows.length > 0) {
    const shared = [...rows[0].scripts].filter(([url]) => rows.every((row) => row.scripts.has(url)));
    console.log(`  baseline: the scripts every page above loads (framework and layout) ${kb(shared.reduce((a, [, b]) => a + b, 0)).toFixed(1)} KB`);
  }
  for (const row of rows) {
    for (const [k, min] of Object.entries(BUDGET)) {
      if (row[k] < min) {
        missed++;
        console.log(`  MISSED ${row.station} ${row.page}: ${k} ${row[k]} < ${min}`);
      }
    }
    if (row.lcpMs > LCP_TARGET_MS) {
      missed++;
      console.log(`  MISSED ${row.station} ${row.page}: LCP ${(row.lcpMs / 1000).toFixed(1)} s > ${LCP_TARGET_MS / 1000} s`);
    }
    if (row.jsKb > JS_TARGET_KB) {
      missed++;
      console.log(`  MISSED ${row.station} ${row.page}: JavaScript ${row.jsKb.toFixed(1)} KB > ${JS_TARGET_KB} KB`);
    }
  }
  if (only === "lighthouse") throw new Done();
  console.log(`\nThroughput of the landing (demo), median of ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback:`);
  const t = await throughput();
  console.log(`  app (npm start)        ${t.app.rps.toFixed(1)} req/s${t.app.errors ? ` (${t.app.errors} errors)` : ""}`);
  console.log(`  static file (node:http) ${t.baseline.rps.toFixed(1)} req/s (same ${t.bytes} bytes of HTML)`);
  console.log(`  ratio ${t.ratio.toFixed(3)} (target >= ${RATIO_TARGET})`);
  if (t.ratio < RATIO_TARGET) missed++;
  console.log(`\nBudgets: ${missed === 0 ? "all met" : `${missed} missed`}`);
} catch (error) {
  if (!(error instanceof Done)) throw error;
  console.log(`\nBudgets (Lighthouse only): ${missed === 0 ? "all met" : `${missed} missed`}`);
} finally {
  stop(child);
}
process.exit(strict && missed > 0 ? 1 : 0);
