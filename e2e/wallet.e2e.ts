// The wallet at phone and desktop size, each project with its own member
// (lib/wallet/seed.ts WALLET_E2E_MEMBERS), since the journey adds cards, requests and points:
// the statement's figures equal the ledger (summed by /homepage/saldo, the ledger's sum), the
// transfer range's messages, a valid transfer listed as pending, a saved card added, charged for
// points ("Operação realizada com sucesso", then the statement shows the purchase) and removed.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";

const MEMBER: Record<string, string> = { phone: "carteira.phone@demo.test", desktop: "carteira.desktop@demo.test" };
const STATEMENT = "/homepage/extrato/extratos-totais";
const CARD = "5555 5555 5555 4444";
const DECLINED_CARD = "4000 0000 0000 0028";

test.beforeEach(async ({ page }, testInfo) => {
  await signInMember(page, "demo", MEMBER[testInfo.project.name]!);
});

/** The member's balance as the ledger sums it (hundredths). */
async function ledgerBalance(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/homepage/saldo", { cache: "no-store" });
    return ((await response.json()) as { balance: number }).balance;
  });
}

/** "1.234,50 Pontos Demo" for hundredths (the demo's currency: multiplier 1, name after). */
const points = (hundredths: number) => `${(hundredths / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Pontos Demo`;

/** "Adicionar cartão" from "Meios de pagamento": the form prefilled from the account, the rest typed. */
async function addCard(page: Page, number: string) {
  await page.goto(hostUrl("demo", "/homepage/meios-de-pagamento"));
  await expect(page.getByRole("heading", { level: 1, name: "Meios de pagamento" })).toBeVisible();
  await page.getByRole("link", { name: "Adicionar cartão" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Adicionar cartão" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Número do cartão").fill(number);
  await page.getByLabel("Validade (MM/AA)").fill("1230");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Data de nascimento").fill("12061991");
  await page.getByRole("textbox", { name: "CEP" }).fill("01310200");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Rua")).toHaveValue("Avenida Paulista");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Bairro").fill("Bela Vista");
  await page.getByRole("button", { name: "Salvar cartão" }).click();
  await expect(page).toHaveURL(/\/homepage\/meios-de-pagamento\?cartao=\d+/);
  await page.waitForLoadState("networkidle");
}

async function removeCard(page: Page, name: string) {
  await page.goto(hostUrl("demo", "/homepage/meios-de-pagamento"));
  await page.waitForLoadState("networkidle");
  const cards = await page.getByTestId("saved-card").count();
  await page.getByRole("button", { name: `Remover cartão ${name}` }).last().click();
  const confirm = page.getByRole("alertdialog", { name: "Remover cartão?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Cartão removido")).toBeVisible();
  if (cards === 1) await expect(page.getByText("Você ainda não possui meios de pagamento cadastrados")).toBeVisible();
  else await expect(page.getByTestId("saved-card")).toHaveCount(cards - 1);
}

async function tabSum(page: Page): Promise<number> {
  const empty = page.getByText(/Você ainda não (recebeu|utilizou) créditos neste período/);
  if (await empty.isVisible()) return 0;
  return Number(await page.getByTestId("statement-sum").getAttribute("data-points"));
}

test("Meu extrato: both tabs from the ledger, their sums make the balance, and the date range's messages", async ({ page }) => {
  await page.goto(hostUrl("demo", STATEMENT));
  await expect(page.getByRole("heading", { level: 1, name: "Meu extrato" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const balance = await ledgerBalance(page);
  await expect(page.getByTestId("statement-balance")).toHaveText(points(balance));

  await expect(page.getByRole("tab", { name: "Créditos de Premiação", selected: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Bônus de boas-vindas" })).toBeVisible();
  // Dates as DD/MM/YYYY, amounts in the station's currency.
  await expect(page.getByTestId("statement-row").first().locator("td").nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId("statement-row").first().locator("td").nth(2)).toHaveText(/ Pontos Demo$/);
  const earned = await tabSum(page);

  await page.getByRole("tab", { name: "Créditos Utilizados" }).click();
  await expect(page).toHaveURL(/aba=utilizados/);
  await expect(page.getByRole("cell", { name: "Doe para o Banco de Alimentos" })).toBeVisible();
  const used = await tabSum(page);
  expect(earned - used).toBe(balance);

  // A range whose start is not before its end: both messages, and "Aplicar" is blocked.
  await page.getByRole("textbox", { name: "De", exact: true }).fill("2026-05-10");
  await page.getByRole("textbox", { name: "Até", exact: true }).fill("2026-05-01");
  await expect(page.getByText("Escolha uma data anterior a segunda.")).toBeVisible();
  await expect(page.getByText("Escolha uma data posterior a primeira.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aplicar" })).toBeDisabled();
  // A range long past: the empty state.
  await page.getByRole("textbox", { name: "De", exact: true }).fill("2020-01-01");
  await page.getByRole("textbox", { name: "Até", exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/de=2020-01-01/);
  await expect(page.getByText("Você ainda não utilizou créditos neste período")).toBeVisible();
});

test("Abastecer créditos: the range's messages, then a valid request waits as pending", async ({ page }) => {
  await page.goto(hostUrl("demo", "/homepage/meios-de-pagamento/comprar"));
  await expect(page.getByRole("tab", { name: "Abastecer créditos", selected: true })).toBeVisible();
  await expect(page.getByTestId("bank-details")).toContainText("Banco do Brasil (001)");
  await page.waitForLoadState("networkidle");
  const amount = page.getByLabel("Quantidade em BRL");
  const send = page.getByRole("button", { name: "Enviar pedido" });
  await expect(send).toBeEnabled();

  await amount.fill("1,49");
  await send.click();
  await expect(page.getByText("Valor mínimo requerido de R$ 1,50").first()).toBeVisible();
  await amount.fill("100,01");
  await send.click();
  await expect(page.getByText("Valor máximo permitido por tranferencia de R$ 100,00.").first()).toBeVisible();

  const before = await page.getByRole("tab", { name: "Pedidos de tranferência" }).isVisible();
  expect(before).toBe(true);
  await amount.fill("12,34");
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Pedido enviado" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ver pedidos" }).click();
  await expect(page.getByRole("tab", { name: "Pedidos de tranferência", selected: true })).toBeVisible();
  const today = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
  const row = page.getByTestId("transfer-request").first();
  await expect(row).toContainText(today);
  await expect(row).toContainText("R$ 12,34");
  await expect(row).toContainText("Pendente");
});

test("a card added becomes the selected one, buys points, shows in the statement, and is removed", async ({ page }) => {
  test.setTimeout(90_000);
  await addCard(page, CARD);
  await expect(page.getByRole("radio", { name: /Mastercard •••• 4444/ }).last()).toBeChecked();
  const before = await ledgerBalance(page);

  await page.getByLabel("Quantidade em BRL").fill("15,00");
  await page.getByRole("button", { name: "Comprar pontos" }).click();
  await expect(page.getByText("Operação realizada com sucesso")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${STATEMENT}$`));
  await expect(page.getByTestId("statement-row").first()).toContainText(/Compra de pontos #\w+/);
  await expect(page.getByTestId("statement-row").first()).toContainText(points(1500));
  expect(await ledgerBalance(page)).toBe(before + 1500);
  await expect(page.getByTestId("statement-balance")).toHaveText(points(before + 1500));
  // The header's chip says the same as the statement, without a reload.
  await expect(page.getByTestId("member-balance")).toContainText(points(before + 1500));

  await removeCard(page, "Mastercard final 4444");
});

test("a declined card: the gateway's reason in the snackbar, nothing credited, still on the page", async ({ page }) => {
  test.setTimeout(90_000);
  await addCard(page, DECLINED_CARD);
  await expect(page.getByRole("radio", { name: /Visa •••• 0028/ }).last()).toBeChecked();
  const before = await ledgerBalance(page);
  // First pressed empty (the field's error shows), then with an amount: the decline must still show.
  await page.getByRole("button", { name: "Comprar pontos" }).click();
  await expect(page.getByText(/Esse campo é obrigatório/).first()).toBeVisible();
  // Typed as a person does: a "3" into the money field.
  await page.getByLabel("Quantidade em BRL").click();
  await page.keyboard.type("3");
  await page.getByRole("button", { name: "Comprar pontos" }).click();
  await expect(page.getByText("Transação não autorizada pelo emissor do cartão")).toBeVisible();
  // With SHOTS_DIR, the snackbar as the member sees it (it must sit whole inside a phone's screen).
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/wallet-snackbar-${test.info().project.name}.png` });
  await expect(page).toHaveURL(/\/homepage\/meios-de-pagamento/);
  expect(await ledgerBalance(page)).toBe(before);
  await removeCard(page, "Visa final 0028");
});
