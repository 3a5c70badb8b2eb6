// A shop coupon bought through the cart: "Adicionar ao carrinho" on the coupon
// activity, a coupon line in "Carrinho de compras" (digital: no delivery step), paid by the wallet
// in the checkout (by PIX for the rest when an earlier suite spent the balance); the order is
// listed in "Meus pedidos" and the coupon's code, issued when the order was paid, in "Minhas
// compras". Each project has its own demo shopper (20,00 balance; the coupon costs 15,00), and
// counts are read before, so the phone and desktop runs never depend on each other.
import { expect, test, type Page } from "@playwright/test";
import { emptyCart, hostUrl, payPixOnSimulator, signInShopper } from "./helpers";

const COUPON = "Vale-café na Cafeteria Central";

async function orderLinks(page: Page): Promise<string[]> {
  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  await expect(page.getByRole("heading", { name: "Meus pedidos" })).toBeVisible();
  return page.locator('main a[href^="/homepage/pedidos/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
}

async function couponCards(page: Page) {
  await page.goto(hostUrl("demo", "/homepage/minhas-compras"));
  await expect(page.getByRole("heading", { level: 1, name: "Minhas compras" })).toBeVisible();
  return page.getByTestId("coupon-card").filter({ hasText: COUPON });
}


test.beforeEach(async ({ page }, testInfo) => {
  await signInShopper(page, testInfo.project.name);
});

test("a coupon goes through the cart: added, paid in the checkout, its order in 'Meus pedidos' and its code in 'Minhas compras'", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await emptyCart(page);
  const ordersBefore = await orderLinks(page);
  const codesBefore = await (await couponCards(page)).count();

  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(COUPON)}`));
  await page.getByTestId("activity-card").filter({ hasText: COUPON }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: COUPON })).toBeVisible();
  // The direct wallet purchase stays beside it ("Faltam R$ X" when the balance is short).
  await expect(page.getByRole("button", { name: /^(Pagar|Faltam R\$)/ })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page.getByText("Produtos adicionados ao carrinho")).toBeVisible();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);

  // Step 0: the coupon is a line of its own, priced at the coupon's price, with no shipping.
  const heading = page.getByTestId("checkout-heading");
  await expect(heading).toHaveText("Carrinho de compras");
  const line = page.getByTestId("cart-line").filter({ hasText: COUPON });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("R$ 15,00");
  await expect(line.getByTestId("cart-line-coupon")).toBeVisible();
  await expect(page.getByTestId("summary-products")).toHaveText("R$ 15,00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath(`cart-with-coupon-${testInfo.project.name}.png`), fullPage: true });

  // A digital purchase skips the delivery step. The balance pays it, or (when an earlier suite
  // spent the shopper's balance) its part, and PIX the rest, paid on the development page.
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await expect(heading).toHaveText(/^(Saldo|Saldo e cartão|Forma da pagamento)$/);
  const walletCovers = (await heading.textContent()) === "Saldo";
  if (!walletCovers) await page.getByRole("radio", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(heading).toHaveText("Confira seu pedido");
  if (walletCovers) {
    await page.getByRole("button", { name: "Efetuar pedido" }).click();
  } else {
    await page.getByRole("button", { name: "Gerar código para pagamento" }).click();
    await expect(page.getByTestId("pix-screen")).toBeVisible();
    await payPixOnSimulator(page);
    await page.getByRole("button", { name: "Verificar pagamento" }).click();
  }
  await expect(page.getByRole("heading", { name: "Pedido realizado com sucesso!" })).toBeVisible();
  const receipt = (await page.getByRole("link", { name: "Ver comprovante do pedido" }).getAttribute("href"))!;
  expect(receipt).toMatch(/^\/homepage\/pedidos\/\d+$/);

  // "Meus pedidos" lists the new order; its receipt names the coupon.
  const ordersAfter = await orderLinks(page);
  expect(ordersAfter).toHaveLength(ordersBefore.length + 1);
  expect(ordersAfter).toContain(receipt);
  await page.goto(hostUrl("demo", receipt));
  await expect(page.getByText("Pagamento confirmado").first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText(COUPON);

  // "Minhas compras" shows the code issued when the order was paid.
  const cards = await couponCards(page);
  await expect(cards).toHaveCount(codesBefore + 1);
  await cards.first().click();
  const dialog = page.getByRole("dialog", { name: "Comprovante de compra" });
  await expect(dialog).toContainText(COUPON);
  await expect(dialog).toContainText(/[A-HJ-NP-Z2-9]{8}/);
});
