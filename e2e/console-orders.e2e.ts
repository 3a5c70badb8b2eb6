// "Pedidos" in the console, end to end on demo: the owner refunds 30 % of the demo member's paid
// card order and the member's receipt reads "Parcialmente estornada" with the amount; a member
// places a delivery order and staff mark it "enviado" (with a tracking code) and "entregue", with no
// "Estornar" in sight, and the member's order page shows both steps. Each run refunds another 30 %
// of the same seeded order (it stays partial) and places its own delivery order. The console's
// screens must not scroll sideways at 390 px; with SHOTS_DIR set they are photographed at phone,
// tablet and desktop sizes.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInDemoMember, signInMember } from "./helpers";

const DELIVERY = "Cesta de hortifrúti em casa";
const DELIVERY_BUYER: Record<string, string> = { desktop: "ana.mural@demo.test", tablet: "carla.mural@demo.test" };
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "desktop", width: 1280, height: 800 },
];

const cents = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", ""));
const brl = (value: number) => `R$ ${(value / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** No sideways scroll at 390 px; with SHOTS_DIR, a full-page photo at each size. */
async function checkSizes(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`).toBeLessThanOrEqual(390);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${size.name}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

async function openConsole(page: Page, email: string) {
  await signInMember(page, "demo", email);
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Pedidos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
}

test("@console the owner refunds 30 % of a paid card order and the member's receipt shows it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openConsole(page, "dono@demo.test");
  await page.getByLabel("Membro").fill("membro@demo.test");
  await page.getByLabel("Pagamento").selectOption({ label: "Cartão de crédito" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/pagamento=credit_card/);
  await checkSizes(page, "pedidos-lista");
  const rows = page.getByTestId("order-row");
  await expect(rows.first()).toBeVisible();
  await rows.last().getByRole("link").click();
  await expect(page).toHaveURL(/\/pedidos\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Pedido / })).toBeVisible();
  const orderId = /\/pedidos\/(\d+)$/.exec(page.url())![1];

  const total = cents((await page.getByTestId("console-total").textContent())!);
  const before = (await page.getByTestId("console-refunded").count()) > 0 ? cents((await page.getByTestId("console-refunded").textContent())!) : 0;
  const share = Math.round(total * 0.3);
  await page.getByRole("button", { name: "Estornar" }).click();
  const dialog = page.getByRole("dialog", { name: "Estornar pedido" });
  await dialog.getByLabel("Valor a estornar").fill((share / 100).toFixed(2).replace(".", ","));
  await checkSizes(page, "pedidos-estorno");
  await dialog.getByRole("button", { name: "Confirmar estorno" }).click();
  await expect(page.getByText(`Estorno de ${brl(share)} feito.`)).toBeVisible();
  await expect(page.getByTestId("console-order-status")).toHaveText("Parcialmente estornada");
  await expect(page.getByTestId("console-refunded")).toHaveText(brl(before + share));
  await expect(page.getByTestId("order-history")).toContainText(`Estorno de ${brl(share)}`);
  await checkSizes(page, "pedidos-detalhe");

  const memberContext = await browser.newContext({ viewport: page.viewportSize()! });
  const member = await memberContext.newPage();
  await signInDemoMember(member);
  await member.goto(hostUrl("demo", `/homepage/pedidos/${orderId}`));
  await expect(member.getByTestId("order-status")).toHaveText("Parcialmente estornada");
  await expect(member.getByTestId("refund")).toContainText(`Valor estornado: ${brl(before + share)}`);
  await memberContext.close();
});

test("@console staff mark a delivery order enviado and entregue, and cannot refund", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const buyer = DELIVERY_BUYER[testInfo.project.name] ?? DELIVERY_BUYER.desktop!;
  const memberContext = await browser.newContext({ viewport: page.viewportSize()! });
  const member = await memberContext.newPage();
  await signInMember(member, "demo", buyer);
  await member.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(DELIVERY)}`));
  await member.getByTestId("activity-card").filter({ hasText: DELIVERY }).first().click();
  await member.getByLabel("Telefone").fill("11987654321");
  await member.getByRole("button", { name: "Próximo" }).click();
  await member.getByLabel("Local de entrega").selectOption({ label: "Zona Sul (R$ 12,00)" });
  await member.getByLabel("Endereço").fill("Rua Augusta, 100");
  await member.getByLabel("Ponto de referência").fill("Portão azul");
  await member.getByRole("button", { name: "Próximo" }).click();
  await member.getByRole("button", { name: "Mais Cesta pequena (5 kg)" }).click();
  await member.getByRole("button", { name: "Enviar pedido" }).click();
  await expect(member.getByText("Pedido enviado com sucesso.").first()).toBeVisible();

  await openConsole(page, "equipe@demo.test");
  // The paid card order the owner may refund has no refund control for staff.
  await page.goto(`${page.url()}?membro=membro%40demo.test&pagamento=credit_card`);
  await page.getByTestId("order-row").last().getByRole("link").click();
  await expect(page.getByTestId("console-total")).toBeVisible();
  await expect(page.getByRole("button", { name: "Estornar" })).toHaveCount(0);
  await page.getByRole("link", { name: "Todos os pedidos" }).click();

  await page.getByLabel("Membro").fill(buyer);
  await page.getByLabel("Situação").selectOption({ label: "Pedido recebido" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByTestId("order-row").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/pedidos\/\d+$/);
  const orderId = /\/pedidos\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByText("Rua Augusta, 100")).toBeVisible();
  await expect(page.getByRole("button", { name: "Estornar" })).toHaveCount(0);

  const tracking = `BR${Date.now().toString().slice(-9)}BR`;
  await page.getByLabel("Código de rastreio (opcional)").fill(tracking);
  await page.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByText("Pedido marcado como enviado. O membro recebeu um e-mail.")).toBeVisible();
  await expect(page.getByTestId("fulfilment-steps")).toContainText(`Rastreio: ${tracking}`);
  await page.getByRole("button", { name: "Marcar como entregue" }).click();
  await expect(page.getByTestId("console-order-status")).toHaveText("Entregue");
  await expect(page.getByRole("button", { name: /Marcar como/ })).toHaveCount(0);

  await member.goto(hostUrl("demo", `/homepage/pedidos/${orderId}`));
  await expect(member.getByTestId("order-status")).toHaveText("Entregue");
  await expect(member.getByTestId("delivery-steps")).toContainText("Enviado");
  await expect(member.getByTestId("delivery-steps")).toContainText(`Código de rastreio: ${tracking}`);
  await memberContext.close();
});
