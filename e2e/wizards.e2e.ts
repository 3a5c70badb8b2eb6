// The two wizards end to end: an owner signs up on the apex, finishes the station-owner wizard and
// the new station is served at once, branded; then a fan signs up on that new station, confirms
// with the mailed code and completes the first-login wizard (photo with crop, personal data).
import { expect, test, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, logOut, PORT, solveCaptcha } from "./helpers";


/** A small PNG drawn in the page, so the upload goes through real bytes and a real crop. */
async function drawPng(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = "#FFFFFF";
      ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL("image/png").split(",")[1]!;
    },
    [width, height, color] as const,
  );
  return Buffer.from(base64, "base64");
}

async function uploadAndCrop(page: Page, file: Buffer, name: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: file });
  const dialog = page.getByRole("dialog", { name: "Ajuste sua imagem" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Finalizar Edição" }).click();
  await expect(dialog).toBeHidden();
}

/** An owner account on the apex, signed in, on the wizard's welcome step. */
async function signUpOwner(page: Page, email: string) {
  await page.goto(hostUrl("", "/criar-estacao"));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Senha@123");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Senha@123");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Criar conta e começar" }).click();
  await expect(page.getByRole("heading", { name: "Bem-vindo(a) à Estação!" })).toBeVisible();
}

test("the owner wizard resumes at the step reached after a reload, with the choices made", async ({ page }, info) => {
  test.setTimeout(120_000);
  await signUpOwner(page, `retoma.${info.project.name}@loja.test`);
  await page.getByRole("button", { name: "Começar" }).click();
  await page.getByRole("button", { name: "Pular esta etapa" }).click();
  await expect(page.getByRole("heading", { name: "Seus dados" })).toBeVisible();
  await page.getByLabel("Nome completo").fill("Rita Lima");
  await page.getByLabel("CPF").fill("11144477735");
  // Typed key by key, as a person does: the mobile's 11th digit used to turn it into a landline.
  await page.getByLabel("Celular").pressSequentially("11987654320");
  await expect(page.getByLabel("Celular")).toHaveValue("(11) 9 8765-4320");
  await page.getByLabel("Data de nascimento").fill("20/05/1985");
  await page.getByLabel("Estado onde mora").selectOption({ label: "Bahia (BA)" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "O logo da sua marca" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "O logo da sua marca" })).toBeVisible();
  await page.getByRole("button", { name: "Pular por enquanto" }).click();
  await page.getByRole("button", { name: "Roxo" }).click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "O nome do seu site" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "O nome do seu site" })).toBeVisible();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByLabel("Código da cor")).toHaveValue("#6A1B9A");
  await page.getByRole("button", { name: "Voltar" }).click();
  await page.getByRole("button", { name: "Voltar" }).click();
  // The personal data came back from the server.
  await expect(page.getByLabel("Nome completo")).toHaveValue("Rita Lima");
});

test("an owner creates a station on the apex and a fan completes the first-login wizard there", async ({ page }, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === "phone";
  const siteName = phone ? "Minha Loja Celular" : "Minha Loja";
  const slug = phone ? "minhalojacelular" : "minhaloja";
  const color = phone ? "#2E7D32" : "#E91E63";

  // Before: the address is free, so the host is unknown (and this "not found" may be memoised).
  expect((await fetchAsHost(slug)).status).toBe(404);

  // Owner account on the apex.
  await page.goto(hostUrl("", "/"));
  await page.getByRole("link", { name: "Criar minha estação" }).click();
  await expect(page.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
  const ownerEmail = `dono.${info.project.name}@loja.test`;
  const contactEmail = `contato@${slug}.test`;
  await page.getByLabel("E-mail").fill(ownerEmail);
  await page.getByLabel("Senha", { exact: true }).fill("Senha@123");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Senha@124");
  await page.getByLabel("Confirme a senha", { exact: true }).blur(); // the error appears now, not under the next click
  await expect(page.getByText("As senhas não conferem", { exact: true })).toBeVisible();
  await solveCaptcha(page);
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Senha@123");
  await expect(page.getByText("As senhas não conferem", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Criar conta e começar" }).click();

  // 0 welcome
  await expect(page.getByRole("heading", { name: "Bem-vindo(a) à Estação!" })).toBeVisible();
  await page.getByRole("button", { name: "Começar" }).click();
  // 1 photo (optional): refused formats get the notice, a PNG is cropped and uploaded
  await expect(page.getByRole("heading", { name: "Sua foto" })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "foto.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Formato não suportado. Envie uma imagem JPG, PNG ou GIF.")).toBeVisible();
  await uploadAndCrop(page, await drawPng(page, 400, 400, "#0EA5E9"), "foto.png");
  await expect(page.getByRole("img", { name: "Sua foto" })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  // 2 personal data
  await expect(page.getByRole("heading", { name: "Seus dados" })).toBeVisible();
  await page.getByLabel("Nome completo").fill("Ana Souza");
  await page.getByLabel("CPF").fill("52998224725");
  await page.getByLabel("Celular").fill("11987654321");
  await page.getByLabel("Data de nascimento").fill("31/02/1990");
  await page.getByLabel("Estado onde mora").selectOption({ label: "São Paulo (SP)" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Data Inválida!", { exact: true })).toBeVisible();
  await page.getByLabel("Data de nascimento").fill("15/03/1990");
  await page.getByRole("button", { name: "Continuar" }).click();
  // 3 logo
  await expect(page.getByRole("heading", { name: "O logo da sua marca" })).toBeVisible();
  await uploadAndCrop(page, await drawPng(page, 600, 200, color), "logo.png");
  await expect(page.getByRole("img", { name: "Seu logo" })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  // 4 colour
  await expect(page.getByRole("heading", { name: "Cor de destaque" })).toBeVisible();
  await page.getByLabel("Código da cor").fill(color);
  await page.getByRole("button", { name: "Continuar" }).click();
  // 5 site name: wildcard placeholder, letters only, reserved and taken names refused
  await expect(page.getByRole("heading", { name: "O nome do seu site" })).toBeVisible();
  // The preview names the port the site answers on, as the address will be typed.
  await expect(page.getByTestId("address-preview")).toHaveText(`*.localhost:${PORT}`);
  await page.getByLabel("Nome do site").fill("Café Bom");
  await expect(page.getByText("Apenas letras sem acento")).toBeVisible();
  await page.getByLabel("Nome do site").fill("Admin");
  await expect(page.getByText("Esse nome é reservado pela plataforma. Escolha outro.")).toBeVisible();
  await page.getByLabel("Nome do site").fill("Demo");
  await expect(page.getByText("Esse endereço já está em uso. Escolha outro nome.")).toBeVisible();
  await page.getByLabel("Nome do site").fill(siteName);
  await expect(page.getByTestId("address-preview")).toHaveText(`${slug}.localhost:${PORT}`);
  await expect(page.getByText("Endereço disponível!")).toBeVisible();
  // The public contact e-mail is asked for: the login e-mail is never published silently.
  await expect(page.getByLabel("E-mail de contato do site")).toHaveValue("");
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Esse campo é obrigatório")).toBeVisible();
  await page.getByLabel("E-mail de contato do site").fill("contato@");
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();
  await page.getByLabel("E-mail de contato do site").fill(contactEmail);
  await page.screenshot({ path: info.outputPath("owner-site-name.png"), fullPage: true });
  await page.getByRole("button", { name: "Finalizar" }).click();
  // 6 final choice, with the address as a link that opens the new site
  await expect(page.getByRole("heading", { name: "Sua estação está no ar!" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${slug}.localhost:${PORT}` })).toHaveAttribute("href", `http://${slug}.localhost:${PORT}/`);
  await page.screenshot({ path: info.outputPath("owner-final.png"), fullPage: true });

  // The new station is served at once, branded, in the first HTML.
  const { status, body } = await fetchAsHost(slug);
  expect(status).toBe(200);
  expect(body).toContain(`<title>${siteName}</title>`);
  const head = body.slice(0, body.indexOf("</head>"));
  expect(head).toContain(`--brand:${color}`);
  expect(head).toMatch(/\/files\/\d+\/brand\/[a-f0-9]+\.png/); // the logo is the favicon, on the station's own host
  // A starter site, not a blank hero: how it works, the welcome activity, the support form.
  expect(body).toContain("Como funciona");
  expect(body).toContain("Boas-vindas: comece por aqui");
  expect(body).toContain('data-section-type="8"');
  // The public contact is the e-mail given for it; the owner's login e-mail is published nowhere.
  expect(body).toContain(contactEmail);
  expect(body).not.toContain(ownerEmail);
  const terms = await fetchAsHost(slug, "/termos-de-uso");
  expect(terms.body).toContain(contactEmail);
  expect(terms.body).not.toContain(ownerEmail);
  expect(terms.body).not.toContain("com sede em");
  expect(terms.body).not.toContain("CNPJ");

  // "Aprender a usar a plataforma" signs the owner in on the new host.
  await page.getByRole("button", { name: /Aprender a usar a plataforma/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://${slug}\\.localhost:\\d+/`));
  await expect(page).toHaveTitle(new RegExp(siteName));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe(color);
  await page.screenshot({ path: info.outputPath("new-station.png"), fullPage: true });

  // A fan signs up on the new station (open sign-up) and confirms with the mailed code.
  await logOut(page, slug);
  const fan = `fa.${info.project.name}@exemplo.com`;
  await page.goto(hostUrl(slug, "/cadastrar"));
  await page.getByLabel("E-mail").fill(fan);
  if (await page.getByLabel("CPF").count()) await page.getByLabel("CPF").fill("111.444.777-35");
  await page.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Senha", { exact: true }).fill("NovaSenha1");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("NovaSenha1");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("radio", { name: /Por e-mail/ }).check();
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page).toHaveURL(/\/confirmacao\//);
  const confirmationUrl = page.url();
  await page.goto(hostUrl(slug, "/dev/outbox"));
  const code = (await page.getByRole("listitem").filter({ hasText: fan }).first().getByTestId("outbox-code").first().textContent())!.trim();
  await page.goto(confirmationUrl);
  await page.getByLabel("Código de confirmação").fill(code);
  await page.getByRole("button", { name: "Confirmar" }).click();

  // First-login wizard.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Vamos começar?" })).toBeVisible();
  await page.getByRole("button", { name: "Começar" }).click();
  await expect(page.getByRole("heading", { name: "Sua foto de perfil" })).toBeVisible();
  await uploadAndCrop(page, await drawPng(page, 500, 300, "#F57C00"), "eu.png");
  await expect(page.getByRole("img", { name: "Sua foto" })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Seus dados pessoais" })).toBeVisible();
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page.getByRole("heading", { name: "Sua foto de perfil" })).toBeVisible();
  await page.getByRole("button", { name: "Continuar" }).click();
  const save = page.getByRole("button", { name: "Salvar e Entrar" });
  // The open sign-up asked no CPF, so the wizard asks it now.
  await page.getByLabel("CPF").fill("111.444.777-35");
  await page.getByLabel("Nome completo").fill("");
  await expect(save).toBeDisabled();
  await page.getByLabel("Nome completo").fill("Bruno Torcedor");
  await page.getByLabel("Data de nascimento").fill("02/08/1995");
  await expect(save).toBeDisabled(); // the state is still missing
  await page.getByLabel("Estado onde mora").selectOption({ label: "Minas Gerais (MG)" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Cadastro atualizado com sucesso")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Você concluiu seu cadastro!" })).toBeVisible();
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/homepage/);

  // The new station's welcome activity is there for the fan, and reading it pays its points.
  await page.goto(hostUrl(slug, "/homepage/atividades"));
  await page.getByRole("link", { name: /Boas-vindas: comece por aqui/ }).first().click();
  await page.getByRole("button", { name: "Concluir leitura" }).click();
  await expect(page.getByText("Você ganhou R$ 5,00.")).toBeVisible();

  // Finished: /signup no longer shows the wizard.
  await page.goto(hostUrl(slug, "/signup"));
  await expect(page).not.toHaveURL(/\/signup$/);
});

test("e-mail subscription links refuse a forged hash with the spec's text", async ({ page }) => {
  await page.goto(hostUrl("demo", "/email/desinscricao/1/forjado"));
  await expect(page.getByText("Houve um erro ao desinscrevê-lo(a) em nossa lista, por favor, recarregue a página.")).toBeVisible();
  await page.goto(hostUrl("demo", "/email/inscricao/1/forjado"));
  await expect(page.getByText("Houve um erro ao inscrevê-lo(a) em nossa página. Por favor, recarregue a página.")).toBeVisible();
});

test("uploaded files are served only on their own host", async () => {
  expect((await fetchAsHost("demo", "/files/platform/brand/abc.png")).status).toBe(404);
  expect((await fetchAsHost("demo", "/files/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  expect((await fetchAsHost("", "/files/1/brand/abc.png")).status).toBe(404);
});
