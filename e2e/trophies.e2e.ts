// Trophies and lucky numbers end to end. Each project has its own demo member (seeded by
// lib/trophies/seed.ts with no trophy): they see "Você ainda não possui troféus", accept the
// regulation (an activity of "Ganhe pontos", whose first one earns "Primeiros pontos"), are told by
// a toast, find the trophy on /homepage/trofeus and search it. Maria's seeded trophies are only
// read. Vitrine (its luckyNumbers setting on) shows the lucky numbers notice; demo has no such page.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { hostUrl, signInDemoMember, signInMember } from "./helpers";

const MEMBERS = { phone: "trofeus.celular@demo.test", desktop: "trofeus.desktop@demo.test" } as const;
const AGREEMENT = "Aceite o novo regulamento do clube";

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}

function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
}

test("an activity that completes a rule earns its trophy: a toast once, then the trophy on Troféus, found by its search", async ({ page }, info) => {
  await signInMember(page, "demo", MEMBERS[info.project.name as keyof typeof MEMBERS]);
  await page.goto(hostUrl("demo", "/homepage/trofeus"));
  await expect(page.getByRole("heading", { level: 1, name: "Meus troféus" })).toBeVisible();
  await expect(page.getByText("Você ainda não possui troféus")).toBeVisible();
  await shot(page, info, "trofeus-vazio");

  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(AGREEMENT)}`));
  await page.getByTestId("activity-card").filter({ hasText: AGREEMENT }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: AGREEMENT })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Li e aceito o novo regulamento do Clube Demo.").check();
  await page.getByRole("button", { name: "Concordo" }).click();
  await expect(page.getByRole("dialog", { name: "Parabéns!" })).toBeVisible();
  const toast = page.getByRole("status").filter({ hasText: "Você ganhou o troféu Primeiros pontos!" });
  await expect(toast).toBeVisible();
  await shot(page, info, "trofeu-toast");
  await page.getByRole("button", { name: "Fechar" }).click();

  await page.goto(hostUrl("demo", "/homepage/trofeus"));
  const cards = page.getByTestId("trophy-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Primeiros pontos");
  await expect(cards.first()).toContainText(`Conquistado em ${todayInSaoPaulo()}`);
  await shot(page, info, "trofeus");
  // Told once: the next page has no toast.
  await expect(page.getByRole("status").filter({ hasText: "Você ganhou o troféu" })).toHaveCount(0);

  const search = page.getByRole("searchbox", { name: "Pesquisar troféu" });
  await page.waitForLoadState("networkidle");
  await search.fill("caçador");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("Nenhum troféu encontrado para essa pesquisa")).toBeVisible();
  await shot(page, info, "trofeus-busca-vazia");
  await search.fill("PRIMEIROS");
  await expect(cards).toHaveCount(1);
});

test("Maria's trophies filter by description as she types, ignoring case and accents", async ({ page }, info) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/trofeus"));
  const cards = page.getByTestId("trophy-card");
  // Her seeded two; other suites' activities may have earned her more by now.
  await expect(cards.filter({ hasText: "Primeira compra" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Cliente da casa" })).toHaveCount(1);
  await shot(page, info, "trofeus-maria");
  await page.waitForLoadState("networkidle");
  await page.getByRole("searchbox", { name: "Pesquisar troféu" }).fill("COMPRA");
  await expect(cards.filter({ hasText: "Cliente da casa" })).toHaveCount(0);
  await expect(cards.filter({ hasText: "Primeira compra" })).toHaveCount(1);
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain("compra");
  await shot(page, info, "trofeus-busca");
});

test("the lucky numbers notice shows the station's date and time where the setting is on, and nowhere else", async ({ page }, info) => {
  await signInMember(page, "vitrine", "sorte@vitrine.test");
  await page.goto(hostUrl("vitrine", "/homepage/numeros-da-sorte"));
  await expect(page.getByRole("heading", { level: 1, name: "Números da sorte" })).toBeVisible();
  await expect(page.getByTestId("lucky-numbers-notice")).toHaveText("Os números da sorte serão divulgados no site até 01/02/2023 às 16h.");
  await shot(page, info, "numeros-da-sorte");

  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/numeros-da-sorte"));
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});
