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
