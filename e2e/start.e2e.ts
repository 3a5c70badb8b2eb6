// The two-command promise: `npm start` on another port serves the same stations, and a second
// start with nothing changed goes straight to serving (no rebuild) with the data kept.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request, test } from "@playwright/test";

const PORT = 4100 + (Number(process.env.E2E_PORT ?? 3100) % 100);

function startServer(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = "";
  // As the README runs it: no NODE_ENV and no PAYMENTS_DRIVER, so localhost names the simulator.
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir };
  delete env.NODE_ENV;
  delete env.PAYMENTS_DRIVER;
  const child = spawn("node", ["scripts/start.mjs"], {
    env: env as NodeJS.ProcessEnv,
    detached: true,
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
}

async function getAsHost(sub: string, pathName = "/") {
  const ctx = await request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  for (let i = 0; i < 120; i++) {
    try {
      const r = await ctx.get(pathName, { headers: { host: `${sub}.localhost:${PORT}` } });
      const result = { status: r.status(), body: await r.text() };
      await ctx.dispose();
      return result;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`server on ${PORT} never answered`);
}

test("npm start serves on PORT, and a second start reuses the build and the data", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-start-"));
  const first = startServer(dataDir);
  try {
    const demo = await getAsHost("demo");
    expect(demo.status).toBe(200);
    expect(demo.body).toContain("Clube Demo");
    expect(demo.body).toContain("--brand:#0057B8");
    expect((await getAsHost("vitrine")).body).toContain("--brand:#C2185B");
    expect((await getAsHost("nao-existe")).status).toBe(404);
  } finally {
    await stop(first.child);
  }
  const secret = fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8");

  const second = startServer(dataDir);
  try {
    expect((await getAsHost("demo")).body).toContain("Clube Demo");
    expect(second.output()).toContain("sem mudanças");
    expect(second.output()).not.toContain("compilando");
    // Same data directory, same generated secret: sessions issued before the restart stay valid.
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
  } finally {
    await stop(second.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
