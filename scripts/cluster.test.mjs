// `npm run start:cluster` as an operator runs it: without DATABASE_URL it stops before building
// or starting anything, and says in Portuguese what to set.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("start:cluster", () => {
  it("refuses to start without DATABASE_URL, naming it", () => {
    const result = spawnSync(process.execPath, ["scripts/cluster.mjs"], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("defina DATABASE_URL com o endereço do PostgreSQL");
    expect(result.stdout, "nothing was built or started").not.toMatch(/compilando|migrando|no ar/);
  });
});
