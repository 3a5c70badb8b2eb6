// The member area's frame at phone and desktop size: no page of it asks for a route that does not
// exist (every menu link leads to a page), a wrong address keeps the member shell or the station's
// public chrome and offers "Voltar ao início", and a donation asks for confirmation before the
// amount leaves the balance. The donation changes the demo member's balance; every assertion here
// is relative to the balance read before it, so running on both projects is safe.
import { expect, test, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, signInDemoMember } from "./helpers";

const DONATION = "Doe para o Banco de Alimentos";

async function balance(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/homepage/saldo", { cache: "no-store" });
    return ((await response.json()) as { balance: number }).balance;
  });
}

/** Hrefs of the member menu, from the sidebar (wide screens) or the menu sheet (phones). */
async function menuHrefs(page: Page): Promise<string[]> {
  let menu = page.getByRole("navigation", { name: "Menu principal" });
  if (!(await menu.isVisible())) {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    menu = page.getByRole("dialog", { name: "Menu" });
  }
  const links = menu.getByRole("link");
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return paths.filter((p) => p !== "/logout");
}

test("member pages ask for no missing route, and every menu link leads to a page", async ({ page }) => {
  const missing: string[] = [];
  const prefetched = new Set<string>();
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
    if (r.request().headers()["next-router-prefetch"]) prefetched.add(new URL(r.url()).pathname);
  });
  await signInDemoMember(page);
  // Links are prefetched once they are on screen and the browser is idle: wait until this page's
  // prefetches have gone out (some always do: the menu's) and the network is quiet again.
  for (const path of ["/homepage", "/homepage/atividades"]) {
    prefetched.clear();
    await page.goto(hostUrl("demo", path));
    await expect(page.getByTestId("member-balance")).toBeVisible();
    await expect.poll(() => prefetched.size, { message: `prefetches from ${path}` }).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
  }

  const hrefs = await menuHrefs(page);
  expect(hrefs).toContain("/homepage");
  for (const href of hrefs) {
    // From the page itself: Node cannot resolve *.localhost, and the session cookie goes along.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      return { status: response.status, headings: [...doc.querySelectorAll("h1")].map((h) => h.textContent?.trim()) };
    }, href);
    expect(answer.status, href).toBe(200);
    expect(answer.headings, href).not.toContain("Página não encontrada");
  }
  expect(missing).toEqual([]);
});

test("a wrong member address keeps the member shell and leads back home", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/nao-existe"));
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  // The shell: the top bar with the balance and the menu stay.
  await expect(page.getByTestId("member-balance")).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu do usuário" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(/\/homepage$/);
});

test("a wrong public address keeps the station's header and footer and leads back home", async ({ page }) => {
  const raw = await fetchAsHost("vitrine", "/nao-existe");
  expect(raw.status).toBe(404);
  await page.goto(hostUrl("vitrine", "/nao-existe"));
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(hostUrl("vitrine", "/"));
});

test("a donation is confirmed before it is debited, by pointer or keyboard, and thanks once", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", `/homepage/search/${encodeURIComponent(DONATION)}`));
  await page.getByTestId("activity-card").filter({ hasText: DONATION }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: DONATION })).toBeVisible();
  const before = await balance(page);

  const amount = page.getByLabel("Quanto você quer doar?");
  await amount.pressSequentially("275");
  const donate = page.getByRole("button", { name: "Doar", exact: true });
  await donate.click();
  const confirm = page.getByRole("dialog", { name: "Confirmar doação" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("2,75");
  await expect(confirm).toContainText("serão descontados do seu saldo");
  // Cancelling debits nothing and gives the focus back.
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(donate).toBeFocused();
  expect(await balance(page)).toBe(before);

  // By keyboard: Enter opens the confirmation, Escape closes it, Tab reaches "Confirmar".
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(donate).toBeFocused();
  expect(await balance(page)).toBe(before);
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  const ok = confirm.getByRole("button", { name: "Confirmar" });
  for (let i = 0; i < 4 && !(await ok.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(ok).toBeFocused();
  await page.keyboard.press("Enter");

  const done = page.getByRole("dialog").filter({ hasNotText: "Confirmar doação" });
  await expect(done).toBeVisible();
  await expect(done.getByText(/Obrigado pela (sua )?doação!/)).toHaveCount(1);
  await expect.poll(() => balance(page)).toBe(before - 275);
  await done.getByRole("button", { name: "Fechar" }).click();
  await expect(done).toBeHidden();
  expect(await balance(page)).toBe(before - 275);
});
