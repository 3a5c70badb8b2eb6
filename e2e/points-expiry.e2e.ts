// "Validade dos pontos": a wizard-fresh owner says the station's points expire 12 months after
// each credit (stopped first by a missing number of months), and makes one activity's points
// never expire; both read back after a reload. With SHOTS_DIR set, the screens are photographed
// at 1280×800 and 390×844.
import { expect, test, type Page } from "@playwright/test";
import { newStationInConsole } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("@console the owner sets when points expire, for the station and for one activity", async ({ page }, info) => {
  test.setTimeout(180_000);
  const project = info.project.name;
  const { consoleUrl } = await newStationInConsole(page, { email: `validade.${project}@exemplo.com`, siteName: `Clube Validade ${project}`, slug: `clubevalidade${project}` });

  await page.goto(`${consoleUrl}/atividades`);
  await expect(page.getByRole("heading", { name: "Validade dos pontos" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Nunca vencem" })).toBeChecked();
  await page.getByRole("radio", { name: "Vencem N meses após o crédito" }).click();
  await page.getByRole("button", { name: "Salvar validade" }).click();
  await expect(page.getByText("Informe um número de meses entre 1 e 120")).toBeVisible();
  await page.getByLabel("Meses até vencer").fill("12");
  await shoot(page, "validade-estacao");
  await page.getByRole("button", { name: "Salvar validade" }).click();
  await expect(page.getByText("Validade dos pontos salva.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Vencem N meses após o crédito" })).toBeChecked();
  await expect(page.getByLabel("Meses até vencer")).toHaveValue("12");

  // One activity's own rule: the wizard's welcome activity never expires.
  await page.getByRole("link", { name: "Boas-vindas: comece por aqui" }).click();
  await expect(page).toHaveURL(/\/atividades\/\d+$/);
  const rule = page.getByRole("combobox", { name: "Validade dos pontos" });
  await expect(rule).toHaveValue("station");
  await expect(page.getByText("Regra da estação: os pontos vencem 12 meses após o crédito.")).toBeVisible();
  await rule.selectOption("never");
  await shoot(page, "validade-atividade");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Atividade salva.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Validade dos pontos" })).toHaveValue("never");
});
