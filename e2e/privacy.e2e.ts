// Members' data rights end to end on demo, with the member kept for this suite (lib/privacy/seed.ts:
// a past order paid from the wallet). She downloads her data from "Privacidade e dados" (the JSON
// parses and holds her e-mail and order; the HTML document opens), then deletes her account with
// the code e-mailed to her (read from the development mailbox): the farewell e-mail arrives, she
// cannot sign in again, and in the console the owner's reports count the same and her past order
// is still there, under "Participante removido". The register lists her requests.
// With SHOTS_DIR set, the privacy page and the register are photographed at phone and desktop sizes.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember, submitLogin } from "./helpers";

const MEMBER = { email: "lgpd@demo.test", name: "Luísa Gomes" };
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

async function shoot(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.width === 390) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits 390 px` }).toBeLessThanOrEqual(390);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${size.name}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Serious or critical axe findings (WCAG 2.2 AA) on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  // A toast fades in: mid-fade, axe judges its text against a half-transparent background.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(fs.readFileSync(path.join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] }, resultTypes: ["violations"] });
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

async function download(page: Page, name: string | RegExp): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  expect(file.suggestedFilename()).toMatch(/^meus-dados-demo-\d{4}-\d{2}-\d{2}\.(json|html)$/);
  return fs.readFileSync((await file.path())!, "utf8");
}

async function revenueRows(page: Page, stationId: string): Promise<string[]> {
  await page.goto(hostUrl("painel", `/estacoes/${stationId}/relatorios?periodo=90`));
  const table = page.getByRole("table", { name: "Receita por forma de pagamento" });
  await expect(table).toBeVisible();
  return table.locator("tbody tr").allInnerTexts();
}

test("@desktop-only a member downloads her data and deletes her account; the owner's figures stay", async ({ page, browser }) => {
  test.setTimeout(240_000);

  // The owner's revenue before anything happens.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await signInMember(owner, "demo", "dono@demo.test");
  await owner.goto(hostUrl("demo", "/homepage"));
  await owner.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(owner);
  const stationId = /\/estacoes\/(\d+)$/.exec(owner.url())![1]!;
  const revenueBefore = await revenueRows(owner, stationId);

  // The member reaches the page from her profile and downloads both copies.
  await signInMember(page, "demo", MEMBER.email);
  await page.goto(hostUrl("demo", "/homepage/perfil"));
  await page.getByRole("link", { name: /Privacidade e dados/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacidade e dados" })).toBeVisible();
  await shoot(page, "privacidade");
  expect(await axeViolations(page)).toEqual([]);

  const json = JSON.parse(await download(page, "Baixar dados (JSON)")) as { profile: { email: string; name: string }; orders: { id: number; code: string }[] };
  expect(json.profile).toMatchObject({ email: MEMBER.email, name: MEMBER.name });
  expect(json.orders.length).toBeGreaterThan(0);
  const order = json.orders[0]!;

  const html = await download(page, "Baixar documento (HTML)");
  const doc = await browser.newPage();
  await doc.setContent(html);
  expect(await axeViolations(doc)).toEqual([]);
  await expect(doc.getByRole("heading", { level: 1 })).toHaveText(/^Meus dados — /);
  await expect(doc.getByText(MEMBER.email)).toBeVisible();
  await expect(doc.getByRole("cell", { name: order.code, exact: true })).toBeVisible();
  if (process.env.SHOTS_DIR) await doc.screenshot({ path: `${process.env.SHOTS_DIR}/meus-dados-html.png`, fullPage: true });
  await doc.close();

  // "Excluir minha conta": the code goes by e-mail; she types it.
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Excluir sua conta?" });
  await dialog.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByLabel("Código de confirmação")).toBeVisible();
  await shoot(page, "privacidade-codigo");
  expect(await axeViolations(page)).toEqual([]);

  const mailbox = await page.context().newPage();
  await mailbox.goto(hostUrl("demo", "/dev/outbox"));
  const code = (await mailbox.getByRole("listitem").filter({ hasText: MEMBER.email }).filter({ hasText: "excluir sua conta" }).first().getByTestId("outbox-code").first().textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel("Código de confirmação").fill(code);
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expect(page.getByRole("status").getByText("Sua conta foi excluída")).toBeVisible();

  await mailbox.reload();
  await expect(mailbox.getByRole("listitem").filter({ hasText: MEMBER.email }).filter({ hasText: "Sua conta foi excluída" })).not.toHaveCount(0);
  await mailbox.close();

  // Her session is over and her password no longer opens anything.
  await page.goto(hostUrl("demo", "/homepage/perfil/privacidade"));
  await expect(page).not.toHaveURL(/\/homepage\/perfil\/privacidade/);
  await page.context().clearCookies();
  await submitLogin(page, "demo", "E-mail", MEMBER.email, "Demo@1234");
  await expect(page.getByText("CPF/e-mail ou senha inválidos")).toBeVisible();

  // The owner: the same revenue, her order still there under the anonymous holder, the register.
  expect(await revenueRows(owner, stationId)).toEqual(revenueBefore);
  await owner.goto(hostUrl("painel", `/estacoes/${stationId}/pedidos/${order.id}`));
  await expect(owner.getByRole("heading", { level: 1, name: new RegExp(order.code) })).toBeVisible();
  await expect(owner.getByText("Participante removido").first()).toBeVisible();
  await expect(owner.getByText(MEMBER.email)).toHaveCount(0);

  await owner.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Privacidade" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Privacidade" })).toBeVisible();
  const mine = owner.getByTestId("privacy-request").filter({ hasText: "Participante removido" });
  await expect(mine.filter({ hasText: "Exclusão" }).filter({ hasText: "Concluída" })).toHaveCount(1);
  await expect(mine.filter({ hasText: "Acesso (download)" })).toHaveCount(2);
  await shoot(owner, "privacidade-console");
  expect(await axeViolations(owner)).toEqual([]);
  await ownerContext.close();
});
