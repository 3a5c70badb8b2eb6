// nginx for `npm run start:cluster`: deploy/nginx.conf.template filled in for this machine, run in
// a folder of its own (cache, temporary bodies, pid, error log). Debian's `nginx` package
// provides the binary (.ci/run installs it).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePageCacheSeconds } from "../../lib/cache/front.mjs";
import { waitForPort } from "./ports.mjs";

const TEMPLATE = path.resolve(import.meta.dirname, "..", "..", "deploy", "nginx.conf.template");

/**
 * The config text: nginx on `port` in front of 127.0.0.1 on each of `upstreamPorts`, keeping public
 * pages at most `pageSeconds` (PAGE_CACHE_SECONDS; 0 keeps none).
 */
export function renderNginxConfig({ prefix, port, upstreamPorts, asRoot, pageSeconds = parsePageCacheSeconds(process.env.PAGE_CACHE_SECONDS) }) {
  return fs
    .readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{PREFIX}}", prefix)
    .replaceAll("{{PORT}}", String(port))
    .replaceAll("{{PAGE_SECONDS}}", String(Math.max(pageSeconds, 1)))
    .replaceAll(" {{KEEP_NOTHING}}", pageSeconds === 0 ? " 1" : "")
    // Run as root, nginx hands its workers to an unprivileged user, who must own the folder.
    .replaceAll("{{USER}}", asRoot ? "user nobody nogroup;" : "")
    .replaceAll("{{UPSTREAMS}}", upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n"));
}

/** NGINX_BIN, else Debian's /usr/sbin/nginx (outside a non-root PATH), else whatever PATH finds. */
function defaultBin() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

/**
 * Starts nginx; resolves with { child, prefix, stop } once it listens. `onExit` hears an exit
 * that `stop` did not ask for.
 */
export async function startNginx({ port, upstreamPorts, pageSeconds, bin = defaultBin(), onExit = () => {} }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-nginx-"));
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), renderNginxConfig({ prefix, port, upstreamPorts, asRoot, ...(pageSeconds === undefined ? {} : { pageSeconds }) }));
  if (asRoot) {
    fs.chmodSync(prefix, 0o755);
    fs.chownSync(prefix, 65534, 65534);
  }
  const child = spawn(bin, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")], { stdio: "inherit" });
  let stopping = false;
  let failure = null;
  child.on("error", (error) => {
    failure = error.code === "ENOENT" ? new Error("nginx não encontrado: instale o pacote Debian nginx (apt-get install nginx).") : error;
  });
  child.on("exit", (code) => {
    if (!stopping) onExit(code);
  });
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      const done = () => {
        fs.rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null || failure) return done();
      child.once("exit", done);
      child.kill("SIGQUIT"); // graceful: requests in flight finish
    });
  try {
    await waitForPort(port, { timeoutMs: 10_000, alive: () => failure === null && child.exitCode === null });
  } catch (error) {
    await stop();
    throw failure ?? error;
  }
  return { child, prefix, stop };
}
