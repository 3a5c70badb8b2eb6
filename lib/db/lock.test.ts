import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, releaseDataDirLock } from "./lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("embedded data directory lock", () => {
  it("refuses a directory held by another live process, with a message saying what to do", async () => {
    const dir = tempDir();
    const holder = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(dir, "pglite.lock"), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/Pare o servidor/);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases its own", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), "999999999");
    acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    releaseDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });
});
