// Activities end to end as the demo member (CPF login): the prerequisite card is dimmed and opens
// "Quase lá"; the agreement completes and pays its points once; the donation debits exactly the
// amount typed; an activity outside its window cannot be done through the UI nor by replaying the
// Server Action with its id. Stateful (the member's balance), so it runs once, on the desktop project.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hostUrl, submitLogin } from "./helpers";

test.describe.configure({ mode: "serial" });

const AGREEMENT = "Aceite o novo regulamento do clube";
const BONUS = "Bônus de fidelidade";
const DONATION = "Doe para o Banco de Alimentos";
const EXPIRED = "Maratona Black Friday (encerrada)";

let context: BrowserContext;
let page: Page;
let agreementCall: { url: string; headers: Record<string, string>; body: string } | null = null;

async function balance(): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/homepage/saldo", { cache: "no-store" });
    return ((await response.json()) as { balance: number }).balance;
  });
}

async function openActivity(name: string) {
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(name)}`));
  await expect(page.getByRole("heading", { name: /resultado\(s\) da busca/ })).toBeVisible();
  await page.getByTestId("activity-card").filter({ hasText: name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

// Stateful (one demo member's participations): the phone project ignores this file (playwright.config.ts).
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  page = await context.newPage();
  await submitLogin(page, "demo", "CPF", "529.982.247-25", "Demo@1234");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
});

test.afterAll(async () => {
  await context?.close();
});

test("home and list show the demo activities; the prerequisite card opens 'Quase lá'", async () => {
  await page.goto(hostUrl("demo", "/homepage"));
  await expect(page.getByRole("region", { name: "Atividades em destaque" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Primeiros passos", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Veja mais" }).first()).toBeVisible();
  await expect(page.getByTestId("member-balance")).toContainText("Pontos Demo");

  await page.goto(hostUrl("demo", "/homepage/atividades"));
  await expect(page.getByRole("heading", { name: "Atividades", level: 1 })).toBeVisible();
  await page.getByPlaceholder("Procurar").fill("zzz-nada");
  await expect(page.getByText("Não há atividades")).toBeVisible();
  await page.getByPlaceholder("Procurar").fill("fidelidade");
  const bonus = page.getByTestId("activity-card").filter({ hasText: BONUS });
  // Locked, said with a badge; its text stays readable (axe: no contrast finding on the card).
  await expect(bonus.getByText("Bloqueada")).toBeVisible();
  const contrast = await new AxeBuilder({ page }).include('[data-testid="activity-card"]').withRules(["color-contrast"]).analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  await bonus.click();
  const dialog = page.getByRole("dialog", { name: "Quase lá" });
  await expect(dialog).toContainText(AGREEMENT);
  await dialog.getByRole("button", { name: "Entendi" }).click();
});

test("the agreement needs the checkbox, then pays its points exactly once", async () => {
  await openActivity(AGREEMENT);
  const before = await balance();
  const button = page.getByRole("button", { name: "Concordo" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Li e aceito o novo regulamento do Clube Demo.").check();
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"] && !agreementCall) {
      agreementCall = { url: request.url(), headers: request.headers(), body: request.postData() ?? "" };
    }
  });
  await button.click();
  await expect(page.getByRole("dialog", { name: "Parabéns!" })).toContainText("Você ganhou 5,00 Pontos Demo.");
  await page.getByRole("button", { name: "Fechar" }).click();
  expect(await balance()).toBe(before + 500);

  // Past the limit (1): the page now shows the limit message and nothing more is paid.
  await page.reload();
  await expect(page.getByText("Olá, você já ultrapassou o limite de participações nessa atividade!")).toBeVisible();
  // An agreement pays points: the message leads to the statement (a course would lead to its vouchers).
  await expect(page.getByRole("link", { name: "Ver meu extrato" })).toHaveAttribute("href", "/homepage/extrato/extratos-totais");
  expect(await balance()).toBe(before + 500);

  // The prerequisite is met now: the bonus card is no longer dimmed.
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(BONUS)}`));
  await expect(page.getByTestId("activity-card").filter({ hasText: BONUS })).toBeVisible();
  await expect(page.getByTestId("activity-card").filter({ hasText: BONUS }).getByText("Bloqueada")).toHaveCount(0);
});

test("a donation debits exactly the amount typed, within 0,50 and 10.000,00", async () => {
  await openActivity(DONATION);
  const before = await balance();
  const amount = page.getByLabel("Quanto você quer doar?");
  await amount.pressSequentially("49");
  await expect(amount).toHaveValue("0,49");
  await page.getByRole("button", { name: "Doar" }).click();
  await expect(page.getByText("Informe um valor entre R$ 0,50 e R$ 10.000,00")).toBeVisible();
  expect(await balance()).toBe(before);

  await amount.fill("");
  await amount.pressSequentially("1250");
  await expect(amount).toHaveValue("12,50");
  await page.getByRole("button", { name: "Doar" }).click();
  await page.getByRole("dialog", { name: "Confirmar doação" }).getByRole("button", { name: "Confirmar" }).click();
  // The activity's own message thanks the member; the title does not say it a second time.
  await expect(page.getByRole("dialog", { name: "Doação realizada!" })).toContainText("Obrigado pela sua doação!");
  await page.getByRole("button", { name: "Fechar" }).click();
  expect(await balance()).toBe(before - 1250);
});

test("an activity outside its window cannot be done, neither in the UI nor by calling the action", async () => {
  await openActivity(EXPIRED);
  await expect(page.getByTestId("window-message")).toContainText(/Você pode participar entre os dias \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} e \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(page.getByRole("button", { name: "Quero participar" })).toBeDisabled();
  await expect(page.getByLabel("Aceito as regras da campanha.")).toBeDisabled();

  // Replay the agreement Server Action (captured above) with this activity's id.
  expect(agreementCall).not.toBeNull();
  const id = Number(/\/homepage\/atividades\/(\d+)/.exec(page.url())?.[1]);
  const before = await balance();
  const call = agreementCall!;
  const body = call.body.replace(/"activityId":\d+/, `"activityId":${id}`).replace(/"nonce":"[^"]+"/, '"nonce":"replay-outside-window"');
  const answer = await page.evaluate(
    async ({ url, headers, body }) => {
      const response = await fetch(url, { method: "POST", headers: { "next-action": headers["next-action"]!, accept: "text/x-component", "content-type": headers["content-type"] ?? "text/plain;charset=UTF-8", "next-router-state-tree": headers["next-router-state-tree"] ?? "" }, body });
      return response.text();
    },
    { url: call.url, headers: call.headers, body },
  );
  expect(answer).toContain("Você pode participar entre os dias");
  expect(await balance()).toBe(before);
});
