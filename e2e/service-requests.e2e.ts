// Member services end to end: Maria's collective and personal legal cases and a
// case's detail; each project's own member (lib/services/seed.ts, no case, no appointment) sees
// the collective cases but none of Maria's, asks a legal and a dental appointment on allowed days
// ("Solicitação enviada com sucesso." and the new row), and is refused a weekday the area does not
// take when the form is tampered with; the themes' detail and a suggestion, from the dialog and
// from temas/sugerir. Screenshots go to SHOTS_DIR when set (else the test's output folder).
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { hostUrl, signInDemoMember, signInMember } from "./helpers";

const MEMBERS = { phone: "servicos.fone@demo.test", desktop: "servicos.desktop@demo.test" } as const;
const memberOf = (info: TestInfo) => MEMBERS[info.project.name as keyof typeof MEMBERS];

async function shot(page: Page, info: TestInfo, name: string) {
  const file = `${name}-${info.project.name}.png`;
  await page.screenshot({ path: process.env.SHOTS_DIR ? path.join(process.env.SHOTS_DIR, file) : info.outputPath(file), fullPage: true });
}

const personal = (page: Page) => page.getByRole("list", { name: "Causas pessoais" });
const collective = (page: Page) => page.getByRole("list", { name: "Causas coletivas" });

test("Maria sees the collective cases and her personal ones, and opens a case's detail", async ({ page }, info) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica/processos"));
  await expect(page.getByRole("heading", { name: "Processos e procedimentos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Causas coletivas" })).toBeVisible();
  await expect(collective(page)).toContainText("Reajuste do auxílio-alimentação");
  await expect(personal(page)).toContainText("Revisão de progressão funcional");
  await expect(personal(page)).toContainText("Restituição de contribuição previdenciária");
  // Another member's case is not hers.
  await expect(page.getByText("Averbação de tempo de serviço")).toHaveCount(0);
  await shot(page, info, "juridico-processos");

  await page.waitForLoadState("networkidle");
  await personal(page).getByRole("button", { name: /Revisão de progressão funcional/ }).click();
  const dialog = page.getByRole("dialog", { name: "Revisão de progressão funcional" });
  await expect(dialog).toContainText("1023456-78.2023.4.01.3400");
  await expect(dialog).toContainText("Aguardando sentença");
  await expect(dialog).toContainText("R$ 58.900,00");
  await expect(dialog).toContainText("02/03/2023");
  const link = dialog.getByRole("link", { name: "Acompanhar o processo" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await shot(page, info, "juridico-processo-detalhe");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.goto(hostUrl("demo", "/homepage/consultoria-contabil/processos"));
  await expect(page.getByRole("list", { name: "Processos" })).toContainText("Restituição de Imposto de Renda");
  await shot(page, info, "contabil-processos");

  await page.goto(hostUrl("demo", "/homepage/servico-odontologico/agendamentos"));
  const rows = page.getByRole("list", { name: "Seus agendamentos" });
  await expect(rows).toContainText("Revisão do aparelho ortodôntico.");
  await expect(rows).toContainText("Aguardando confirmação");
  await expect(rows).toContainText("Realizado");
  await expect(rows).toContainText("Cancelado");
  await shot(page, info, "odonto-agendamentos-maria");
});

test("another member sees the collective cases but not Maria's, and asks a legal appointment on an allowed day", async ({ page }, info) => {
  await signInMember(page, "demo", memberOf(info));
  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica/processos"));
  await expect(collective(page)).toContainText("Reajuste do auxílio-alimentação");
  await expect(page.getByText("Não foram encontrados causas em seu CPF")).toBeVisible();
  await expect(page.getByText("Revisão de progressão funcional")).toHaveCount(0);
  await expect(page.getByText("Averbação de tempo de serviço")).toHaveCount(0);
  await page.goto(hostUrl("demo", "/homepage/consultoria-contabil/processos"));
  await expect(page.getByText("Não foram encontrados processos em seu CPF")).toBeVisible();

  await page.goto(hostUrl("demo", "/homepage/consultoria-juridica/agendamentos"));
  await expect(page.getByText("Não foram encontrados agendamentos em seu CPF")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Solicitar agendamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitar agendamento" });
  const weekday = dialog.getByLabel("Dia da semana de preferência");
  // Legal offers an empty option and only Monday, Wednesday and Friday.
  await expect(weekday.locator("option")).toHaveText(["Selecione", "Segunda-feira", "Quarta-feira", "Sexta-feira"]);
  await weekday.selectOption("Quarta-feira");
  await dialog.getByLabel("Descrição").fill("Quero orientação sobre o abono de permanência.");
  await shot(page, info, "juridico-agendamentos-dialogo");
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solicitação enviada com sucesso." })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const rows = page.getByRole("list", { name: "Seus agendamentos" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Quero orientação sobre o abono de permanência.");
  await expect(rows.first()).toContainText("Dia de preferência: Quarta-feira");
  await expect(rows.first()).toContainText("Aguardando confirmação");
  await shot(page, info, "juridico-agendamentos");

  // A tampered form sends Tuesday: the server refuses it with the days the area takes.
  await page.getByRole("button", { name: "Solicitar agendamento" }).click();
  await dialog.getByLabel("Dia da semana de preferência").evaluate((select) => {
    const option = document.createElement("option");
    option.value = "2";
    option.text = "Terça-feira";
    select.appendChild(option);
  });
  await dialog.getByLabel("Dia da semana de preferência").selectOption("2");
  await dialog.getByLabel("Descrição").fill("Pode ser na terça?");
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Escolha um dia em que o serviço atende: Segunda-feira, Quarta-feira e Sexta-feira." })).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("list", { name: "Seus agendamentos" }).getByRole("listitem")).toHaveCount(1);
});

test("a dental appointment takes a mobile in the (99) 9.9999-9999 mask", async ({ page }, info) => {
  await signInMember(page, "demo", memberOf(info));
  await page.goto(hostUrl("demo", "/homepage/servico-odontologico/agendamentos"));
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Solicitar agendamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Solicitar agendamento" });
  await expect(dialog.getByLabel("Dia da semana de preferência").locator("option")).toHaveText([
    "Segunda-feira",
    "Terça-feira",
    "Quarta-feira",
    "Quinta-feira",
    "Sexta-feira",
    "Sábado",
  ]);
  await dialog.getByLabel("Dia da semana de preferência").selectOption("Sábado");
  await dialog.getByLabel("Descrição").fill("Limpeza.");
  const phone = dialog.getByLabel("Telefone para contato");
  await phone.pressSequentially("61987654321");
  await expect(phone).toHaveValue("(61) 9.8765-4321");
  await shot(page, info, "odonto-agendamentos-dialogo");
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solicitação enviada com sucesso." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Seus agendamentos" })).toContainText("Dia de preferência: Sábado");
});

test("themes open their detail, and a theme is suggested from the list and from temas/sugerir", async ({ page }, info) => {
  await signInMember(page, "demo", memberOf(info));
  await page.goto(hostUrl("demo", "/homepage/politico-sindical/temas"));
  const themes = page.getByRole("list", { name: "Temas" });
  await expect(themes.getByRole("listitem")).toHaveCount(5);
  await shot(page, info, "temas");
  await page.waitForLoadState("networkidle");
  await themes.getByRole("button", { name: /Reforma administrativa/ }).click();
  const detail = page.getByRole("dialog", { name: "Reforma administrativa (PEC 32/2020)" });
  await expect(detail.getByRole("heading", { name: "Itens em destaque" })).toBeVisible();
  await expect(detail).toContainText("Posicionamento: Contrário");
  await expect(detail).toContainText("Ações do sindicato");
  await expect(detail).toContainText("12/03/2024");
  await expect(detail).toContainText("Servidores efetivos");
  await shot(page, info, "temas-detalhe");
  await detail.getByRole("button", { name: "Fechar" }).click();

  await page.getByRole("button", { name: "Sugerir tema" }).click();
  const suggest = page.getByRole("dialog", { name: "Sugerir tema" });
  await suggest.getByRole("button", { name: "Enviar sugestão" }).click();
  await expect(suggest.getByText("Descreva o tema que você sugere")).toBeVisible();
  await suggest.getByLabel("Descrição do tema").fill("Acompanhar o plano de saúde dos aposentados.");
  await shot(page, info, "temas-sugerir-dialogo");
  await suggest.getByRole("button", { name: "Enviar sugestão" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solicitação enviada com sucesso." })).toBeVisible();
  await expect(suggest).toHaveCount(0);

  await page.goto(hostUrl("demo", "/homepage/politico-sindical/temas/sugerir"));
  await expect(page.getByRole("heading", { name: "Sugerir tema" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Descrição do tema").fill("Creche para filhos de servidores.");
  await page.getByRole("button", { name: "Enviar sugestão" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solicitação enviada com sucesso." })).toBeVisible();
  await expect(page).toHaveURL(/\/homepage\/politico-sindical\/temas$/);
});
