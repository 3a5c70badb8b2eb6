// The public site's cache after console saves, checked over raw HTTP on a wizard-fresh station: a
// save renders again the pages that show what it changed, and the station's other pages keep
// their cached copy. Next says which in `x-nextjs-cache` (HIT: the kept page); a request with an
// Authorization header goes past the front of `npm start` (it never keeps those), so Next's own
// cache is what answers; a plain request goes through the front, as a visitor's does.
import { expect, test } from "@playwright/test";
import { newStationInConsole, publishNews } from "./helpers";
import { raw } from "./raw-http";

const PAST_THE_FRONT = { authorization: "E2E past-the-front" };


test("@desktop-only a news save keeps the legal page cached; a plan save shows on its page at once, and the legal page stays cached", async ({ page }) => {
  test.setTimeout(180_000);
  const { consoleUrl } = await newStationInConsole(page, { email: "cache.dono@e2e.test", siteName: "Cache Clube", slug: "cache-clube" });
  const siteLink = page.getByRole("link", { name: /localhost/ }).first();
  const slug = new URL((await siteLink.getAttribute("href"))!).hostname.split(".")[0]!;
  const origin = new URL(consoleUrl).origin;
  const stationPath = new URL(consoleUrl).pathname;

  // A plan and a first news item: the station now shows "Planos" and "Notícias" in its member
  // menu, which renews every page once. From here on each save changes one part only.
  await page.goto(`${origin}${stationPath}/planos`);
  await page.getByRole("button", { name: "Novo plano" }).first().click();
  await page.getByLabel("Nome do plano").fill("Plano Ouro");
  await page.getByLabel("Preço").fill("49,90");
  await page.getByRole("textbox", { name: "Benefício 1" }).fill("Frete grátis");
  await page.getByRole("button", { name: "Criar plano" }).click();
  await expect(page.getByText("Plano criado.")).toBeVisible();
  await page.goto(`${origin}${stationPath}/conteudo/noticias`);
  await publishNews(page, "Primeira notícia");

  const sitemap = await raw("GET", "/sitemap.xml", { sub: slug });
  const planPath = /https?:\/\/[^/<]+(\/planos\/\d+)</.exec(sitemap.body)?.[1];
  expect(planPath, "the sitemap lists the new plan's page").toBeTruthy();

  // Both pages rendered once, then kept.
  for (const path of ["/termos-de-uso", planPath!]) {
    await raw("GET", path, { sub: slug, headers: PAST_THE_FRONT });
    const again = await raw("GET", path, { sub: slug, headers: PAST_THE_FRONT });
    expect([again.status, again.headers["x-nextjs-cache"]], `${path} is kept after its first render`).toEqual([200, "HIT"]);
  }

  await publishNews(page, "Segunda notícia");
  const legalAfterNews = await raw("GET", "/termos-de-uso", { sub: slug, headers: PAST_THE_FRONT });
  expect(legalAfterNews.headers["x-nextjs-cache"], "a news save leaves the legal page's cache entry in place").toBe("HIT");
  const legalThroughFront = await raw("GET", "/termos-de-uso", { sub: slug });
  expect(legalThroughFront.headers["x-nextjs-cache"], "through the front too, the legal page is the kept one").toBe("HIT");

  await page.goto(`${origin}${stationPath}/planos`);
  await page.getByRole("button", { name: "Editar plano Plano Ouro" }).click();
  await page.getByLabel("Nome do plano").fill("Plano Diamante");
  await page.getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Plano salvo.")).toBeVisible();
  // The first request after the save, as a visitor makes it (through the front), has the new name.
  const plan = await raw("GET", planPath!, { sub: slug });
  expect(plan.status).toBe(200);
  expect(plan.body, "the plan's public page shows the saved name").toContain("Plano Diamante");
  expect(plan.body).not.toContain("Plano Ouro");
  const legalAfterPlan = await raw("GET", "/termos-de-uso", { sub: slug, headers: PAST_THE_FRONT });
  expect(legalAfterPlan.headers["x-nextjs-cache"], "a plan save leaves the legal page's cache entry in place").toBe("HIT");
});
