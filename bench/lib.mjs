// What the benches share: raw HTTP as a station host, and the production build served by
// scripts/start.mjs on the bench's own port, data dir and build folder.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";

export const root = path.resolve(import.meta.dirname, "..");
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * GET as a station host. Node cannot resolve *.localhost, so the request goes to 127.0.0.1 with
 * the Host header set (node:http keeps it; fetch would replace it).
 */
export function get(port, host, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, headers: { ...headers, host }, agent: keepAlive }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every next-server among the descendants of `pid`: one for `npm start`, one per worker for a cluster. */
export function nextServerPids(pid) {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean).map(Number);
  return children.flatMap((child) => (fs.readFileSync(`/proc/${child}/cmdline`, "utf8").startsWith("next-server") ? [child] : nextServerPids(child)));
}

/** The pid of the app's next-server: the descendant of `pid` whose command line starts with it. */
export function nextServerPid(pid) {
  return nextServerPids(pid)[0] ?? null;
}

export const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;

/**
 * Runs `work` while reading `pid`'s resident memory every 50 ms, a second after the last request
 * settled: `{ value, before, peak, rise, seconds }`, the rise of the peak over the level just before.
 */
export async function peakRssRise(pid, work) {
  await sleep(1000);
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 50);
  const started = performance.now();
  let value;
  try {
    value = await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssBytes(pid));
  return { value, before, peak, rise: peak - before, seconds: (performance.now() - started) / 1000 };
}

/** Removes a data dir the bench owns, so each run starts from the seed. */
export function resetDataDir(dataDir, cwd = root) {
  fs.rmSync(path.join(cwd, dataDir), { recursive: true, force: true });
}

/**
 * `npm start` (scripts/start.mjs: builds into `dist` when the sources changed, then serves) in its
 * own process group, resolved once demo's landing answers 200. `env` adds to the environment
 * (DATABASE_URL, AUTH_SECRET...). In production the simulator must be named: no bench moves money.
 * `cwd` serves another checkout (a bench comparing two revisions in one run).
 */
export function startApp({ port, dataDir, dist, env = {}, cwd = root }) {
  return startServer("scripts/start.mjs", { port, cwd, env: { DATA_DIR: dataDir, NEXT_DIST_DIR: dist, ...env } });
}

/**
 * `npm run start:cluster` (scripts/cluster.mjs) on `port`: nginx in front of `workers` Next
 * processes on the PostgreSQL of env.DATABASE_URL, with a redis-server of its own. Resolves once
 * nginx answers the demo station's home with 200; stop() ends the whole set.
 */
export function startCluster({ port, workers, dist, env = {}, cwd = root }) {
  return startServer("scripts/cluster.mjs", { port, cwd, env: { NEXT_DIST_DIR: dist, WEB_CONCURRENCY: String(workers), ...env } });
}

async function startServer(script, { port, cwd, env }) {
  const child = spawn(process.execPath, [script], {
    cwd,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(port), ROOT_DOMAIN: "localhost", NODE_ENV: "production", PAYMENTS_DRIVER: "simulator", ...env },
  });
  const deadline = Date.now() + 10 * 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
      try {
        const r = await get(port, `demo.localhost:${port}`, "/");
        if (r.status === 200) return child;
      } catch {
        // not listening yet
      }
      await sleep(1000);
    }
    throw new Error(`${script} did not start in 10 minutes`);
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/**
 * Ends the app's whole process group (npm start, its front and next-server). Resolves once the
 * group leader has exited, killing the group after 10 s if SIGTERM was not enough.
 */
export async function stop(child) {
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) return signal("SIGTERM");
  const exited = new Promise((r) => child.once("exit", r));
  signal("SIGTERM");
  if (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) return signal("SIGTERM");
  signal("SIGKILL");
  await exited;
}

/** Signs each demo member in through the login page in Chromium, a few at a time; returns one Cookie header each. */
export async function signIn({ port, members, chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const origin = `http://demo.localhost:${port}`;
  try {
    const cookies = new Array(members.length);
    let next = 0;
    async function worker() {
      while (next < members.length) {
        const i = next++;
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(60_000);
          await page.goto(`${origin}/login`);
          await page.getByRole("radio", { name: "E-mail" }).click();
          await page.getByLabel("E-mail", { exact: true }).fill(members[i].email);
          await page.getByLabel("Senha", { exact: true }).fill(members[i].password);
          await page.getByLabel("Não sou um robô").click();
          await page.getByText("Verificado").waitFor();
          await page.getByRole("button", { name: "Entrar" }).click();
          await page.waitForURL((url) => !url.pathname.startsWith("/login"));
          const jar = await context.cookies(origin);
          if (jar.length === 0) throw new Error(`${members[i].email}: signed in, but no cookie was set`);
          cookies[i] = jar.map((c) => `${c.name}=${c.value}`).join("; ");
        } finally {
          await context.close();
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(4, members.length) }, worker));
    return cookies;
  } finally {
    await browser.close();
  }
}

/**
 * bench/seed-members.ts on the database of `env` (before the app opens it: PGlite allows one
 * process per data dir): the demo seed plus `extra` more members. Returns { members, activity }.
 */
export function seedMembers(env, extra, cwd = root) {
  const tsx = path.join(cwd, "node_modules", ".bin", "tsx");
  const r = spawnSync(tsx, ["--conditions=react-server", "bench/seed-members.ts"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env, SEED_DEMO: "1", BENCH_EXTRA_MEMBERS: String(extra) },
  });
  const line = r.stdout.split("\n").find((l) => l.startsWith("BENCH_SEED "));
  if (r.status !== 0 || !line) throw new Error(`the seed step failed:\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice("BENCH_SEED ".length));
}

/**
 * A throwaway PostgreSQL (scripts/pg-throwaway.sh) in a folder and on a port of its own. The script
 * skips ports something listens on, but not one held as a client's ephemeral port, which makes
 * PostgreSQL fail to bind: then the next port is tried. Returns { url, stop }; `stop` also removes
 * the folder. `name` names the folder (/tmp/estacao-bench-{name}-pg-{pid}); `durable` keeps fsync
 * and synchronous commits on, as production runs.
 */
export function startPostgres(name, firstPort, { durable = false } = {}) {
  const dir = `/tmp/estacao-bench-${name}${durable ? "-durable" : ""}-pg-${process.pid}`;
  let port = firstPort;
  const run = (cmd) =>
    spawnSync("bash", [path.join(root, "scripts/pg-throwaway.sh"), cmd], {
      cwd: root,
      env: { ...process.env, PG_THROWAWAY_DIR: dir, PG_THROWAWAY_PORT: String(port), PG_THROWAWAY_DURABLE: durable ? "1" : "0" },
      encoding: "utf8",
    });
  const stopPostgres = async () => {
    run("stop");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 1; ; attempt++, port++) {
    const started = run("start");
    if (started.status === 0) return { url: started.stdout.trim().split("\n").at(-1), stop: stopPostgres };
    void stopPostgres();
    if (attempt === 5) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
  }
}

/**
 * What a bench must undo however it ends: `cleanups` takes async functions, run last-in first-out
 * by cleanUp(), which also runs on SIGINT/SIGTERM and when the bench is still running after
 * `watchdogMinutes` (then it exits 1).
 */
export function cleanupOnExit(name, watchdogMinutes) {
  const cleanups = new Set();
  async function cleanUp() {
    for (const fn of [...cleanups].reverse()) {
      cleanups.delete(fn);
      await fn().catch((error) => console.error(`cleanup: ${error.message}`));
    }
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
  setTimeout(() => {
    console.error(`${name}: still running after ${watchdogMinutes} minutes; stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, watchdogMinutes * 60_000).unref();
  return { cleanups, cleanUp };
}
