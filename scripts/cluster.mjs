// `npm run start:cluster`: the production topology on one machine, for trying it and for the
// cluster e2e. nginx on PORT (deploy/nginx.conf.template) in front of WEB_CONCURRENCY workers
// (default: one per core), each `npm start` (a Next process behind its front) on a loopback port,
// on the PostgreSQL of DATABASE_URL, with the cache shared on Redis (REDIS_URL, or a redis-server
// of its own). Ctrl-C or SIGTERM stops them all.
//
// Start order: build once; migrate (and seed, with SEED_DEMO=1) once, here, so the workers find
// the database ready and never seed side by side (their own migration check waits on an advisory
// lock and finds nothing to do); then Redis, the workers, and nginx once every worker's /readyz
// answers 200.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { rootDomainOf } from "../lib/start-policy.mjs";
import { parsePageCacheSeconds } from "../lib/cache/front.mjs";
import { startNginx } from "./cluster/nginx.mjs";
import { freePort, waitForPort } from "./cluster/ports.mjs";
import { startRedis } from "./cluster/redis.mjs";

const root = path.resolve(import.meta.dirname, "..");
const say = (line) => console.log(`Estação (cluster): ${line}`);
const fail = (line) => {
  console.error(`Estação (cluster): ${line}`);
  process.exit(1);
};

if (!process.env.DATABASE_URL) {
  fail("defina DATABASE_URL com o endereço do PostgreSQL (ex.: postgres://usuario:senha@127.0.0.1:5432/estacao). Vários processos não podem dividir o banco embutido; para um processo só, use npm start.");
}
const port = Number(process.env.PORT ?? 3000);
const workers = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
if (!Number.isInteger(workers) || workers < 1) fail("WEB_CONCURRENCY: um número inteiro de processos, 1 ou mais.");
// nginx keeps the public pages this long; read once here so a bad value stops the set before it starts.
let pageSeconds;
try {
  pageSeconds = parsePageCacheSeconds(process.env.PAGE_CACHE_SECONDS);
} catch (error) {
  fail(error.message);
}
// WORKER_BASE_PORT: the workers on that port and the next ones (a fixed upstream list); free ports otherwise.
const basePort = process.env.WORKER_BASE_PORT ? Number(process.env.WORKER_BASE_PORT) : null;
// Every worker must sign and read sessions with one secret, or a session works on one worker only.
if (!process.env.AUTH_SECRET) {
  process.env.AUTH_SECRET = randomBytes(48).toString("base64url");
  say("AUTH_SECRET não definido: um segredo vale só nesta execução (as sessões acabam ao reiniciar). Em produção, defina AUTH_SECRET.");
}

function run(label, args, env = {}) {
  say(label);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${label} falhou.`);
}

run("compilando quando o código mudou...", ["scripts/start.mjs"], { START_BUILD_ONLY: "1" });
const seed = process.env.SEED_DEMO === "1";
run(seed ? "migrando o banco e garantindo os dados de demonstração..." : "migrando o banco...", [
  path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
  "--conditions=react-server",
  "scripts/db.ts",
  seed ? "seed" : "migrate",
]);

const children = [];
const pool = [];
let stopping = false;
let nginx = null;
let stopped = null;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stopAll(0));
let redis = null;
if (process.env.REDIS_URL) {
  say(`cache compartilhado em ${process.env.REDIS_URL}`);
} else {
  redis = await startRedis();
  say(`cache compartilhado num redis-server próprio (${redis.url})`);
}
const redisUrl = process.env.REDIS_URL || redis.url;

/** GET path on a worker as the apex host; resolves with the status (0 when nothing answered). */
function statusOf(workerPort, pathname) {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: workerPort, path: pathname, headers: { host: `${rootDomainOf(process.env.ROOT_DOMAIN)}:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

async function untilReady(worker) {
  await waitForPort(worker.port, { timeoutMs: 120_000, alive: () => worker.child.exitCode === null });
  for (;;) {
    if (worker.child.exitCode !== null) throw new Error(`o processo da porta ${worker.port} parou`);
    if ((await statusOf(worker.port, "/readyz")) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (let i = 0; i < workers; i++) {
  const workerPort = basePort === null ? await freePort() : basePort + i;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: "inherit",
    detached: true, // its own process group: start.mjs, its front and next-server stop together
    env: {
      ...process.env,
      PORT: String(workerPort),
      LISTEN_HOST: "127.0.0.1",
      // nginx keeps the public pages; the client address comes from nginx, one hop away.
      PAGE_CACHE_SECONDS: "0",
      TRUST_PROXY: "1",
      // Links name the port clients use, nginx's, not the worker's.
      PUBLIC_PORT: process.env.PUBLIC_PORT ?? String(port),
      REDIS_URL: redisUrl,
      SEED_DEMO: "0",
    },
  });
  const worker = { port: workerPort, child };
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`Estação (cluster): o processo da porta ${workerPort} parou (${signal ?? code}); encerrando o conjunto.`);
      void stopAll(1);
    }
  });
  pool.push(worker);
}
try {
  await Promise.all(pool.map(untilReady));
} catch (error) {
  console.error(`Estação (cluster): ${error.message}`);
  await stopAll(1);
}

try {
  nginx = await startNginx({
    port,
    pageSeconds,
    upstreamPorts: pool.map((w) => w.port),
    onExit: (code) => {
      console.error(`Estação (cluster): o nginx parou (${code}); encerrando o conjunto.`);
      void stopAll(1);
    },
  });
} catch (error) {
  console.error(`Estação (cluster): ${error.message}`);
  await stopAll(1);
}
say(`no ar em http://${rootDomainOf(process.env.ROOT_DOMAIN)}:${port}/ — nginx e ${workers} processo(s) nas portas ${pool.map((w) => w.port).join(", ")}`);

/** Stops nginx (gracefully), every worker's process group, and our redis-server; then exits. */
function stopAll(code) {
  stopped ??= stopEverything(code);
  return stopped;
}

async function stopEverything(code) {
  stopping = true;
  const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve)));
  const nginxStopped = nginx?.stop();
  for (const worker of pool) {
    try {
      process.kill(-worker.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await Promise.all([...children.map(exited), nginxStopped]);
  await redis?.stop();
  process.exit(code);
}
