// "Membros" in the console, end to end on demo at desktop and tablet sizes: the owner finds a
// member by the formatted CPF, credits points with a reason (the member's own "Meu extrato" shows
// it), and suspends another member whose browser, signed in all along, is refused at the next
// click with the suspended-access notice. Each size acts on its own pair of seeded members
// (lib/accounts/console/seed.ts). With SHOTS_DIR set, the list and the member's page are
// photographed at phone, tablet and desktop sizes.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const MEMBERS = {
  desktop: {
    adjusted: { email: "ajuste.desktop@demo.test", name: "Amanda Ajuste", cpf: "400.892.640-29" },
    suspended: { email: "suspensao.desktop@demo.test", name: "Samuel Suspensão" },
  },
  tablet: {
    adjusted: { email: "ajuste.tablet@demo.test", name: "Alice Ajuste", cpf: "435.237.436-99" },
    suspended: { email: "suspensao.tablet@demo.test", name: "Saulo Suspensão" },
  },
} as const;

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "desktop", width: 1280, height: 800 },
];

async function shootAllSizes(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${dir}/${name}-${size.name}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test("@console the owner finds a member by CPF, adjusts their points and suspends another", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const pair = MEMBERS[testInfo.project.name === "tablet" ? "tablet" : "desktop"];
  const reason = `Bônus da pesquisa ${Date.now().toString(36)}`;

  // Both members are signed in, each in a browser of their own.
  const adjustedContext = await browser.newContext();
  const adjusted = await adjustedContext.newPage();
  await signInMember(adjusted, "demo", pair.adjusted.email);
  const suspendedContext = await browser.newContext();
  const suspended = await suspendedContext.newPage();
  await signInMember(suspended, "demo", pair.suspended.email);

  // The owner opens the console from the member area.
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Membros" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Membros" })).toBeVisible();

  // Found by the CPF as printed on a document; the filter is in the URL.
  await page.getByRole("searchbox", { name: "Buscar por nome, e-mail, CPF ou número do membro" }).fill(pair.adjusted.cpf);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.getByRole("row").filter({ hasText: pair.adjusted.email });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`***.${pair.adjusted.cpf.slice(4, 7)}.${pair.adjusted.cpf.slice(8, 11)}-**`);
  await shootAllSizes(page, "membros-lista");
  await rows.first().getByRole("link", { name: pair.adjusted.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: pair.adjusted.name })).toBeVisible();

  await page.getByRole("button", { name: "Ajustar pontos" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajustar pontos" });
  await dialog.getByLabel("Pontos").fill("12,50");
  await dialog.getByLabel("Motivo").fill(reason);
  await dialog.getByRole("button", { name: "Lançar ajuste" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "Créditos" })).toContainText(`Ajuste: ${reason}`);
  await shootAllSizes(page, "membros-detalhe");

  // The member reads it in their own statement.
  await adjusted.goto(hostUrl("demo", "/homepage/extrato/extratos-totais"));
  await expect(adjusted.getByRole("heading", { level: 1, name: "Meu extrato" })).toBeVisible();
  await expect(adjusted.getByText(`Ajuste: ${reason}`)).toBeVisible();

  // The other member is suspended with a reason...
  await page.getByRole("link", { name: "Todos os membros" }).click();
  await page.getByRole("searchbox", { name: "Buscar por nome, e-mail, CPF ou número do membro" }).fill(pair.suspended.email);
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.getByRole("row").filter({ hasText: pair.suspended.email }).getByRole("link", { name: pair.suspended.name }).click();
  await page.getByRole("button", { name: "Suspender" }).click();
  const suspend = page.getByRole("dialog", { name: "Suspender membro" });
  await suspend.getByLabel("Motivo da suspensão").fill("Cadastro com dados falsos");
  await suspend.getByRole("button", { name: "Suspender" }).click();
  await expect(suspend).toBeHidden();
  await expect(page.getByText("Suspenso", { exact: true })).toBeVisible();

  // ...and their open browser is refused at the next click.
  await suspended.goto(hostUrl("demo", "/homepage/atividades"));
  await expect(suspended.getByRole("dialog")).toContainText("O seu acesso está suspenso. Caso tenha dúvidas entre em contato pelo fale conosco.");

  await adjustedContext.close();
  await suspendedContext.close();
});
