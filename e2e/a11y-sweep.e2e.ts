// Accessibility of the signed-in screens: axe on every member page (demo and vitrine, and two new
// stations whose brand is pale yellow and near black) and every console page (owner and staff), at
// phone and desktop size (the two Playwright projects), with the states a click opens (the phone
// menu, the avatar menu, a dialog of each family, a form showing its errors). The pages come from
// the route tree, so a new page is swept without anyone adding it here. No serious or critical
// violation may remain.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { confirmConsoleSignOn, hostUrl, newStationInConsole, signInMember, submitLogin } from "./helpers";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Route patterns ("/homepage/atividades/[id]") of every page.tsx under `dir`, prefixed by `prefix`. */
function routesUnder(dir: string, prefix: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith("_")) walk(path.join(rel, entry.name));
      } else if (entry.name === "page.tsx") {
        // Route groups "(x)" add nothing to the address.
        const segments = rel.split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
        out.push([prefix, ...segments].join("/").replace(/\/$/, "") || "/");
      }
    }
  };
  walk("");
  return out.sort();
}

const isDynamic = (route: string) => route.includes("[");
/** A catch-all ("[...missing]") only ever renders the not-found page, which is swept once. */
const isCatchAll = (route: string) => route.includes("[...");
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|\\]/g, (c) => (c === "[" || c === "]" ? c : `\\${c}`)).replace(/\[[^\]]+\]/g, "[^/?#]+")}$`);

type Sweep = { page: Page; sub: string; label: string; failures: string[] };

async function scan(sweep: Sweep, what: string) {
  const results = await new AxeBuilder({ page: sweep.page }).withTags(AXE_TAGS).analyze();
  for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    sweep.failures.push(`${sweep.label} ${what}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`).slice(0, 3).join(", ")}`);
  }
}

/** Opens a page as a member would and waits for its main heading; the status it answered. */
async function open(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  return response?.status() ?? 0;
}

/** Same-host paths of every link on the page. */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((h) => h.startsWith(`${origin}/`)).map((h) => new URL(h).pathname);
}

/**
 * Sweeps every route of a tree: the static ones first, then each dynamic pattern at the first link
 * of an already visited page that matches it (parents of a nested pattern are opened in turn until
 * one links to it), or at its sample value. Pages that answer 404 (a feature the station has off)
 * are skipped; the not-found page itself is swept once. Returns the patterns no link reached.
 */
async function sweepTree(sweep: Sweep, base: string, routes: string[], options: { samples?: Record<string, string>; everyPattern: boolean }) {
  const samples = options.samples ?? {};
  const url = (p: string) => (sweep.sub === "painel" ? new URL(p, sweep.page.url()).toString() : hostUrl(sweep.sub, p));
  const toPath = (route: string) => route.replace(/^\/homepage|^\/estacoes\/\[stationId\]/, base);
  const links = new Set<string>();
  const visited = new Set<string>();
  let notFoundSwept = false;
  const visit = async (p: string, doScan: boolean) => {
    visited.add(p);
    const status = await open(sweep.page, url(p));
    for (const l of await linksOn(sweep.page)) links.add(l);
    if (status === 404) {
      if (doScan && !notFoundSwept) {
        notFoundSwept = true;
        await scan(sweep, `${p} (404)`);
      }
      return;
    }
    if (doScan) await scan(sweep, p);
  };
  const wanted = routes.filter((r) => !isCatchAll(r));
  // The console's station id is known already: only the segments left after it are dynamic.
  for (const route of wanted.filter((r) => !isDynamic(toPath(r)))) await visit(toPath(route), true);
  const unreached: string[] = [];
  // Shallow patterns first, so a nested one can be found from its parent's pages.
  for (const route of wanted.filter((r) => isDynamic(toPath(r))).sort((a, b) => a.split("/").length - b.split("/").length)) {
    const pattern = patternOf(toPath(route).replace(/\[stationId\]/g, ""));
    const match = () => [...links].find((l) => pattern.test(l));
    let found = match();
    if (!found) {
      // Open the parent pages of this pattern already linked (unswept) until one links to it.
      const parent = patternOf(toPath(route).replace(/\/[^/]+$/, ""));
      for (const candidate of [...links].filter((l) => parent.test(l) && !visited.has(l)).slice(0, 25)) {
        await visit(candidate, false);
        if ((found = match())) break;
      }
    }
    found ??= samples[route];
    if (!found) {
      unreached.push(route);
      continue;
    }
    await visit(found, true);
  }
  if (options.everyPattern) for (const route of unreached) sweep.failures.push(`${sweep.label}: no link reached ${route} (give it a sample value with a reason)`);
}

const memberRoutes = routesUnder(path.join(process.cwd(), "app/s/[station]/homepage"), "/homepage");
const consoleRoutes = routesUnder(path.join(process.cwd(), "app/console/estacoes/[stationId]"), "/estacoes/[stationId]");

/**
 * Dynamic member pages no screen links to, with a value a member could type: the search results
 * take the typed word in the address.
 */
const MEMBER_SAMPLES: Record<string, string> = {
  "/homepage/search/[name]": "/homepage/search/pontos",
};

/** Opens the states a click reaches on the member area: the phone menu, the avatar menu, dialogs, errors. */
async function sweepMemberStates(sweep: Sweep, isPhone: boolean) {
  const { page, sub } = sweep;
  await open(page, hostUrl(sub, "/homepage"));
  if (isPhone) {
    // The phone menu sheet, or the bottom bar's "Descobrir" sheet on a station that has the bar.
    const bar = page.getByRole("navigation", { name: "Atalhos" }).getByRole("button", { name: "Descobrir" });
    await page.getByRole("button", { name: "Abrir menu" }).or(bar).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await scan(sweep, "/homepage (menu do celular aberto)");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  await page.getByRole("button", { name: /menu do usuário/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await scan(sweep, "/homepage (menu do avatar aberto)");
  await page.keyboard.press("Escape");

  await open(page, hostUrl(sub, "/homepage/support"));
  // A press before hydration does nothing: press again until the errors show.
  await expect(async () => {
    await page.getByRole("button", { name: "Enviar mensagem" }).click({ timeout: 2_000 });
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await scan(sweep, "/homepage/support (erros do formulário)");

  if ((await open(page, hostUrl(sub, "/homepage/perfil"))) === 200 && (await page.getByRole("button", { name: "Editar perfil" }).count())) {
    await page.getByRole("button", { name: "Editar perfil" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await scan(sweep, "/homepage/perfil (diálogo Editar perfil)");
  }
}

test.describe("signed-in screens pass axe", () => {
  test.describe.configure({ timeout: 600_000 });

  test("demo's member pages, with their menus, dialogs and form errors", async ({ page }, info) => {
    const sweep: Sweep = { page, sub: "demo", label: "demo", failures: [] };
    await signInMember(page, "demo", "membro@demo.test");
    // Demo has every feature on: each dynamic pattern must be reached.
    await sweepTree(sweep, "/homepage", memberRoutes, { samples: MEMBER_SAMPLES, everyPattern: true });
    await sweepMemberStates(sweep, info.project.name === "phone");
    // A locked activity card opens the "Quase lá" dialog.
    await open(page, hostUrl("demo", "/homepage/atividades"));
    await page.getByRole("button", { name: /\(bloqueada\)/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Quase lá" })).toBeVisible();
    await scan(sweep, "/homepage/atividades (diálogo Quase lá)");
    expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
  });

  test("vitrine's member pages, with their menus and form errors", async ({ page }, info) => {
    const sweep: Sweep = { page, sub: "vitrine", label: "vitrine", failures: [] };
    await signInMember(page, "vitrine", "sorte@vitrine.test");
    // Features vitrine has off answer 404 and leave their detail pages unlinked.
    await sweepTree(sweep, "/homepage", memberRoutes, { samples: MEMBER_SAMPLES, everyPattern: false });
    await sweepMemberStates(sweep, info.project.name === "phone");
    expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
  });

  for (const [who, email] of [["owner", "dono@demo.test"], ["staff", "equipe@demo.test"]] as const) {
    test(`the console of demo as ${who}`, async ({ page }) => {
      await signInMember(page, "demo", email);
      await open(page, hostUrl("demo", "/homepage"));
      const direct = page.getByRole("button", { name: "Acessar Painel" });
      if (await direct.isVisible()) await direct.click();
      else {
        await page.getByRole("button", { name: /menu do usuário/ }).click();
        await page.getByRole("menuitem", { name: "Acessar Painel" }).click();
      }
      await confirmConsoleSignOn(page);
      const base = new URL(page.url()).pathname;
      const sweep: Sweep = { page, sub: "painel", label: `painel (${who})`, failures: [] };
      // Staff reach the overview only (the owner's screens answer 404); the owner reaches every one.
      await sweepTree(sweep, base, consoleRoutes, { everyPattern: who === "owner" });
      if (who === "owner") {
        // A console form dialog, showing its errors after an empty save.
        await open(page, new URL(`${base}/conteudo/agenda`, page.url()).toString());
        await page.getByRole("button", { name: "Novo evento" }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await scan(sweep, `${base}/conteudo/agenda (diálogo Novo evento)`);
      }
      expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
    });
  }

  // Brand colours at both ends of the scale: dimmed and secondary text must stay readable on them.
  for (const [name, color] of [["amarelo", "#FFEB3B"], ["preto", "#111111"]] as const) {
    test(`the member pages of a station whose brand is ${color}`, async ({ page }, info) => {
      const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 5)}`;
      const slug = `cor${name}${tag}`;
      const email = `dona.${slug}@loja.test`;
      await newStationInConsole(page, { email, siteName: `Cor ${name} ${tag}`, slug, color });
      // The owner is a member of their own station too.
      await submitLogin(page, slug, "E-mail", email, "Senha@123");
      await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
      const sweep: Sweep = { page, sub: slug, label: `${slug} (${color})`, failures: [] };
      // A new station has little content yet: what it links to is swept.
      await sweepTree(sweep, "/homepage", memberRoutes, { samples: MEMBER_SAMPLES, everyPattern: false });
      await sweepMemberStates(sweep, info.project.name === "phone");
      expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
    });
  }
});
