// Staff on the console: equipe@demo.test, a member of demo with the "staff" role, enters
// by "Acessar Painel" and sees the overview, the door (Validar), orders (Pedidos), the support inbox and the wall's moderation only; the owner's screens (brand,
// landing, activities, plans, content, transfers, team, audit) are "not found" for them, typed in or not. The owner's Equipe
// screen lists them. With SHOTS_DIR set, the screens are photographed.
import { expect, test, type Page } from "@playwright/test";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const shotsDir = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string, project: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}-${project}.png`, fullPage: true });
}

async function openConsole(page: Page, email: string): Promise<string> {
  await signInMember(page, "demo", email);
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  return page.url();
}

test("@console staff see the overview, support and moderation, nothing of the owner's screens", async ({ page }, info) => {
  const overview = await openConsole(page, "equipe@demo.test");
  await expect(page.getByRole("heading", { level: 1, name: "Clube Demo" })).toBeVisible();
  await expect(page.getByText("Seu acesso: Equipe")).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Seções do painel" });
  await expect(menu.getByRole("link")).toHaveText(["Visão geral", "Validar", "Pedidos", "Suporte", "Moderação"]);
  await shoot(page, "equipe-visao-geral", info.project.name);
  for (const screen of ["marca", "marca/textos-legais", "pagina-inicial", "atividades", "atividades/nova", "planos", "conteudo", "membros", "membros/importar", "transferencias", "relatorios", "equipe", "auditoria"]) {
    const response = await page.goto(`${overview}/${screen}`);
    expect(response?.status(), screen).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  }
});

test("@console the owner's Equipe lists who may enter, with their access", async ({ page }, info) => {
  const overview = await openConsole(page, "dono@demo.test");
  // Every section is in view at desk and tablet widths, none behind a sideways scroll.
  for (const name of ["Visão geral", "Equipe", "Auditoria"]) {
    await expect(page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name })).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Equipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Equipe" })).toBeVisible();
  await expect(page).toHaveURL(`${overview}/equipe`);
  const staffRow = page.getByRole("listitem").filter({ hasText: "equipe@demo.test" });
  await expect(staffRow.getByLabel(/Acesso de/)).toHaveValue("staff");
  await expect(page.getByRole("listitem").filter({ hasText: "dono@demo.test" })).toContainText("(você)");
  // An e-mail no account of demo has is refused beside the field, and nothing is added.
  await page.getByLabel("E-mail da conta").fill("ninguem@exemplo.com");
  await page.getByRole("button", { name: "Adicionar" }).click();
  await expect(page.getByText("Nenhuma conta com este e-mail nesta estação.", { exact: false }).first()).toBeVisible();
  await shoot(page, "equipe-dono", info.project.name);
});
