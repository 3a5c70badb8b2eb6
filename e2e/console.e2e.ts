// The owner console's way in: dono@demo.test presses "Acessar Painel" in demo's member area,
// confirms on the link's page and lands, signed in, on painel.localhost: the station switcher, the
// overview and the audit entry of that very sign-in. The single-use link fails when used again. With SHOTS_DIR set, the console's
// screens are also photographed at 1280×800 and 820×1180.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const [w, h] of [[1280, 800], [820, 1180]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("@desktop-only an owner reaches the console from the station, once per link", async ({ page, browser }) => {
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  const signOnUrls: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && /\/\/painel\.localhost:\d+\/entrar\//.test(request.url())) signOnUrls.push(request.url());
  });
  await page.getByRole("button", { name: "Acessar Painel" }).click();

  // The link only asks: who enters which station's console, and a button that does it.
  await expect(page.getByRole("heading", { name: "Entrar no painel de Clube Demo?" })).toBeVisible();
  await expect(page.getByText("dono@demo.test")).toBeVisible();
  await shoot(page, "entrar");
  await confirmConsoleSignOn(page);
  expect(signOnUrls).toHaveLength(1);
  await expect(page.getByRole("heading", { level: 1, name: "Clube Demo" })).toBeVisible();
  const numbers = page.getByRole("region", { name: "Números da estação" });
  await expect(numbers.getByText("Membros", { exact: true })).toBeVisible();
  await expect(numbers.getByText("Atividades", { exact: true })).toBeVisible();
  await expect(page.getByText("dono@demo.test")).toBeVisible();
  await shoot(page, "overview");

  await page.getByRole("button", { name: /Trocar de estação/ }).click();
  await expect(page.getByRole("menuitem", { name: /Clube Demo/ })).toBeVisible();
  await shoot(page, "switcher");
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Auditoria" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Entrou no painel" }).first()).toBeVisible();
  await shoot(page, "auditoria");

  // The same link again, even from another browser: spent.
  const other = await browser.newPage();
  await other.goto(signOnUrls[0]!);
  await expect(other).toHaveURL(/\/link-invalido$/);
  await expect(other.getByRole("heading", { name: "Este link de acesso não vale mais" })).toBeVisible();
  await shoot(other, "link-invalido");
  await other.close();

  // Sair ends the console session: the overview is out of reach again.
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Você saiu do painel.")).toBeVisible();
  await shoot(page, "saiu");
  await page.goBack();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Painel da estação" })).toBeVisible();
});
