// The owner console's "Marca e dados", from a wizard-fresh owner: the brand colour
// with its contrast warning and live preview, saved and seen in the first HTML of the station's
// public landing (with the delay measured); station data with CNPJ validation and the currency
// example; access switches; the terms of use written, shown on the public page and restored.
// With SHOTS_DIR set, every screen is photographed at 1280×800 and 820×1180.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, newStationInConsole } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const [w, h] of [[1280, 800], [820, 1180]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("@console an owner sets brand, data, access and legal texts, and the public site shows them", async ({ page }, info) => {
  test.setTimeout(180_000);
  const project = info.project.name.replace(/[^a-z]/g, "");
  const slug = `marca${project}`;
  const { stationId } = await newStationInConsole(page, { email: `marca.${project}@dono.test`, siteName: `Marca ${project}`, slug });
  const tabs = page.getByRole("navigation", { name: "Telas de marca e dados" });

  // Marca: a pale colour warns, with its ratio; the preview follows before saving.
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Marca e dados" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marca" })).toBeVisible();
  await shoot(page, "marca");
  const color = page.getByLabel("Cor da marca");
  await color.fill("#FFEB3B");
  await expect(page.getByTestId("contrast-check").getByText(/A cor como texto no branco: 1,\d:1/)).toBeVisible();
  await expect(page.getByTestId("contrast-check").getByRole("alert")).toContainText("tom mais escuro");
  await expect(page.getByTestId("brand-preview")).toHaveAttribute("style", /--brand:\s*#FFEB3B/);
  await shoot(page, "marca-aviso");
  await color.fill("#00695C");
  await expect(page.getByTestId("contrast-check").getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Fonte").selectOption("Poppins");
  await page.getByRole("button", { name: "Salvar marca" }).click();
  const savedAt = Date.now();
  await expect(page.getByText("Marca salva. O site já mostra as mudanças.")).toBeVisible();

  // The public landing's first HTML carries the new colour on its next load.
  let landing = await fetchAsHost(slug, "/");
  while (!landing.body.includes("--brand:#00695C") && Date.now() - savedAt < 20_000) landing = await fetchAsHost(slug, "/");
  expect(landing.body).toContain("--brand:#00695C");
  expect(landing.body).toContain('--font-brand:"Poppins"');
  console.log(`brand colour on the public landing ${Date.now() - savedAt} ms after the save answered`);

  // Dados: a wrong CNPJ is refused beside the field; the currency example follows the typing.
  await tabs.getByRole("link", { name: "Dados da estação" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dados da estação" })).toBeVisible();
  await shoot(page, "dados");
  await page.getByLabel("CNPJ").fill("11.444.777/0001-62");
  await page.getByLabel("Razão social").fill("Marca Serviços Ltda.");
  await page.getByLabel("Instagram").fill("https://instagram.com/marca");
  await page.getByLabel("Nome da moeda").fill("Moedas");
  await expect(page.getByTestId("currency-example")).toHaveText("1.500,00 Moedas");
  await page.getByRole("radio", { name: /Antes do número/ }).click();
  await expect(page.getByTestId("currency-example")).toHaveText("Moedas 1.500,00");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("CNPJ inválido").first()).toBeVisible();
  await page.getByLabel("CNPJ").fill("11.444.777/0001-61");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("Dados salvos.")).toBeVisible();

  // Acesso e recursos.
  await tabs.getByRole("link", { name: "Acesso e recursos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acesso e recursos" })).toBeVisible();
  await shoot(page, "acesso");
  await page.getByRole("checkbox", { name: "Calendário" }).click();
  await page.getByLabel("Reserva do carrinho (segundos)").fill("30");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByText("Informe um valor entre 60 e 3600")).toBeVisible();
  await page.getByLabel("Reserva do carrinho (segundos)").fill("900");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByText("Configurações salvas.")).toBeVisible();

  // Textos legais: the default text names the legal entity; an own text shows on the public page.
  await tabs.getByRole("link", { name: "Textos legais" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Textos legais" })).toBeVisible();
  const terms = page.getByRole("textbox", { name: "Texto dos termos de uso" });
  await expect(terms).toContainText("Marca Serviços Ltda., inscrita no CNPJ sob o nº 11.444.777/0001-61");
  await shoot(page, "textos-legais");
  await terms.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Regras do clube da Marca");
  await page.getByRole("button", { name: "Salvar termos de uso" }).click();
  await expect(page.getByText("Texto salvo: o site já mostra os termos de uso.")).toBeVisible();
  const publicTerms = await page.context().newPage();
  await publicTerms.goto(hostUrl(slug, "/termos-de-uso"));
  await expect(publicTerms.getByText("Regras do clube da Marca")).toBeVisible();

  await page.getByRole("button", { name: "Restaurar texto padrão" }).click();
  await expect(page.getByRole("alertdialog", { name: "Restaurar o texto padrão?" })).toBeVisible();
  await shoot(page, "textos-legais-restaurar");
  await page.getByRole("button", { name: "Restaurar", exact: true }).click();
  await expect(page.getByText("Texto padrão restaurado.")).toBeVisible();
  const restoredAt = Date.now();
  // A cached page may be answered once more while it renders again: reload until the default shows.
  await expect(async () => {
    await publicTerms.reload();
    await expect(publicTerms.getByText(/Estes Termos de uso regulam a participação/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  console.log(`default terms on the public page ${Date.now() - restoredAt} ms after the restore answered`);
  await publicTerms.close();

  // The audit log names each change.
  await page.goto(`${new URL(page.url()).origin}/estacoes/${stationId}/auditoria`);
  await expect(page.getByRole("cell", { name: "Alterou a marca" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Restaurou um texto legal padrão" })).toBeVisible();
  // In words a person reads: the field's pt-BR name and the values, never raw keys.
  const brand = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Alterou a marca" }) }).first();
  await expect(brand).toContainText("Cor da marca: ");
  await expect(brand).toContainText("#00695C");
  await expect(brand).not.toContainText("mainBrandColor");
  await shoot(page, "auditoria");

  // Filtered by area, and exported as the same words.
  await page.getByLabel("O quê").selectOption({ label: "Marca e dados" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/area=site/);
  await expect(page.getByRole("cell", { name: "Alterou a marca" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Entrou no painel" })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^auditoria-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFQuando;Quem;E-mail;O quê;Item;Detalhes");
  expect(csv).toContain("Alterou a marca");
  expect(csv).toContain("Cor da marca: ");
  expect(csv).not.toContain("Entrou no painel");
});
