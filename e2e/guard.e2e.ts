// The guard end to end: ended sessions stay ended (logout, a password reset in another browser),
// a blocked account's member pages carry no member data, and /logout never leaves the station.
import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, logOut, PORT, submitLogin } from "./helpers";

const PASSWORD = "Demo@1234";
const HOST = `demo.localhost:${PORT}`;

async function signIn(page: Page, email: string) {
  await submitLogin(page, "demo", "E-mail", email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

/** A fresh browser holding only the given cookies (a copy of a cookie taken earlier). */
async function browserWith(context: BrowserContext, cookies: Awaited<ReturnType<BrowserContext["cookies"]>>) {
  const other = await context.browser()!.newContext();
  await other.addCookies(cookies);
  return other;
}

/** Raw GET as the station host with a Cookie header, so the answer's HTML can be read whole. */
async function rawGet(path: string, cookie: string, extra: Record<string, string> = {}) {
  const ctx = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const response = await ctx.get(path, { headers: { host: HOST, cookie, ...extra }, maxRedirects: 0 });
  const answer = { status: response.status(), body: await response.text(), location: response.headers().location };
  await ctx.dispose();
  return answer;
}

test.describe("@desktop-only", () => {
  test("after logout, a copy of the old cookie only gets the login page", async ({ page, context }) => {
    await signIn(page, "membro@demo.test");
    await page.goto(hostUrl("demo", "/homepage/atividades"));
    await expect(page.getByRole("heading", { name: "Atividades" })).toBeVisible();
    const kept = await context.cookies(hostUrl("demo", "/"));

    // A plain GET of /logout asks first: the session is still alive afterwards.
    await page.goto(hostUrl("demo", "/logout"));
    await expect(page.getByRole("heading", { name: "Sair da sua conta?" })).toBeVisible();
    await page.goto(hostUrl("demo", "/homepage/atividades"));
    await expect(page.getByRole("heading", { name: "Atividades" })).toBeVisible();

    await logOut(page, "demo");
    const thief = await browserWith(context, kept);
    const stolen = await thief.newPage();
    await stolen.goto(hostUrl("demo", "/homepage/atividades"));
    await expect(stolen).toHaveURL(/\/login$/);
    await thief.close();
  });

  test("after a password reset in another browser, the old cookie only gets the login page", async ({ page, context, browser }) => {
    await signIn(page, "dono@demo.test");
    const kept = await context.cookies(hostUrl("demo", "/"));

    const other = await browser.newContext();
    const reset = await other.newPage();
    await reset.goto(hostUrl("demo", "/esqueci-minha-senha"));
    await reset.getByLabel("E-mail").fill("dono@demo.test");
    await reset.getByRole("button", { name: "Enviar link" }).click();
    await expect(reset.getByText("Verifique sua caixa de e-mails.")).toBeVisible();
    await reset.goto(hostUrl("demo", "/dev/outbox"));
    const link = reset.getByRole("listitem").filter({ hasText: "dono@demo.test" }).filter({ hasText: "redefinir-senha" }).first().getByRole("link").first();
    await reset.goto((await link.getAttribute("href"))!);
    // The same password again: other suites sign in with it.
    await reset.getByLabel("Nova senha", { exact: true }).fill(PASSWORD);
    await reset.getByLabel("Confirme a nova senha", { exact: true }).fill(PASSWORD);
    await reset.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(reset).toHaveURL(/\/login/, { timeout: 15_000 });
    await other.close();

    await page.goto(hostUrl("demo", "/homepage"));
    await expect(page).toHaveURL(/\/login$/);
    const copy = await browserWith(context, kept);
    const again = await copy.newPage();
    await again.goto(hostUrl("demo", "/homepage"));
    await expect(again).toHaveURL(/\/login$/);
    await copy.close();
  });

  test("a blocked account's activity page carries the modal and no activity, in the HTML and in the RSC payload", async ({ page, context }) => {
    const titles = ["Vale-café na Cafeteria Central", "Oficina de finanças pessoais", "Quiz: você conhece o Clube Demo?", "Pesquisa de satisfação 2026"];

    // The control: a member who may enter sees these titles in the same answer.
    await signIn(page, "membro@demo.test");
    const memberCookie = (await context.cookies(hostUrl("demo", "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
    const open = await rawGet("/homepage/atividades", memberCookie);
    expect({ status: open.status, location: open.location }).toEqual({ status: 200, location: undefined });
    for (const title of titles) expect(open.body).toContain(title);
    await logOut(page, "demo");

    await signIn(page, "suspenso@demo.test");
    await expect(page.getByRole("dialog")).toContainText("O seu acesso está suspenso.");
    const cookie = (await context.cookies(hostUrl("demo", "/"))).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const extra of [{}, { rsc: "1" }] as Record<string, string>[]) {
      let blocked = await rawGet("/homepage/atividades", cookie, extra);
      // Next sends an RSC request without its cache-busting parameter to the URL that has it.
      if (blocked.status === 307 && blocked.location?.startsWith("/homepage/atividades?_rsc")) blocked = await rawGet(blocked.location, cookie, extra);
      expect({ status: blocked.status, location: blocked.location }).toEqual({ status: 200, location: undefined });
      expect(blocked.body).toContain("O seu acesso está suspenso.");
      for (const title of titles) expect(blocked.body).not.toContain(title);
      expect(blocked.body).not.toContain("Sérgio");
    }
    await page.goto(hostUrl("demo", "/homepage/atividades"));
    await expect(page.getByRole("dialog")).toContainText("O seu acesso está suspenso.");
    await expect(page.getByText(titles[0]!)).toHaveCount(0);
  });

  const tricks = [
    "//example.org",
    "/%09/example.org",
    "/%0a/example.org",
    "/%0d%0aLocation:%20https://example.org",
    "%2f%2fexample.org",
    "/%5Cexample.org",
    "/%5C%5Cexample.org",
    "https://example.org",
    "https:example.org",
    "javascript:alert(1)",
    "/%252F%252Fexample.org",
    "%09//example.org",
  ];

  test("/logout?next= with off-site tricks answers a redirect on the station, never a 500", async ({ page }) => {
    for (const trick of tricks) {
      const raw = await fetchAsHost("demo", `/logout?next=${trick}`);
      expect({ trick, status: raw.status }).toEqual({ trick, status: 303 });
      expect(raw.headers.location).toBe("/");
      await page.goto(hostUrl("demo", `/logout?next=${trick}`));
      expect(new URL(page.url()).host).toBe(HOST);
    }
    // A real destination on the station is kept.
    expect((await fetchAsHost("demo", "/logout?next=/suporte")).headers.location).toBe("/suporte");
  });

  test("/logout with a live session posts from its confirmation page and still stays on the station", async ({ page }) => {
    await signIn(page, "membro@demo.test");
    await page.goto(hostUrl("demo", `/logout?next=${tricks[1]}`));
    await expect(page.getByRole("heading", { name: "Sair da sua conta?" })).toBeVisible();
    await page.getByRole("button", { name: "Sair", exact: true }).click();
    await expect(page).toHaveURL(hostUrl("demo", "/"));
    await page.goto(hostUrl("demo", "/homepage"));
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("the suspended modal's button signs out and goes to the support page", async ({ page }) => {
  await signIn(page, "suspenso@demo.test");
  await page.getByRole("dialog").getByRole("button", { name: "Fale conosco" }).click();
  await expect(page).toHaveURL(/\/suporte$/);
  await page.goto(hostUrl("demo", "/homepage"));
  await expect(page).toHaveURL(/\/login$/);
});
