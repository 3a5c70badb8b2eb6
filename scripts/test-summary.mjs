// The closing line of `npm test`. Each step reports the tests it passed and failed; a step that
// failed without failing a test (lint, typecheck, a runner that caught an unhandled error, a
// build that never started) still counts as one failure, so a red run can never read as green.
export function summarise(steps) {
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    passed += step.passed;
    failed += step.ok ? step.failed : Math.max(step.failed, 1);
  }
  return { passed, failed, line: `Tests: ${passed} passed, ${failed} failed` };
}

const firstLine = (text) =>
  String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find(Boolean) ?? "";

/** The failed tests of a Playwright JSON report, one line each: project, file:line, title, first error line. */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        const error = firstLine(last?.errors?.[0]?.message ?? last?.error?.message);
        out.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${error ? ` — ${error}` : ""}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) out.push(`(run) ${firstLine(error.message)}`);
  return out;
}

/** The failed tests of a Vitest JSON report, and the files that failed without a test (import errors). */
export function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = file.name?.replace(/^.*?\/(lib|app|components|scripts)\//, "$1/") ?? "";
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) out.push(`${name} › ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === "failed") out.push(`${name} — ${firstLine(file.message)}`);
  }
  return out;
}
