// What a member bought, end to end: the three lists and their empty states, a delivery order's
// printable receipt whose QR link opens the validation page on the station's host, the coupon and
// voucher of the demo member on that page, and the station's owner marking the order delivered at
// the console's door (an old owner link on the apex leads there). Each project places its own order, so the
// phone and desktop runs never validate the same code; the demo member's seeded coupon and voucher
// are only read.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInDemoMember, signInMember } from "./helpers";

const DELIVERY = "Cesta de hortifrúti em casa";

/** The public validation page is reached by strangers' phones: no serious or critical axe finding. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

async function placeDeliveryOrder(page: Page): Promise<void> {
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(DELIVERY)}`));
  await page.getByTestId("activity-card").filter({ hasText: DELIVERY }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: DELIVERY })).toBeVisible();
  await page.getByLabel("Telefone").fill("11987654321");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByLabel("Local de entrega").selectOption({ label: "Zona Sul (R$ 12,00)" });
  await page.getByLabel("Endereço").fill("Rua Augusta, 100");
  await page.getByLabel("Ponto de referência").fill("Portão azul");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Mais Cesta pequena (5 kg)" }).click();
  await page.getByRole("button", { name: "Mais Ovos caipiras (dúzia)" }).click();
  await page.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(page.getByText("Pedido enviado com sucesso.").first()).toBeVisible();
}

test("a member who bought nothing sees the three empty states", async ({ page }) => {
  await signInMember(page, "demo", "bruno.mural@demo.test");
  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  await expect(page.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
  await expect(page.getByText("Você ainda não fez pedidos")).toBeVisible();
  await page.goto(hostUrl("demo", "/homepage/minhas-compras"));
  await expect(page.getByText("Você ainda não possui compras feitas")).toBeVisible();
  // Where shop orders are, for a member who just bought something and looks here first.
  await expect(page.getByText("Pedidos da loja ficam em Meus pedidos.")).toBeVisible();
  await page.getByRole("link", { name: "Ver meus pedidos" }).click();
  await expect(page).toHaveURL(/\/homepage\/pedidos$/);
  await page.goto(hostUrl("demo", "/homepage/vouchers"));
  await expect(page.getByText("Você ainda não possui vouchers")).toBeVisible();
});

test("the demo member's coupon and voucher: cards, dialogs with code and QR, and the validation page", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/minhas-compras"));
  const coupon = page.getByTestId("coupon-card").filter({ hasText: "Vale-café na Cafeteria Central" });
  await expect(coupon).toHaveCount(1);
  await coupon.click();
  const couponDialog = page.getByRole("dialog", { name: "Comprovante de compra" });
  await expect(couponDialog).toContainText("Vale-café na Cafeteria Central");
  await expect(couponDialog.getByRole("img", { name: /QR code para validar o cupom/ })).toBeVisible();
  const couponCode = (await couponDialog.getByTestId("dialog-code").textContent())!.trim();
  expect(couponCode).toMatch(/^[A-Z0-9]{8}$/);
  const couponLink = await couponDialog.getByTestId("validation-link").getAttribute("href");
  expect(couponLink).toMatch(new RegExp(`^http://demo\\.localhost:\\d+/validar/${couponCode}$`));
  await couponDialog.getByRole("button", { name: "Fechar" }).last().click();
  await expect(couponDialog).toBeHidden();

  await page.goto(hostUrl("demo", "/homepage/vouchers"));
  const voucher = page.getByTestId("voucher-card").filter({ hasText: "Oficina de finanças pessoais" });
  await expect(voucher).toContainText(/Válido até \d{2}\/\d{2}\/\d{4}/);
  await voucher.click();
  const voucherDialog = page.getByRole("dialog", { name: "Voucher" });
  await expect(voucherDialog).toContainText("Oficina de finanças pessoais");
  await expect(voucherDialog).toContainText(/Emitido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(voucherDialog).toContainText("Traga um documento com foto.");
  await expect(voucherDialog.getByRole("button", { name: "Imprimir ou salvar" })).toBeVisible();
  await expect(voucherDialog.getByRole("link", { name: "Página inicial" })).toHaveAttribute("href", "/homepage");
  const voucherCode = (await voucherDialog.getByTestId("dialog-code").textContent())!.trim();
  const voucherLink = (await voucherDialog.getByTestId("validation-link").getAttribute("href"))!;

  // The validation pages are public: what the counter reads, with the holder's first name only.
  await page.goto(couponLink!);
  const verdict = page.getByTestId("code-verdict");
  await expect(verdict).toContainText(couponCode);
  await expect(verdict).toContainText("Vale-café na Cafeteria Central");
  await expect(verdict).toContainText("Maria");
  await expect(verdict).not.toContainText("Membro");
  await expectAccessible(page);
  await page.goto(voucherLink);
  await expect(verdict).toContainText(voucherCode);
  await expect(verdict).toContainText(/Voucher de curso presencial (válido|já utilizado)/);
  await expect(verdict).toContainText("Oficina de finanças pessoais");

  await page.goto(hostUrl("demo", "/validar/ZZZZ2222"));
  await expect(page.getByRole("heading", { name: "Código não encontrado" })).toBeVisible();
  await expectAccessible(page);
});

test("a delivery order's receipt prints, its QR opens the validation page, and the owner marks it delivered at the console's door", async ({ page, browser }, info) => {
  await signInDemoMember(page);
  await placeDeliveryOrder(page);

  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  const card = page.getByTestId("order-card").first();
  await expect(card).toContainText(DELIVERY);
  await expect(card).toContainText("Pedido recebido");
  await card.click();
  await expect(page).toHaveURL(/\/homepage\/pedidos\/\d+$/);
  const code = (await page.getByTestId("order-code").textContent())!.trim();
  await expect(page.getByText(/Realizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  // Cesta pequena 49,90 + ovos 18,90 − 3,00 of discount + 12,00 of delivery.
  await expect(page.getByTestId("order-total")).toHaveText("R$ 77,80");
  await expect(page.getByText("Entrega: Zona Sul")).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Página inicial" })).toHaveAttribute("href", "/homepage");
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await page.pdf({ path: info.outputPath("receipt.pdf"), format: "A4" });

  const link = (await page.getByTestId("validation-link").getAttribute("href"))!;
  expect(link).toMatch(new RegExp(`/validar/${code}$`));
  await page.goto(link);
  const verdict = page.getByTestId("code-verdict");
  await expect(verdict.getByRole("heading", { name: "Pedido válido" })).toBeVisible();
  await expect(verdict).toContainText("Cesta pequena (5 kg)");
  const owner = verdict.getByRole("link", { name: "Sou responsável pela estação" });
  const ownerUrl = (await owner.getAttribute("href"))!;
  expect(ownerUrl).toMatch(new RegExp(`^http://painel\\.localhost:\\d+/estacoes/\\d+/validar\\?codigo=${code}$`));

  // The station's people validate at the console's door, in a browser of their own.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await desk.newPage();
  await signInMember(staff, "demo", "dono@demo.test");
  await staff.goto(hostUrl("demo", "/homepage"));
  await staff.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(staff);
  await staff.goto(ownerUrl);
  await expect(staff.getByTestId("door-verdict")).toHaveAttribute("data-state", "valid");
  await staff.getByRole("button", { name: "Marcar como utilizado" }).click();
  await expect(staff.getByTestId("door-verdict")).toHaveAttribute("data-state", "used");
  await expect(staff.getByRole("button", { name: "Marcar como utilizado" })).toHaveCount(0);
  await desk.close();

  await page.reload();
  await expect(verdict.getByRole("heading", { name: "Pedido já entregue" })).toBeVisible();
  await expect(verdict.getByRole("link", { name: "Sou responsável pela estação" })).toHaveCount(0);
  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  await expect(page.getByTestId("order-card").filter({ hasText: code })).toContainText("Entregue");
});

test("an old owner link on the apex opens the console's door, which asks for a console sign-in", async ({ browser }) => {
  const apex = await browser.newContext();
  const page = await apex.newPage();
  await page.goto(hostUrl("", "/validar/demo/ZZZZ2222"));
  await expect(page).toHaveURL(/^http:\/\/painel\.localhost:\d+\/$/);
  await expect(page.getByRole("heading", { name: "Painel da estação" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Marcar como/ })).toHaveCount(0);
  await apex.close();
});
