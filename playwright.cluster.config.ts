// The production topology end to end (e2e/cluster.e2e.ts): `npm run start:cluster` with two
// workers and nginx, on a fresh database of the PostgreSQL in TEST_DATABASE_URL (the throwaway one
// CI starts). The workers listen on E2E_PORT and E2E_PORT + 1, where the suites' helpers reach the
// first; nginx answers on E2E_PORT + 2.
import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

const PORT = Number(process.env.E2E_PORT ?? 3400);
const server = process.env.TEST_DATABASE_URL;
if (!server) throw new Error("TEST_DATABASE_URL: the PostgreSQL the cluster e2e creates its database on (bash scripts/pg-throwaway.sh start)");
const database = new URL(server);
database.pathname = `/estacao_cluster_${PORT}`;
// The suite reads the queue's table on it too (the test workers inherit this environment).
process.env.CLUSTER_DATABASE_URL = database.toString();

export default defineConfig({
  ...base,
  testMatch: "cluster.e2e.ts",
  testIgnore: [],
  projects: [{ name: "cluster", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node scripts/cluster/fresh-database.mjs && node scripts/cluster.mjs",
    url: `http://localhost:${PORT + 2}/readyz`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM: the cluster stops nginx, its workers and its redis-server.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: database.toString(),
      CLUSTER_FRESH_DATABASE: database.toString(),
      PORT: String(PORT + 2),
      WORKER_BASE_PORT: String(PORT),
      WEB_CONCURRENCY: "2",
      ROOT_DOMAIN: "localhost",
      SEED_DEMO: "1",
      PAYMENTS_DRIVER: "simulator",
      // Links and Origin checks name the port the browser uses: the first worker's.
      PUBLIC_PORT: String(PORT),
      AUTH_SECRET: "cluster-e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    },
  },
});
