// The console's "Atividades": a wizard-fresh owner creates a quiz with 3
// questions and 2 result ranges, is stopped by the checks on the way (a question needs one right
// option, the last range must reach 100 %), publishes it, and a fan who signs up on that station
// finds it on /homepage, takes it and sees the text of the range their score falls in. With
// SHOTS_DIR set, every screen is photographed at 1280×800 and 820×1180.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, newStationInConsole, solveCaptcha } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const size = page.viewportSize();
  for (const [w, h] of [[1280, 800], [820, 1180]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function shootFan(page: Page) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/membro-homepage-${page.viewportSize()?.width}.png`, fullPage: true });
}

async function drawPng(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate((c) => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 640, 360);
    ctx.fillStyle = "#FFFFFF";
    ctx.beginPath();
    ctx.arc(320, 180, 90, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL("image/png").split(",")[1]!;
  }, color);
  return Buffer.from(base64, "base64");
}

async function uploadAndCrop(page: Page, scope: ReturnType<Page["locator"]> | Page, file: Buffer, name: string) {
  await scope.locator('input[type="file"]').first().setInputFiles({ name, mimeType: "image/png", buffer: file });
  const dialog = page.getByRole("dialog", { name: "Ajuste sua imagem" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Finalizar Edição" }).click();
  await expect(dialog).toBeHidden();
}

test("@console an owner builds and publishes a quiz; a fan takes it on /homepage and sees the result of their range", async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  const slug = `clubequiz${project}`;
  const { consoleUrl } = await newStationInConsole(page, { email: `quiz.${project}@exemplo.com`, siteName: `Clube Quiz ${project}`, slug });

  // The list: the wizard's welcome activity, published.
  await page.goto(`${consoleUrl}/atividades`);
  await expect(page.getByRole("heading", { level: 1, name: "Atividades" })).toBeVisible();
  const welcome = page.getByRole("row").filter({ hasText: "Boas-vindas: comece por aqui" });
  await expect(welcome.getByText("Publicada")).toBeVisible();
  await shoot(page, "lista");

  // New activity: the type picker, then the quiz's form.
  await page.getByRole("link", { name: "Nova atividade" }).click();
  await expect(page.getByRole("link", { name: /Teste de personalidade/ })).toBeVisible();
  await shoot(page, "nova-tipos");
  await page.getByRole("link", { name: /^Quiz Perguntas com resposta certa/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quiz" })).toBeVisible();
  await page.getByRole("button", { name: "Criar rascunho" }).click();
  await expect(page.getByText("Esse campo é obrigatório").first()).toBeVisible();
  await page.getByLabel("Nome", { exact: true }).fill("Quiz da Torcida");
  await page.getByLabel("Descrição").fill("Três perguntas sobre o clube.\n\nAcerte pelo menos duas e ganhe.");
  await page.getByLabel("Recompensa").fill("25,00");
  await expect(page.getByLabel("Recompensa")).toHaveValue("R$ 25,00");
  // How often it pays: a new quiz proposes a limit of 1; left blank, the field says that every
  // passed attempt pays; a description that promises attempts is flagged while more than one pays,
  // and still (the promise is false) when only one may be taken.
  const limit = page.getByLabel("Limite por membro");
  await expect(limit).toHaveValue("1");
  await limit.fill("");
  await expect(page.getByText("Sem limite: cada tentativa aprovada paga os pontos.")).toBeVisible();
  await page.getByLabel("Descrição").fill("Três perguntas sobre o clube.\n\nAcerte pelo menos duas e ganhe. Você tem até 3 tentativas.");
  const attempts = page.getByRole("status").filter({ hasText: "O texto promete até 3 tentativas" });
  await expect(attempts).toContainText("o limite por membro está em branco");
  await limit.fill("1");
  await expect(attempts).toContainText("permite uma só participação");
  await uploadAndCrop(page, page.locator("form"), await drawPng(page, "#6A1B9A"), "quiz.png");
  await page.getByText("Destaque na página inicial").click();
  await shoot(page, "nova-formulario");
  await page.getByRole("button", { name: "Criar rascunho" }).click();

  // Created as a draft, straight into its questions tab.
  await expect(page).toHaveURL(/\/atividades\/\d+\/pesquisa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quiz da Torcida" })).toBeVisible();
  await expect(page.getByText("Rascunho", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Perguntas e resultados" })).toHaveAttribute("aria-current", "page");
  await shoot(page, "pesquisa-vazia");

  const questions = [
    { q: "Em que ano o clube foi fundado?", right: "1910", wrong: "1950" },
    { q: "Qual é a cor principal do uniforme?", right: "Roxo", wrong: "Verde" },
    { q: "Qual é o mascote?", right: "Coruja", wrong: "Leão" },
  ];
  for (const [i, item] of questions.entries()) {
    if (i === 0) await page.getByRole("button", { name: "Adicionar a primeira pergunta" }).click();
    else await page.getByRole("button", { name: "Adicionar pergunta" }).click();
    const n = i + 1;
    await page.getByLabel(`Texto da pergunta ${n}`, { exact: true }).fill(item.q);
    await page.getByLabel(`Opção 1 da pergunta ${n}`, { exact: true }).fill(item.right);
    await page.getByLabel(`Opção 2 da pergunta ${n}`, { exact: true }).fill(item.wrong);
  }
  // Two ranges: up to 67 % (one or two right of three) and above that up to 100 %.
  await page.getByRole("button", { name: "Adicionar faixa" }).click();
  await page.getByLabel("Até (% de acertos)").first().fill("67");
  await page.getByLabel("Texto do resultado").first().fill("Quase! Reveja a história do clube.");
  await page.getByRole("button", { name: "Salvar perguntas" }).click();
  // No right option marked, and no range reaching 100 %: refused beside the fields.
  await expect(page.getByText("Marque exatamente uma opção correta").first()).toBeVisible();
  await expect(page.getByText("A última faixa precisa ir até 100%")).toBeVisible();
  await shoot(page, "pesquisa-erros");

  const questionCards = page.locator("ol > li").filter({ has: page.getByRole("heading", { name: /^Pergunta \d$/ }) });
  for (let i = 0; i < 3; i++) await questionCards.nth(i).getByRole("checkbox", { name: "Correta" }).first().click();
  await page.getByRole("button", { name: "Adicionar faixa" }).click();
  await page.getByLabel("Texto do resultado").nth(1).fill("Craque! Você sabe tudo do clube.");
  // Reorder by keyboard-reachable buttons: the mascot question goes first.
  await page.getByRole("button", { name: "Mover a pergunta 3 para cima" }).click();
  await page.getByRole("button", { name: "Mover a pergunta 2 para cima" }).click();
  await expect(page.getByLabel("Texto da pergunta 1", { exact: true })).toHaveValue("Qual é o mascote?");
  await page.getByRole("button", { name: "Salvar perguntas" }).click();
  await expect(page.getByText("Perguntas salvas.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Texto da pergunta 1", { exact: true })).toHaveValue("Qual é o mascote?");
  await expect(page.getByText("acima de 67% até 100% de acertos")).toBeVisible();
  await shoot(page, "pesquisa");

  // The main form of the saved quiz, then publish.
  await page.getByRole("link", { name: "Geral", exact: true }).click();
  await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Quiz da Torcida");
  await shoot(page, "editar");
  await page.getByRole("button", { name: "Publicar Quiz da Torcida" }).click();
  await expect(page.getByText("\"Quiz da Torcida\" foi publicada.")).toBeVisible();
  await expect(page.getByText("Publicada", { exact: true })).toBeVisible();

  await page.goto(`${consoleUrl}/atividades?tipo=6`);
  await expect(page.getByRole("row").filter({ hasText: "Quiz da Torcida" }).getByText("Publicada")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Quiz da Torcida" })).toContainText("O texto promete até 3 tentativas");
  await expect(page.getByRole("row").filter({ hasText: "Boas-vindas" })).toHaveCount(0);
  await shoot(page, "lista-filtrada");

  // A fan signs up on the new station (its own browser context) and confirms with the mailed code.
  const fanContext = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo", viewport: page.viewportSize() ?? undefined });
  const fan = await fanContext.newPage();
  const email = `torcedor.${project}@exemplo.com`;
  await fan.goto(hostUrl(slug, "/cadastrar"));
  await fan.getByLabel("E-mail").fill(email);
  if (await fan.getByLabel("CPF").count()) await fan.getByLabel("CPF").fill("529.982.247-25");
  await fan.getByRole("checkbox", { name: /Termos de uso/ }).check();
  await fan.getByRole("button", { name: "Continuar" }).click();
  await fan.getByLabel("Senha", { exact: true }).fill("NovaSenha1");
  await fan.getByLabel("Confirme a senha", { exact: true }).fill("NovaSenha1");
  await fan.getByRole("button", { name: "Continuar" }).click();
  await fan.getByRole("radio", { name: /Por e-mail/ }).check();
  await solveCaptcha(fan);
  await fan.getByRole("button", { name: "Enviar código" }).click();
  await expect(fan).toHaveURL(/\/confirmacao\//);
  const confirmationUrl = fan.url();
  await fan.goto(hostUrl(slug, "/dev/outbox"));
  const code = (await fan.getByRole("listitem").filter({ hasText: email }).first().getByTestId("outbox-code").first().textContent())!.trim();
  await fan.goto(confirmationUrl);
  await fan.getByLabel("Código de confirmação").fill(code);
  await fan.getByRole("button", { name: "Confirmar" }).click();
  await expect(fan).toHaveURL(/\/signup$/);
  await expect(async () => {
    if (await fan.getByRole("button", { name: "Começar" }).isVisible()) await fan.getByRole("button", { name: "Começar" }).click({ timeout: 2_000 });
    await expect(fan.getByRole("heading", { name: "Sua foto de perfil" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await uploadAndCrop(fan, fan, await drawPng(fan, "#F57C00"), "eu.png");
  await fan.getByRole("button", { name: "Continuar" }).click();
  await fan.getByLabel("CPF").fill("529.982.247-25");
  await fan.getByLabel("Nome completo").fill("Bia Torcedora");
  await fan.getByLabel("Data de nascimento").fill("02/08/1995");
  await fan.getByLabel("Estado onde mora").selectOption({ label: "Minas Gerais (MG)" });
  await fan.getByRole("button", { name: "Salvar e Entrar" }).click();
  await fan.getByRole("button", { name: "Entrar" }).click();
  await expect(fan).toHaveURL(/\/homepage/);

  // The quiz is on the home page (featured), and taking it: two right of three (66,7 %) falls in the
  // first range.
  await expect(fan.getByText("Quiz da Torcida").first()).toBeVisible();
  await shootFan(fan);
  await fan.goto(hostUrl(slug, "/homepage/atividades"));
  await fan.getByRole("link", { name: /Quiz da Torcida/ }).first().click();
  await expect(fan.getByRole("heading", { name: "Quiz da Torcida" }).first()).toBeVisible();
  const answers = ["Coruja", "1950", "Roxo"];
  for (const [i, answer] of answers.entries()) {
    await fan.getByRole("radio", { name: answer }).click();
    await fan.getByRole("button", { name: i === answers.length - 1 ? "Enviar respostas" : "Próximo" }).click();
  }
  const result = fan.getByRole("dialog");
  await expect(result.getByText("Parabéns! Você passou no quiz!")).toBeVisible();
  await expect(result.getByText("Quase! Reveja a história do clube.")).toBeVisible();
  await expect(result.getByText("Craque! Você sabe tudo do clube.")).toHaveCount(0);
  await fanContext.close();

  // Back in the console, the list counts the participation.
  await page.goto(`${consoleUrl}/atividades`);
  await expect(page.getByRole("row").filter({ hasText: "Quiz da Torcida" }).getByRole("cell").nth(3)).toHaveText("1");

  // Duplicate: a draft copy with the questions.
  await page.getByRole("button", { name: "Duplicar Quiz da Torcida" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cópia de Quiz da Torcida" })).toBeVisible();
  await expect(page.getByText("Rascunho", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Perguntas e resultados" }).click();
  await expect(page.getByLabel("Texto da pergunta 1", { exact: true })).toHaveValue("Qual é o mascote?");
});
