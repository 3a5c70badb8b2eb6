// Calendar, downloads and member support on demo, at phone and desktop sizes:
// the calendar's four views switch and an event's dialog shows its fields and links to its page; a
// download arrives as the PDF with its original name, only for a signed-in member; the support page
// comes filled with the member's name and e-mail and sends. Each project signs in its own member.
// With SHOTS_DIR set, screenshots of every screen go there.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { fetchAsHost, hostUrl, signInMember, solveCaptcha } from "./helpers";

const MEMBERS = {
  phone: { email: "agenda.celular@demo.test", name: "Alice Agenda" },
  desktop: { email: "agenda.desktop@demo.test", name: "Artur Agenda" },
} as const;

function memberOf(info: TestInfo) {
  return MEMBERS[info.project.name === "phone" ? "phone" : "desktop"];
}

async function shot(page: Page, info: TestInfo, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays at the top of a full-page shot
  await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png`, fullPage: true });
}

test("the calendar's four views switch, and an event opens its dialog and its page", async ({ page }, info) => {
  await signInMember(page, "demo", memberOf(info).email);
  await page.goto(hostUrl("demo", "/homepage/calendario"));
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  const views = page.getByRole("group", { name: "Visualização" });
  // A phone starts on the list; a desktop on the month.
  const first = info.project.name === "phone" ? "Lista" : "Mês";
  await expect(views.getByRole("button", { name: first })).toHaveAttribute("aria-pressed", "true");

  for (const [label, cls] of [["Mês", "fc-dayGridMonth-view"], ["Semana", "fc-timeGridWeek-view"], ["Dia", "fc-timeGridDay-view"], ["Lista", "fc-listMonth-view"]] as const) {
    await views.getByRole("button", { name: label }).click();
    await expect(views.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`.${cls}`)).toBeVisible();
    await shot(page, info, `calendar-${cls.replace(/^fc-|-view$/g, "")}`);
    // Every view reads: the neighbouring months' day numbers were 1.9:1 on white in the month view.
    const contrast = await new AxeBuilder({ page }).include(".estacao-calendar").withRules(["color-contrast"]).analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => `${label}: ${n.target.join(" ")}`))).toEqual([]);
  }

  // The list shows this month's events; the assembly opens its dialog.
  await page.getByText("Assembleia geral ordinária").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Assembleia geral ordinária" })).toBeVisible();
  await expect(dialog.getByText("Prestação de contas do semestre")).toBeVisible();
  await expect(dialog.getByTestId("event-date")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(dialog.getByTestId("event-start")).toHaveText("19:00");
  await expect(dialog.getByTestId("event-end")).toHaveText("21:00");
  await expect(dialog.locator("img")).toHaveAttribute("src", "/static/demo/agenda/assembleia.svg");
  await shot(page, info, "calendar-dialog");
  await dialog.getByRole("link", { name: "Ver detalhes do evento" }).click();
  await expect(page).toHaveURL(/\/homepage\/calendario\/\d+$/);
  await expect(page.getByRole("heading", { name: "Assembleia geral ordinária", level: 1 })).toBeVisible();
  await expect(page.getByText("19:00 às 21:00")).toBeVisible();
  await shot(page, info, "calendar-detail");
});

test("a download arrives as the PDF with its original name, and only for a member", async ({ page }, info) => {
  await signInMember(page, "demo", memberOf(info).email);
  await page.goto(hostUrl("demo", "/homepage/downloads"));
  await expect(page.getByRole("heading", { name: "Downloads", level: 1 })).toBeVisible();
  await shot(page, info, "downloads-list");
  await page.getByRole("link", { name: "Convenção coletiva 2026", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Convenção coletiva de trabalho 2026", level: 1 })).toBeVisible();
  await expect(page.getByText("Vigência de 1º de janeiro a 31 de dezembro de 2026")).toBeVisible();
  await shot(page, info, "downloads-detail");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar arquivo" }).click()]);
  expect(download.suggestedFilename()).toBe("Convenção coletiva 2026.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const href = await page.getByRole("link", { name: "Baixar arquivo" }).getAttribute("href");
  // The headers, as the browser receives them (Node cannot resolve *.localhost).
  const res = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, type: r.headers.get("content-type"), disposition: r.headers.get("content-disposition") };
  }, href!);
  expect(res).toEqual({
    status: 200,
    type: "application/pdf",
    disposition: `attachment; filename="Convencao coletiva 2026.pdf"; filename*=UTF-8''Conven%C3%A7%C3%A3o%20coletiva%202026.pdf`,
  });

  // No session, or the other station's host: never the file.
  expect((await fetchAsHost("demo", href!)).status).toBe(401);
  expect((await fetchAsHost("vitrine", href!)).status).toBe(401);
});

test("the support page comes filled with the member's name and e-mail and sends", async ({ page }, info) => {
  const member = memberOf(info);
  await signInMember(page, "demo", member.email);
  await page.goto(hostUrl("demo", "/homepage/support"));
  await expect(page.getByRole("heading", { name: "Fale conosco", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue(member.name);
  await expect(page.getByLabel("E-mail")).toHaveValue(member.email);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Assunto").fill("Carteirinha");
  await page.getByLabel("Mensagem").fill("Como atualizo a foto da minha carteirinha?");
  await solveCaptcha(page);
  await shot(page, info, "support");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByText("Operação realizada com sucesso")).toBeVisible();
  await expect(page).not.toHaveURL(/\/homepage\/support/, { timeout: 15_000 });
});
