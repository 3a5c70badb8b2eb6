// The consent ledger end to end: a member of a wizard-fresh station (never demo or vitrine, which
// other suites enter) signs up ticking the terms and the marketing box; the owner publishes new
// terms in the console; on the member's next visit the member area sends them to the re-acceptance
// screen, "Aceito" records it and opens the home, and the console's member detail lists the
// history. With SHOTS_DIR set, the screen is photographed at 390×844 and 1280×800.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, newStationInConsole, solveCaptcha } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("a member whose station publishes new terms accepts them on the next visit and reaches the home", async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  const project = info.project.name.replace(/\W/g, "");
  // Site names are letters only: the run's time, in letters, keeps reruns on fresh stations.
  const stamp = Date.now().toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);
  const slug = `aceite${project}${stamp}`.slice(0, 30);
  const { consoleUrl } = await newStationInConsole(page, { email: `dona.${slug}@exemplo.com`, siteName: slug, slug });

  // A member signs up (terms and marketing ticked) and confirms with the mailed code.
  const memberContext = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo", viewport: page.viewportSize() ?? undefined });
  const member = await memberContext.newPage();
  const email = `socia.${project}@exemplo.com`;
  await member.goto(hostUrl(slug, "/cadastrar"));
  await member.getByLabel("E-mail").fill(email);
  if (await member.getByLabel("CPF").count()) await member.getByLabel("CPF").fill("529.982.247-25");
  await member.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await member.getByRole("checkbox", { name: /comunicações com novidades/ }).check();
  await member.getByRole("button", { name: "Continuar" }).click();
  await member.getByLabel("Senha", { exact: true }).fill("NovaSenha1");
  await member.getByLabel("Confirme a senha", { exact: true }).fill("NovaSenha1");
  await member.getByRole("button", { name: "Continuar" }).click();
  await member.getByRole("radio", { name: /Por e-mail/ }).check();
  await solveCaptcha(member);
  await member.getByRole("button", { name: "Enviar código" }).click();
  await expect(member).toHaveURL(/\/confirmacao\//);
  const confirmationUrl = member.url();
  await member.goto(hostUrl(slug, "/dev/outbox"));
  const code = (await member.getByRole("listitem").filter({ hasText: email }).first().getByTestId("outbox-code").first().textContent())!.trim();
  await member.goto(confirmationUrl);
  await member.getByLabel("Código de confirmação").fill(code);
  await member.getByRole("button", { name: "Confirmar" }).click();
  await expect(member).toHaveURL(/\/signup$/);
  await expect(async () => {
    if (await member.getByRole("button", { name: "Começar" }).isVisible()) await member.getByRole("button", { name: "Começar" }).click({ timeout: 2_000 });
    await expect(member.getByRole("button", { name: "Pular esta etapa" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await member.getByRole("button", { name: "Pular esta etapa" }).click();
  await member.getByLabel("CPF").fill("529.982.247-25");
  await member.getByLabel("Nome completo").fill("Lia Sócia");
  await member.getByLabel("Data de nascimento").fill("02/08/1995");
  await member.getByLabel("Estado onde mora").selectOption({ label: "Minas Gerais (MG)" });
  await member.getByRole("button", { name: "Salvar e Entrar" }).click();
  await member.getByRole("button", { name: "Entrar" }).click();
  // The texts accepted at sign-up are the current ones: straight to the home.
  await expect(member).toHaveURL(/\/homepage(\?.*)?$/);

  // The owner publishes new terms.
  await page.goto(`${consoleUrl}/marca/textos-legais`);
  const terms = page.getByRole("textbox", { name: "Texto dos termos de uso" });
  await terms.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Termos do clube, versão 2: pontos valem por 12 meses.");
  await page.getByRole("button", { name: "Salvar termos de uso" }).click();
  await expect(page.getByText("Texto salvo: o site já mostra os termos de uso.")).toBeVisible();

  // The member's next visit stops at the re-acceptance screen, whatever page they open.
  await member.goto(hostUrl(slug, "/homepage/atividades"));
  await expect(member).toHaveURL(/\/termos-atualizados$/);
  await expect(member.getByRole("heading", { level: 1, name: "Atualizamos nossos termos" })).toBeVisible();
  const link = member.getByRole("link", { name: /Termos de uso/ });
  await expect(link).toHaveAttribute("href", "/termos-de-uso");
  await expect(member.getByRole("link", { name: /Política de privacidade/ })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Sair" })).toBeVisible();
  await shoot(member, "termos-atualizados");

  await member.getByRole("button", { name: "Aceito" }).click();
  await expect(member).toHaveURL(/\/homepage(\?.*)?$/);
  await member.goto(hostUrl(slug, "/homepage/atividades"));
  await expect(member).toHaveURL(/\/homepage\/atividades$/);
  await memberContext.close();

  // The owner reads the member's history in the console.
  await page.goto(`${consoleUrl}/membros`);
  await page.getByRole("link", { name: "Lia Sócia" }).click();
  const history = page.getByRole("table", { name: "Consentimentos" });
  await expect(history.getByRole("row")).toHaveCount(5);
  await expect(history.getByRole("row").nth(1)).toContainText("Termos de uso");
  await expect(history.getByRole("row").nth(1)).toContainText("Novo aceite na área do membro");
  await expect(history.getByRole("row").filter({ hasText: "E-mails de comunicação" })).toContainText("Cadastro");
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/console-consentimentos.png`, fullPage: true });
});
