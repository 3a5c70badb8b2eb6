// `npm run bench:site-cache`: how soon an owner's console change shows on the public site,
// and that it expires that station's pages only.
// 1. Starts the production build as `npm start` serves it (front micro-cache + Next ISR) on its own
//    port and data dir.
// 2. In Chromium, dono@demo.test signs in on demo, opens the console by "Acessar Painel" and goes to
//    "Marca".
// 3. BENCH_ROUNDS times: warms demo's and vitrine's landings into both caches, saves a new brand
//    colour, and from the moment the save answered polls demo's landing (as an anonymous visitor,
//    through the front) until its first HTML carries the new colour: that is the delay. Vitrine's
//    landing is then asked of Next directly (past the front): `x-nextjs-cache: HIT` means its cached
//    page survived demo's change.
// 4. Baseline, measured in the same run: the time one render of demo's landing takes. Prints the delays,
//    their ratio to that render, and the old bound (the front's PAGE_CACHE_SECONDS plus ISR's 60 s
//    revalidate) the delay replaces. Figures only: no timing fails the run; a colour that never
//    shows, or a vitrine page that was thrown away, does.
import { chromium } from "@playwright/test";
import { PAGE_CACHE_SECONDS } from "../lib/cache/front.mjs";
import { get, resetDataDir, startApp, stop } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3496);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data-bench-cache";
const DIST = process.env.NEXT_DIST_DIR ?? ".next-bench";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ISR_SECONDS = 60; // lib/cache/public-pages.ts

const demoHost = `demo.localhost:${PORT}`;
const vitrineHost = `vitrine.localhost:${PORT}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(0)} ms`;

/** The landing as Next answers it, past the front (an Authorization header is never cached there). */
const fromNext = (host) => get(PORT, host, "/", { authorization: "Bench past-the-front" });

resetDataDir(DATA_DIR);
const app = await startApp({ port: PORT, dataDir: DATA_DIR, dist: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(60_000);
  await page.goto(`http://${demoHost}/login`);
  await page.getByRole("radio", { name: "E-mail" }).click();
  await page.getByLabel("E-mail", { exact: true }).fill("dono@demo.test");
  await page.getByLabel("Senha", { exact: true }).fill("Demo@1234");
  await page.getByLabel("Não sou um robô").click();
  await page.getByText("Verificado").waitFor();
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`http://${demoHost}/homepage`);
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await page.waitForURL(/painel\.localhost:\d+\/estacoes\/\d+$/);
  await page.goto(`${page.url()}/marca`);

  // Baseline: rendering the landing itself. A query string makes Next render it on every request
  // (searchParams are not part of the ISR entry's key for this page), past the front's cache.
  const renders = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await get(PORT, demoHost, `/?baseline=${i}`, { authorization: "Bench past-the-front" });
    renders.push(performance.now() - t);
  }
  const freshRender = median(renders.slice(2));
  const cachedTimes = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await get(PORT, demoHost, "/");
    cachedTimes.push(performance.now() - t);
  }

  const delays = [];
  const vitrineVerdicts = [];
  for (let round = 0; round < ROUNDS; round++) {
    const colour = `#${(0x1a237e + round * 0x050505).toString(16).toUpperCase().padStart(6, "0")}`;
    // Both stations' landings are in both caches before the change.
    for (let i = 0; i < 2; i++) {
      await get(PORT, demoHost, "/");
      await fromNext(vitrineHost);
    }
    await page.getByLabel("Cor da marca").fill(colour);
    await page.getByRole("button", { name: "Salvar marca" }).click();
    await page.getByText("Marca salva.", { exact: false }).first().waitFor();
    const saved = performance.now();
    let shown = false;
    while (performance.now() - saved < 30_000) {
      const landing = await get(PORT, demoHost, "/");
      if (landing.body.includes(`--brand:${colour}`)) {
        shown = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    if (!shown) {
      console.error(`round ${round + 1}: ${colour} did not show on demo's landing within 30 s`);
      failed = true;
      break;
    }
    delays.push(performance.now() - saved);
    vitrineVerdicts.push(String((await fromNext(vitrineHost)).headers["x-nextjs-cache"] ?? "(none)"));
    await page.getByText("Marca salva.", { exact: false }).first().waitFor({ state: "hidden" }).catch(() => undefined);
  }

  console.log("\nOwner change → public site (bench:site-cache)");
  console.log(`  rounds: ${delays.length}`);
  console.log(`  delay from the save's answer to the first visitor seeing it: median ${fmt(median(delays))}, max ${fmt(Math.max(...delays))}`);
  console.log(`  baseline, same run: a fresh render of the landing ${fmt(freshRender)}; a cached answer ${fmt(median(cachedTimes))}`);
  console.log(`  ratio delay / fresh render: median ${(median(delays) / freshRender).toFixed(2)}, max ${(Math.max(...delays) / freshRender).toFixed(2)}`);
  console.log(`  bound this replaces: up to ${PAGE_CACHE_SECONDS} s (front) + ${ISR_SECONDS} s (ISR) = ${PAGE_CACHE_SECONDS + ISR_SECONDS} s`);
  console.log(`  vitrine's cached landing after each demo change (Next's x-nextjs-cache): ${vitrineVerdicts.join(", ")}`);
  if (vitrineVerdicts.some((v) => v !== "HIT")) {
    console.error("  vitrine's page was thrown away by a change to demo");
    failed = true;
  }
} finally {
  await browser.close();
  await stop(app);
}
process.exit(failed ? 1 : 0);
