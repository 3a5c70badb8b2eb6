// The production topology, run as `npm run start:cluster` runs it (playwright.cluster.config.ts):
// two workers on one PostgreSQL and one Redis, each reached directly on its loopback port. What one
// worker does, the other must see: a console save within a second, a session, a rate limit; and a
// job queued once runs once, whichever worker takes it.
import { expect, test } from "@playwright/test";
import PgBoss from "pg-boss";
import pg from "pg";
import { hostUrl, newStationInConsole, PORT, signInDemoMember } from "./helpers";
import { actionId, callAction, raw } from "./raw-http";

const WORKERS = [PORT, PORT + 1];
const OTHER = PORT + 1;
const NGINX = PORT + 2;
const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";

test.describe.configure({ mode: "serial" });

test("a console save on one worker shows on both within a second", async ({ page }) => {
  test.setTimeout(120_000);
  const slug = "cluster";
  await newStationInConsole(page, { email: "dona@cluster.test", siteName: "Cluster", slug });
  // Both workers keep the landing as it is now, in their own page caches.
  for (const port of WORKERS) {
    const before = await raw("GET", "/", { sub: slug, port });
    expect(before.status, `landing on worker ${port}`).toBe(200);
    expect(before.body).not.toContain("--brand:#00695C");
  }

  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Marca e dados" }).click();
  await page.getByLabel("Cor da marca").fill("#00695C");
  await page.getByRole("button", { name: "Salvar marca" }).click();
  await expect(page.getByText("Marca salva. O site já mostra as mudanças.")).toBeVisible();

  await Promise.all(
    WORKERS.map((port) =>
      expect
        .poll(async () => (await raw("GET", "/", { sub: slug, port })).body.includes("--brand:#00695C"), { message: `the new colour on worker ${port}`, timeout: 1_000, intervals: [50] })
        .toBe(true),
    ),
  );
});

test("a session made on one worker works on the other", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(`http://demo.localhost:${OTHER}/homepage`);
  await expect(page, "the other worker keeps the member signed in").toHaveURL(new RegExp(`^http://demo\\.localhost:${OTHER}/homepage$`));
  await expect(page.getByRole("main")).toBeVisible();

  // And one signed out on the first worker is signed out on the other.
  const cookies = (await page.context().cookies(hostUrl("demo", "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
  const signedIn = await raw("GET", "/homepage", { port: OTHER, headers: { cookie: cookies } });
  expect(signedIn.status).toBe(200);
  const stranger = await raw("GET", "/homepage", { port: OTHER });
  expect(stranger.status, "without the cookie the member area is closed").not.toBe(200);
});

test("login attempts count across workers: from one address, the 61st is refused on either", async () => {
  const login = { id: actionId("loginAction"), path: "/login" };
  const localAddress = "127.0.0.71";
  const answers: string[] = [];
  for (let i = 1; i <= 62; i++) {
    const port = WORKERS[i % 2];
    const res = await callAction(login, [{ identifier: "email", email: `espalhado${i}@exemplo.test`, password: "Errada123", captcha: "x" }], { localAddress, port });
    expect(res.status, `attempt ${i} on worker ${port}`).toBeLessThan(500);
    answers.push(res.body.includes(RATE_LIMIT_MESSAGE) ? "limit" : "counted");
  }
  expect(answers.slice(0, 60)).toEqual(Array(60).fill("counted"));
  expect(answers.slice(60), "refused on both workers once the shared budget is spent").toEqual(["limit", "limit"]);
});

test("through nginx each client keeps its own address: no X-Forwarded-For moves it, and nginx's is nobody's", async () => {
  const login = { id: actionId("loginAction"), path: "/login" };
  const attempt = (localAddress: string, i: number) =>
    callAction(login, [{ identifier: "email", email: `pelo-nginx${i}@exemplo.test`, password: "Errada123", captcha: "x" }], {
      localAddress,
      port: NGINX,
      headers: { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}` },
    });
  const answers: string[] = [];
  for (let i = 1; i <= 61; i++) {
    const res = await attempt("127.0.0.81", i);
    expect(res.status, `attempt ${i}`).toBeLessThan(500);
    answers.push(res.body.includes(RATE_LIMIT_MESSAGE) ? "limit" : "counted");
  }
  expect(answers.slice(0, 60)).toEqual(Array(60).fill("counted"));
  expect(answers[60], "61 forged X-Forwarded-For values are one client").toBe("limit");
  const neighbour = await attempt("127.0.0.82", 62);
  expect(neighbour.body, "another client through the same nginx has its own budget").not.toContain(RATE_LIMIT_MESSAGE);
});

test("a job queued once runs once, with both workers polling the queue", async () => {
  const connectionString = process.env.CLUSTER_DATABASE_URL;
  expect(connectionString, "CLUSTER_DATABASE_URL, set by playwright.cluster.config.ts").toBeTruthy();
  // Only sends: this client runs no maintenance and takes no jobs.
  const boss = new PgBoss({ connectionString, schema: "pgboss", supervise: false, schedule: false, migrate: false });
  await boss.start();
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const id = await boss.send("uploads-orphan-check", { stationId: null, key: `cluster-e2e/nada-${Date.now()}-${i}` });
    ids.push(id!);
  }
  await boss.stop({ graceful: false, wait: true });

  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    await expect
      .poll(async () => (await db.query("select count(*)::int as n from pgboss.job where id = any($1) and state = 'completed'", [ids])).rows[0].n, { timeout: 30_000 })
      .toBe(ids.length);
    const runs = await db.query("select id, retry_count from pgboss.job where id = any($1)", [ids]);
    expect(runs.rows.map((r) => r.retry_count), "each job started once").toEqual(ids.map(() => 0));
  } finally {
    await db.end();
  }
});
