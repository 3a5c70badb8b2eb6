import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "lib/db/testing/server-only.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "lib/**/*.test.mjs", "components/**/*.test.ts?(x)", "scripts/**/*.test.ts", "scripts/**/*.test.mjs"],
    environment: "node",
    globalSetup: ["./lib/db/test-global-setup.ts"],
    setupFiles: ["./lib/db/test-setup.ts"],
    // Database tests create one database per file; two cores, so keep files modest in parallel.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
