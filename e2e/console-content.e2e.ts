// The console's Conteúdo screens on a wizard-fresh station: the owner shows the
// calendar and the downloads to members, publishes a news item, creates an event and uploads a PDF
// (a file that only claims to be a PDF is refused by its bytes); the owner, signed in as a member
// of that station, then finds all three in the member area. The WordPress address refuses
// http://127.0.0.1 with its pt-BR message. With SHOTS_DIR set, every Conteúdo screen is
// photographed at 1280×800 and 820×1180.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, newStationInConsole, submitLogin } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  // The screen itself, not the toasts of the steps before it (each lasts 4 s).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 8_000 });
  for (const [w, h] of [[1280, 800], [820, 1180]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shotsDir}/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1");

test("@console an owner publishes news, an event and a PDF, and a member of the station sees them", async ({ page }, info) => {
  test.setTimeout(240_000);
  const tag = info.project.name;
  const email = `conteudo.${tag}@e2e.test`;
  const { stationId } = await newStationInConsole(page, { email, siteName: `Conteudo ${tag}`, slug: `conteudo-${tag}` });
  const siteLink = page.getByRole("link", { name: /localhost/ }).first();
  const slug = new URL((await siteLink.getAttribute("href"))!).hostname.split(".")[0]!;
  const base = `/estacoes/${stationId}/conteudo`;

  await page.goto(`${new URL(page.url()).origin}${base}`);
  await expect(page.getByRole("heading", { level: 1, name: "Conteúdo" })).toBeVisible();
  await shoot(page, "hub-vazio");

  // News.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Notícias" }).click();
  await expect(page.getByText("Nenhuma notícia publicada ainda")).toBeVisible();
  await shoot(page, "noticias-vazio");
  await page.getByRole("button", { name: "Nova notícia" }).click();
  const newsDialog = page.getByRole("dialog");
  await newsDialog.getByLabel("Título", { exact: true }).fill("Assembleia de dezembro");
  await newsDialog.getByLabel("Resumo").fill("Pauta e local da assembleia");
  // The text is written in the kit's editor, formatted with its toolbar, as an owner writes it.
  const body = newsDialog.getByRole("textbox", { name: "Texto", exact: true });
  await body.click();
  await page.keyboard.type("Participe da ");
  // Pressing a toolbar button leaves the focus in the text, so the next key typed lands there.
  const bold = newsDialog.getByRole("button", { name: "Negrito" });
  const box = (await bold.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(body).toBeFocused();
  await page.mouse.up();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("assembleia");
  await bold.click();
  await page.keyboard.type(". <script>alert(1)</script>");
  await expect(body.locator("strong")).toHaveText("assembleia");
  await shoot(page, "noticias-form");
  await newsDialog.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Notícia criada.")).toBeVisible();
  await expect(page.getByText("Assembleia de dezembro")).toBeVisible();
  await shoot(page, "noticias");

  // Calendar: shown to members, one event today.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Agenda" }).click();
  await page.getByRole("button", { name: "Mostrar calendário aos membros" }).click();
  await expect(page.getByText("Calendário: visível na área do membro.")).toBeVisible();
  await page.getByRole("button", { name: "Novo evento" }).click();
  const eventDialog = page.getByRole("dialog");
  await eventDialog.getByLabel("Título", { exact: true }).fill("Plantão de atendimento");
  await eventDialog.getByLabel("Descrição", { exact: true }).fill("Atendimento presencial na sede.");
  await eventDialog.getByLabel("Término").fill("18:00");
  await eventDialog.getByLabel("Início").fill("19:00");
  await eventDialog.getByRole("button", { name: "Criar evento" }).click();
  await expect(eventDialog.getByText("O término deve ser depois do início")).toBeVisible();
  await eventDialog.getByLabel("Início").fill("09:00");
  await shoot(page, "agenda-form");
  await eventDialog.getByRole("button", { name: "Criar evento" }).click();
  await expect(page.getByText("Evento criado.")).toBeVisible();
  await expect(page.getByText("09:00 às 18:00")).toBeVisible();
  await shoot(page, "agenda");

  // Downloads: shown to members; a fake PDF is refused by its bytes, a real one goes in.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Downloads" }).click();
  await page.getByRole("button", { name: "Mostrar downloads aos membros" }).click();
  await expect(page.getByText("Downloads: visível na área do membro.")).toBeVisible();
  await page.getByRole("button", { name: "Novo arquivo" }).click();
  const fileDialog = page.getByRole("dialog");
  await fileDialog.getByLabel("Arquivo", { exact: true }).setInputFiles({ name: "falso.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>não sou PDF</html>") });
  await fileDialog.getByLabel("Título", { exact: true }).fill("Estatuto social");
  await fileDialog.getByRole("button", { name: "Enviar arquivo" }).click();
  await expect(fileDialog.getByText(/Formato de arquivo não suportado/).first()).toBeVisible();
  await fileDialog.getByLabel("Arquivo", { exact: true }).setInputFiles({ name: "Estatuto 2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await fileDialog.getByLabel("Descrição", { exact: true }).fill("Versão aprovada em assembleia");
  await shoot(page, "downloads-form");
  await fileDialog.getByRole("button", { name: "Enviar arquivo" }).click();
  await expect(page.getByText("Arquivo enviado.")).toBeVisible();
  await expect(page.getByText("Estatuto 2026.pdf")).toBeVisible();
  await shoot(page, "downloads");

  // Service areas: the WordPress address must be a public https site.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Áreas de serviço" }).click();
  await page.getByLabel("Endereço do WordPress").fill("http://127.0.0.1");
  await page.getByRole("button", { name: "Salvar endereço" }).click();
  await expect(page.getByText("Use um endereço público com https:// (endereços http:// não são aceitos).").first()).toBeVisible();
  await shoot(page, "servicos");
  const areas = page.getByRole("navigation", { name: "Áreas de serviço" });
  for (const [link, name] of [["Agendamentos", "servicos-agendamentos"], ["Processos", "servicos-processos"], ["Temas políticos", "servicos-temas"]] as const) {
    await areas.getByRole("link", { name: link }).click();
    await expect(areas.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    await shoot(page, name);
  }
  await areas.getByRole("link", { name: "Processos" }).click();
  await page.getByRole("button", { name: "Novo processo" }).click();
  await shoot(page, "servicos-processo-form");
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();

  // Fuel club: a campaign and an option priced with the BRL mask.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Clube de combustível" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clube de combustível" })).toBeVisible();
  await shoot(page, "combustivel-vazio");
  await page.getByRole("button", { name: "Nova campanha" }).click();
  await page.getByRole("dialog").getByLabel("Nome da campanha").fill("Abastece Conteúdo");
  await shoot(page, "combustivel-campanha-form");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Campanha criada.")).toBeVisible();
  await page.getByRole("button", { name: "Nova opção" }).click();
  const optionDialog = page.getByRole("dialog");
  await optionDialog.getByLabel("Combustível").fill("Gasolina comum");
  await optionDialog.getByLabel("Valor do voucher").pressSequentially("120");
  await shoot(page, "combustivel-opcao-form");
  await optionDialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Opção criada.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "R$ 120,00" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "20 L" })).toBeVisible();
  await shoot(page, "combustivel");

  // Trophies: a first-purchase rule.
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Troféus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Troféus" })).toBeVisible();
  await shoot(page, "trofeus-vazio");
  await page.getByRole("button", { name: "Nova regra" }).click();
  await page.getByRole("dialog").getByLabel("Nome do troféu").fill("Primeira compra");
  await page.getByRole("dialog").getByLabel("Como se ganha").selectOption({ label: "Convites confirmados" });
  await page.getByRole("dialog").getByLabel("Quantos convites confirmados").fill("3");
  await shoot(page, "trofeus-form");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Regra criada.")).toBeVisible();
  await expect(page.getByText("3 convites confirmados")).toBeVisible();
  await shoot(page, "trofeus");
  await page.getByRole("navigation", { name: "Conteúdo" }).getByRole("link", { name: "Visão geral" }).click();
  await shoot(page, "hub");

  // The member area of that station: the owner signs in there as a member.
  await submitLogin(page, slug, "E-mail", email, "Senha@123");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(hostUrl(slug, "/homepage/noticias"));
  await expect(page.getByText("Assembleia de dezembro")).toBeVisible();
  await page.getByText("Assembleia de dezembro").click();
  await expect(page.getByText("Participe da")).toBeVisible();
  await expect(page.locator("strong", { hasText: "assembleia" })).toBeVisible();
  expect(await page.locator("script", { hasText: "alert(1)" }).count()).toBe(0);
  await page.goto(hostUrl(slug, "/homepage/calendario"));
  await expect(page.getByText("Plantão de atendimento").first()).toBeVisible();
  await page.goto(hostUrl(slug, "/homepage/downloads"));
  await page.getByRole("link", { name: "Estatuto social", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Estatuto social", level: 1 })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar arquivo" }).click()]);
  expect(download.suggestedFilename()).toBe("Estatuto 2026.pdf");
});
