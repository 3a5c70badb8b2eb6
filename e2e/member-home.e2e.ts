// The member shell and home: at phone width every way out of the top bar stays reachable (the
// owner's "Acessar Painel" has no room in the bar at 390 px, so the avatar menu carries it there),
// a screen opened from a card starts at its top, and the home says the balance, what to do first
// and the station's own blocks, on both demo stations.
import { expect, test } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";

test("@desktop-only an owner on a phone opens the console from the avatar menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await expect(page.getByRole("button", { name: "Acessar Painel" })).toBeHidden();
  await page.getByRole("button", { name: /menu do usuário/ }).click();
  const item = page.getByRole("menuitem", { name: "Acessar Painel" });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/^http:\/\/painel\.localhost:\d+\//);
});

test("@desktop-only a member without a console role has no Acessar Painel in the avatar menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMember(page, "demo", "membro@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: /menu do usuário/ }).click();
  await expect(page.getByRole("menuitem", { name: "Sair" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Acessar Painel" })).toHaveCount(0);
});

test("@desktop-only an activity opened from a card lower on the home starts at its top, under the header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInMember(page, "demo", "membro@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  const card = page.locator('main a[href^="/homepage/atividades/"]').nth(2);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 65));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(/\/homepage\/atividades\/\d+$/);
  await expect(page.getByRole("navigation", { name: /trilha|breadcrumb|Você está em/i }).or(page.locator("main h1")).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a new member's home on vitrine says the balance, what to do first, the shop and the lucky numbers", async ({ page }) => {
  // A vitrine member who has done nothing yet (the fuel-club suite only reads with it).
  await signInMember(page, "vitrine", "combustivel@vitrine.test");
  await page.goto(hostUrl("vitrine", "/homepage"));
  await expect(page.getByTestId("home-balance")).toContainText("Seu saldo");
  await expect(page.getByRole("heading", { level: 2, name: "Para começar" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Loja" })).toBeVisible();
  await expect(page.getByTestId("home-lucky-numbers")).toContainText("Números da sorte");
  // vitrine has no service areas nor fuel club: no block for them.
  await expect(page.getByRole("heading", { name: "Serviços para você" })).toHaveCount(0);
});

test("demo's home carries its service areas and the fuel club's Abastecimento", async ({ page }) => {
  await signInMember(page, "demo", "membro@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  const shortcuts = page.getByRole("region", { name: "Serviços para você" });
  await expect(shortcuts.getByRole("link", { name: /Abastecimento/ })).toHaveAttribute("href", "/homepage/legisclub-gasolina");
  await expect(shortcuts.getByRole("link", { name: /Consultoria jurídica/ })).toHaveAttribute("href", "/homepage/consultoria-juridica");
  await expect(page.getByTestId("home-lucky-numbers")).toHaveCount(0);
});
