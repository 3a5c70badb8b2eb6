// The fields only the seed could set, now set in the console of a wizard-fresh station, and their
// effect in its member area: the lucky-numbers publication date (Marca e dados › Acesso), a practice
// quiz (Conteúdo › Quizzes: drafted, then published, played at /homepage/quizzes) and a shop's
// additional cashback (the activity form; the cart promises reward + additional). With SHOTS_DIR
// set, each console screen is photographed at 390×844, 820×1180 and 1280×800, and none of them
// may scroll sideways at 390 px.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, newStationInConsole, submitLogin } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const [w, h] of [[390, 844], [820, 1180], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
    if (w === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const toast = (page: Page, text: string) => expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
const letters = () => Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6);

test("@console the owner sets the lucky-numbers date, a practice quiz and a shop's additional cashback, and a member of the station sees each", async ({ page }, info) => {
  test.setTimeout(300_000);
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${letters()}`;
  const email = `dona.campos.${tag}@e2e.test`;
  const { consoleUrl } = await newStationInConsole(page, { email, siteName: `Campos ${tag}`, slug: `campos${tag}` });
  const slug = new URL((await page.getByRole("link", { name: /localhost/ }).first().getAttribute("href"))!).hostname.split(".")[0]!;
  const at = (path: string) => `${consoleUrl}${path}`;

  // Acesso: lucky numbers on, with their publication date; the cart on for the shop below.
  await page.goto(at("/marca/acesso"));
  await page.getByRole("checkbox", { name: "Números da sorte" }).click();
  await page.getByRole("checkbox", { name: "Carrinho e compras" }).click();
  await page.getByLabel("Divulgação dos números da sorte").fill("2027-03-10T18:30");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await toast(page, "Configurações salvas.");
  await shoot(page, "acesso");

  // Conteúdo › Quizzes: a quiz saved as a draft, then published from the list.
  await page.goto(at("/conteudo/quizzes"));
  await expect(page.getByRole("heading", { level: 1, name: "Quizzes" })).toBeVisible();
  await page.getByRole("button", { name: "Novo quiz" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome na lista").fill("Quiz de treino");
  await dialog.getByLabel("Título na abertura").fill("Quanto você sabe da estação?");
  await dialog.getByLabel("Pergunta", { exact: true }).fill("De que cor é a marca?");
  await dialog.getByLabel("Respostas").fill("Azul\nRoxo\nVerde");
  await dialog.getByLabel("Resposta certa").selectOption({ label: "2. Roxo" });
  await dialog.getByLabel("Mensagem ao errar").fill("Olhe o topo do site!");
  await shoot(page, "quiz-editor");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Quiz criado.");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Editar o quiz Quiz de treino" }) });
  await expect(row).toContainText("Rascunho");
  await row.getByRole("button", { name: "Publicar Quiz de treino" }).click();
  await toast(page, "“Quiz de treino” foi publicado.");
  await expect(row).toContainText("Publicado");
  await shoot(page, "quizzes");

  // A shop with R$ 3,00 of additional cashback and one product, published.
  await page.goto(at("/atividades/nova"));
  await page.getByRole("link", { name: /^Loja ou cupom / }).click();
  await page.getByLabel("Nome", { exact: true }).fill("Loja do cashback");
  await page.getByLabel("Cashback adicional").fill("3,00");
  await expect(page.getByLabel("Cashback adicional")).toHaveValue("R$ 3,00");
  await shoot(page, "atividade-cashback");
  await page.getByRole("button", { name: "Criar rascunho" }).click();
  await expect(page).toHaveURL(/\/atividades\/\d+$/);
  const activityId = Number(/\/atividades\/(\d+)/.exec(page.url())![1]);
  await page.goto(at(`/atividades/${activityId}/produtos`));
  await page.getByRole("button", { name: "Adicionar produto" }).first().click();
  await page.getByRole("dialog").getByLabel("Nome do produto").fill("Caneca");
  await page.getByRole("dialog").getByLabel("Preço").fill("10,00");
  await page.getByRole("dialog").getByLabel("Estoque").fill("5");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Produto salvo.");
  await page.goto(at(`/atividades/${activityId}/entregas`));
  await page.getByRole("button", { name: "Adicionar local" }).first().click();
  await page.getByRole("dialog").getByLabel("Nome").fill("Retirada na sede");
  await page.getByRole("dialog").getByText("Entrega no endereço do membro", { exact: false }).click();
  await page.getByRole("dialog").getByLabel("Endereço do ponto de retirada").fill("Av. Paulista");
  await page.getByRole("dialog").getByLabel("Número").fill("1578");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Local de entrega salvo.");
  await page.goto(at(`/atividades/${activityId}`));
  await page.getByRole("button", { name: "Publicar" }).click();
  await toast(page, `"Loja do cashback" foi publicada.`);

  // The owner's own member account on the station (made by the wizard).
  await page.goto(hostUrl(slug, "/homepage"));
  if (!new URL(page.url()).pathname.startsWith("/homepage")) {
    await submitLogin(page, slug, "E-mail", email, "Senha@123");
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  }

  await page.goto(hostUrl(slug, "/homepage/numeros-da-sorte"));
  await expect(page.getByTestId("lucky-numbers-notice")).toHaveText("Os números da sorte serão divulgados no site até 10/03/2027 às 18h30.");

  // The quiz area's own address leads to the player; the station's one published quiz opens at once.
  await page.goto(hostUrl(slug, "/homepage/quizzes"));
  await expect(page).toHaveURL(/\/homepage\/quizzes\/quiz$/);
  await expect(page.getByRole("heading", { name: "Quanto você sabe da estação?" })).toBeVisible();
  await page.getByRole("button", { name: "Começar" }).click();
  await page.getByRole("button", { name: "Azul" }).click();
  await expect(page.getByText("Olhe o topo do site!")).toBeVisible();
  await page.getByRole("button", { name: "Roxo" }).click();
  await expect(page.getByText("Resposta certa!")).toBeVisible();

  // The cart promises the shop's reward (none) plus its additional cashback.
  await page.goto(hostUrl(slug, `/homepage/atividades/${activityId}`));
  await page.getByRole("button", { name: "Mais Caneca" }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);
  await expect(page.getByTestId("cart-action").filter({ hasText: "Loja do cashback" })).toContainText("Cashback de R$ 3,00");
});
