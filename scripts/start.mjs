// `npm start`: build when the sources changed since the last build, then serve the production
// build. A second start with nothing changed goes straight to serving, with the data kept.
// PORT is answered by a small front (scripts/front/page-cache.mjs) that keeps public pages for
// PAGE_CACHE_SECONDS and forwards everything else to `next start` on a loopback port. The front
// always runs (with PAGE_CACHE_SECONDS=0 it caches nothing): it is where the client address is
// decided (TRUST_PROXY) and handed to Next in a header signed with a secret of this process.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parsePageCacheSeconds } from "../lib/cache/front.mjs";
import { parseTrustProxy } from "../lib/security/client-address.mjs";
import { freePort, waitForPort } from "./cluster/ports.mjs";
import { createFrontServer, PageCache } from "./front/page-cache.mjs";
import { serverNodeOptions, startPolicy } from "../lib/start-policy.mjs";

const root = path.resolve(import.meta.dirname, "..");
const DIST = process.env.NEXT_DIST_DIR ?? ".next";
const STAMP = path.join(root, DIST, "source-hash");
const INPUTS = ["app", "components", "lib", "styles", "public", "drizzle", "proxy.ts", "instrumentation.ts",
  "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];

// `next build` with another NEXT_DIST_DIR adds that folder to tsconfig.json's "include": only the
// compiler options decide what gets built, so a rewritten include list must not force a rebuild.
function contentOf(file) {
  const bytes = fs.readFileSync(path.join(root, file));
  if (file !== "tsconfig.json") return bytes;
  try {
    return JSON.stringify(JSON.parse(bytes.toString("utf8")).compilerOptions);
  } catch {
    return bytes;
  }
}
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
      hash.update(file).update("\0").update(contentOf(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

// Payments: a production build charges only through the driver it is told to use (lib/adapters/
// payments refuses to guess). Without one, `npm start` names the offline simulator only on
// ROOT_DOMAIN=localhost outside production, and says so; anywhere else it stops here, before
// building, so a forgotten variable is seen at start and not at the first order (scripts/
// start-policy.mjs). NODE_ENV is the operator's: `next start` sets its own inside the app.
const policy = startPolicy(process.env);
if (policy.payments.driver === null) {
  console.error(policy.payments.refusal);
  process.exit(1);
}
if (policy.payments.implicit) {
  process.env.PAYMENTS_DRIVER = policy.payments.driver;
  console.log("Estação: pagamentos pelo simulador (PAYMENTS_DRIVER=simulator): cartões de teste e PIX de teste, nenhum dinheiro é cobrado.");
}
const heap = serverNodeOptions(process.env);
if ("refusal" in heap) {
  console.error(heap.refusal);
  process.exit(1);
}
if (!policy.seedDemo) console.log("Estação: sem dados de demonstração (só em ROOT_DOMAIN=localhost no banco embutido, ou com SEED_DEMO=1).");

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
// START_BUILD_ONLY=1: build when needed and stop (scripts/test.mjs, before two e2e runs start at once).
if (process.env.START_BUILD_ONLY === "1") process.exit(0);

const port = process.env.PORT ?? "3000";
// Seconds the front keeps public pages (scripts/front/page-cache.mjs); 0 caches nothing.
let pageCacheSeconds;
try {
  pageCacheSeconds = parsePageCacheSeconds(process.env.PAGE_CACHE_SECONDS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let trust;
try {
  trust = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Signs the client address the front hands to Next; it lives only as long as this process.
const peerSecret = randomBytes(32).toString("base64url");

const upstreamPort = await freePort("localhost");
// Behind the front, Next learns the port clients use (FRONT_PORT): public URLs on a local
// ROOT_DOMAIN name it (lib/env.ts, publicOrigin). FRONT_SECRET lets it check the peer header.
const nextArgs = ["start", "-H", "localhost", "-p", String(upstreamPort)];
// HEAP_LIMIT_MB caps Next's heap (lib/start-policy.mjs, serverNodeOptions).
const nextEnv = { ...process.env, FRONT_PORT: port, FRONT_SECRET: peerSecret, NODE_OPTIONS: heap.nodeOptions };
const server = spawn(nextBin, nextArgs, { cwd: root, stdio: "inherit", env: nextEnv });
const cache = pageCacheSeconds > 0 ? new PageCache({ maxAgeSeconds: pageCacheSeconds }) : null;
const front = createFrontServer({ upstreamPort, cache, trust, peerSecret });
front.on("error", (error) => {
  console.error(`Estação: a porta ${port} não pôde ser aberta (${error.message}).`);
  server.kill("SIGTERM");
  process.exit(1);
});

// PORT opens only once Next accepts connections, so it can answer.
const upstreamReady = () => waitForPort(upstreamPort, { host: "localhost", timeoutMs: Infinity, alive: () => server.exitCode === null }).catch(() => undefined);
// LISTEN_HOST: one address to listen on (`start:cluster` keeps its workers on 127.0.0.1); all by default.
upstreamReady().then(() => server.exitCode === null && front.listen(Number(port), process.env.LISTEN_HOST || undefined));

const root_ = (process.env.ROOT_DOMAIN ?? "localhost").replace(/:\d+$/, "");
setTimeout(() => {
  if (server.exitCode === null) {
    const demo = policy.seedDemo ? `  Clube Demo   http://demo.${root_}:${port}/\n  Vitrine      http://vitrine.${root_}:${port}/\n` : "";
    console.log(`\nEstação no ar:\n  plataforma   http://${root_}:${port}/\n${demo}`);
  }
}, 1500);
// SIGTERM or SIGINT: the front stops taking connections and passes the signal on; Next answers the
// requests in flight, finishes its running jobs and exits 0 (lib/health/shutdown.ts). The front
// then exits with Next's status once it has handed the last answers over (or after a few seconds).
const FRONT_LINGER_MS = 5_000;
let stopping = false;
let frontClosed = false;
front.on("close", () => (frontClosed = true));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (front.listening) {
      front.close();
      front.closeIdleConnections();
    } else frontClosed = true;
    server.kill(signal);
  });
}
server.on("exit", (code, signal) => {
  const status = code ?? (signal ? 1 : 0);
  if (!stopping || frontClosed) process.exit(status);
  front.once("close", () => process.exit(status));
  setTimeout(() => process.exit(status), FRONT_LINGER_MS);
});
