import { describe, expect, it } from "vitest";
import { playwrightFailures, summarise, vitestFailures } from "./test-summary.mjs";

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

describe("the failures printed at the end of npm test", () => {
  it("names each failed end-to-end test with its project, place and first error line", () => {
    const test = (status, message) => ({ projectName: "tablet", status, results: [{ errors: message ? [{ message }] : [] }] });
    const report = {
      suites: [
        {
          specs: [{ file: "a.e2e.ts", line: 3, title: "passes", tests: [test("expected")] }],
          suites: [{ specs: [{ file: "b.e2e.ts", line: 50, title: "reorders", tests: [test("unexpected", "\u001b[31mError: expect(locator).toContainText(expected) failed\u001b[39m\n\nLocator: row")] }] }],
        },
      ],
      errors: [{ message: "Error: Process from config.webServer was not able to start." }],
    };
    expect(playwrightFailures(report)).toEqual([
      "[tablet] b.e2e.ts:50 › reorders — Error: expect(locator).toContainText(expected) failed",
      "(run) Error: Process from config.webServer was not able to start.",
    ]);
  });

  it("names each failed library test, and a file that failed before any test ran", () => {
    const report = {
      testResults: [
        { name: "/x/lib/a.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "ok" }] },
        { name: "/x/lib/b.test.ts", status: "failed", assertionResults: [{ status: "failed", fullName: "b counts", failureMessages: ["AssertionError: expected 1 to be 2\n    at b.test.ts:9"] }] },
        { name: "/x/lib/c.test.ts", status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual(["lib/b.test.ts › b counts — AssertionError: expected 1 to be 2", "lib/c.test.ts — Cannot find module './gone'"]);
  });
});
