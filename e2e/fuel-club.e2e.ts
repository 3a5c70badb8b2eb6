// The fuel voucher club end to end. Each project has its own demo member (lib/fuel/seed.ts) with no
// voucher: an option is required; "Gerar Voucher" reads "Gerando voucher..." while the action runs;
// the new voucher opens in "Meus Vouchers" with its QR and fields, prints, and its option cannot be
// chosen again (also after a reload); its QR opens the station's validation page as a fuel voucher.
// Vitrine has no fuel club: no menu item, and the address is the member shell's not-found page.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";

const MEMBERS = { phone: "combustivel.fone@demo.test", desktop: "combustivel.desktop@demo.test" } as const;
const PAGE = "/homepage/legisclub-gasolina";
const SHOTS = "/tmp/shots15/fuel";

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png`, fullPage });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

/** The member menu: the sidebar on wide screens, the menu sheet on phones. */
async function openMenu(page: Page) {
  const sidebar = page.getByRole("navigation", { name: "Menu principal" });
  if (await sidebar.isVisible()) return sidebar;
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet.getByRole("link").first()).toBeVisible();
  return sheet;
}

function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
}

test("a member generates a fuel voucher once per option, opens it with its QR and prints it", async ({ page }, info) => {
  await signInMember(page, "demo", MEMBERS[info.project.name as keyof typeof MEMBERS]);
  await page.goto(hostUrl("demo", "/homepage"));
  await page.waitForLoadState("networkidle");
  await (await openMenu(page)).getByRole("link", { name: "Clube de combustível" }).click();
  await expect(page).toHaveURL(hostUrl("demo", PAGE));
  await expect(page.getByRole("heading", { level: 1, name: "Clube de combustível" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Campanhas" })).toHaveAttribute("aria-selected", "true");
  const campaign = page.getByTestId("fuel-campaign").filter({ hasText: "Abastece Demo" });
  await expect(campaign).toBeVisible();
  await expect(page.getByTestId("fuel-campaign").filter({ hasText: "Pé na estrada" })).toBeVisible();
  await expect(campaign.getByRole("radio", { name: /Gasolina comum · 20 L · R\$ 120,00/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, info, "campanhas");

  // Nothing yet in "Meus Vouchers".
  await page.getByRole("tab", { name: "Meus Vouchers" }).click();
  await expect(page.getByText("Você ainda não possui vouchers")).toBeVisible();
  await shot(page, info, "meus-vouchers-vazio");
  await page.getByRole("tab", { name: "Campanhas" }).click();

  // An option is required.
  const generate = campaign.getByRole("button", { name: "Gerar Voucher" });
  await generate.click();
  await expect(campaign.getByText("Escolha uma opção de combustível.")).toBeVisible();

  // The action is held until the working state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(hostUrl("demo", PAGE), async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await campaign.getByRole("radio", { name: /Etanol · 20 L · R\$ 90,00/ }).click();
  await generate.click();
  const working = campaign.getByRole("button", { name: "Gerando voucher..." });
  await expect(working).toBeVisible();
  await expect(working).toBeDisabled();
  release();

  // The new voucher opens in "Meus Vouchers".
  const dialog = page.getByRole("dialog", { name: "Voucher de combustível" });
  await expect(dialog).toBeVisible();
  await page.unroute(hostUrl("demo", PAGE));
  const code = (await dialog.getByTestId("dialog-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(dialog.getByRole("img", { name: `QR code para validar o voucher de combustível ${code}` })).toBeVisible();
  const fields = dialog.getByTestId("fuel-voucher-fields");
  await expect(fields).toContainText(/Voucher nº\s*\d+/);
  await expect(fields).toContainText("Abastece Demo");
  await expect(fields).toContainText("Etanol");
  await expect(fields).toContainText("20 L");
  await expect(fields).toContainText("R$ 90,00");
  await expect(dialog).toContainText(`Emitido em ${todayInSaoPaulo()}`);
  await expect(fields).toContainText("Validade");
  await expect(dialog.getByRole("button", { name: "Imprimir ou salvar" })).toBeVisible();
  const link = (await dialog.getByTestId("validation-link").getAttribute("href"))!;
  expect(link).toMatch(new RegExp(`/validar/${code}$`));
  await shot(page, info, "voucher-dialog", false);
  await expectAccessible(page);

  // On paper: the voucher alone, on one page.
  await page.emulateMedia({ media: "print" });
  await shot(page, info, "voucher-impressao", false);
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  await dialog.getByRole("button", { name: "Fechar" }).last().click();
  await expect(page.getByRole("tab", { name: "Meus Vouchers" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByTestId("fuel-voucher-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(code);
  await expect(card).toContainText(`Emitido em ${todayInSaoPaulo()}`);
  await expect(card).toContainText("Válido até");
  await shot(page, info, "meus-vouchers");

  // The same option is not offered again, also after a reload (which keeps the tab); the other one still is.
  await expect(page).toHaveURL(hostUrl("demo", `${PAGE}?aba=vouchers`));
  await page.reload();
  await expect(page.getByRole("tab", { name: "Meus Vouchers" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("fuel-voucher-card")).toHaveCount(1);
  await page.getByRole("tab", { name: "Campanhas" }).click();
  const ethanol = campaign.getByRole("radio", { name: /Etanol/ });
  await expect(ethanol).toBeDisabled();
  await expect(campaign.getByText("Voucher já gerado")).toBeVisible();
  await expect(campaign.getByRole("radio", { name: /Gasolina comum/ })).toBeEnabled();
  await shot(page, info, "campanhas-depois");

  // Its card reopens it; the QR leads to the station's validation page.
  await page.getByRole("tab", { name: "Meus Vouchers" }).click();
  await page.getByTestId("fuel-voucher-card").click();
  await expect(dialog.getByTestId("dialog-code")).toHaveText(code);
  await page.goto(link);
  const verdict = page.getByTestId("code-verdict");
  await expect(verdict.getByRole("heading", { name: "Voucher de combustível válido" })).toBeVisible();
  await expect(verdict).toContainText("Etanol · 20 L · R$ 90,00");
  await shot(page, info, "validacao");
});

test("vitrine has no fuel club: no menu item, and its address is not found", async ({ page }) => {
  await signInMember(page, "vitrine", "combustivel@vitrine.test");
  await page.goto(hostUrl("vitrine", "/homepage"));
  await page.waitForLoadState("networkidle");
  const menu = await openMenu(page);
  await expect(menu.getByRole("link").first()).toBeVisible();
  await expect(menu.getByRole("link", { name: "Clube de combustível" })).toHaveCount(0);
  // The not-found screen inside the member shell (its 404 status: e2e/hostile-status.e2e.ts).
  await page.goto(hostUrl("vitrine", PAGE));
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});
