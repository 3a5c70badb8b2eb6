// The notice '{message}: "{label}"' that a touched field with an error raises, on the forms that keep
// their own react-hook-form (not useActionForm): login, both sign-ups, support and the checkout.
// Each test types what a new user would get wrong, leaves the field, and reads the notice.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInShopper } from "./helpers";


/** The snackbar itself (not the error line under the field, which says only the message). */
const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

// The cookie banner stays out of the way, as for a visitor who already answered it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("estacao.cookie-consent", "1"));
});

test("login: a CPF with wrong check digits, once left, raises 'CPF inválido: \"CPF\"'", async ({ page }) => {
  await page.goto(hostUrl("demo", "/login"));
  await page.getByRole("radio", { name: "CPF" }).click();
  await page.getByLabel("CPF", { exact: true }).fill("123.456.789-00");
  await page.getByLabel("Senha", { exact: true }).click();
  await expect(notice(page, 'CPF inválido: "CPF"')).toBeVisible();
});

test("multi-step sign-up: an e-mail without a domain, once left, raises 'Email inválido: \"E-mail\"'", async ({ page }) => {
  await page.goto(hostUrl("demo", "/cadastrar"));
  await page.getByLabel("E-mail").fill("novo.membro@");
  await page.getByLabel("CPF").click();
  await expect(notice(page, 'Email inválido: "E-mail"')).toBeVisible();
});

test("single sign-up: a short phone number, once left, raises its notice with the field's label", async ({ page }) => {
  await page.goto(hostUrl("vitrine", "/cadastrar"));
  await page.getByLabel("Nome", { exact: true }).fill("Nova");
  await page.getByLabel("Celular").fill("1198");
  await page.getByLabel("E-mail").click();
  await expect(notice(page, ': "Celular"')).toBeVisible();
});

test("support: a wrong e-mail raises 'Email inválido: \"E-mail\"' when the message is sent", async ({ page }) => {
  await page.goto(hostUrl("vitrine", "/suporte"));
  const form = page.getByRole("form", { name: "Fale Conosco" });
  await form.getByLabel("E-mail").fill("visitante@");
  await form.getByLabel("Assunto").click();
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(notice(page, 'Email inválido: "E-mail"')).toBeVisible();
});

test("checkout: a CEP of four digits, once left, raises 'CEP inválido: \"CEP\"'", async ({ page }, info) => {
  await signInShopper(page, info.project.name);
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent("Loja do Clube")}`));
  await page.getByTestId("activity-card").filter({ hasText: "Loja do Clube" }).first().click();
  await page.getByRole("button", { name: "Mais Caneca do Clube" }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await expect(page.getByTestId("checkout-heading")).toHaveText("Entrega ou retirada");
  await page.getByRole("radio", { name: /Entrega em São Paulo \(capital\)/ }).click();
  await page.getByRole("textbox", { name: "CEP" }).fill("0131");
  await page.getByLabel("Número").click();
  await expect(notice(page, 'CEP inválido: "CEP"')).toBeVisible();

  // The cart is left empty, as the checkout suite expects to find it.
  await page.goto(hostUrl("demo", "/homepage/carrinho"));
  while ((await page.getByTestId("cart-line").count()) > 0) {
    const before = await page.getByTestId("cart-line").count();
    await page.getByRole("button", { name: /^Remover / }).first().click();
    await expect(page.getByTestId("cart-line")).toHaveCount(before - 1);
  }
});
