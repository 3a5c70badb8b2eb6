// Accounts end to end, as a person would: sign-up with a roster CPF on demo, the code read in the
// development mailbox, confirmation, login by CPF and by e-mail, station-bound sessions, the rate
// limit, refused codes and CPFs, and the entry gate's blocking screens.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, logOut, solveCaptcha, submitLogin } from "./helpers";

const PASSWORD = "Demo@1234";
const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
const INVALID_CREDENTIALS = "CPF/e-mail ou senha inválidos";


function login(page: Page, sub: string, by: "CPF" | "E-mail", identifier: string, password = PASSWORD) {
  return submitLogin(page, sub, by, identifier, password);
}

async function readCode(page: Page, recipient: string, sub = "demo"): Promise<string> {
  await page.goto(hostUrl(sub, "/dev/outbox"));
  const message = page.getByRole("listitem").filter({ hasText: recipient }).first();
  return (await message.getByTestId("outbox-code").first().textContent())!.trim();
}

/** Reads the code mailed to `email`, enters it on the confirmation page and lands on the wizard. */
async function confirmWithMailedCode(page: Page, email: string, sub: string, confirmationUrl: string) {
  const code = await readCode(page, email, sub);
  expect(code).toMatch(/^\d{6}$/);
  await page.goto(confirmationUrl);
  await page.getByLabel("Código de confirmação").fill(code);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Sucesso! Código validado")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  return code;
}

test("a new member signs up on demo with a roster CPF, confirms with the mailed code, completes the first-login wizard and logs in by CPF and e-mail", async ({ page }, info) => {
  // Sign-up, the first-login wizard and logins by CPF and e-mail: 38-47 s of the default 60 in
  // fresh-clone runs on a loaded 2-core machine.
  test.setTimeout(120_000);
  const phone = info.project.name === "phone";
  const email = `novo.${info.project.name}@exemplo.com`;
  const cpf = phone ? "123.456.789-09" : "111.444.777-35";

  await page.goto(hostUrl("demo", "/cadastrar"));
  await expect(page.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("CPF").fill(cpf);
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(next).toBeDisabled(); // terms not accepted yet
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.screenshot({ path: info.outputPath("signup-step0.png"), fullPage: true });
  await next.click();

  await expect(page.getByText("Etapa 2 de 3")).toBeVisible();
  await page.getByLabel("Senha", { exact: true }).fill("curta");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("curta");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Senha precisa ter: uma letra maiúscula, uma letra minúscula, um número e tamanho entre 8 - 20.", { exact: true })).toBeVisible();
  await page.getByLabel("Senha", { exact: true }).fill("NovaSenha1");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("NovaSenha1");
  await page.screenshot({ path: info.outputPath("signup-step1.png"), fullPage: true });
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByText("Etapa 3 de 3")).toBeVisible();
  // The roster's phone is offered masked next to the masked e-mail.
  await expect(page.getByText(phone ? "(21) 9 ****-1234" : "(11) 9 ****-7777")).toBeVisible();
  await page.getByRole("radio", { name: /Por e-mail/ }).check();
  await solveCaptcha(page);
  await page.screenshot({ path: info.outputPath("signup-step2.png"), fullPage: true });
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page).toHaveURL(/\/confirmacao\//);
  await expect(page.getByRole("heading", { name: "Confirme seu cadastro" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Reenviar código em \d+s/ })).toBeDisabled();
  await page.screenshot({ path: info.outputPath("confirmation.png"), fullPage: true });
  const confirmationUrl = page.url();

  // "Alterar forma de envio" goes back to step 2 for this pending account and sends a new code.
  await page.getByRole("link", { name: "Alterar forma de envio" }).click();
  await expect(page.getByRole("heading", { name: "Receber o código" })).toBeVisible();
  await page.getByRole("radio", { name: /Por e-mail/ }).check();
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page).toHaveURL(confirmationUrl);

  const code = await confirmWithMailedCode(page, email, "demo", confirmationUrl);

  // A used code is refused.
  await logOut(page, "demo");
  await page.goto(confirmationUrl);
  await page.getByLabel("Código de confirmação").fill(code);
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Código inválido ou expirado. Confira o código ou peça um novo.", { exact: true })).toBeVisible();

  // Logging in before the first-login wizard is finished leads back to it.
  await login(page, "demo", "E-mail", email, "NovaSenha1");
  await expect(page).toHaveURL(/\/signup$/);

  // The wizard: welcome, optional photo (skipped), personal data (CPF already known), done.
  await page.getByRole("button", { name: "Começar" }).click();
  await expect(page.getByRole("heading", { name: "Sua foto de perfil" })).toBeVisible();
  await page.getByRole("button", { name: "Pular esta etapa" }).click();
  await expect(page.getByRole("heading", { name: "Seus dados pessoais" })).toBeVisible();
  await expect(page.getByLabel("CPF")).toHaveCount(0);
  await page.getByLabel("Nome completo").fill("Novo Associado");
  await page.getByLabel("Data de nascimento").fill("10/10/1990");
  await page.getByLabel("Estado onde mora").selectOption({ label: "São Paulo (SP)" });
  await page.getByRole("button", { name: "Salvar e Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Você concluiu seu cadastro!" })).toBeVisible();
  // "Cadastro premiado" (type 2) was paid at confirmation, and the last step says so.
  await expect(page.getByRole("status").filter({ hasText: "Você ganhou 10,00 Pontos Demo pelo cadastro." })).toBeVisible();
  await page.screenshot({ path: info.outputPath("wizard-done.png"), fullPage: true });
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/homepage/);
  await expect(page.getByTestId("member-balance")).toHaveText("Saldo: 10,00 Pontos Demo");

  // Then the member logs out, logs in with the CPF, logs out, and logs in with the e-mail.
  await logOut(page, "demo");
  await login(page, "demo", "CPF", cpf, "NovaSenha1");
  await expect(page).toHaveURL(/\/homepage/);
  await logOut(page, "demo");
  await login(page, "demo", "E-mail", email, "NovaSenha1");
  await expect(page).toHaveURL(/\/homepage/);
});

test("a visitor signs up on the public vitrine with e-mail, confirms with the mailed code, completes the wizard and logs in by e-mail", async ({ page }, info) => {
  const email = `publico.${info.project.name}@exemplo.com`;
  const cpf = info.project.name === "phone" ? "704.218.936-13" : "248.601.375-07";
  const birthday = info.project.name === "phone" ? "15/04/1990" : "01/01/2000";

  await page.goto(hostUrl("vitrine", "/cadastrar"));
  await expect(page.getByRole("heading", { name: "Só falta um pouquinho" })).toBeVisible();
  await expect(page.getByLabel("CPF")).toHaveCount(0); // public station: no CPF at sign-up
  await page.getByLabel("Nome", { exact: true }).fill("Paula");
  await page.getByLabel("Sobrenome").fill("Pública");
  await page.getByLabel("Data de nascimento").fill(birthday);
  await page.getByLabel("Estado").selectOption({ label: "Pernambuco (PE)" });
  await page.getByLabel("Celular").fill("(81) 9 8765-4321");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Publica123");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Publica123");
  await solveCaptcha(page);
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.screenshot({ path: info.outputPath("vitrine-signup.png"), fullPage: true });
  await expect(page.getByText("Já tem sua conta?")).toBeVisible();
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText("Cadastro realizado com sucesso")).toBeVisible();
  await expect(page).toHaveURL(/\/confirmacao\//);
  await expect(page.getByRole("heading", { name: "Confirme seu cadastro" })).toBeVisible();
  const confirmationUrl = page.url();

  await confirmWithMailedCode(page, email, "vitrine", confirmationUrl);

  // The wizard keeps what the sign-up gave (name, birth date) and asks the CPF this account lacks.
  await page.getByRole("button", { name: "Começar" }).click();
  await page.getByRole("button", { name: "Pular esta etapa" }).click();
  await expect(page.getByRole("heading", { name: "Seus dados pessoais" })).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("Paula Pública");
  await expect(page.getByLabel("Data de nascimento")).toHaveValue(birthday);
  await page.getByLabel("CPF").fill(cpf);
  await page.getByLabel("Estado onde mora").selectOption({ label: "Pernambuco (PE)" });
  await page.getByRole("button", { name: "Salvar e Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Você concluiu seu cadastro!" })).toBeVisible();
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/homepage/);

  await logOut(page, "vitrine");
  await login(page, "vitrine", "E-mail", email, "Publica123");
  await expect(page).toHaveURL(/\/homepage/);
});

test("the CPF error shown on blur does not push the terms box down", async ({ page }) => {
  await page.goto(hostUrl("demo", "/cadastrar"));
  await page.getByLabel("CPF").fill("111.111.111-11");
  const terms = page.getByRole("checkbox", { name: /Termos de uso/ });
  const before = await terms.boundingBox();
  await page.getByLabel("CPF").blur();
  await expect(page.getByText("CPF inválido", { exact: true })).toBeVisible();
  const after = await terms.boundingBox();
  expect(after).toEqual(before);
});

test("a roster affiliate without an account who tries to log in goes to sign-up at the password step", async ({ page }) => {
  await login(page, "demo", "CPF", "935.411.347-80", "Qualquer1");
  await expect(page).toHaveURL(/\/cadastrar\?etapa=1/);
  await expect(page.getByText("Encontramos você na base de associados")).toBeVisible();
  await expect(page.getByText("Etapa 2 de 3")).toBeVisible();
  // This affiliate's roster entry has no e-mail, so it is asked here; the known phone is offered later.
  await page.getByLabel("E-mail").fill("carlos.lima@exemplo.com");
  await page.getByLabel("Senha", { exact: true }).fill("NovaSenha1");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("NovaSenha1");
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("(31) 9 ****-8888")).toBeVisible();
  await expect(page.getByText("ca*******@exemplo.com")).toBeVisible();
});

test("a CPF that is not on demo's roster is refused with a clear message", async ({ page }) => {
  await page.goto(hostUrl("demo", "/cadastrar"));
  await page.getByLabel("E-mail").fill("fora.da.base@exemplo.com");
  await page.getByLabel("CPF").fill("862.883.667-57");
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("CPF não encontrado na base de associados desta estação. Fale com a sua entidade.", { exact: true })).toBeVisible();
  await expect(page.getByText("Etapa 1 de 3")).toBeVisible();
});

test("spec field errors show on the sign-up and login forms", async ({ page }) => {
  await page.goto(hostUrl("demo", "/cadastrar"));
  await page.getByLabel("E-mail").fill("nao-e-email");
  await page.getByLabel("CPF").fill("111.111.111-11");
  // Leaving the field shows its error first (on blur), so the box below settles before it is ticked.
  await page.getByLabel("CPF").blur();
  await expect(page.getByText("CPF inválido", { exact: true })).toBeVisible();
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Email inválido", { exact: true })).toBeVisible();
  await expect(page.getByText("CPF inválido", { exact: true })).toBeVisible();
  await expect(page.getByLabel("CPF")).toHaveAttribute("aria-invalid", "true");
});

test("the demo member logs in by CPF and by e-mail; the session does not cross to vitrine", async ({ page, context }, info) => {
  await page.goto(hostUrl("demo", "/login"));
  await expect(page.getByRole("button", { name: "Entrar" })).toBeDisabled();
  await page.screenshot({ path: info.outputPath("login.png"), fullPage: true });

  await login(page, "demo", "CPF", "529.982.247-25");
  await expect(page).not.toHaveURL(/\/login/);
  // Signed in: /login sends to the root.
  await page.goto(hostUrl("demo", "/login"));
  await expect(page).not.toHaveURL(/\/login/);

  // The very same cookie presented to vitrine is not a session there.
  const cookies = await context.cookies(hostUrl("demo", "/"));
  const session = cookies.find((c) => c.name === "estacao.session");
  expect(session).toBeTruthy();
  await context.addCookies([{ ...session!, domain: "vitrine.localhost" }]);
  await page.goto(hostUrl("vitrine", "/login"));
  await expect(page).toHaveURL(/vitrine\.localhost:\d+\/login/);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await logOut(page, "demo");
  await login(page, "demo", "E-mail", "membro@demo.test");
  await expect(page).not.toHaveURL(/\/login/);
});

test("repeated wrong passwords hit the rate limit message", async ({ page }, info) => {
  const email = `limite.${info.project.name}@exemplo.com`;
  for (let i = 0; i < 5; i++) {
    await login(page, "vitrine", "E-mail", email, "Errada123");
    await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible();
  }
  await login(page, "vitrine", "E-mail", email, "Errada123");
  await expect(page.getByText(RATE_LIMIT_MESSAGE)).toBeVisible();
});

test("a used or unknown login token goes back to login with a message", async ({ page }) => {
  await page.goto(hostUrl("demo", "/login-token/nao-existe"));
  await expect(page).toHaveURL(/\/login\?aviso=token-invalido/);
  await expect(page.getByText("Este link de acesso é inválido, já foi usado ou expirou.")).toBeVisible();
});

test("blocked accounts see the spec's screens", async ({ page }) => {
  await login(page, "demo", "E-mail", "suspenso@demo.test");
  const suspended = page.getByRole("dialog");
  await expect(suspended).toContainText("O seu acesso está suspenso. Caso tenha dúvidas entre em contato pelo fale conosco.");
  // Its button posts the logout (a link would let any page sign the member out).
  await suspended.getByRole("button", { name: "Fale conosco" }).click();
  await expect(page).toHaveURL(/\/suporte$/);

  await login(page, "demo", "E-mail", "semvinculo@demo.test");
  await expect(page.getByText("Você não possui um estabelecimento vinculado ao seu usuário")).toBeVisible();
  await page.getByRole("button", { name: "Tentar Novamente" }).click();
  await expect(page.getByRole("button", { name: "Tentar Novamente" })).toHaveCount(0);

  await login(page, "demo", "E-mail", "inativo@demo.test");
  await expect(page).toHaveURL(/\/confimation$/);
  await logOut(page, "demo");

  await login(page, "demo", "E-mail", "excluido@demo.test");
  await expect(page.getByRole("dialog")).toContainText("Esta conta foi excluída");
});

test("the development mailbox is not indexed and the QR validator answers", async ({ page }) => {
  await page.goto(hostUrl("demo", "/dev/outbox"));
  await expect(page.getByRole("heading", { name: "Caixa de saída" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto(hostUrl("demo", "/qr-code-user-validator/999999"));
  await expect(page.getByRole("heading", { name: "Usuário inválido!" })).toBeVisible();
});
