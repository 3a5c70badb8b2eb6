// Status codes tell the truth in the member area. A member page that is not there for this member
// (a feature the station has off, an id that does not exist, an order of another member) answers
// 404 on the wire, read here over raw HTTP with the member's own session cookie: raw HTML cannot
// tell a not-found from a page (both carry the not-found boundary in their RSC payload), only the
// status can. Pages that exist answer 200 to the same member, so the 404s are not a blanket refusal.
// In the browser the 404 keeps the member shell and leads back to /homepage, at phone and desktop.
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, signInMember } from "./helpers";
import { raw } from "./raw-http";

// Seeded members: vitrine's has no feed, calendar, downloads, services areas nor fuel club; on demo,
// the wall's member owns no order, the demo member owns the seeded ones.
const VITRINE_MEMBER = "areas@vitrine.test";
const DEMO_OWNER = "membro@demo.test";
const DEMO_OTHER = "bruno.mural@demo.test";

async function sessionCookie(page: Page, sub: string, email: string): Promise<string> {
  await signInMember(page, sub, email);
  return (await page.context().cookies(hostUrl(sub))).map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Each path's status as the member's browser would get it on a first load. */
async function statuses(sub: string, cookie: string, paths: string[]): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const path of paths) answers[path] = (await raw("GET", path, { sub, headers: { cookie, accept: "text/html" } })).status;
  return answers;
}

const expectAll = (answers: Record<string, number>, status: number) =>
  expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((p) => [p, status])));

test("vitrine: a feature the station has off is a 404 to its member, its pages that exist a 200 @desktop-only", async ({ page }) => {
  const cookie = await sessionCookie(page, "vitrine", VITRINE_MEMBER);
  expectAll(await statuses("vitrine", cookie, ["/homepage", "/homepage/atividades", "/homepage/pedidos", "/homepage/vouchers"]), 200);
  expectAll(
    await statuses("vitrine", cookie, [
      "/homepage/feed",
      "/homepage/calendario",
      "/homepage/downloads",
      "/homepage/legisclub-gasolina",
      "/homepage/consultoria-juridica",
      "/homepage/consultoria-juridica/noticias",
      "/homepage/consultoria-contabil/contato",
      "/homepage/servico-odontologico",
      "/homepage/politico-sindical/temas",
      "/homepage/planos/sobconsulta",
    ]),
    404,
  );
});

test("demo: an id that does not exist, or an address with no page, is a 404 @desktop-only", async ({ page }) => {
  const cookie = await sessionCookie(page, "demo", DEMO_OWNER);
  expectAll(
    await statuses("demo", cookie, [
      "/homepage/atividades/999999999",
      "/homepage/atividades/nao-e-numero",
      "/homepage/pedidos/999999999",
      "/homepage/noticias/999999999",
      "/homepage/categoria/999999999",
      "/homepage/shopping/999999999",
      "/homepage/calendario/999999999",
      "/homepage/downloads/999999999",
      "/homepage/survey/999999/999999",
      "/homepage/planos/999999/comprar",
      "/homepage/nao-existe",
    ]),
    404,
  );
});

test("demo: an order is a 200 to the member who placed it and a 404 to another member or station @desktop-only", async ({ page }) => {
  const owner = await sessionCookie(page, "demo", DEMO_OWNER);
  const list = await raw("GET", "/homepage/pedidos", { sub: "demo", headers: { cookie: owner } });
  expect(list.status).toBe(200);
  const ids = [...new Set([...list.body.matchAll(/\/homepage\/pedidos\/(\d+)/g)].map((m) => m[1]))];
  expect(ids.length, "the demo member's seeded orders are listed").toBeGreaterThan(0);
  const paths = ids.map((id) => `/homepage/pedidos/${id}`);
  expectAll(await statuses("demo", owner, paths), 200);

  await page.context().clearCookies();
  const other = await sessionCookie(page, "demo", DEMO_OTHER);
  expectAll(await statuses("demo", other, paths), 404);
  const elsewhere = await sessionCookie(page, "vitrine", VITRINE_MEMBER);
  expectAll(await statuses("vitrine", elsewhere, paths), 404);
});

test("a member page that is not there shows the member shell, answers 404 and leads back to /homepage", async ({ page }) => {
  await signInMember(page, "vitrine", VITRINE_MEMBER);
  const response = await page.goto(hostUrl("vitrine", "/homepage/feed"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  // The shell: the member's top bar, with its home link and the member's own menu, stays.
  const topBar = page.getByRole("banner");
  await expect(topBar.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/homepage");
  await expect(topBar.getByRole("button", { name: /menu do usuário/i })).toBeVisible();
  await page.getByRole("link", { name: "Voltar ao início" }).click();
  await expect(page).toHaveURL(hostUrl("vitrine", "/homepage"));
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toHaveCount(0);
});
