// Plans at phone and desktop size. Each project has its own members (lib/plans/seed.ts):
// a "journey" member with no plan and a saved Visa, who takes the free plan, upgrades, schedules a
// downgrade, upgrades again with proration and cancels; and a "renewal" member whose renewal was
// refused (the test card 4000 0000 0000 0341: by the simulator when the renewal job asks, by the
// fake Pagar.me's invoice webhook when it bills the cycle), who sees it and pays it with another
// card. After each step the plan card and the charge history say what the form announced.
import { expect, test, type Page } from "@playwright/test";
import { billCycleAtFakePagarme, hostUrl, PAYMENTS, signInMember, solveCaptcha } from "./helpers";

const MEMBERS: Record<string, { journey: string; renewal: string }> = {
  phone: { journey: "plano.fone@demo.test", renewal: "renovacao.fone@demo.test" },
  desktop: { journey: "plano.desktop@demo.test", renewal: "renovacao.desktop@demo.test" },
};

const planCard = (page: Page, name: string) => page.getByRole("group", { name: `Plano ${name}` });

async function openPlans(page: Page) {
  await page.goto(hostUrl("demo", "/homepage/planos"));
  await expect(page.getByRole("heading", { level: 1, name: "Planos" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** The charge history's rows as "Plano · Operação · Valor · Situação", newest first. */
async function history(page: Page): Promise<string[]> {
  const rows = page.getByTestId("charge-row");
  const out: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator("td").allInnerTexts();
    out.push([cells[1], cells[2], cells[4], cells[5]].map((c) => c?.trim()).join(" · "));
  }
  return out;
}

async function confirm(page: Page, button: "Continuar" | "Realizar pagamento") {
  const submit = page.getByRole("button", { name: button });
  await expect(submit).toBeEnabled();
  await submit.click();
  const done = page.getByTestId("plan-confirmation");
  await expect(done.getByText("Operação realizada com sucesso")).toBeVisible({ timeout: 30_000 });
  return done;
}

test("plans: free plan, upgrade, scheduled downgrade, prorated upgrade and cancel, each as announced", async ({ page }, info) => {
  test.setTimeout(180_000);
  await signInMember(page, "demo", MEMBERS[info.project.name]!.journey);
  await openPlans(page);

  // Cheapest first after discount; the highlighted plan is marked; the enterprise card is on (a setting).
  const names = await page.getByTestId("plan-card").locator("h2").allInnerTexts();
  expect(names.slice(0, 4)).toEqual(["Básico", "Essencial", "Plus", "Enterprise"]);
  await expect(planCard(page, "Plus").getByText("Destaque")).toBeVisible();
  await expect(planCard(page, "Plus").getByText("E muito mais!")).toBeVisible();
  await expect(planCard(page, "Enterprise").getByTestId("plan-price")).toHaveText("R$ 9.990,00");
  await expect(planCard(page, "Enterprise").getByText("/ano")).toBeVisible();
  await expect(page.getByTestId("plan-card-enterprise")).toBeVisible();

  // 1. The free plan: nothing charged, "Continuar".
  await planCard(page, "Básico").getByRole("link", { name: /Assinar plano/ }).click();
  await expect(page).toHaveURL(/\/homepage\/planos\/\d+\/comprar$/);
  await expect(page.getByText("Você não será cobrado nenhum valor")).toBeVisible();
  await expect(page.getByRole("button", { name: "Realizar pagamento" })).toHaveCount(0);
  let done = await confirm(page, "Continuar");
  await expect(done).toContainText("Básico");
  await expect(done).toContainText("R$ 0,00");

  await openPlans(page);
  await expect(page.getByTestId("subscription-card")).toContainText("Básico");
  await expect(planCard(page, "Básico").getByRole("button", { name: "Este é seu plano atual" })).toBeDisabled();
  await expect(planCard(page, "Essencial").getByRole("link", { name: /Fazer upgrade/ })).toBeVisible();
  expect(await history(page)).toEqual(["Básico · Assinatura · R$ 0,00 · Sem cobrança"]);

  // 2. Upgrade to Essencial: from a free plan there is no credit; the saved Visa pays R$ 499,00 now.
  await planCard(page, "Essencial").getByRole("link", { name: /Fazer upgrade/ }).click();
  await expect(page).toHaveURL(/\/mudar$/);
  await expect(page.getByTestId("plan-change-rule")).toContainText("Upgrade: vale a partir de hoje");
  await expect(page.getByTestId("plan-charge-now")).toContainText("R$ 499,00");
  await expect(page.getByRole("radio", { name: /Visa •••• 0010/ })).toBeChecked();
  done = await confirm(page, "Realizar pagamento");
  await expect(done).toContainText("Essencial");
  await expect(done).toContainText("Visa •••• 0010");
  await expect(done).toContainText("R$ 499,00");

  await openPlans(page);
  await expect(page.getByTestId("subscription-card")).toContainText("Essencial");
  await expect(page.getByTestId("subscription-next-charge")).toContainText("R$ 499,00");
  expect(await history(page)).toEqual(["Essencial · Upgrade · R$ 499,00 · Pago", "Básico · Assinatura · R$ 0,00 · Sem cobrança"]);

  // 3. Downgrade to Básico: at the period's end, nothing charged now.
  await planCard(page, "Básico").getByRole("link", { name: /Fazer downgrade/ }).click();
  const rule = page.getByTestId("plan-change-rule");
  await expect(rule).toContainText("Downgrade: vale a partir de");
  const endDate = /a partir de (\d{2}\/\d{2}\/\d{4})/.exec((await rule.textContent()) ?? "")![1]!;
  await expect(page.getByText("Você não será cobrado nenhum valor")).toBeVisible();
  done = await confirm(page, "Continuar");
  await expect(done).toContainText("R$ 0,00");
  await expect(done).toContainText(endDate);

  await openPlans(page);
  await expect(page.getByTestId("subscription-card")).toContainText("Essencial");
  await expect(page.getByTestId("subscription-card")).toContainText(`Mudança agendada: a partir de ${endDate} seu plano será Básico.`);
  await expect(planCard(page, "Básico")).toContainText(`Começa em ${endDate}`);
  expect((await history(page))[0]).toBe("Básico · Downgrade agendado · R$ 0,00 · Sem cobrança");

  // 4. Upgrade to Plus: the new price less the unused days of Essencial, charged now, as shown.
  await planCard(page, "Plus").getByRole("link", { name: /Fazer upgrade/ }).click();
  await expect(page.getByLabel("Alterar forma de pagamento")).not.toBeChecked();
  const announced = /R\$ [\d.]+,\d{2}/.exec((await page.getByTestId("plan-charge-now").textContent()) ?? "")![0];
  expect(announced).not.toBe("R$ 1.299,00");
  done = await confirm(page, "Realizar pagamento");
  await expect(done).toContainText("Plus");
  await expect(done).toContainText(announced);

  await openPlans(page);
  await expect(page.getByTestId("subscription-card")).toContainText("Plus");
  await expect(page.getByTestId("subscription-card")).not.toContainText("Mudança agendada");
  expect((await history(page))[0]).toBe(`Plus · Upgrade · ${announced} · Pago`);

  // 5. Cancel with a reason: the subscription is cleared; nothing more is charged.
  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancelar assinatura" });
  for (const reason of ["Prefiro não mencionar", "Não acho um bom custo-benefício", "Não utilizo mais o produto", "Outro"]) {
    await expect(dialog.getByRole("radio", { name: reason })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "Confirmar cancelamento" })).toBeDisabled();
  await dialog.getByRole("radio", { name: "Não acho um bom custo-benefício" }).click();
  await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(page.getByText("Assinatura cancelada")).toBeVisible();
  await expect(page.getByTestId("subscription-card")).toHaveCount(0);
  await expect(planCard(page, "Plus").getByRole("link", { name: /Assinar plano/ })).toBeVisible();
  expect(await history(page)).toHaveLength(4);
});

test("plans: a refused renewal is shown and a new card pays it", async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = MEMBERS[info.project.name]!.renewal;
  if (PAYMENTS === "pagarme") {
    // The simulator refused the seed's renewal when the job asked; Pagar.me bills it on its own
    // cycle and tells the app by webhook (invoice.payment_failed): the fake plays that day now.
    const webhooks = await billCycleAtFakePagarme(email);
    expect(webhooks.map((w) => w.status)).toEqual([200]);
    // "duplicate": the renewal job, retrying meanwhile, read the refused invoice first.
    expect(["past_due", "duplicate"]).toContain((JSON.parse(webhooks[0]!.body) as { outcome?: string }).outcome);
  }
  await signInMember(page, "demo", email);
  await openPlans(page);
  const card = page.getByTestId("subscription-card");
  await expect(card.getByTestId("subscription-status")).toHaveText("Pagamento pendente");
  await expect(card.getByRole("alert")).toContainText("Não conseguimos cobrar a renovação do seu plano.");
  await expect(card.getByRole("alert")).toContainText("Transação não autorizada pelo emissor do cartão");
  expect((await history(page))[0]).toBe("Essencial · Renovação · R$ 499,00 · Recusado");

  await card.getByRole("link", { name: "Editar informações de pagamento" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar informações de pagamento" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("radio", { name: /Mastercard •••• 4444/ })).toBeChecked();
  await page.getByRole("button", { name: "Salvar e pagar agora" }).click();
  await expect(page).toHaveURL(/\/homepage\/planos$/, { timeout: 30_000 });
  await expect(page.getByTestId("subscription-status")).toHaveText("Ativo");
  await expect(page.getByTestId("subscription-card-digits")).toContainText("Mastercard •••• 4444");
  expect((await history(page))[0]).toBe("Essencial · Renovação · R$ 499,00 · Pago");
});

test("plans: the enterprise contact keeps its button off until e-mail, name, message and captcha are filled", async ({ page }, info) => {
  await signInMember(page, "demo", MEMBERS[info.project.name]!.journey);
  await page.goto(hostUrl("demo", "/homepage/planos/sobconsulta"));
  await page.waitForLoadState("networkidle");
  const send = page.getByRole("button", { name: "Enviar mensagem" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Nome").fill("Pietra Planos");
  await page.getByLabel("E-mail").fill("compras@empresa.test");
  await page.getByLabel("Mensagem").fill("Queremos o plano para 500 pessoas.");
  await expect(send).toBeDisabled();
  await solveCaptcha(page);
  await expect(send).toBeEnabled();
});
