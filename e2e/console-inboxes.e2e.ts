// The console's two inboxes, end to end on demo: a member (its own, lib/support/seed.ts) asks for a
// bank-transfer top-up and writes to "Fale conosco"; the owner approves the transfer in
// "Transferências" and replies in "Suporte"; the member's statement shows the credit, and the
// development mailbox holds both e-mails. With SHOTS_DIR set, both screens are photographed at
// phone, desktop and tablet sizes.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember, solveCaptcha } from "./helpers";

const MEMBER = { email: "caixa.entrada@demo.test", name: "Iara Entrada" };
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
  { name: "tablet", width: 820, height: 1180 },
];

async function shootAllSizes(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${dir}/${name}-${size.name}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

test("@desktop-only a transfer approved and a message answered in the console reach the member", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const subject = `Dúvida ${Date.now().toString(36)}`;

  // The member asks for R$ 23,45 by transfer and writes to support.
  await signInMember(page, "demo", MEMBER.email);
  await page.goto(hostUrl("demo", "/homepage/meios-de-pagamento/comprar"));
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Quantidade em BRL").fill("23,45");
  await page.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page.getByRole("dialog", { name: "Pedido enviado" })).toBeVisible();

  await page.goto(hostUrl("demo", "/homepage/support"));
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Assunto").fill(subject);
  await page.getByLabel("Mensagem").fill("Quando os créditos da minha transferência entram na carteira?");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Operação realizada com sucesso")).toBeVisible();

  // The owner, in a browser of their own, opens the console from the member area.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await signInMember(owner, "demo", "dono@demo.test");
  await owner.goto(hostUrl("demo", "/homepage"));
  await owner.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(owner);
  const menu = owner.getByRole("navigation", { name: "Seções do painel" });

  await menu.getByRole("link", { name: "Transferências" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Transferências" })).toBeVisible();
  const row = owner.getByRole("row").filter({ hasText: MEMBER.email }).filter({ hasText: "R$ 23,45" }).first();
  await expect(row).toBeVisible();
  const requestNumber = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
  expect(requestNumber).toMatch(/^#\d+$/);
  await shootAllSizes(owner, "console-transferencias");
  await row.getByRole("button", { name: "Aprovar" }).click();
  const confirm = owner.getByRole("alertdialog", { name: `Aprovar a transferência ${requestNumber}?` });
  await confirm.getByRole("button", { name: "Aprovar" }).click();
  await expect(owner.getByText("Transferência aprovada. Os créditos já estão na carteira do membro.")).toBeVisible();
  await expect(owner.getByRole("row").filter({ hasText: requestNumber })).toHaveCount(0);
  await owner.getByRole("link", { name: /^Decididas/ }).click();
  await expect(owner.getByRole("row").filter({ hasText: requestNumber })).toContainText("Aprovado");
  await shootAllSizes(owner, "console-transferencias-decididas");

  await menu.getByRole("link", { name: "Suporte" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Suporte" })).toBeVisible();
  await shootAllSizes(owner, "console-suporte");
  await owner.getByRole("link", { name: subject }).click();
  await expect(owner.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(owner.getByText("Membro conectado")).toBeVisible();
  await owner.waitForLoadState("networkidle");
  const reply = "Olá, Iara! Sua transferência foi confirmada e os créditos já estão na carteira.";
  await owner.getByLabel("Sua resposta").fill(reply);
  await owner.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(owner.getByText("Resposta enviada por e-mail.")).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Resposta enviada" })).toBeVisible();
  await shootAllSizes(owner, "console-suporte-mensagem");
  await ownerContext.close();

  // The member's statement shows the credit; the mailbox has both e-mails to the member.
  await page.goto(hostUrl("demo", "/homepage/extrato/extratos-totais"));
  await expect(page.getByTestId("statement-row").filter({ hasText: `Transferência bancária ${requestNumber}` })).toContainText("23,45");
  await page.goto(hostUrl("demo", "/dev/outbox"));
  const mails = page.getByRole("listitem").filter({ hasText: MEMBER.email });
  await expect(mails.filter({ hasText: "Seus créditos foram liberados" }).filter({ hasText: requestNumber })).toHaveCount(1);
  await expect(mails.filter({ hasText: `Re: ${subject}` }).filter({ hasText: reply })).toHaveCount(1);
});
