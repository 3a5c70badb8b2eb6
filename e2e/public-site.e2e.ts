// The public station site as a visitor and a crawler meet it: every landing section kind in the
// first HTML, per-host SEO files, navigation, support forms and legal pages, on two stations.
import { expect, test, type Page } from "@playwright/test";
import { fetchAsHost, hostUrl, PORT, signInDemoMember } from "./helpers";

const STATIONS = [
  { sub: "demo", name: "Clube Demo", kinds: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  // Vitrine has no app: its app-download section exists but is not shown (spec: only with an app).
  { sub: "vitrine", name: "Vitrine Aberta", kinds: [1, 2, 3, 4, 5, 7, 8, 9] },
];

async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("estacao.cookie-consent", "1"));
}

for (const station of STATIONS) {
  test(`${station.name}: the landing's first HTML holds its sections, SEO tags and JSON-LD`, async () => {
    const { status, body } = await fetchAsHost(station.sub, "/");
    expect(status).toBe(200);
    for (const kind of station.kinds) expect(body).toContain(`data-section-type="${kind}"`);
    if (!station.kinds.includes(6)) expect(body).not.toContain('data-section-type="6"');
    expect(body).toContain('id="plans"');
    const origin = `http://${station.sub}.localhost:${PORT}`;
    expect(body).toContain(`<link rel="canonical" href="${origin}/"`);
    expect(body).toContain(`<meta property="og:image" content="${origin}/og-image.png"`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(body).toContain('"@type":"Organization"');
  });

  test(`${station.name}: sitemap and robots name only this station's host`, async () => {
    const origin = `http://${station.sub}.localhost:${PORT}`;
    const sitemap = await fetchAsHost(station.sub, "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/termos-de-uso`);
    expect(locs.some((l) => l.includes("/sobre/"))).toBe(true);
    expect(locs.some((l) => l.includes("/planos/"))).toBe(true);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
    const robots = await fetchAsHost(station.sub, "/robots.txt");
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /homepage");
    const og = await fetchAsHost(station.sub, "/og-image.png");
    expect(og.status).toBe(200);
  });

  test(`${station.name}: navigation, footer and legal dialogs work`, async ({ page }, info) => {
    await acceptCookies(page);
    await page.goto(hostUrl(station.sub, "/"));
    await expect(page.getByRole("heading", { level: 1, name: station.name })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Fale Conosco" })).toHaveAttribute("href", "/suporte");
    await expect(footer).toContainText("CNPJ");
    if (info.project.name === "phone") {
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu.getByRole("link", { name: "Fale Conosco" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Entrar" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Cadastrar" })).toBeVisible();
      await menu.getByRole("link", { name: "Planos" }).click();
      await expect(page).toHaveURL(/#plans$/);
    } else {
      const nav = page.getByRole("navigation", { name: "Seções" });
      await expect(nav.getByRole("link")).toHaveCount(5);
      const more = nav.getByRole("button", { name: "Ver mais" });
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Planos" })).toHaveAttribute("href", "/#plans");
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Planos" })).toBeHidden();
      await expect(more).toBeFocused();
    }
    await footer.getByRole("button", { name: "Termos de uso" }).click();
    const dialog = page.getByRole("dialog", { name: "Termos de uso" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fechar" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(footer.getByRole("button", { name: "Termos de uso" })).toBeFocused();
    await page.screenshot({ path: info.outputPath(`${station.sub}-landing-${info.project.name}.png`) });
  });

  test(`${station.name}: about and plan pages open from the landing`, async ({ page }) => {
    await acceptCookies(page);
    await page.goto(hostUrl(station.sub, "/"));
    await page.locator("#plans").getByRole("link", { name: /Ver plano/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Plano / })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/R\$\s?[\d.]+,\d{2}/).first()).toBeVisible();
    await page.goto(hostUrl(station.sub, "/"));
    await page.locator('[data-section-type="1"], [data-section-type="2"]').locator('a[href^="/sobre/"]').first().click();
    await expect(page).toHaveURL(/\/sobre\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

// One send is enough (the phone layout is covered by the a11y scan): tagged to run on desktop only.
test("a support message sent on vitrine is stored and mailed to vitrine's contact address", { tag: "@desktop-only" }, async ({ page }) => {
  await acceptCookies(page);
  await page.goto(hostUrl("vitrine", "/suporte"));
  const form = page.getByRole("form", { name: "Fale Conosco" });
  const subject = `Dúvida sobre pontos ${Date.now()}`;
  await form.getByLabel("Nome").fill("Bruna Lima");
  await form.getByLabel("E-mail").fill("bruna@exemplo.com.br");
  await form.getByLabel("Telefone (opcional)").fill("11987654321");
  await expect(form.getByLabel("Telefone (opcional)")).toHaveValue("(11) 9 8765-4321");
  await form.getByLabel("Assunto").fill(subject);
  await form.getByLabel("Mensagem").fill("Fiz o quiz e ainda não vi os pontos.");
  await expect(form.getByText("36/600")).toBeVisible();
  await form.getByLabel("Não sou um robô").click();
  await expect(form.getByText("Verificado")).toBeVisible({ timeout: 20_000 });
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Operação realizada com sucesso" })).toBeVisible();
  await expect(page).toHaveURL(hostUrl("vitrine", "/"));

  const outbox = await fetchAsHost("vitrine", "/dev/outbox");
  expect(outbox.status).toBe(200);
  expect(outbox.body).toContain("contato@vitrine.test");
  expect(outbox.body).toContain(subject);
  const demoOutbox = await fetchAsHost("demo", "/dev/outbox");
  expect(demoOutbox.body).not.toContain(subject);
});

test("invalid support input shows the spec's messages and sends nothing", async ({ page }) => {
  await acceptCookies(page);
  await page.goto(hostUrl("vitrine", "/suporte"));
  const form = page.getByRole("form", { name: "Fale Conosco" });
  await form.getByLabel("E-mail").fill("nao-e-email");
  await form.getByLabel("Mensagem").fill("x".repeat(601));
  await form.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(form.getByText("Email inválido")).toBeVisible();
  await expect(form.getByText("Esse campo deve possuir no máximo 600 caracteres")).toBeVisible();
  await expect(form.getByText("Esse campo é obrigatório").first()).toBeVisible();
  await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Operação realizada com sucesso")).toHaveCount(0);
});

test("the enterprise form stays disabled until e-mail, name, message and captcha are filled", async ({ page }) => {
  await acceptCookies(page);
  await page.goto(hostUrl("demo", "/suporte-enterprise"));
  const form = page.getByRole("form", { name: "Contato Enterprise" });
  const submit = form.getByRole("button", { name: "Enviar mensagem" });
  await expect(submit).toBeDisabled();
  await form.getByLabel("Nome").fill("Carla Dias");
  await form.getByLabel("E-mail").fill("carla@empresa.com.br");
  await form.getByLabel("Mensagem").fill("Queremos o programa para 2.000 colaboradores.");
  await expect(submit).toBeDisabled();
  await form.getByLabel("Não sou um robô").click();
  await expect(submit).toBeEnabled({ timeout: 20_000 });
});

test("legal pages: vitrine's own HTML is sanitised (its script never runs); demo shows the complete default text", async ({ page }) => {
  const raw = await fetchAsHost("vitrine", "/termos-de-uso");
  expect(raw.body).toContain("Regulamento da Vitrine Aberta");
  expect(raw.body).not.toContain("__legalScriptRan");
  await page.goto(hostUrl("vitrine", "/termos-de-uso"));
  await expect(page.getByRole("heading", { name: "Regulamento da Vitrine Aberta" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __legalScriptRan?: boolean }).__legalScriptRan)).toBeUndefined();

  await page.goto(hostUrl("demo", "/termos-de-uso"));
  await expect(page.getByRole("heading", { level: 1, name: "Termos de uso" })).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("R$ 200,00");
  await expect(main).toContainText("7 (sete) dias úteis");
  await expect(main).toContainText("11.222.333/0001-81");
  await expect(main).toContainText("Clube Demo Associação de Vantagens Ltda.");
  await page.goto(hostUrl("demo", "/politica-de-privacidade"));
  await expect(main).toContainText("seis meses");
  await expect(main).toContainText("impressão digital");
});

test("401 page, deep links and share links", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto(hostUrl("demo", "/not-autorized"));
  await expect(page.getByRole("heading", { name: "Erro 401!" })).toBeVisible();
  await expect(page.getByText("Você não possui autorização para acessar esta página.")).toBeVisible();

  const desktop = await fetchAsHost("vitrine", "/deep-link/atividade/6/123");
  expect(desktop.status).toBe(307);

  const phone = await browser.newContext({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36",
  });
  const mobilePage = await phone.newPage();
  // The custom-scheme navigation fails in a test browser; the page stays with its message.
  await mobilePage.goto(hostUrl("vitrine", "/deep-link/atividade/6/123"));
  await expect(mobilePage.getByText("Aguarde um momento...")).toBeVisible();
  await expect(mobilePage.getByRole("link", { name: "Abrir o app" })).toHaveAttribute("href", "vitrine://atividade/6/123");
  await phone.close();

  const invalidShare = await fetchAsHost("demo", "/compartilhamento?source=abc&campaign=1");
  expect(invalidShare.status).toBe(307);
});

test("the cookie notice is in the first HTML, and once accepted never shows again, not even for a frame", async ({ page }) => {
  const first = await fetchAsHost("vitrine", "/");
  expect(first.body).toContain('aria-label="Aviso de cookies"');

  // What the page looks like when the parser is done, before React hydrates anything.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const banner = document.querySelector('[aria-label="Aviso de cookies"]');
      (window as unknown as { bannerAtParse: string }).bannerAtParse = banner ? getComputedStyle(banner).display : "absent";
    });
  });
  await page.goto(hostUrl("vitrine", "/"));
  const notice = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Aceitar e fechar" }).click();
  await expect(notice).toBeHidden();

  await page.goto(hostUrl("vitrine", "/termos-de-uso"));
  expect(await page.evaluate(() => (window as unknown as { bannerAtParse: string }).bannerAtParse)).toBe("none");
  await expect(notice).toBeHidden();
});

test("public pages are one cached page for every visitor; a member holding a session goes to the member area", async ({ page }) => {
  // Shared-cacheable for a CDN, kept by the front for a few seconds: the second answer is a hit.
  const landing = await fetchAsHost("demo", "/");
  expect(landing.headers["cache-control"]).toMatch(/s-maxage=\d+/);
  expect((await fetchAsHost("demo", "/")).headers["x-page-cache"]).toBe("HIT");
  expect((await fetchAsHost("demo", "/termos-de-uso")).headers["cache-control"]).toMatch(/s-maxage=\d+/);

  await signInDemoMember(page);
  await page.goto(hostUrl("demo", "/"));
  await expect(page).toHaveURL(/\/homepage$/);
  const activityPath = new URL([...(await fetchAsHost("demo", "/sitemap.xml")).body.matchAll(/<loc>([^<]*\/atividade\/\d+)<\/loc>/g)][0]![1]!).pathname;
  await page.goto(hostUrl("demo", activityPath));
  await expect(page).toHaveURL(new RegExp(`/homepage/atividades/${activityPath.split("/").pop()}$`));

  // A cookie that no longer names a session (here: a forged one) is cleared on the way to /login,
  // so the landing is reachable again.
  const context = page.context();
  await context.clearCookies();
  await context.addCookies([{ name: "estacao.session", value: "nao-e-uma-sessao", url: hostUrl("demo", "/") }]);
  await page.goto(hostUrl("demo", "/"));
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies(hostUrl("demo", "/"))).some((c) => c.name === "estacao.session")).toBe(false);
  await page.goto(hostUrl("demo", "/"));
  await expect(page).toHaveURL(hostUrl("demo", "/"));
  await expect(page.getByRole("heading", { level: 1, name: "Clube Demo" })).toBeVisible();
});
