// The features' ports, wired once at start (instrumentation.ts) and by the tests that need them:
// what a lower feature offers to plug into (commerce's redeemable code kinds) is filled here by the
// features above it, so neither imports the other in a circle.
import "server-only";
import { registerCodeKind } from "@/lib/commerce/code-kinds";
import { fuelVoucherCodeKind } from "@/lib/fuel/validation";

export function wireFeaturePorts(): void {
  // Fuel vouchers are read and marked at the counter like commerce's own codes.
  registerCodeKind(fuelVoucherCodeKind);
}
