// Shared helpers for the end-to-end suites.
import { expect, request as playwrightRequest, type Cookie, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** "pagarme": this run pays through the Pagar.me driver and the fake Pagar.me (playwright.config.ts). */
export const PAYMENTS = process.env.E2E_PAYMENTS === "pagarme" ? "pagarme" : "simulator";

/**
 * Against the fake Pagar.me: pays the newest pending PIX of `amountCents`, as a payer's bank would,
 * and answers how the app took the signed charge.paid webhook the fake then delivered.
 */
export async function payPixAtFakePagarme(amountCents: number): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${PORT + 95}/__fake/pix/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ amount: amountCents, host: `demo.localhost:${PORT}` }),
  });
  const answer = (await response.json()) as { webhook?: { status: number; body: string } };
  if (!answer.webhook) throw new Error(`the fake Pagar.me paid no PIX: ${JSON.stringify(answer)}`);
  return answer.webhook;
}

/**
 * Against the fake Pagar.me: bills the next cycle of the subscriptions of the customer with this
 * e-mail, as Pagar.me does on a cycle's day, and answers how the app took each signed invoice webhook.
 */
export async function billCycleAtFakePagarme(customerEmail: string): Promise<Array<{ status: number; body: string }>> {
  const response = await fetch(`http://127.0.0.1:${PORT + 95}/__fake/subscriptions/bill`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ customer_email: customerEmail, host: `demo.localhost:${PORT}` }),
  });
  const answer = (await response.json()) as { billed?: Array<{ webhook: { status: number; body: string } | null }> };
  const webhooks = (answer.billed ?? []).map((b) => b.webhook);
  if (webhooks.length === 0 || webhooks.some((w) => !w)) throw new Error(`the fake Pagar.me billed no cycle: ${JSON.stringify(answer)}`);
  return webhooks as Array<{ status: number; body: string }>;
}

/** Absolute URL of a path on a host under the local root domain ("demo", "vitrine", or "" for the apex). */
export function hostUrl(sub: string, path = "/"): string {
  return `http://${sub ? `${sub}.` : ""}localhost:${PORT}${path}`;
}

/** Node cannot resolve *.localhost, so raw HTTP checks go to 127.0.0.1 with the Host header set. */
export async function fetchAsHost(sub: string, path = "/") {
  const ctx = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const response = await ctx.get(path, { headers: { host: `${sub ? `${sub}.` : ""}localhost:${PORT}` }, maxRedirects: 0 });
  const body = await response.text();
  const status = response.status();
  const headers = response.headers();
  await ctx.dispose();
  return { status, body, headers };
}

/** Ticks the ALTCHA box and waits for the proof of work. */
export async function solveCaptcha(page: Page) {
  await page.getByLabel("Não sou um robô").click();
  await expect(page.getByText("Verificado")).toBeVisible({ timeout: 20_000 });
}

/** Fills the login form of a station by CPF or e-mail and submits it (no wait for the outcome). */
export async function submitLogin(page: Page, sub: string, by: "CPF" | "E-mail", identifier: string, password: string) {
  await page.goto(hostUrl(sub, "/login"));
  await page.getByRole("radio", { name: by }).click();
  await page.getByLabel(by, { exact: true }).fill(identifier);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Entrar" }).click();
}

// Members' sessions of this worker, reused while they live: every suite signing in anew would
// spend the per-source login budget (60 per 15 minutes from 127.0.0.1) on itself.
const sessions = new Map<string, Cookie[]>();

/** A member of `sub` signed in by e-mail (demo password); resolves once the login page is left. */
export async function signInMember(page: Page, sub: string, email: string) {
  const key = `${sub}/${email}`;
  const saved = sessions.get(key);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(hostUrl(sub, "/homepage"));
    if (new URL(page.url()).pathname.startsWith("/homepage")) return;
    // Ended since (a logout or a reset in another test): sign in again.
    await page.context().clearCookies();
  }
  await submitLogin(page, sub, "E-mail", email, "Demo@1234");
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  sessions.set(key, (await page.context().cookies()).filter((c) => c.name.endsWith("estacao.session")));
}

/** The demo member, signed in on demo; resolves once the login page is left. */
export async function signInDemoMember(page: Page) {
  await signInMember(page, "demo", "membro@demo.test");
}

/**
 * Signs the browser out of a station as a member would: /logout asks for confirmation when a session
 * is live (a plain GET never ends one), and the button posts the logout.
 */
export async function logOut(page: Page, sub: string) {
  await page.goto(hostUrl(sub, "/logout"));
  if (new URL(page.url()).pathname === "/logout/confirmar") {
    await page.getByRole("button", { name: "Sair", exact: true }).click();
    await expect(page).not.toHaveURL(/\/logout/);
  }
}

/**
 * A brand-new owner, through the owner wizard on the apex (photo and logo skipped), lands signed in
 * on the console of the new station by "Criar conteúdo para meus fãs". Console suites work on a
 * station of their own like this one, never on demo or vitrine, which other suites check.
 * Returns the station's console address (`/estacoes/{id}`) and its id.
 */
export async function newStationInConsole(page: Page, input: { email: string; siteName: string; slug: string; color?: string }): Promise<{ consoleUrl: string; stationId: number }> {
  await page.goto(hostUrl("", "/criar-estacao"));
  await page.getByLabel("E-mail").fill(input.email);
  await page.getByLabel("Senha", { exact: true }).fill("Senha@123");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Senha@123");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Criar conta e começar" }).click();
  // A press before hydration does nothing on a loaded machine: press again until the step moves on.
  await expect(async () => {
    if (await page.getByRole("button", { name: "Começar" }).isVisible()) await page.getByRole("button", { name: "Começar" }).click({ timeout: 2_000 });
    await expect(page.getByRole("button", { name: "Pular esta etapa" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("button", { name: "Pular esta etapa" }).click();
  await page.getByLabel("Nome completo").fill("Dona Nova");
  await page.getByLabel("CPF").fill("11144477735");
  await page.getByLabel("Celular").fill("11987654320");
  await page.getByLabel("Data de nascimento").fill("20/05/1985");
  await page.getByLabel("Estado onde mora").selectOption({ label: "Bahia (BA)" });
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Pular por enquanto" }).click();
  await page.getByLabel("Código da cor").fill(input.color ?? "#6A1B9A");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Nome do site").fill(input.siteName);
  await expect(page.getByText("Endereço disponível!")).toBeVisible();
  await page.getByLabel("E-mail de contato do site").fill(`contato@${input.slug}.test`);
  await page.getByRole("button", { name: "Finalizar" }).click();
  await expect(page.getByRole("heading", { name: "Sua estação está no ar!" })).toBeVisible();
  await page.getByRole("button", { name: /Criar conteúdo para meus fãs/ }).click();
  await confirmConsoleSignOn(page);
  const consoleUrl = page.url();
  return { consoleUrl, stationId: Number(consoleUrl.slice(consoleUrl.lastIndexOf("/") + 1)) };
}

/** A new owner account on the apex (password Senha@123), signed in; its apex cookies as a header. */
export async function signUpOwner(page: Page, email: string): Promise<string> {
  await page.goto(hostUrl("", "/criar-estacao"));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill("Senha@123");
  await page.getByLabel("Confirme a senha", { exact: true }).fill("Senha@123");
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Criar conta e começar" }).click();
  await expect(page.getByRole("button", { name: "Começar" })).toBeVisible({ timeout: 30_000 });
  return (await page.context().cookies(hostUrl("", "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * The console's sign-on link opens a page that only asks (opening it signs nobody in): press its
 * button and land on the station's overview (or `landsOn`: the page opened before signing in).
 */
export async function confirmConsoleSignOn(page: Page, landsOn: RegExp = /^http:\/\/painel\.localhost:\d+\/estacoes\/\d+$/) {
  await expect(page).toHaveURL(/^http:\/\/painel\.localhost:\d+\/entrar\//, { timeout: 30_000 });
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page).toHaveURL(landsOn);
}

/**
 * The demo shopper of each project (lib/commerce/seed-buyers.ts: a 20,00 balance), so the phone and
 * desktop runs, which share one server, never spend each other's balance or stock.
 */
const SHOPPERS: Record<string, string> = { phone: "paula.compras@demo.test", desktop: "rafael.compras@demo.test" };

/** Signs in this project's demo shopper on demo. */
export async function signInShopper(page: Page, project: string) {
  const email = SHOPPERS[project];
  if (!email) throw new Error(`no demo shopper for the project "${project}"`);
  await signInMember(page, "demo", email);
}

/** Removes every line of the signed-in member's cart on demo, one "Remover" at a time, until it says it is empty. */
export async function emptyCart(page: Page) {
  await page.goto(hostUrl("demo", "/homepage/carrinho"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  while ((await page.getByTestId("cart-line").count()) > 0) {
    const before = await page.getByTestId("cart-line").count();
    await page.getByRole("button", { name: /^Remover / }).first().click();
    await expect(page.getByTestId("cart-line")).toHaveCount(before - 1);
  }
  await expect(page.getByText("Ooops! Você ainda não possui itens no seu carrinho.")).toBeVisible();
}

/**
 * Pays the PIX on screen in the development payment page (the simulator): opens it from "Pagar no
 * simulador (ambiente de teste)", checks the amount when given, marks it paid and waits for the
 * signed webhook to have settled the order. The member then presses "Verificar pagamento".
 */
export async function payPixOnSimulator(page: Page, amount?: string) {
  const [bank] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Pagar no simulador (ambiente de teste)" }).click()]);
  if (amount !== undefined) await expect(bank.getByTestId("valor-pix")).toHaveText(amount);
  // Server-rendered: the button acts once the page has hydrated (nothing more to load).
  await bank.waitForLoadState("networkidle");
  await bank.getByRole("button", { name: "Marcar PIX como pago" }).click();
  await expect(bank.getByRole("status")).toHaveText(/Webhook entregue \(HTTP 200\)\. Situação do pedido: Pagamento confirmado/, { timeout: 20_000 });
  await bank.close();
}

/** In the console's Conteúdo › Notícias: publishes a news item with this title, and waits for the dialog to close. */
export async function publishNews(page: Page, title: string) {
  // A previous item's toast lasts 4 s: wait it out, so the one seen below is this item's.
  await expect(page.getByText("Notícia criada.")).toHaveCount(0);
  await page.getByRole("button", { name: "Nova notícia" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Título", { exact: true }).fill(title);
  await dialog.getByLabel("Resumo").fill(`Resumo de ${title}`);
  await dialog.getByRole("textbox", { name: "Texto", exact: true }).click();
  await page.keyboard.type(`Texto de ${title}.`);
  await dialog.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Notícia criada.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}
