// A redis-server of our own on a loopback port, with nothing written to disk: the shared cache of
// `npm run start:cluster` when no REDIS_URL is given, and of the cache tests. Debian's
// `redis-server` package provides the binary (.ci/run installs it).
import { spawn } from "node:child_process";
import { freePort, waitForPort } from "./ports.mjs";

/** Starts redis-server; resolves with { url, stop } once it accepts connections. */
export async function startRedis({ port, bin = process.env.REDIS_SERVER_BIN ?? "redis-server" } = {}) {
  const chosen = port ?? (await freePort());
  const args = ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"];
  const child = spawn(bin, args, { stdio: ["ignore", "inherit", "inherit"] });
  let failure = null;
  child.on("error", (error) => {
    failure = error.code === "ENOENT" ? new Error("redis-server não encontrado: instale o pacote Debian redis-server (apt-get install redis-server).") : error;
  });
  try {
    await waitForPort(chosen, { timeoutMs: 10_000, alive: () => failure === null && child.exitCode === null });
  } catch (error) {
    child.kill("SIGTERM");
    throw failure ?? error;
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop };
}
