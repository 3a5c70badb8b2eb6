// Shared helpers for the end-to-end suites.
import { expect, request as playwrightRequest, type Cookie, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

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
