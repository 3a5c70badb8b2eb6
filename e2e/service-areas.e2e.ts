// The service areas and news, at phone and desktop size. On demo the member opens each area's hub
// from the menu and reads station news; vitrine's menu has none of them and their addresses are
// not found. An area's news scroll page 1 → page 2 → "Isso é tudo por enquanto!": on demo from the
// station's own news (offline driver), and on `imprensa` from the fake WordPress the e2e starts
// (playwright.config.ts; the seed points that station's wordpressUrl at it). The WordPress news are
// kept a minute in Next's cache: counted at the fake WordPress, a second read does not reach it, an
// outage is asked again on the next read, and the owner's news save in the console renews them.
// Nothing here changes what other suites see (the news the owner saves are imprensa's own, which
// no other suite reads). SHOTS_DIR set: screenshots of each hub and a news list.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FAKE_TAGS } from "../lib/adapters/news/fake-wordpress";
import { confirmConsoleSignOn, hostUrl, PORT, publishNews, signInDemoMember, signInMember } from "./helpers";

const AREAS = [
  { label: "Consultoria contábil", path: "/homepage/consultoria-contabil", hours: "Quinta-feira, 9h às 18h" },
  { label: "Serviço odontológico", path: "/homepage/servico-odontologico", hours: "Sábado, 8h às 12h" },
  { label: "Consultoria jurídica", path: "/homepage/consultoria-juridica", hours: "Advogados: segunda, quarta e sexta-feira, 9h às 13h" },
  { label: "Político-sindical", path: "/homepage/politico-sindical", hours: null },
] as const;

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // Lazy images below the fold load only when scrolled to: load them all for a full-page picture.
  await page.evaluate(() => document.querySelectorAll("img").forEach((img) => (img.loading = "eager")));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 5_000 }).catch(() => undefined);
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(dir, `${name}-${size?.width}x${size?.height}.png`), fullPage: true });
}

/** The member menu: the sidebar on wide screens, the sheet behind "Abrir menu" on phones. */
async function openMenu(page: Page) {
  const sidebar = page.getByRole("navigation", { name: "Menu principal" });
  if (await sidebar.isVisible()) return sidebar;
  await page.getByRole("button", { name: "Abrir menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

/** Scrolls the list to its end until the end message shows; returns the titles of the cards. */
async function scrollToEnd(page: Page) {
  const end = page.getByText("Isso é tudo por enquanto!");
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    await page.locator('[data-slot="infinite-list"] li').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState("networkidle");
  }
  await expect(end).toBeVisible();
  return page.locator('[data-slot="infinite-list"] li h2').allTextContents();
}

test("demo: each area's hub opens from the menu with its hours and sub-pages", async ({ page }) => {
  await signInDemoMember(page);
  for (const area of AREAS) {
    await page.goto(hostUrl("demo", "/homepage"));
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: area.label }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: area.label })).toBeVisible();
    if (area.hours) await expect(page.getByText(area.hours)).toBeVisible();
    const subnav = page.getByRole("navigation", { name: `Páginas de ${area.label}` });
    await expect(subnav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
    await expect(subnav.getByRole("link", { name: "Notícias" })).toBeVisible();
    await shot(page, `hub-${area.path.split("/").pop()}`);
  }
  // A sub-page from the sub-navigation: the legal guidance, the spec's text.
  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica"));
  await page.getByRole("navigation", { name: "Páginas de Consultoria jurídica" }).getByRole("link", { name: "Como usar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Como usar" })).toBeVisible();
  await expect(page.getByText("Os atendimentos são realizados exclusivamente on-line.")).toBeVisible();
  await shot(page, "orientacoes-juridico");
  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica/contato"));
  await expect(page.getByRole("link", { name: "(11) 3222-3333" })).toHaveAttribute("href", "tel:+551132223333");
  await expect(page.getByRole("link", { name: "juridico@demo.test" })).toHaveAttribute("href", "mailto:juridico@demo.test");
  await shot(page, "contato-juridico");
  await page.goto(hostUrl("demo", "/homepage/politico-sindical/cafe-com-politica"));
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(2);
});

test("demo: an area's news scroll from page 1 to page 2 and end; an item opens on its own address", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica/noticias"));
  const cards = page.locator('[data-slot="infinite-list"] li');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("Isso é tudo por enquanto!")).toBeHidden();
  await shot(page, "noticias-juridico");
  const titles = await scrollToEnd(page);
  expect(titles).toHaveLength(12);
  expect(titles.at(-1)).toBe("Prazo para ações trabalhistas");
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/homepage\/consultoria-juridica\/noticias\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: titles[0] })).toBeVisible();
  await shot(page, "noticia-juridico");
  await page.getByRole("link", { name: "Voltar para as notícias" }).click();
  await expect(page).toHaveURL(/\/noticias$/);
});

test("demo: station news list and an item with its subtitle and body", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage"));
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Notícias" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notícias" })).toBeVisible();
  await shot(page, "noticias-estacao");
  await page.getByRole("link", { name: /Novo convênio de saúde/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo convênio de saúde com desconto para associados" })).toBeVisible();
  await expect(page.getByText("Planos com carência reduzida")).toBeVisible();
  await expect(page.getByText("carência reduzida;")).toBeVisible();
});

// A page of an area that is off shows the not-found screen inside the member shell (its 404 status is
// read in e2e/hostile-status.e2e.ts); the news route, a plain JSON answer, is a 404 too.
test("vitrine: no area nor news in the menu, and their addresses are not found", async ({ page }) => {
  await signInMember(page, "vitrine", "areas@vitrine.test");
  const menu = await openMenu(page);
  await expect(menu.getByRole("link").first()).toBeVisible();
  for (const label of [...AREAS.map((a) => a.label), "Notícias"]) await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(0);
  for (const area of AREAS) {
    for (const sub of ["", "/noticias", "/contato"]) {
      await page.goto(hostUrl("vitrine", `${area.path}${sub}`));
      await expect(page.getByRole("heading", { name: "Página não encontrada" }), `${area.path}${sub}`).toBeVisible();
      await expect(page.getByRole("navigation", { name: `Páginas de ${area.label}` })).toHaveCount(0);
    }
    // From the page itself: Node cannot resolve *.localhost, and the session cookie goes along.
    const status = await page.evaluate(async (url) => (await fetch(url)).status, `${area.path}/noticias/pagina?page=1`);
    expect(status, area.path).toBe(404);
  }
});

test("WordPress: the area's news come from the station's WordPress, page 1, page 2, then the end", async ({ page }) => {
  await signInMember(page, "imprensa", "leitora@imprensa.test");
  await page.goto(hostUrl("imprensa", "/homepage/consultoria-juridica/noticias"));
  const cards = page.locator('[data-slot="infinite-list"] li');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Jurídico – WordPress nº 1");
  await shot(page, "noticias-wordpress");
  const titles = await scrollToEnd(page);
  expect(titles).toEqual(Array.from({ length: 14 }, (_, i) => `Jurídico – WordPress nº ${i + 1}`));
  // The third post carries a <script> and an onerror: sanitised, neither runs.
  await page.locator('[data-slot="infinite-list"] li').nth(2).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Jurídico – WordPress nº 3" })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("3");
  expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await expect(page.locator("article script")).toHaveCount(0);
});

const FAKE_WORDPRESS = `http://127.0.0.1:${PORT + 90}`;

// The server's cache is the same at any screen size: checked once, on desktop.
test("@desktop-only WordPress: an area's news are kept a minute, an outage is asked again, and a console news save renews them", async ({ page }, info) => {
  test.setTimeout(120_000);
  const tag = FAKE_TAGS.political;
  const asked = async (pageNo: number) => {
    const all = (await (await fetch(`${FAKE_WORDPRESS}/__fake/requests`)).json()) as string[];
    return all.filter((r) => r.startsWith(`/wp-json/wp/v2/posts?tags=${tag}&page=${pageNo}&`)).length;
  };
  const failTag = (on: boolean) => fetch(`${FAKE_WORDPRESS}/__fake/failing-tags`, { method: "POST", body: JSON.stringify(on ? [tag] : []) });

  // The owner: a member of the station who reads its news, and who saves news in its console.
  await signInMember(page, "imprensa", "dono@imprensa.test");
  await page.goto(hostUrl("imprensa", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  const newsConsole = `${page.url()}/conteudo/noticias`;
  let saves = 0;
  const saveNews = async () => {
    await page.goto(newsConsole);
    await publishNews(page, `Aviso ${info.project.name} ${++saves}`);
    await page.goto(hostUrl("imprensa", "/homepage"));
  };
  // The list's next pages, as the member's browser asks for them: the status and the titles.
  const read = (pageNo: number) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      const body = (await response.json()) as { items?: { title: string }[] };
      return { status: response.status, titles: (body.items ?? []).map((i) => i.title) };
    }, `/homepage/politico-sindical/noticias/pagina?page=${pageNo}`);

  // A save first: whatever an earlier run kept is renewed, so every count below is this test's.
  await saveNews();
  const first = await asked(1);
  expect(await read(1)).toMatchObject({ status: 200, titles: expect.arrayContaining(["Político-sindical – WordPress nº 1"]) });
  expect(await asked(1), "the first read reaches WordPress").toBe(first + 1);
  expect((await read(1)).titles).toHaveLength(10);
  expect(await asked(1), "a second read within the minute does not reach WordPress").toBe(first + 1);

  await saveNews();
  expect((await read(1)).titles).toHaveLength(10);
  expect(await asked(1), "after a console news save the next read reaches WordPress").toBe(first + 2);

  await failTag(true);
  try {
    const before = await asked(2);
    expect((await read(2)).status).toBe(502);
    expect((await read(2)).status).toBe(502);
    expect(await asked(2), "a failing WordPress is asked again on the next read").toBe(before + 2);
    await failTag(false);
    expect(await read(2)).toEqual({ status: 200, titles: [11, 12, 13, 14].map((n) => `Político-sindical – WordPress nº ${n}`) });
    expect(await read(2)).toMatchObject({ status: 200 });
    expect(await asked(2), "the answer after the outage is kept").toBe(before + 3);
  } finally {
    await failTag(false);
  }
});

test("the areas' pages and station news pass axe without serious or critical violations", async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoMember(page);
  const paths = [
    ...AREAS.map((a) => a.path),
    "/homepage/consultoria-juridica/orientacoes",
    "/homepage/consultoria-juridica/contato",
    "/homepage/consultoria-juridica/informacoes",
    "/homepage/consultoria-juridica/noticias",
    "/homepage/consultoria-juridica/videos",
    "/homepage/noticias",
  ];
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(hostUrl("demo", path));
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      failures.push(`${path}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
});
