import { describe, expect, it } from "vitest";
import { summarise } from "./test-summary.mjs";

describe("the closing line of npm test", () => {
  it("adds up the tests of every step", () => {
    const { line } = summarise([
      { ok: true, passed: 0, failed: 0 },
      { ok: true, passed: 300, failed: 0 },
      { ok: true, passed: 80, failed: 0 },
    ]);
    expect(line).toBe("Tests: 380 passed, 0 failed");
  });

  it("counts a failed step with no failed test as a failure (lint, unhandled errors)", () => {
    const { failed, line } = summarise([
      { ok: false, passed: 0, failed: 0 },
      { ok: false, passed: 314, failed: 0 },
    ]);
    expect(failed).toBe(2);
    expect(line).toBe("Tests: 314 passed, 2 failed");
  });

  it("keeps the failed-test count of a step that reported its failures", () => {
    expect(summarise([{ ok: false, passed: 10, failed: 3 }]).failed).toBe(3);
  });
});
