// The console's "Página inicial" and "Planos" (the site's part of the console), driven from an
// owner fresh out of the wizard: a cards-grid section with two items shows on the station's public
// landing on the next load; a new order of sections shows there too (moved by keyboard drag and by
// "Mover para cima"); a plan created in the console shows in the public plans section. With
// SHOTS_DIR set, every screen is photographed at 1280×800 and 820×1180.
import { expect, test, type Page } from "@playwright/test";
import { newStationInConsole } from "./helpers";

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

/** The public landing's section headings, in page order. */
async function publicHeadings(page: Page): Promise<string[]> {
  return page.locator("section[data-section-type] h2").allInnerTexts();
}

/**
 * Reloads the public page until its section headings read `expected` (at most 20 s). The reload
 * count is noted on the test: pages already cached when the owner saves are expired by
 * revalidateStationSite, and Next may answer the first visit after that with the stale page while
 * it renders the new one.
 */
async function publicShows(page: Page, expected: string[]) {
  let loads = 0;
  const started = Date.now();
  await expect
    .poll(
      async () => {
        loads += 1;
        await page.reload();
        return publicHeadings(page);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toEqual(expected);
  const note = `${expected.join(" / ")}: ${loads} load(s), ${Date.now() - started} ms`;
  test.info().annotations.push({ type: "public-loads", description: note });
  console.log(`public landing shows ${note}`);
}

test("@console an owner builds the landing and the plans from the console and the public site follows", async ({ page }, info) => {
  test.setTimeout(180_000);
  const who = info.project.name.replace(/[^a-z]/g, "");
  await newStationInConsole(page, { email: `pagina-${who}@teste.test`, siteName: `Pagina ${who}`, slug: `pagina${who}` });

  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Página inicial" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Página inicial" })).toBeVisible();
  const site = (await page.getByRole("link", { name: /Ver site/ }).getAttribute("href"))!.replace(/\/$/, "");
  // The wizard's starter landing: how it works, activities, contact.
  await expect(page.getByRole("list", { name: /Seções da página inicial/ }).getByTestId("sortable-row")).toHaveCount(3);
  await shoot(page, "pagina-inicial");

  // A cards-grid section...
  await page.getByRole("button", { name: "Adicionar seção" }).click();
  await page.getByRole("radio", { name: /Grade de cartões/ }).click();
  await page.getByLabel("Título da seção").fill("Vantagens do clube");
  await shoot(page, "adicionar-secao");
  await page.getByRole("button", { name: "Adicionar e editar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vantagens do clube" })).toBeVisible();
  await page.getByLabel("Subtítulo").fill("O que você ganha participando");
  await page.getByRole("button", { name: "Salvar seção" }).click();
  await expect(page.getByText("Seção salva.")).toBeVisible();

  // ...with two items.
  await page.getByRole("button", { name: "Adicionar cartão" }).click();
  await page.getByRole("dialog").getByLabel("Título", { exact: true }).fill("Frete grátis");
  await page.getByRole("dialog").getByLabel("Texto", { exact: true }).fill("Nas compras da loja parceira, todo mês.");
  await shoot(page, "item");
  await page.getByRole("button", { name: "Adicionar item" }).click();
  await expect(page.getByText("Item adicionado.")).toBeVisible();
  await page.getByRole("button", { name: "Adicionar cartão" }).click();
  await page.getByRole("dialog").getByLabel("Título", { exact: true }).fill("Cupons exclusivos");
  await page.getByRole("dialog").getByLabel("Texto", { exact: true }).fill("Descontos só para quem participa.");
  await page.getByLabel("Para onde o botão leva").selectOption("external");
  await page.getByLabel("Endereço do link").fill("https://example.com/cupons");
  await page.getByLabel("Texto do botão").fill("Ver cupons");
  await page.getByRole("button", { name: "Adicionar item" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("list", { name: /Itens da seção/ }).getByTestId("sortable-row")).toHaveCount(2);
  await shoot(page, "secao");

  // The public landing shows the section and both items on the next load.
  const pub = await page.context().newPage();
  await pub.goto(`${site}/`);
  const grid = pub.locator("section[data-section-type='1']");
  await expect(grid.getByRole("heading", { level: 2, name: "Vantagens do clube" })).toBeVisible();
  await expect(grid.getByRole("heading", { level: 3, name: "Frete grátis" })).toBeVisible();
  await expect(grid.getByRole("heading", { level: 3, name: "Cupons exclusivos" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Ver cupons: Cupons exclusivos" })).toHaveAttribute("href", "https://example.com/cupons");
  // A new section goes above "Fale Conosco", which closes the page.
  expect(await publicHeadings(pub)).toEqual(["Como funciona", "Atividades", "Vantagens do clube", "Fale Conosco"]);

  // Reorder: by keyboard drag (Space, arrow up, Space) and by "Mover para cima".
  await page.getByRole("link", { name: "Todas as seções" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Página inicial" })).toBeVisible();
  const handle = page.getByRole("button", { name: "Arrastar Seção Vantagens do clube" });
  await handle.focus();
  await page.keyboard.press("Space");
  // dnd-kit marks the picked handle and announces each step in its live region.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // Measured and over its own place: dnd-kit is ready for the arrows.
  await expect(page.getByText("Seção Vantagens do clube sobre a posição 3 de 4.")).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Seção Vantagens do clube sobre a posição 2 de 4.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText("Ordem das seções salva.")).toBeVisible();
  // The first save's toast is still up: wait for the second save's own answer, not for its text.
  const secondSave = page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
  await page.getByRole("button", { name: "Mover para cima: Seção Vantagens do clube" }).click();
  await secondSave;
  const list = page.getByRole("list", { name: /Seções da página inicial/ });
  await expect(list).toHaveAttribute("aria-busy", "false");
  const rows = list.getByTestId("sortable-row");
  await expect(rows.nth(0)).toContainText("Vantagens do clube");
  await page.reload();
  await expect(rows.nth(0)).toContainText("Vantagens do clube");
  await publicShows(pub, ["Vantagens do clube", "Como funciona", "Atividades", "Fale Conosco"]);

  // Hidden: out of the public page, still in the preview, marked.
  await page.getByRole("button", { name: "Ocultar Seção Fale Conosco" }).click();
  await expect(page.getByText("Seção oculta do site.")).toBeVisible();
  await expect(rows.nth(3)).toContainText("Oculta");
  await publicShows(pub, ["Vantagens do clube", "Como funciona", "Atividades"]);
  await page.getByRole("link", { name: "Pré-visualizar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pré-visualização" })).toBeVisible();
  const preview = page.getByTestId("landing-preview");
  // The drawn landing is inert (no links or forms to follow from the console): found by its markup.
  await expect(preview.locator("h2", { hasText: "Vantagens do clube" })).toBeVisible();
  await expect(preview.getByText("Oculta no site")).toBeVisible();
  await shoot(page, "previa");
  await page.getByRole("link", { name: "Voltar às seções" }).click();

  // An about page with rich text.
  await page.getByRole("button", { name: "Nova página" }).click();
  await page.getByLabel("Nome no menu").fill("Regras");
  await page.getByLabel("Título da página").fill("Regras do programa");
  await page.getByRole("textbox", { name: "Texto da página" }).click();
  await page.keyboard.type("Cada atividade vale pontos.");
  await shoot(page, "pagina-sobre");
  await page.getByRole("button", { name: "Criar página" }).click();
  await expect(page.getByText("Página criada.")).toBeVisible();
  await expect(page.getByText("Regras do programa")).toBeVisible();

  // Plans: none yet; create one, highlighted, then a Planos section shows it on the public landing.
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Planos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Planos" })).toBeVisible();
  await expect(page.getByText("Nenhum plano ainda.")).toBeVisible();
  await shoot(page, "planos-vazio");
  await page.getByRole("button", { name: "Novo plano" }).first().click();
  await page.getByLabel("Nome do plano").fill("Plano Ouro");
  await page.getByLabel("Descrição").fill("Para quem participa todo mês.");
  await page.getByLabel("Preço").fill("49,90");
  await page.getByRole("textbox", { name: "Benefício 1" }).fill("Frete grátis");
  await page.getByRole("button", { name: "Adicionar benefício" }).click();
  await page.getByRole("textbox", { name: "Benefício 2" }).fill("Cupons exclusivos");
  await page.getByRole("checkbox", { name: /Destacar este plano/ }).click();
  await shoot(page, "plano");
  await page.getByRole("button", { name: "Criar plano" }).click();
  await expect(page.getByText("Plano criado.")).toBeVisible();
  const card = page.getByRole("list", { name: "Planos" }).getByRole("listitem").filter({ hasText: "Plano Ouro" });
  await expect(card).toContainText("R$ 49,90");
  await expect(card).toContainText("Destaque");
  await shoot(page, "planos");

  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Página inicial" }).click();
  await page.getByRole("button", { name: "Adicionar seção" }).click();
  await page.getByRole("radio", { name: /^Planos/ }).click();
  await page.getByLabel("Título da seção").fill("Nossos planos");
  await page.getByRole("button", { name: "Adicionar e editar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nossos planos" })).toBeVisible();
  await publicShows(pub, ["Vantagens do clube", "Como funciona", "Atividades", "Nossos planos"]);
  const plansSection = pub.locator("#plans");
  await expect(plansSection.getByRole("heading", { level: 3, name: "Plano Ouro" })).toBeVisible();
  await expect(plansSection).toContainText("R$ 49,90");
  await expect(plansSection).toContainText("Cupons exclusivos");
  await pub.close();
});
