// The checkout at phone and desktop size, each project with its own demo shopper
// (lib/commerce/seed-buyers.ts: a 20,00 balance, so part of an order is paid with points and the
// rest by PIX or card). Stock and balance are asserted relative to what the test read first, so the
// two projects, which share one server, never depend on each other's purchases.
import { expect, test, type Page } from "@playwright/test";
import { emptyCart, hostUrl, PAYMENTS, payPixAtFakePagarme, payPixOnSimulator, signInShopper } from "./helpers";

const SHOP = "Loja do Clube";
const DIGITAL = "Vale-presente digital";
const MUG = "Caneca do Clube"; // 49,90 − 10,00
const SHIRT = "Camiseta do Clube"; // 79,90
const DECLINED_CARD = "4000 0000 0000 0028";

/** How many orders "Meus pedidos" lists. */
async function orderCount(page: Page): Promise<number> {
  await page.goto(hostUrl("demo", "/homepage/pedidos"));
  await expect(page.getByRole("heading", { name: "Meus pedidos" })).toBeVisible();
  return page.locator('main a[href^="/homepage/pedidos/"]').count();
}

/** "Meu extrato"'s sums of both tabs, in hundredths (0 when a tab is empty). */
async function statementSums(page: Page): Promise<{ earned: number; used: number }> {
  const sum = async (tab: string) => {
    await page.goto(hostUrl("demo", `/homepage/extrato/extratos-totais${tab}`));
    await expect(page.getByRole("heading", { level: 1, name: "Meu extrato" })).toBeVisible();
    const total = page.getByTestId("statement-sum");
    const empty = page.getByText(/Você ainda não (recebeu|utilizou) créditos neste período/);
    await expect(total.or(empty)).toBeVisible();
    return (await empty.isVisible()) ? 0 : Number(await total.getAttribute("data-points"));
  };
  return { earned: await sum(""), used: await sum("?aba=utilizados") };
}

/** The last digits of the cards "Meios de pagamento" lists. */
async function savedCardDigits(page: Page): Promise<string[]> {
  await page.goto(hostUrl("demo", "/homepage/meios-de-pagamento"));
  await expect(page.getByRole("heading", { level: 1, name: "Meios de pagamento" })).toBeVisible();
  const texts = await page.getByTestId("saved-card").allTextContents();
  return texts.map((t) => /•+\s*(\d{4})/.exec(t)?.[1] ?? t);
}

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace(".", ",")}`;

async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/homepage/saldo", { cache: "no-store" });
    return ((await response.json()) as { balance: number }).balance;
  });
}

async function openActivity(page: Page, name: string) {
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(name)}`));
  await page.getByTestId("activity-card").filter({ hasText: name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Units the picker says are left of a product (the member's own hold does not count against them). */
async function available(page: Page, product: string): Promise<number> {
  const row = page.getByTestId("picker-product").filter({ hasText: product });
  const text = (await row.getByText(/disponíve(l|is)/).textContent()) ?? "";
  return Number(/(\d+) disponíve/.exec(text)?.[1] ?? NaN);
}


async function addToCart(page: Page, products: string[]) {
  for (const product of products) await page.getByRole("button", { name: `Mais ${product}` }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page.getByText("Produtos adicionados ao carrinho")).toBeVisible();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);
}

const heading = (page: Page) => page.getByTestId("checkout-heading");

test.beforeEach(async ({ page, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: hostUrl("demo", "").replace(/\/$/, "") });
  await signInShopper(page, testInfo.project.name);
});

test("the journey: two products, delivery by CEP, part with points and the rest by PIX paid on the development page", async ({ page }) => {
  test.setTimeout(120_000);
  await emptyCart(page);
  await expect(page.getByRole("button", { name: "Clique para ir às compras!" })).toBeVisible();

  const balance = await balanceOf(page);
  expect(balance).toBeGreaterThan(0);
  await openActivity(page, SHOP);
  const mugs = await available(page, MUG);
  const shirts = await available(page, SHIRT);
  await addToCart(page, [MUG, SHIRT]);

  // Step 0: lines, summary and the reservation's countdown.
  await expect(heading(page)).toHaveText("Carrinho de compras");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-line").filter({ hasText: MUG })).toContainText("R$ 39,90");
  await expect(page.getByTestId("summary-products")).toHaveText("R$ 119,80");
  await expect(page.getByTestId("summary-subtotal")).toHaveText("R$ 119,80");
  await expect(page.getByTestId("summary-cashback")).toHaveText("7,00 Pontos Demo");
  await expect(page.getByTestId("reservation-countdown")).toHaveText("10:00");

  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await expect(heading(page)).toHaveText("Entrega ou retirada");
  await expect(page.getByTestId("reservation-countdown")).toHaveText(/^0\d:\d\d$/);
  await expect(page.getByTestId("reservation-countdown")).not.toHaveText("10:00");

  // Step 1: a delivery region; the CEP fills city and street.
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(page.getByText("Selecione um local de entrega")).toBeVisible();
  await page.getByRole("radio", { name: /Entrega em São Paulo \(capital\)/ }).click();
  await expect(page.getByText("Selecione um local de entrega")).toBeHidden();
  await page.getByRole("textbox", { name: "CEP" }).fill("01310200");
  await expect(page.getByRole("textbox", { name: "CEP" })).toHaveValue("01.310-200");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Endereço")).toHaveValue("Avenida Paulista");
  await page.getByLabel("Número").fill("1000");
  await expect(page.getByTestId("summary-delivery")).toHaveText("R$ 12,00");
  await page.getByRole("button", { name: "Próximo passo" }).click();

  // Step 2: the balance pays 20,00, PIX the rest.
  const total = 11_980 + 1_200;
  await expect(heading(page)).toHaveText("Saldo e cartão");
  await page.getByRole("radio", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();

  // Step 3: review; going back keeps what was typed.
  await expect(heading(page)).toHaveText("Confira seu pedido");
  await page.getByRole("button", { name: "Voltar" }).click();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByLabel("Número")).toHaveValue("1000");
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(page.getByRole("radio", { name: "PIX" })).toBeChecked();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(page.getByTestId("review")).toContainText("Avenida Paulista, 1000, São Paulo/SP · CEP 01.310-200");
  await expect(page.getByTestId("review-wallet")).toHaveText(brl(balance));
  await expect(page.getByTestId("review-gateway")).toHaveText(brl(total - balance));
  // The page is never wider than the screen (at 390 px the long label used to push it to 396).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole("button", { name: "Gerar código para pagamento" }).click();

  // Step 4: the PIX screen.
  const pix = page.getByTestId("pix-screen");
  await expect(pix).toBeVisible();
  await expect(page.getByTestId("pix-amount")).toHaveText(brl(total - balance));
  await expect(page.getByTestId("pix-qr")).toBeVisible();
  await expect(page.getByTestId("pix-code")).toHaveValue(/^000201/);
  await expect(page.getByTestId("pix-countdown")).toContainText(/Expira em \d\d:\d\d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Touch targets of a full button's height, not a 28 px strip around the text.
  for (const name of ["Copiar código", "Verificar pagamento"]) {
    expect((await page.getByRole("button", { name }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByRole("button", { name: "Copiado" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByTestId("pix-code").inputValue());

  await page.getByRole("button", { name: "Verificar pagamento" }).click();
  await expect(page.getByText("Pagamento não confirmado")).toBeVisible();

  if (PAYMENTS === "pagarme") {
    // No development page with Pagar.me: the fake pays and delivers charge.paid signed with RS256.
    await expect(page.getByRole("link", { name: "Pagar no simulador (ambiente de teste)" })).toHaveCount(0);
    expect((await payPixAtFakePagarme(total - balance)).status).toBe(200);
  } else {
    // The simulator POSTs its signed webhook to this station's handler, which settles the order.
    await payPixOnSimulator(page, brl(total - balance));
  }

  await page.getByRole("button", { name: "Verificar pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Pedido realizado com sucesso!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver comprovante do pedido" })).toHaveAttribute("href", /^\/homepage\/pedidos\/\d+$/);

  // The receipt says it is paid, and its QR code opens the station's validation page for it.
  await page.getByRole("link", { name: "Ver comprovante do pedido" }).click();
  await expect(page).toHaveURL(/\/homepage\/pedidos\/\d+$/);
  await expect(page.getByText("Pagamento confirmado").first()).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(brl(total));
  const code = (await page.getByTestId("order-code").textContent())!.trim();
  const link = (await page.getByTestId("validation-link").getAttribute("href"))!;
  expect(link).toMatch(new RegExp(`/validar/${code}$`));
  await page.goto(link);
  await expect(page.getByTestId("code-verdict").getByRole("heading", { name: "Pedido válido" })).toBeVisible();

  // The wallet paid its part and the cashback came in once; the units left the stock.
  expect(await balanceOf(page)).toBe(balance - Math.min(balance, total) + 700);
  await openActivity(page, SHOP);
  expect(await available(page, MUG)).toBe(mugs - 1);
  expect(await available(page, SHIRT)).toBe(shirts - 1);

  // The next checkout starts from the address delivered to this time, on the region of its CEP.
  await addToCart(page, [MUG]);
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await expect(heading(page)).toHaveText("Entrega ou retirada");
  await expect(page.getByRole("radio", { name: /Entrega em São Paulo \(capital\)/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "CEP" })).toHaveValue("01.310-200");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Endereço")).toHaveValue("Avenida Paulista");
  await expect(page.getByLabel("Número")).toHaveValue("1000");
  await expect(page.getByTestId("summary-delivery")).toHaveText("R$ 12,00");
  // The member can still change it.
  await page.getByLabel("Número").fill("1001");
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(heading(page)).not.toHaveText("Entrega ou retirada");
  await emptyCart(page);
});

test("a declined card shows the failure dialog and leaves stock, balance and cart as they were", async ({ page }) => {
  test.setTimeout(120_000);
  await emptyCart(page);
  const balance = await balanceOf(page);
  const orders = await orderCount(page);
  const statement = await statementSums(page);
  const cards = await savedCardDigits(page);
  await openActivity(page, SHOP);
  const mugs = await available(page, MUG);
  await addToCart(page, [MUG]);

  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await page.getByRole("radio", { name: /Retirada na sede/ }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(heading(page)).toHaveText(balance > 0 ? "Saldo e cartão" : "Forma da pagamento");
  await page.getByRole("radio", { name: "Cartão de crédito" }).click();
  await page.getByRole("radio", { name: "Novo cartão" }).click();
  const card = page.getByTestId("card-form");
  await card.getByLabel("Número do cartão").fill(DECLINED_CARD);
  await card.getByLabel("Validade (MM/AA)").fill("1230");
  await card.getByLabel("CVV").fill("123");
  await card.getByLabel("Data de nascimento").fill("14081992");
  await card.getByRole("textbox", { name: "CEP" }).fill("01310200");
  await expect(card.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(card.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await card.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByRole("button", { name: "Próximo passo" }).click();

  await expect(heading(page)).toHaveText("Confira seu pedido");
  await expect(page.getByTestId("review")).toContainText("•••• 0028");
  await page.getByRole("button", { name: "Efetuar pedido" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Não foi possível completar sua transação. Por favor, tente novamente.");
  await expect(dialog).toContainText("Motivo: Transação não autorizada pelo emissor do cartão. Deseja tentar outra forma de pagamento?");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page)).toHaveText("Confira seu pedido");

  // The same attempt again answers the same refused order; "Sim" goes back to the payment step.
  await page.getByRole("button", { name: "Efetuar pedido" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sim" }).click();
  await expect(heading(page)).toHaveText(balance > 0 ? "Saldo e cartão" : "Forma da pagamento");

  expect(await balanceOf(page)).toBe(balance);
  await openActivity(page, SHOP);
  expect(await available(page, MUG)).toBe(mugs);
  await page.goto(hostUrl("demo", "/homepage/carrinho"));
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  expect(await orderCount(page)).toBe(orders);
  // No trace of the attempt: "Meu extrato" neither debits nor "returns" the wallet part, and the
  // card ("save" was ticked) is not saved, since the gateway never accepted it.
  expect(await statementSums(page), "Meu extrato's sums as before the declined attempt").toEqual(statement);
  expect(await savedCardDigits(page), "Meios de pagamento lists the same cards, not the declined one").toEqual(cards);
  await emptyCart(page);
});

test("a digital cart skips delivery; an expired reservation and an expired PIX each return to the cart with their toast", async ({ page }) => {
  await page.clock.install();
  await emptyCart(page);
  await openActivity(page, DIGITAL);
  await addToCart(page, ["Vale-presente R$ 50"]);
  await expect(page.getByTestId("summary-delivery")).toHaveText("R$ 0,00");

  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  // Digital only: no delivery step.
  await expect(heading(page)).not.toHaveText("Carrinho de compras");
  await expect(heading(page)).not.toHaveText("Entrega ou retirada");
  await expect(page.getByRole("radio", { name: "PIX" }).or(page.getByTestId("wallet-covers"))).toBeVisible();

  // The browser's clock runs past the reservation time the server gave (the station's 10 minutes).
  await page.clock.fastForward("10:05");
  await expect(page.getByText("Tempo de reserva esgotado")).toBeVisible();
  await expect(page.getByText("O tempo limite de reserva de produto para compra se esgotou. Por favor, comece novamente.")).toBeVisible();
  await expect(heading(page)).toHaveText("Carrinho de compras");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  // A PIX left unpaid past its expiry: the toast, and the flow starts over (the order took the cart).
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await page.getByRole("radio", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await page.getByRole("button", { name: "Gerar código para pagamento" }).click();
  await expect(page.getByTestId("pix-screen")).toBeVisible();
  await page.clock.fastForward("15:05");
  await expect(page.getByText("Tempo expirado")).toBeVisible();
  await expect(page.getByText("O tempo máximo para pagamento do PIX expirou. Para comprar novamente, recomece o processo.")).toBeVisible();
  await expect(page.getByText("Ooops! Você ainda não possui itens no seu carrinho.")).toBeVisible();
});
