// `npm run bench:console`: the owner console at the size of a large station, on PostgreSQL.
// 1. A throwaway PostgreSQL (scripts/pg-throwaway.sh); the production build serves it through
//    `npm start` (migrations and the demo seed run as it starts) on BENCH_PORT.
// 2. Set-based SQL (generate_series, no demo code) adds BENCH_CONSOLE_MEMBERS members to demo and
//    BENCH_CONSOLE_LEDGER points-ledger entries spread over them, then ANALYZE.
// 3. The owner signs in through the real pages in Chromium (login with captcha, "Acessar Painel",
//    the console's sign-on), and in that browser:
//    - imports a roster file of BENCH_CONSOLE_ROSTER new CPFs on Membros › Importar, timed from the
//      click to the report (the page sends it in chunks; the baseline is a 500-row file, one chunk);
//    - downloads Membros › Exportar (every member) over raw HTTP, reading next-server's resident
//      memory (VmRSS) every 50 ms while it streams; the baseline is the roster export (small).
// 4. PAGES below: console GET pages measured p95 over BENCH_CONSOLE_REQUESTS requests each, against
//    the console's overview measured the same way. A page that answers 404 is not built on this
//    branch: reported as such and skipped.
// Prints one table: measure, value, budget and whether it is within it (information, not a test:
// the machine is shared and its figures move with its load). Stops the servers it started.
import { randomBytes } from "node:crypto";
import http from "node:http";
import os from "node:os";
import { chromium } from "@playwright/test";
import pg from "pg";
import { cleanupOnExit, nextServerPid, peakRssRise, startApp, startPostgres, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const DIST = process.env.NEXT_DIST_DIR ?? ".next-bench";
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54390);
const MEMBERS = Number(process.env.BENCH_CONSOLE_MEMBERS ?? 100_000);
const LEDGER = Number(process.env.BENCH_CONSOLE_LEDGER ?? 2_000_000);
const SEED_MEMBERS_PER_TRANSACTION = 2_000;
const ROSTER_ROWS = Number(process.env.BENCH_CONSOLE_ROSTER ?? 5_000);
const REQUESTS = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 20);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OWNER = { email: "dono@demo.test", password: "Demo@1234" };

const BUDGETS = { importMs: 10_000, exportRiseMb: 50 };

/**
 * The console pages measured by p95 latency, whole pages as the owner gets them (the budgets are
 * the product's: member search 100 ms, the 90-day dashboard 300 ms). `{ID}` is demo's station id,
 * `{FROM}`/`{TO}` a 90-day window ending today (YYYY-MM-DD). Budgets are milliseconds.
 */
const PAGES = [
  { name: "Membros: busca", path: "/estacoes/{ID}/membros?q=silva", budgetMs: 100 },
  { name: "Relatórios: painel de 90 dias", path: "/estacoes/{ID}/relatorios?de={FROM}&ate={TO}", budgetMs: 300 },
];
const BASELINE_PAGE = { name: "Visão geral (base)", path: "/estacoes/{ID}" };

for (const [name, value] of Object.entries({ BENCH_CONSOLE_MEMBERS: MEMBERS, BENCH_CONSOLE_LEDGER: LEDGER, BENCH_CONSOLE_ROSTER: ROSTER_ROWS, BENCH_CONSOLE_REQUESTS: REQUESTS })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name}: a whole number >= 1`);
    process.exit(2);
  }
}

const { cleanups, cleanUp } = cleanupOnExit("bench:console", 40);
const consoleHost = `painel.localhost:${PORT}`;

/** A valid CPF (11 digits) from a 9-digit base. */
function cpfOf(base) {
  const digits = String(base).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) digits.push(((digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0) * 10) % 11) % 10);
  return digits.join("");
}

/** Members and ledger entries by set-based SQL; CPFs start with 9 (the demo's never do at this size). */
async function seedLarge(url, stationId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query("set synchronous_commit = off");
    const { rows } = await client.query(
      `insert into users (station_id, name, email, cpf, tel, type_id, active, is_first_login, created_at)
       select $1, 'Membro Bench ' || g || case when g % 7 = 0 then ' Silva' else '' end, 'bench' || g || '@membros.test',
              '9' || lpad(g::text, 10, '0'), '119' || lpad((g % 100000000)::text, 8, '0'), 2, g % 10 <> 0, false,
              now() - (g % 700) * interval '1 day'
       from generate_series(1, $2::int) g
       returning id`,
      [stationId, MEMBERS],
    );
    const ids = rows.map((r) => r.id);
    const first = Math.min(...ids);
    const membersSeconds = (performance.now() - started) / 1000;
    // Entry g goes to member g % MEMBERS, as one statement would write them, but a few thousand
    // members per transaction: the ledger's lots trigger takes one advisory lock per member and
    // transaction (migration 0032), and PostgreSQL's lock table holds some thousands at once.
    for (let from = 0; from < MEMBERS; from += SEED_MEMBERS_PER_TRANSACTION) {
      await client.query(
        `insert into points_ledger (station_id, user_id, amount, kind, idempotency_key, created_at)
         select $1, $2::int + m, 100 + (g % 900), 'bench', 'bench:' || g, now() - (g % 90) * interval '1 day'
         from generate_series($5::int, least($5::int + $6::int, $3::int) - 1) m,
              generate_series(0, $4::int / $3::int) k,
              lateral (select m + k * $3::int as g) x
         where g between 1 and $4::int`,
        [stationId, first, MEMBERS, LEDGER, from, SEED_MEMBERS_PER_TRANSACTION],
      );
    }
    await client.query("analyze users; analyze points_ledger");
    return { membersSeconds, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** GET as the console, streamed: the status, the bytes and the lines read. */
function consoleGet(urlPath, cookie, onData = () => {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { host: consoleHost, cookie } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on("data", (c) => {
        bytes += c.length;
        for (const byte of c) if (byte === 10) lines++;
        onData();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, lines, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** One download while sampling the server's RSS (peakRssRise), with the lines and bytes it read. */
async function exportRise(pid, urlPath, cookie) {
  const { value, ...memory } = await peakRssRise(pid, () => consoleGet(urlPath, cookie));
  if (value.status !== 200) throw new Error(`${urlPath} answered ${value.status}`);
  return { ...memory, lines: value.lines, bytes: value.bytes };
}

/**
 * p95 of REQUESTS sequential GETs after two warm-ups, and the first request's time (Relatórios sums
 * the ledger's closed days on its first request: lib/reports/daily-totals.ts); null when the page
 * is not built (404).
 */
async function pageP95(urlPath, cookie) {
  const firstStarted = performance.now();
  const first = await consoleGet(urlPath, cookie);
  const firstMs = performance.now() - firstStarted;
  if (first.status === 404) return null;
  if (first.status !== 200) throw new Error(`${urlPath} answered ${first.status}${first.location ? ` -> ${first.location}` : ""}`);
  await consoleGet(urlPath, cookie);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const r = await consoleGet(urlPath, cookie);
    if (r.status !== 200) throw new Error(`${urlPath} answered ${r.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p95: times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)], firstMs };
}

/** The owner's browser, signed in on demo and in the console; resolves with demo's console id. */
async function signInOwner(page) {
  page.setDefaultTimeout(120_000);
  await page.goto(`http://demo.localhost:${PORT}/login`);
  await page.getByRole("radio", { name: "E-mail" }).click();
  await page.getByLabel("E-mail", { exact: true }).fill(OWNER.email);
  await page.getByLabel("Senha", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Não sou um robô").click();
  await page.getByText("Verificado").waitFor();
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`http://demo.localhost:${PORT}/homepage`);
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await page.waitForURL(/\/entrar\//);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await page.waitForURL(/\/estacoes\/\d+$/);
  return Number(/\/estacoes\/(\d+)$/.exec(page.url())[1]);
}

/** Membros › Importar with a file of `rows` new CPFs: milliseconds from the click to the report. */
async function timedImport(page, stationId, rows, firstBase) {
  const lines = ["cpf;nome;email;telefone"];
  for (let i = 0; i < rows; i++) lines.push(`${cpfOf(firstBase + i)};Associado Bench ${i};associado${firstBase + i}@bench.test;(11) 9${String(firstBase + i).slice(-8)}`);
  await page.goto(`http://${consoleHost}/estacoes/${stationId}/membros/importar`);
  await page.locator('input[type="file"]').setInputFiles({ name: "associados.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
  const started = performance.now();
  await page.getByRole("button", { name: "Importar" }).click();
  await page.getByRole("heading", { name: "Relatório da importação" }).waitFor({ timeout: 300_000 });
  const ms = performance.now() - started;
  const imported = await page.getByRole("status").filter({ hasText: "Importadas" }).getByText("Importadas").locator("..").locator("dd").textContent();
  if (Number(imported.replace(/\D/g, "")) !== rows) throw new Error(`the import of ${rows} rows reported ${imported} imported`);
  return ms;
}

const day = (d) => d.toISOString().slice(0, 10);
const fill = (p, id) => p.replaceAll("{ID}", String(id)).replaceAll("{TO}", day(new Date())).replaceAll("{FROM}", day(new Date(Date.now() - 89 * 86_400_000)));
const within = (value, budget) => (value <= budget ? "within budget" : "OVER budget");

async function main() {
  console.log(`bench:console on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const pgServer = startPostgres("console", PG_PORT);
  cleanups.add(pgServer.stop);
  const env = { DATABASE_URL: pgServer.url, SEED_DEMO: "1", AUTH_SECRET: randomBytes(32).toString("hex") };
  const app = await startApp({ port: PORT, dataDir: ".data-bench-console", dist: DIST, env });
  cleanups.add(() => stop(app));
  const pid = nextServerPid(app.pid);
  if (!pid) throw new Error("next-server not found under the app's process");

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  cleanups.add(() => browser.close());
  const context = await browser.newContext();
  const page = await context.newPage();
  const stationId = await signInOwner(page);
  const cookie = (await context.cookies(`http://${consoleHost}`)).map((c) => `${c.name}=${c.value}`).join("; ");

  const seeded = await seedLarge(pgServer.url, stationId);
  console.log(`seeded ${MEMBERS.toLocaleString("en")} members in ${seeded.membersSeconds.toFixed(1)} s, with ${LEDGER.toLocaleString("en")} ledger entries in ${seeded.seconds.toFixed(1)} s in all`);

  const base = 200_000_000 + Math.floor(Math.random() * 100_000_000);
  await timedImport(page, stationId, 50, base); // warm-up: the page and the action compiled and loaded
  const importBaseline = await timedImport(page, stationId, 500, base + 1_000);
  const importMs = await timedImport(page, stationId, ROSTER_ROWS, base + 10_000);

  await consoleGet(`/estacoes/${stationId}/membros/exportar?o=roster`, cookie); // warm-up
  const rosterExport = await exportRise(pid, `/estacoes/${stationId}/membros/exportar?o=roster`, cookie);
  const memberExport = await exportRise(pid, `/estacoes/${stationId}/membros/exportar`, cookie);
  if (memberExport.lines - 1 < MEMBERS) throw new Error(`the member export has ${memberExport.lines - 1} rows, fewer than ${MEMBERS}`);

  const baselineP95 = (await pageP95(fill(BASELINE_PAGE.path, stationId), cookie)).p95;
  const pages = [];
  for (const target of PAGES) pages.push({ ...target, ...((await pageP95(fill(target.path, stationId), cookie)) ?? { p95: null }) });

  const mb = (b) => (b / 1e6).toFixed(1);
  const rows = [
    ["Importar lista: 500 linhas (base)", `${(importBaseline / 1000).toFixed(2)} s`, "", ""],
    [`Importar lista: ${ROSTER_ROWS.toLocaleString("en")} linhas`, `${(importMs / 1000).toFixed(2)} s (${(importMs / importBaseline).toFixed(1)}× base)`, `< ${BUDGETS.importMs / 1000} s`, within(importMs, BUDGETS.importMs)],
    [`Exportar lista (${(rosterExport.lines - 1).toLocaleString("en")} linhas, base)`, `+${mb(rosterExport.rise)} MB RSS`, "", ""],
    [
      `Exportar membros (${(memberExport.lines - 1).toLocaleString("en")} linhas, ${mb(memberExport.bytes)} MB, ${memberExport.seconds.toFixed(1)} s)`,
      `+${mb(memberExport.rise)} MB RSS (from ${mb(memberExport.before)} MB)`,
      `< ${BUDGETS.exportRiseMb} MB`,
      within(memberExport.rise / 1e6, BUDGETS.exportRiseMb),
    ],
    [`${BASELINE_PAGE.name}, p95 of ${REQUESTS}`, `${baselineP95.toFixed(0)} ms`, "", ""],
    ...pages.map((p) =>
      p.p95 === null
        ? [`${p.name}, p95 of ${REQUESTS}`, "not built (404): skipped", `< ${p.budgetMs} ms`, ""]
        : [`${p.name}, p95 of ${REQUESTS} (first ${(p.firstMs / 1000).toFixed(1)} s)`, `${p.p95.toFixed(0)} ms (${(p.p95 / baselineP95).toFixed(1)}× base)`, `< ${p.budgetMs} ms`, within(p.p95, p.budgetMs)],
    ),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ["measure", "value", "budget"][i].length));
  console.log(`\n${"measure".padEnd(widths[0])}  ${"value".padEnd(widths[1])}  ${"budget".padEnd(widths[2])}  result (information)`);
  for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3]}`);
  console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (the machine is shared: figures move with its load)`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
