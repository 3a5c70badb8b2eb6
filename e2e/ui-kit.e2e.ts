// What the UI kit migration promises a caller can see: member pages hand client components only
// the fields they show, and public pages fetch the legal texts when their dialog opens.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { fetchAsHost, hostUrl, signInDemoMember } from "./helpers";

// Keys only the whole Station object carries (legal HTML, settings, the establishment's name), as
// they appear in the RSC payload and, escaped, in the HTML's flight data.
const STATION_ONLY = ["privacyPolicyHtml", "termsOfUseHtml", "hiddenMenuItems", "mobileBottomBar", "adminPanelButton", "fullSocialName", '"settings":', '\\"settings\\":'];
const LEGAL_TEXT = "Estes Termos de uso regulam";

test("/homepage's RSC payload carries no station settings and no legal text", async ({ page }) => {
  await signInDemoMember(page);
  await expect(page).toHaveURL(/\/homepage/);
  for (const headers of [{ RSC: "1" }, {}]) {
    // Fetched by the page itself: the browser resolves demo.localhost and sends the session cookie.
    const { status, payload } = await page.evaluate(async (h) => {
      const response = await fetch("/homepage", { headers: h });
      return { status: response.status, payload: await response.text() };
    }, headers as Record<string, string>);
    expect(status).toBe(200);
    // The member's page really is in it (so an empty answer cannot pass).
    expect(payload).toContain("currencyMultiplier");
    for (const key of STATION_ONLY) expect(payload, `${key} leaked to the client`).not.toContain(key);
    expect(payload).not.toContain(LEGAL_TEXT);
  }
});

test("the landing's HTML has no legal text; the footer dialog fetches it when opened", async ({ page }) => {
  const { status, body } = await fetchAsHost("demo", "/");
  expect(status).toBe(200);
  expect(body).not.toContain(LEGAL_TEXT);
  await page.goto(hostUrl("demo", "/"));
  await page.locator("footer").getByRole("button", { name: "Termos de uso" }).click();
  const dialog = page.getByRole("dialog", { name: "Termos de uso" });
  await expect(dialog).toContainText(LEGAL_TEXT);
});

test("/homepage has no accessibility violation, target sizes and label-in-name included", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage"));
  // The carousel keeps the network busy, so wait for the page itself rather than network idle.
  await expect(page.getByRole("button", { name: /menu do usuário/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ir para o destaque 1" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Lighthouse also runs these two: the user menu's name must contain its visible text, and
    // every target (the carousel dots) must be at least 24 × 24 px.
    .options({ rules: { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } } })
    .analyze();
  const failures = results.violations.map((v) => `${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(failures, failures.join("\n")).toEqual([]);
});

test("the activity filter's date range blocks Aplicar with the spec's messages, then narrows the list by participation dates", async ({ page }) => {
  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/homepage/atividades"));
  const ended = page.getByRole("link", { name: /Maratona Black Friday \(encerrada\)/ });
  const alwaysOpen = page.getByRole("link", { name: /Vale-café na Cafeteria Central/ });
  await expect(ended).toBeVisible();

  await page.getByRole("button", { name: "Filtrar atividades" }).click();
  const apply = page.getByRole("button", { name: "Aplicar" });
  await page.getByLabel("De", { exact: true }).fill("2031-03-10");
  await page.getByLabel("Até", { exact: true }).fill("2031-03-01");
  await expect(page.getByText("Escolha uma data anterior a segunda.")).toBeVisible();
  await expect(page.getByText("Escolha uma data posterior a primeira.")).toBeVisible();
  await expect(apply).toBeDisabled();

  // From next year on: the campaign that ended ten days ago goes, an activity with no window stays.
  await page.getByLabel("Até", { exact: true }).fill("2031-12-31");
  await apply.click();
  await expect(ended).toHaveCount(0);
  await expect(alwaysOpen).toBeVisible();

  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(ended).toBeVisible();
});

test("the sent invitations' next pages come from a guarded route that validates its cursor", async ({ page }) => {
  const anonymous = await fetchAsHost("demo", "/homepage/convites-do-usuario/enviados");
  expect(anonymous.status).toBe(401);
  await signInDemoMember(page);
  const answers = await page.evaluate(async () =>
    Promise.all(
      ["", "?antes=abc", "?antes=2147483648", "?antes=1"].map(async (query) => {
        const response = await fetch(`/homepage/convites-do-usuario/enviados${query}`);
        return { status: response.status, body: await response.json() };
      }),
    ),
  );
  expect(answers[0]).toMatchObject({ status: 200, body: { items: expect.any(Array) } });
  expect(answers[1]).toEqual({ status: 400, body: { message: "Identificador inválido" } });
  expect(answers[2]).toEqual({ status: 400, body: { message: "Identificador inválido" } });
  // Nothing comes before the first id.
  expect(answers[3]).toEqual({ status: 200, body: { items: [], nextCursor: null } });
});
