// `npm start` itself, spawned as an operator runs it: on a root domain that is not localhost, or in
// production, with no payment driver named, it must stop before building anything and say why.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-start-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// Lines start.mjs prints once it has gone past its checks (about to build or serve).
const WENT_ON = /Estação: (compilando|código sem mudanças)/;

/**
 * Runs scripts/start.mjs with `vars` over a clean environment. Resolves with its exit code and
 * output once it exits, or as soon as it goes on to build or serve (then `wentOn` is true and its
 * whole process group is ended, so no build ever runs here).
 */
function start(vars) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: "0", DATA_DIR: path.join(scratch, "data"), NEXT_DIST_DIR: path.relative(root, path.join(scratch, "dist")), ...vars };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, detached: true });
    let output = "";
    let wentOn = false;
    const onData = (d) => {
      output += d;
      if (!wentOn && WENT_ON.test(output)) {
        wentOn = true;
        process.kill(-child.pid, "SIGKILL");
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, wentOn }));
  });
}

describe("npm start without PAYMENTS_DRIVER", () => {
  const refused = [
    ["a public domain", { ROOT_DOMAIN: "clube.example.com" }],
    ["an IP address as the root domain", { ROOT_DOMAIN: "203.0.113.10" }],
    ["localhost with NODE_ENV=production", { ROOT_DOMAIN: "localhost", NODE_ENV: "production" }],
  ];
  for (const [label, vars] of refused) {
    it(`refuses to start on ${label}, before building, and says how to fix it`, async () => {
      const run = await start(vars);
      expect(run.wentOn, `start.mjs went on to build or serve:\n${run.output}`).toBe(false);
      expect(run.code).not.toBe(0);
      expect(run.output).toContain("PAYMENTS_DRIVER não definido");
      expect(run.output).toContain("PAYMENTS_DRIVER=pagarme");
      expect(run.output).not.toContain("pagamentos pelo simulador");
    });
  }

  it("names the simulator on localhost outside production, and says so", async () => {
    const run = await start({ ROOT_DOMAIN: "localhost" });
    expect(run.output).toContain("pagamentos pelo simulador");
    expect(run.wentOn).toBe(true);
  });

  it("obeys a named driver on a public domain", async () => {
    const run = await start({ ROOT_DOMAIN: "clube.example.com", NODE_ENV: "production", PAYMENTS_DRIVER: "simulator" });
    expect(run.output).not.toContain("PAYMENTS_DRIVER não definido");
    expect(run.wentOn).toBe(true);
  });
});

describe("npm start with HEAP_LIMIT_MB", () => {
  for (const value of ["muito", "64"]) {
    it(`refuses HEAP_LIMIT_MB=${value} before building, and says why`, async () => {
      const run = await start({ ROOT_DOMAIN: "localhost", HEAP_LIMIT_MB: value });
      expect(run.wentOn, `start.mjs went on to build or serve:\n${run.output}`).toBe(false);
      expect(run.code).not.toBe(0);
      expect(run.output).toContain(`HEAP_LIMIT_MB=${value}`);
    });
  }
});
