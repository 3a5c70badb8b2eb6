// Quizzes, surveys and video playlists end to end as the demo member: a passed quiz pays exactly the
// activity's points once, a second attempt past the limit (from a tab opened before) is refused and
// pays nothing, a quiz under 50 % pays nothing, a poll completes and pays, a playlist completes
// when every video reached 80 %. The suite changes the member's participations, so it runs once
// per server (desktop project); the phone layout is covered by the screenshots.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { hostUrl, signInDemoMember } from "./helpers";

const MSG_LIMIT = "Olá, você já ultrapassou o limite de participações nessa atividade!";
const PASSED = "Parabéns! Você passou no quiz!";
const FAILED = "Que pena... Infelizmente você não acertou questões o suficiente para ganhar pontos nesta atividade";

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;

async function login(browser: Browser) {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  page = await context.newPage();
  await signInDemoMember(page);
}

/** The member's balance in hundredths, read as the top bar reads it. */
async function balance(p: Page = page): Promise<number> {
  return p.evaluate(async () => {
    const response = await fetch("/homepage/saldo", { cache: "no-store" });
    return ((await response.json()) as { balance: number }).balance;
  });
}

async function openActivity(p: Page, name: string) {
  await p.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(name)}`));
  await p.getByRole("link", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first().click();
  await expect(p).toHaveURL(/\/homepage\/atividades\/\d+/);
}

async function answer(p: Page, choices: string[]) {
  for (const [i, choice] of choices.entries()) {
    await p.getByRole("radio", { name: choice, exact: true }).click();
    await p.getByRole("button", { name: i === choices.length - 1 ? "Enviar respostas" : "Próximo" }).click();
  }
}

// Stateful (one demo member's participations): the phone project ignores this file (playwright.config.ts).
test.beforeAll(async ({ browser }) => {
  await login(browser);
});

test.afterAll(async () => {
  await context?.close();
});

test("a quiz with at least half right pays its points once; a second attempt past the limit pays nothing", async () => {
  const quiz = "Quiz: você conhece o Clube Demo?";
  await openActivity(page, quiz);
  // A second tab opened before the first attempt is sent: its submit must be refused.
  const late = await context.newPage();
  await late.goto(page.url());
  await expect(late.getByText("Pergunta 1 de 5")).toBeVisible();

  const before = await balance();
  // The single-choice quiz refuses a second option with the spec's hint.
  await page.getByRole("radio", { name: "Só pelo telefone" }).click();
  await page.getByRole("radio", { name: "Na fatura do cartão" }).click();
  await expect(page.getByText("Apenas uma opção por pergunta")).toBeVisible();
  await page.getByRole("radio", { name: "Só pelo telefone" }).click();
  await answer(page, [
    "No topo da área do associado",
    "Uma vez",
    "Você ganha pontos e libera o bônus de fidelidade",
    "Ligando para o suporte",
    "Qualquer pessoa sem cadastro",
  ]);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: PASSED })).toBeVisible();
  await expect(dialog.getByText("Você acertou 3 de 5 perguntas (60%).")).toBeVisible();
  await expect(page.getByText("Parabéns, você completou o Quiz e ganhou 30,00 Pontos Demo.")).toBeVisible();
  expect(await balance()).toBe(before + 3000);
  await dialog.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText(MSG_LIMIT)).toBeVisible();
  // A quiz leaves points, not vouchers: the message leads to the statement that shows them.
  await expect(page.getByRole("link", { name: "Ver meu extrato" })).toHaveAttribute("href", "/homepage/extrato/extratos-totais");
  await expect(page.getByRole("link", { name: "Ver meus vouchers" })).toHaveCount(0);

  await answer(late, ["No topo da área do associado", "Uma vez", "Você ganha pontos e libera o bônus de fidelidade", "Pagando o cupom com seus créditos na atividade", "Associados cadastrados"]);
  await expect(late.getByRole("dialog").getByText(MSG_LIMIT)).toBeVisible();
  expect(await balance()).toBe(before + 3000);
  await late.close();
});

test("a quiz under 50 % shows the 'Que pena...' text and pays nothing", async () => {
  await openActivity(page, "Quiz relâmpago: segurança digital");
  const before = await balance();
  await answer(page, ["Nunca", "123456", "Clicar e conferir", "Em qualquer formulário que peça"]);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: FAILED })).toBeVisible();
  await expect(dialog.getByText("Você acertou 1 de 4 perguntas (25%).")).toBeVisible();
  expect(await balance()).toBe(before);
});

test("a poll is answered step by step, pays, and its confirmation returns to /homepage", async () => {
  await openActivity(page, "Enquete: qual o próximo benefício?");
  const before = await balance();
  await page.getByRole("link", { name: "Responder" }).click();
  await expect(page).toHaveURL(/\/homepage\/survey\/\d+\/\d+/);
  await expect(page.getByText("Selecione apenas uma")).toBeVisible();
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Uma pergunta não foi respondida!")).toBeVisible();
  await page.getByRole("radio", { name: "Cinema às quartas" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Selecione uma ou mais")).toBeVisible();
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByRole("radio", { name: "Cinema às quartas" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("checkbox", { name: "Fins de semana" }).click();
  await page.getByRole("checkbox", { name: "Feriados" }).click();
  await page.getByRole("button", { name: "Enviar respostas" }).click();
  const dialog = page.getByRole("dialog");
  // The end says what the survey paid, not only that it went through.
  await expect(dialog.getByText("Operação realizada com sucesso. Você ganhou 3,00 Pontos Demo.")).toBeVisible();
  expect(await balance()).toBe(before + 300);
  await dialog.getByRole("button", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(/\/homepage$/);
});

test("a survey finishes without its optional video; its required questions still are required", async () => {
  await openActivity(page, "Pesquisa de satisfação 2026");
  const before = await balance();
  await page.getByRole("link", { name: "Responder" }).click();
  await expect(page).toHaveURL(/\/homepage\/survey\/\d+\/\d+/);
  await page.getByRole("radio", { name: "Talvez" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("checkbox", { name: "Cupons de desconto" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  // The suggestion is required: skipping it is refused with the spec's message.
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Uma pergunta não foi respondida!")).toBeVisible();
  await page.getByLabel("Sua resposta").fill("Mais cursos à noite.");
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("Grave um vídeo curto contando sua experiência com o clube.")).toBeVisible();
  await expect(page.getByText("(opcional)")).toBeVisible();
  await page.getByRole("button", { name: "Enviar respostas" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Operação realizada com sucesso. Você ganhou 10,00 Pontos Demo.")).toBeVisible();
  expect(await balance()).toBe(before + 1000);
});

test("a playlist completes once every video reached 80 %, with the required one unlocking the rest", async () => {
  await openActivity(page, "Playlist: primeiros passos no clube");
  const before = await balance();
  const progress = page.getByTestId("playlist-progress");
  await expect(progress).toHaveText("0 de 3 assistidos");
  await expect(page.getByRole("button", { name: /Como ganhar pontos/ })).toBeDisabled();
  for (const n of [1, 2, 3]) {
    await page.getByTestId("playlist-video").evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      void v.play();
    });
    await expect(progress).toHaveText(`${n} de 3 assistidos`, { timeout: 20_000 });
    if (n === 1) await expect(page.getByRole("button", { name: /Como ganhar pontos/ })).toBeEnabled();
    // Auto-next moves to the following video at the end.
    if (n < 3) await expect(page.locator("[aria-current=true]")).toContainText(n === 1 ? "Como ganhar pontos" : "Trocando seus pontos", { timeout: 20_000 });
  }
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Playlist concluída!" })).toBeVisible();
  expect(await balance()).toBe(before + 1000);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  // Toggling a check afterwards never pays again.
  await page.getByRole("checkbox", { name: /Assistido.*Trocando seus pontos/ }).uncheck();
  await expect(page.getByRole("checkbox", { name: /Assistido.*Trocando seus pontos/ })).not.toBeChecked();
  expect(await balance()).toBe(before + 1000);
});

test("the quiz player checks answers on the server and filters the result", async () => {
  // The area's own address leads to its player (it used to answer "Página não encontrada").
  await page.goto(hostUrl("demo", "/homepage/quizzes"));
  await expect(page).toHaveURL(/\/homepage\/quizzes\/quiz$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quizzes" })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "Conhecendo o Clube Demo" }).getByRole("button", { name: "Jogar" }).click();
  await expect(page.getByRole("heading", { name: "Quanto você sabe do clube?" })).toBeVisible();
  await page.getByRole("button", { name: "Começar" }).click();
  await page.getByRole("button", { name: "No rodapé do site" }).click();
  await expect(page.getByText("Não é aí. Tente de novo!")).toBeVisible();
  await expect(page.getByRole("button", { name: "No rodapé do site" })).toBeDisabled();
  await page.getByRole("button", { name: "Na página inicial" }).click();
  await page.getByRole("button", { name: "Próxima" }).click();
  await page.getByRole("button", { name: "Você acerta pelo menos metade" }).click();
  await page.getByRole("button", { name: "Próxima" }).click();
  await page.getByRole("button", { name: "No topo da área do associado" }).click();
  await page.getByRole("button", { name: "Ver resultado" }).click();
  await expect(page.getByText("Você acertou de primeira 2 de 3 perguntas.")).toBeVisible();
  const questions = page.getByRole("list", { name: "Perguntas do quiz" }).getByRole("listitem");
  await expect(questions).toHaveCount(3);
  await page.getByRole("button", { name: "As que errei" }).click();
  await expect(questions).toHaveCount(1);
  await expect(questions).toContainText("Onde você vê as atividades no ar?");
  await page.getByRole("button", { name: "As que acertei" }).click();
  await expect(questions).toHaveCount(2);
});
