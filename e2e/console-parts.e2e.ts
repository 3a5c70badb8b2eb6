// The console's activity parts and organising screen, from a station the wizard
// just made: the welcome activity (type 16, featured) is where the tabs it has are driven —
// conteúdos and pré-requisitos — and the organising screen files it into a category, a journey
// and a list, and keeps it in the carousel; the member's side shows each change. The last test is
// the owner console's acceptance journey on one station. With SHOTS_DIR set, every screen is photographed
// at 1280×800 and 820×1180.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, fetchAsHost, hostUrl, newStationInConsole, payPixOnSimulator, signInMember, submitLogin } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;
const WELCOME = "Boas-vindas: comece por aqui";

async function shoot(page: Page, name: string, sizes: readonly (readonly [number, number])[] = [[1280, 800], [820, 1180]]) {
  if (!shotsDir) return;
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Letters only: the wizard makes the site's address from its name. */
const letters = () => Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6);

async function newStation(page: Page, project: string) {
  const tag = `${project.replace(/[^a-z]/g, "")}${letters()}`;
  const siteName = `Partes ${tag}`;
  const slug = `partes${tag}`;
  const email = `dona.partes.${tag}@loja.test`;
  const { stationId } = await newStationInConsole(page, { email, siteName, slug });
  return { stationId, slug, email };
}

/** The owner's own member account on the station (the wizard made it), signed in on its host. */
async function asMember(page: Page, slug: string, email: string) {
  await page.goto(hostUrl(slug, "/homepage"));
  if (new URL(page.url()).pathname.startsWith("/homepage")) return;
  await submitLogin(page, slug, "E-mail", email, "Senha@123");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

const toast = (page: Page, text: string) => expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();

async function openList(page: Page, section: string, name: string) {
  const region = page.locator(`#${section}`);
  await region.getByRole("button", { name: `Atividades de ${name}` }).click();
  return region;
}

test("@console the owner files the welcome activity into a category, a journey and a list, keeps it in the carousel, and edits its contents and prerequisites", async ({ page }, info) => {
  test.setTimeout(240_000);
  const { stationId, slug, email } = await newStation(page, info.project.name);
  const base = `/estacoes/${stationId}/atividades`;

  // Organizar: the wizard's welcome activity is already in the carousel.
  await page.goto(new URL(`${base}/organizar`, page.url()).toString());
  await expect(page.getByRole("heading", { level: 1, name: "Organizar" })).toBeVisible();
  const carousel = page.getByRole("list", { name: "Ordem do carrossel de destaques" });
  await expect(carousel.getByRole("link", { name: WELCOME })).toBeVisible();
  const activityHref = await carousel.getByRole("link", { name: WELCOME }).getAttribute("href");
  const activityId = Number(/\/atividades\/(\d+)$/.exec(activityHref!)![1]);
  await expect(page.locator("#categorias").getByText("Nenhuma categoria ainda.", { exact: false })).toBeVisible();
  await shoot(page, "organizar-vazio");

  // A category, a journey and a list, each with the welcome activity.
  for (const [section, add, name] of [
    ["categorias", "Nova categoria", "Comece aqui"],
    ["jornadas", "Nova jornada", "Primeiros passos"],
    ["listas", "Nova lista", "Em alta"],
  ] as const) {
    await page.locator(`#${section}`).getByRole("button", { name: add }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog).toBeHidden();
    const region = await openList(page, section, name);
    await region.getByLabel("Adicionar atividade").selectOption({ label: `${WELCOME} (Conteúdo)` });
    await region.getByRole("button", { name: "Adicionar", exact: true }).click();
    await region.getByRole("button", { name: "Salvar atividades" }).click();
    await expect(region.getByRole("button", { name: "Salvar atividades" })).toBeDisabled();
    await expect(region.getByText("1 atividade", { exact: true })).toBeVisible();
  }
  // A second category, moved above the first with the keyboard-reachable arrow.
  await page.locator("#categorias").getByRole("button", { name: "Nova categoria" }).click();
  await page.getByRole("dialog").getByLabel("Nome").fill("Novidades");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.getByRole("button", { name: "Mover para cima: Novidades" }).click();
  await toast(page, "Ordem salva.");
  await expect(page.getByRole("list", { name: "Ordem: categorias" }).getByRole("listitem").first()).toContainText("Novidades");
  await page.reload();
  await expect(page.getByRole("list", { name: "Ordem: categorias" }).getByRole("listitem").first()).toContainText("Novidades");
  await shoot(page, "organizar");
  // The delete question, answered "Cancelar".
  await page.getByRole("button", { name: "Excluir Novidades" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Excluir a categoria?");
  await shoot(page, "organizar-excluir");
  await page.getByRole("button", { name: "Cancelar" }).click();

  // Conteúdos: the three starter blocks, and a new one with a link.
  await page.goto(new URL(`${base}/${activityId}/conteudos`, page.url()).toString());
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
  await expect(page.getByText("1. Participe", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar bloco" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Informe o texto")).toBeVisible();
  await dialog.getByLabel("Texto").fill("<p><strong>Bloco novo do painel</strong>: leia e ganhe pontos.</p><script>alert(1)</script>");
  await dialog.getByLabel('Link "Saiba mais"').fill("https://exemplo.com/regras");
  await shoot(page, "conteudos-dialogo");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Conteúdo salvo.");
  await expect(page.getByText("Bloco novo do painel: leia e ganhe pontos.")).toBeVisible();
  await shoot(page, "conteudos");

  // Pré-requisitos: a fresh station has no other activity to choose.
  await page.goto(new URL(`${base}/${activityId}/requisitos`, page.url()).toString());
  await expect(page.getByText("Esta é a única atividade da estação.", { exact: false })).toBeVisible();
  await shoot(page, "requisitos-vazio");

  // A tab the type does not have is not found.
  const shop = await page.goto(new URL(`${base}/${activityId}/produtos`, page.url()).toString());
  expect(shop?.status()).toBe(404);

  // The member's side: the home page has the category, the journey and the list; the activity
  // shows the new block.
  await asMember(page, slug, email);
  await page.goto(hostUrl(slug, "/homepage"));
  for (const name of ["Comece aqui", "Primeiros passos", "Em alta"]) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.goto(hostUrl(slug, `/homepage/atividades/${activityId}`));
  await expect(page.getByText("Bloco novo do painel", { exact: false })).toBeVisible();
});

// Read only (demo is never changed here): demo's owner opens the tab of every part kind on demo's
// seeded activities, which show their seeded rows; the ids come from the organising screen's picker.
test("@console demo's owner sees each part tab of demo's seeded activities, and the tabs a type lacks are not found", async ({ page }) => {
  test.setTimeout(180_000);
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  const stationId = Number(/(\d+)$/.exec(page.url())![1]);
  const at = (path: string) => new URL(`/estacoes/${stationId}/atividades${path}`, page.url()).toString();
  await page.goto(at("/organizar"));
  const picker = page.locator("#destaques").getByLabel("Adicionar atividade");
  await picker.waitFor();
  // An activity in the carousel is a link there; any other is an option of the picker.
  const idOf = async (name: string) => {
    const option = picker.locator("option", { hasText: name });
    if ((await option.count()) > 0) return Number(await option.first().getAttribute("value"));
    const href = await page.locator("#destaques").getByRole("link", { name, exact: true }).getAttribute("href");
    return Number(/(\d+)$/.exec(href!)![1]);
  };
  const tabs: [string, string, string, string][] = [
    ["Cesta de hortifrúti em casa", "produtos", "Produtos", "por pedido"],
    ["Cesta de hortifrúti em casa", "entregas", "Locais de entrega", "Frete"],
    ["Vale-café na Cafeteria Central", "cupons", "Cupons", "Cupom 1"],
    ["Oficina de finanças pessoais", "curso", "Curso presencial", "R$"],
    ["Indique amigos e ganhe pontos", "indicacao", "Regra de indicação", "Quem convida ganha"],
    ["Playlist: primeiros passos no clube", "videos", "Vídeos", "Obrigatório"],
    ["Aceite o novo regulamento do clube", "termo", "Termo de adesão", "Como o membro vê"],
    ["Conheça o blog de vantagens", "link", "Link", "Abre ao tocar no cartão"],
    ["Playlist: primeiros passos no clube", "requisitos", "Pré-requisitos", "Atividades que o membro precisa concluir"],
  ];
  const ids = new Map<string, number>();
  for (const [name] of tabs) if (!ids.has(name)) ids.set(name, await idOf(name));
  await shoot(page, "organizar-demo");
  for (const [name, tab, heading, text] of tabs) {
    await page.goto(at(`/${ids.get(name)}/${tab}`));
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await shoot(page, `${tab}-demo`);
  }
  // The playlist's edit dialog, closed without saving.
  await page.goto(at(`/${ids.get("Playlist: primeiros passos no clube")}/videos`));
  await page.getByRole("button", { name: /^Editar / }).first().click();
  await expect(page.getByRole("dialog").getByLabel("Título do vídeo")).not.toHaveValue("");
  await shoot(page, "videos-dialogo-demo");
  await page.keyboard.press("Escape");
  // A coupon activity has no "Vídeos" tab.
  const missing = await page.goto(at(`/${ids.get("Vale-café na Cafeteria Central")}/videos`));
  expect(missing?.status()).toBe(404);
});

// The owner console's acceptance as one journey on one station fresh from the wizard: the owner reaches the
// console by the wizard's button, changes the brand colour (the public landing's first HTML shows
// it), adds a cards-grid section with two items, creates and publishes a quiz (3 questions, 2
// result ranges) and a shop (type 3) with 2 products (one discounted by typing over the zero) and a
// pickup point; a member of that station then sees the section, takes the quiz and gets their
// range, is refused by the shop while the station's cart is off, and, once the owner switches it on
// from the link the Produtos tab gives, buys both by PIX on the simulator; the console's stock then
// shows the units that left. The welcome activity is made the shop's prerequisite and taken off
// again on the way.
test("@console acceptance: a fresh owner builds the site, a quiz and a shop in the console, and a member sees, takes and buys them", async ({ page, browser }, info) => {
  test.setTimeout(420_000);
  const { stationId, slug, email } = await newStation(page, info.project.name);
  const base = `/estacoes/${stationId}/atividades`;
  const shopName = "Lojinha do painel";
  const nav = page.getByRole("navigation", { name: "Seções do painel" });

  // Brand colour: saved, and on the public landing's next load.
  await nav.getByRole("link", { name: "Marca e dados" }).click();
  await page.getByLabel("Cor da marca").fill("#00695C");
  await page.getByRole("button", { name: "Salvar marca" }).click();
  await expect(page.getByText("Marca salva. O site já mostra as mudanças.")).toBeVisible();
  await expect.poll(async () => (await fetchAsHost(slug, "/")).body, { timeout: 20_000 }).toContain("--brand:#00695C");

  // A cards-grid section with two items.
  await nav.getByRole("link", { name: "Página inicial" }).click();
  await page.getByRole("button", { name: "Adicionar seção" }).click();
  await page.getByRole("radio", { name: /Grade de cartões/ }).click();
  await page.getByLabel("Título da seção").fill("Vantagens do clube");
  await page.getByRole("button", { name: "Adicionar e editar" }).click();
  for (const [title, text] of [
    ["Frete grátis", "Nas compras da loja parceira."],
    ["Cupons exclusivos", "Descontos só para quem participa."],
  ] as const) {
    await page.getByRole("button", { name: "Adicionar cartão" }).click();
    await page.getByRole("dialog").getByLabel("Título", { exact: true }).fill(title);
    await page.getByRole("dialog").getByLabel("Texto", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Adicionar item" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  await expect(page.getByRole("list", { name: /Itens da seção/ }).getByTestId("sortable-row")).toHaveCount(2);

  // A quiz: 3 questions (the first option right), 2 ranges, published.
  await page.goto(new URL(base, page.url()).toString());
  await page.getByRole("link", { name: "Nova atividade" }).click();
  await page.getByRole("link", { name: /^Quiz Perguntas com resposta certa/ }).click();
  await page.getByLabel("Nome", { exact: true }).fill("Quiz do Painel");
  await page.getByRole("button", { name: "Criar rascunho" }).click();
  await expect(page).toHaveURL(/\/atividades\/\d+\/pesquisa$/);
  const quiz = [
    ["Em que ano o clube foi fundado?", "1910", "1950"],
    ["Qual é a cor do uniforme?", "Roxo", "Verde"],
    ["Qual é o mascote?", "Coruja", "Leão"],
  ];
  for (const [i, [question, right, wrong]] of quiz.entries()) {
    await page.getByRole("button", { name: i === 0 ? "Adicionar a primeira pergunta" : "Adicionar pergunta" }).click();
    await page.getByLabel(`Texto da pergunta ${i + 1}`, { exact: true }).fill(question!);
    await page.getByLabel(`Opção 1 da pergunta ${i + 1}`, { exact: true }).fill(right!);
    await page.getByLabel(`Opção 2 da pergunta ${i + 1}`, { exact: true }).fill(wrong!);
  }
  const questionCards = page.locator("ol > li").filter({ has: page.getByRole("heading", { name: /^Pergunta \d$/ }) });
  for (let i = 0; i < 3; i++) await questionCards.nth(i).getByRole("checkbox", { name: "Correta" }).first().click();
  await page.getByRole("button", { name: "Adicionar faixa" }).click();
  await page.getByLabel("Até (% de acertos)").first().fill("67");
  await page.getByLabel("Texto do resultado").first().fill("Quase! Reveja a história do clube.");
  await page.getByRole("button", { name: "Adicionar faixa" }).click();
  await page.getByLabel("Texto do resultado").nth(1).fill("Craque! Você sabe tudo do clube.");
  await page.getByRole("button", { name: "Salvar perguntas" }).click();
  await expect(page.getByText("Perguntas salvas.")).toBeVisible();
  await page.getByRole("link", { name: "Geral", exact: true }).click();
  await page.getByRole("button", { name: "Publicar Quiz do Painel" }).click();
  await toast(page, `"Quiz do Painel" foi publicada.`);

  // A shop.
  await page.goto(new URL(base, page.url()).toString());
  await page.getByRole("link", { name: "Nova atividade" }).click();
  await page.getByRole("link", { name: /^Loja ou cupom / }).click();
  await page.getByLabel("Nome", { exact: true }).fill(shopName);
  await page.getByRole("button", { name: "Criar rascunho" }).click();
  await expect(page).toHaveURL(/\/atividades\/\d+$/);
  const activityId = Number(/\/atividades\/(\d+)/.exec(page.url())![1]);
  const consoleUrl = page.url();

  // Produtos: two, the second with a discount.
  await page.goto(new URL(`${base}/${activityId}/produtos`, page.url()).toString());
  await expect(page.getByText("Nenhum produto ainda.", { exact: false })).toBeVisible();
  await shoot(page, "produtos-vazio");
  for (const [name, price, discount, stock] of [
    ["Caneca do painel", "25,00", "0,00", "5"],
    ["Camiseta do painel", "60,00", "10,00", "3"],
  ] as const) {
    await page.getByRole("button", { name: "Adicionar produto" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome do produto").fill(name);
    await dialog.getByLabel("Preço").fill(price);
    if (discount !== "0,00") {
      // The discount starts at "R$ 0,00": what is typed replaces the zero, even with the caret put
      // after the cents (where a busy phone leaves it when the keys come before the focus' select).
      const discountField = dialog.getByLabel("Desconto");
      await expect(discountField).toHaveValue("R$ 0,00");
      await discountField.click();
      await discountField.press("End");
      await page.keyboard.type(discount);
      await expect(discountField).toHaveValue(`R$ ${discount}`);
    }
    await dialog.getByLabel("Estoque").fill(stock);
    if (name.startsWith("Camiseta")) await shoot(page, "produtos-dialogo");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Produto salvo.");
    await expect(page.getByText(name)).toBeVisible();
  }
  await expect(page.getByText("R$ 50,00 (de R$ 60,00)")).toBeVisible();
  // A station fresh from the wizard has its cart off: the tab says so and where to turn it on.
  await expect(page.getByRole("note")).toContainText("O carrinho desta estação está desligado");
  await shoot(page, "produtos", [[1280, 800], [820, 1180], [390, 844]]);

  // Cupons: one of 5 units, then edited to 7; blank stock is unlimited.
  await page.goto(new URL(`${base}/${activityId}/cupons`, page.url()).toString());
  await page.getByRole("button", { name: "Adicionar cupom" }).first().click();
  let couponDialog = page.getByRole("dialog");
  await couponDialog.getByLabel("Preço do cupom").fill("9,90");
  await couponDialog.getByLabel("Estoque").fill("5");
  await couponDialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Cupom salvo.");
  await expect(page.getByText("5 em estoque")).toBeVisible();
  await page.getByRole("button", { name: "Editar Cupom 1: R$ 9,90" }).click();
  couponDialog = page.getByRole("dialog");
  await expect(couponDialog.getByLabel("Estoque")).toHaveValue("5");
  await couponDialog.getByLabel("Estoque").fill("7");
  await couponDialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Cupom salvo.");
  await expect(page.getByText("7 em estoque")).toBeVisible();
  await shoot(page, "cupons", [[1280, 800], [390, 844]]);
  // Removed again: the member's part of this journey buys the products only.
  await page.getByRole("button", { name: "Excluir Cupom 1: R$ 9,90" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Nenhum cupom ainda.")).toBeVisible();

  // Locais de entrega: a free pickup point.
  await page.goto(new URL(`${base}/${activityId}/entregas`, page.url()).toString());
  await page.getByRole("button", { name: "Adicionar local" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome").fill("Retirada na sede");
  await dialog.getByText("Entrega no endereço do membro", { exact: false }).click();
  await dialog.getByLabel("Endereço do ponto de retirada").fill("Av. Paulista");
  await dialog.getByLabel("Número").fill("1578");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Local de entrega salvo.");
  await shoot(page, "entregas");

  // Pré-requisitos: the welcome activity first.
  await page.goto(new URL(`${base}/${activityId}/requisitos`, page.url()).toString());
  await page.getByText(WELCOME).click();
  await page.getByRole("button", { name: "Salvar pré-requisitos" }).click();
  await toast(page, "Pré-requisitos salvos.");
  await shoot(page, "requisitos");
  // ...and off again, so the member below buys without reading it first.
  await page.getByText(WELCOME).click();
  await page.getByRole("button", { name: "Salvar pré-requisitos" }).click();
  await expect(page.getByText("Nenhum pré-requisito", { exact: false })).toBeVisible();

  // Publishing is the activity form's (c16-acts): its "Publicar" control.
  await page.goto(new URL(`${base}/${activityId}`, page.url()).toString());
  await page.getByRole("button", { name: "Publicar" }).click();
  await toast(page, `"${shopName}" foi publicada.`);

  // The public landing (a visitor's: a member is taken to the member area) shows the section.
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto(hostUrl(slug, "/"));
  const grid = landing.locator("section[data-section-type='1']");
  await expect(grid.getByRole("heading", { level: 2, name: "Vantagens do clube" })).toBeVisible();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(["Frete grátis", "Cupons exclusivos"]);
  await visitor.close();

  // A member of the station (the owner's own member account, made by the wizard) takes the quiz:
  // all three right is above 67 %.
  await asMember(page, slug, email);
  await page.goto(hostUrl(slug, "/homepage/atividades"));
  await page.getByRole("link", { name: /Quiz do Painel/ }).first().click();
  for (const [i, [, right]] of quiz.entries()) {
    await page.getByRole("radio", { name: right }).click();
    await page.getByRole("button", { name: i === quiz.length - 1 ? "Enviar respostas" : "Próximo" }).click();
  }
  await expect(page.getByRole("dialog").getByText("Craque! Você sabe tudo do clube.")).toBeVisible();

  // The shop shows its products but sells nothing while the station's cart is off...
  await page.goto(hostUrl(slug, `/homepage/atividades/${activityId}`));
  await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByTestId("cart-off")).toHaveText("A loja desta estação não está aberta no momento.");
  await shoot(page, "loja-fechada", [[390, 844], [1280, 800]]);
  await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toHaveCount(0);

  // ...the owner follows the tab's link and turns "Carrinho e compras" on...
  await page.goto(new URL(`${base}/${activityId}/produtos`, consoleUrl).toString());
  await page.getByRole("link", { name: "Marca e dados › Acesso e recursos" }).click();
  await page.getByRole("checkbox", { name: "Carrinho e compras" }).click();
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByText("Configurações salvas.")).toBeVisible();

  // ...and the member buys one of each.
  await page.goto(hostUrl(slug, `/homepage/atividades/${activityId}`));
  await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
  await shoot(page, "loja-membro", [[390, 844], [1280, 800]]);
  for (const product of ["Caneca do painel", "Camiseta do painel"]) await page.getByRole("button", { name: `Mais ${product}` }).click();
  await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(page.getByText("Produtos adicionados ao carrinho")).toBeVisible();
  await expect(page).toHaveURL(/\/homepage\/carrinho$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  // 25,00 + (60,00 − 10,00): the discount the owner typed is what the member pays less.
  await expect(page.getByTestId("summary-products")).toHaveText("R$ 75,00");
  await page.getByRole("button", { name: "Ir para pagamento" }).click();
  await page.getByRole("radio", { name: /Retirada na sede/ }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  // A new member has no balance: the whole order goes to PIX.
  await page.getByRole("radio", { name: "PIX" }).click();
  await page.getByRole("button", { name: "Próximo passo" }).click();
  await expect(page.getByTestId("review-gateway")).toHaveText("R$ 75,00");
  await page.getByRole("button", { name: "Gerar código para pagamento" }).click();
  await expect(page.getByTestId("pix-amount")).toHaveText("R$ 75,00");
  await payPixOnSimulator(page);
  await page.getByRole("button", { name: "Verificar pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Pedido realizado com sucesso!" })).toBeVisible();

  // Back in the console, the stock is what was left: 5 − 1 mugs and 3 − 1 shirts.
  await page.goto(new URL(`${base}/${activityId}/produtos`, consoleUrl).toString());
  await expect(page.getByText("4 em estoque")).toBeVisible();
  await expect(page.getByText("2 em estoque")).toBeVisible();
});
