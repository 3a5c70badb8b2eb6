// End-to-end tests drive the system Chromium against a production build served by `npm start`
// itself, on a fresh embedded database seeded with the demo stations.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN_PORT = PORT;
// The fake WordPress (scripts/fake-wordpress.ts) the seed's `imprensa` station reads its service
// areas' news from (DEMO_WORDPRESS_URL, lib/services/areas-seed.ts): e2e/service-areas.e2e.ts.
const FAKE_WORDPRESS_PORT = PORT + 90;
// E2E_PAYMENTS=pagarme: the payment suites run against the Pagar.me driver and the fake Pagar.me
// (scripts/fake-pagarme.ts) on PORT + 95 instead of the simulator. scripts/test.mjs runs both.
export const E2E_PAYMENTS = process.env.E2E_PAYMENTS === "pagarme" ? "pagarme" : "simulator";
export const FAKE_PAGARME_PORT = PORT + 95;
const PAGARME_KEYS = { PAGARME_SECRET_KEY: "sk_test_e2e", PAGARME_PUBLIC_KEY: "pk_test_e2e" };
const paymentsEnv: Record<string, string> =
  E2E_PAYMENTS === "pagarme"
    ? {
        PAYMENTS_DRIVER: "pagarme",
        PAGARME_API_URL: `http://127.0.0.1:${FAKE_PAGARME_PORT}/core/v5`,
        PAGARME_WEBHOOK_JWKS_URL: `http://127.0.0.1:${FAKE_PAGARME_PORT}/__fake/jwks.json`,
        ...PAGARME_KEYS,
      }
    : { PAYMENTS_DRIVER: "simulator" };
const fakePagarme = {
  command: "npx tsx scripts/fake-pagarme.ts",
  url: `http://127.0.0.1:${FAKE_PAGARME_PORT}/__fake/jwks.json`,
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: { ...(process.env as Record<string, string>), ...PAGARME_KEYS, FAKE_PAGARME_PORT: String(FAKE_PAGARME_PORT), APP_PORT: String(PORT) },
};

export default defineConfig({
  testDir: "e2e",
  // Each run empties its output folder as it starts: the runs npm test starts beside the main one
  // keep their own (E2E_OUTPUT_DIR), or they delete the main run's traces while they are written.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Against Pagar.me, the suites that pay: checkout, orders, points purchase (wallet) and plans.
  // The cluster suite runs on its own server set (playwright.cluster.config.ts).
  testMatch: E2E_PAYMENTS === "pagarme" ? /(checkout|orders|wallet|plans)\.e2e\.ts$/ : /(?<!cluster)\.e2e\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Suites share one server and its demo data; one worker keeps balances and limits deterministic.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    // Suites that change one shared demo member, and the start check, run once per server: on desktop.
    {
      name: "phone",
      testIgnore: [/start\.e2e\.ts/, /play\.e2e\.ts/, /activities\.e2e\.ts/,
        // The signed-in axe sweep scans each page at both sizes itself, resizing it.
        /a11y-sweep\.e2e\.ts/],
      grepInvert: /@desktop-only|@console/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    // npm test runs the signed-in axe sweep, the longest suite, in a run of its own beside this one
    // (E2E_SWEEP=apart here); run alone, the desktop project includes it.
    {
      name: "desktop",
      testIgnore: process.env.E2E_SWEEP === "apart" ? /a11y-sweep\.e2e\.ts/ : undefined,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The owner console is used at a desk or on a tablet: its suites (@console) run at both.
    { name: "tablet", grep: /@console/, use: { ...devices["Desktop Chrome"], viewport: { width: 820, height: 1180 }, hasTouch: true } },
  ],
  // The fake Pagar.me first: the app's demo seed pays through it as the app starts.
  webServer: [...(E2E_PAYMENTS === "pagarme" ? [fakePagarme] : []), {
    command: `rm -rf ${process.env.E2E_DATA_DIR ?? `.data-e2e-${PORT}`} && node scripts/start.mjs`,
    // The apex answers 200; 127.0.0.1 is no station host and would answer 404.
    url: `http://localhost:${PORT}/`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { ...(process.env as Record<string, string>), PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR ?? `.data-e2e-${PORT}`, ROOT_DOMAIN: "localhost", NODE_ENV: "production",
      // The checkout pays through the offline simulator (or the fake Pagar.me), whatever the shell has exported.
      ...paymentsEnv, DEMO_WORDPRESS_URL: `http://127.0.0.1:${FAKE_WORDPRESS_PORT}`,
      // The server fetches owners' URLs only from public https sites; the fake WordPress (plain
      // http on loopback) is the one origin the operator trusts besides (lib/security/outbound-fetch.ts).
      OUTBOUND_ALLOW_ORIGINS: `http://127.0.0.1:${FAKE_WORDPRESS_PORT}` },
  }, {
    command: "npx tsx scripts/fake-wordpress.ts",
    url: `http://127.0.0.1:${FAKE_WORDPRESS_PORT}/wp-json/`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { ...(process.env as Record<string, string>), FAKE_WORDPRESS_PORT: String(FAKE_WORDPRESS_PORT) },
  }],
});
