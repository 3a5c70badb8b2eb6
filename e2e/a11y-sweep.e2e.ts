// Accessibility of the signed-in screens: axe (WCAG 2.0, 2.1 and 2.2, A and AA) on every member page
// (demo and vitrine, and two new stations whose brand is pale yellow and near black) and every
// console page (owner and staff), each at 1280×800 and 390×844, with the states a click opens (the
// phone menu, the avatar menu, a dialog of each family, a form showing its errors). The pages come
// from the route tree, so a new page is swept without anyone adding it here. No serious or critical
// violation may remain, and no page may scroll sideways on the phone.
//
// Speed (the sweep must add only minutes to CI for both sizes): it runs once, in the
// desktop project, and scans each page at both sizes by resizing it, not by loading it twice; each
// station or role signs in once and sweeps with two tabs of that session at a time; axe runs in the
// page itself (legacy mode: no blank page per scan) and reports violations only.
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { confirmConsoleSignOn, hostUrl, newStationInConsole, signInMember, submitLogin } from "./helpers";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const SIZES = [
  { label: "1280×800", width: 1280, height: 800 },
  { label: "390×844", width: 390, height: 844 },
] as const;
const PHONE = SIZES[1];
/** Tabs of one session sweeping at once: the server and the browser share two cores in CI. */
const TABS = 2;

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

type Sweep = { page: Page; sub: string; label: string; failures: string[]; scans: number };

const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

const AXE_SOURCE = fs.readFileSync(path.join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/**
 * axe on the page as it stands, at each of `sizes` (the current size first), resizing in place.
 * axe runs in the page itself, injected once per document (AxeBuilder injected it anew in every
 * frame and opened a blank page for each scan: three times slower). Iframes are left out: the only
 * ones are third-party players and the console's preview of the public site, which e2e/a11y.e2e.ts
 * sweeps.
 */
async function scan(sweep: Sweep, page: Page, what: string, sizes: readonly (typeof SIZES)[number][] = SIZES) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const current = page.viewportSize()?.width;
  for (const size of [...sizes].sort((a, b) => Number(b.width === current) - Number(a.width === current))) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await frames(page);
    }
    const violations = await page.evaluate(async (tags) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"], iframes: false });
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`) }));
    }, AXE_TAGS);
    sweep.scans++;
    if (size === PHONE) {
      const wide = await sidewaysScroll(page);
      if (wide) sweep.failures.push(`${sweep.label} ${what} at ${size.label}: scrolls sideways — ${wide}`);
    }
    for (const v of violations) sweep.failures.push(`${sweep.label} ${what} at ${size.label}: ${v.id} (${v.impact}) — ${v.nodes.join(", ")}`);
  }
}

/**
 * Whether the page is wider than a phone (a person would have to scroll sideways to reach part of
 * it), and if so the outermost elements that stick out. A table scrolls inside its own box and
 * does not count; what overflows the document does.
 */
async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].slice(0, 3).join(".")}` : ""}`;
    const sticking = [...document.body.querySelectorAll("*")].filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) return false;
      // Only the outermost: its parent fits.
      const parent = el.parentElement?.getBoundingClientRect();
      return !parent || parent.right <= width + 1;
    });
    return `${document.documentElement.scrollWidth}px wide: ${sticking.slice(0, 3).map(describe).join(", ")}`;
  });
}

/** Opens a page as a member would, up to its main landmark (not its images); the status it answered. */
async function open(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.locator("main").first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  return response?.status() ?? 0;
}

/** Same-host paths of every link on the page. */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  // A download link (a CSV export) is no page.
  const hrefs = await page.locator("a[href]:not([download])").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((h) => h.startsWith(`${origin}/`)).map((h) => new URL(h).pathname);
}

/** Works through `queue` (which `work` may grow) with up to `n` workers at once. */
async function drain<T>(queue: T[], n: number, work: (item: T, worker: number) => Promise<void>) {
  let busy = 0;
  await Promise.all(Array.from({ length: n }, async (_, worker) => {
    for (;;) {
      const item = queue.shift();
      if (item === undefined) {
        if (busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      busy++;
      try {
        await work(item, worker);
      } finally {
        busy--;
      }
    }
  }));
}

/**
 * A dynamic page no screen links to (or links to only inside a state the sweep opens elsewhere):
 * how a member gets there, given the paths linked so far and a way to fetch a page as the member.
 */
type Finder = (links: Set<string>, status: (path: string) => Promise<number>) => Promise<string | undefined>;

/**
 * Sweeps a route tree from its root, following the links of each swept page that lead to a route
 * of the tree (one page per dynamic route). With `everyRoute`, the static routes no link reached
 * are then tried too: those answering 404 (a feature the station has off) are skipped. A dynamic
 * route still unreached is looked for in the links of the tree's other dynamic pages (fetched, not
 * swept), then where its finder says a member reaches it; with `everyPattern` one nothing reached
 * is a failure. The not-found page is swept once.
 */
async function sweepTree(sweep: Sweep, base: string, routes: string[], options: { finders?: Record<string, Finder>; everyRoute: boolean; everyPattern: boolean; links?: Set<string> }) {
  const { page } = sweep;
  const origin = new URL(sweep.sub === "painel" ? page.url() : hostUrl(sweep.sub, "/")).origin;
  // The console's station id is known already: only the segments left after it are dynamic.
  const toPath = (route: string) => route.replace(/^\/homepage|^\/estacoes\/\[stationId\]/, base);
  const wanted = routes.filter((r) => !isCatchAll(r));
  const statics = new Set(wanted.filter((r) => !isDynamic(toPath(r))).map(toPath));
  const dynamic = wanted.filter((r) => isDynamic(toPath(r))).map((route) => ({ route, pattern: patternOf(toPath(route)) }));
  const links = options.links ?? new Set<string>();
  const queued = new Set<string>();
  const reached = new Set<string>();
  const queue: string[] = [];
  /** Queues a linked path if it is a static route, or the first page seen of a dynamic one. */
  const follow = (p: string) => {
    links.add(p);
    if (queued.has(p)) return;
    const route = statics.has(p) ? p : dynamic.find((d) => d.pattern.test(p))?.route;
    if (!route || reached.has(route)) return;
    reached.add(route);
    queued.add(p);
    queue.push(p);
  };
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  let notFoundSwept = false;
  const visit = async (p: string, tab: Page) => {
    const status = await open(tab, origin + p);
    const landed = new URL(tab.url()).pathname;
    if (status === 404) {
      if (notFoundSwept) return;
      notFoundSwept = true;
      return scan(sweep, tab, `${p} (404)`);
    }
    for (const l of await linksOn(tab)) follow(l);
    // An alias that redirects to a page queued already adds nothing.
    if (landed !== p && queued.has(landed)) return;
    queued.add(landed);
    await scan(sweep, tab, p);
  };
  const sweepQueue = () => drain(queue, tabs.length, (p, i) => visit(p, tabs[i]!));
  for (const l of [...links]) follow(l);
  follow(base);
  await sweepQueue();

  // Fetched by the browser, with the session's cookies (Node cannot resolve *.localhost).
  const get = (p: string) => page.evaluate(async (url) => {
    const response = await fetch(url, { redirect: "manual" });
    return { status: response.status, html: response.status === 200 ? await response.text() : "" };
  }, origin + p);
  const status = async (p: string) => (await get(p)).status;
  if (options.everyRoute) {
    const left = [...statics].filter((p) => !queued.has(p));
    const answers = await Promise.all(left.map(async (p) => [p, await status(p)] as const));
    for (const [p, s] of answers) if (s !== 404) follow(p);
    await sweepQueue();
  }

  const fetched = new Set<string>();
  /** Fetches unswept pages of the tree's dynamic routes, collecting their links, until `done`. */
  const dig = async (done: () => boolean) => {
    const candidates = [...links].filter((l) => !queued.has(l) && !fetched.has(l) && dynamic.some((d) => d.pattern.test(l))).slice(0, 40);
    for (let i = 0; i < candidates.length && !done(); i += 4) {
      await Promise.all(candidates.slice(i, i + 4).map(async (l) => {
        fetched.add(l);
        const { html } = await get(l);
        for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) links.add(m[1]!);
      }));
    }
  };
  const unreached: string[] = [];
  // Shallow routes first, so a nested one can be found from its parent's pages.
  for (const { route, pattern } of dynamic.sort((a, b) => a.route.split("/").length - b.route.split("/").length)) {
    if (reached.has(route)) continue;
    const match = () => [...links].find((l) => pattern.test(l));
    if (!match()) await dig(() => match() !== undefined);
    const found = match() ?? (await options.finders?.[route]?.(links, status));
    if (found) follow(found);
    else unreached.push(route);
  }
  if (!notFoundSwept) queue.push(`${base}/nao-existe`);
  await sweepQueue();
  await Promise.all(tabs.slice(1).map((t) => t.close()));
  if (options.everyPattern) for (const route of unreached) sweep.failures.push(`${sweep.label}: nothing reached ${route} (give it a finder saying how a member gets there)`);
}

const memberRoutes = routesUnder(path.join(process.cwd(), "app/s/[station]/homepage"), "/homepage");
const consoleRoutes = routesUnder(path.join(process.cwd(), "app/console/estacoes/[stationId]"), "/estacoes/[stationId]");

/** The first of `paths` (at most 4 at once) that answers 200. */
async function firstAnswering(paths: string[], status: (path: string) => Promise<number>): Promise<string | undefined> {
  for (let i = 0; i < paths.length; i += 4) {
    const answers = await Promise.all(paths.slice(i, i + 4).map(async (p) => ((await status(p)) === 200 ? p : null)));
    const hit = answers.find((a) => a !== null);
    if (hit) return hit;
  }
  return undefined;
}

const activityIds = (links: Set<string>) => [...new Set([...links].map((l) => /^\/homepage\/atividades\/(\d+)$/.exec(l)?.[1]).filter((id): id is string => !!id))];

/** How a member reaches the dynamic member pages no member page links to. */
const MEMBER_FINDERS: Record<string, Finder> = {
  // The search results take the typed word in the address.
  "/homepage/search/[name]": async () => "/homepage/search/pontos",
  // The short address the spec lists for an activity (it redirects to /homepage/atividades/{id}).
  "/homepage/atividade/[id]": async (links) => activityIds(links).map((id) => `/homepage/atividade/${id}`)[0],
  // Buying a shop activity's products: the "Comprar" of the station's public activity page.
  "/homepage/shopping/[id]": async (links, status) => firstAnswering(activityIds(links).map((id) => `/homepage/shopping/${id}`), status),
};

/** Opens the states a click reaches on the member area: menus, dialogs, a form's errors. Adds the links they show. */
async function sweepMemberStates(sweep: Sweep, links: Set<string>) {
  const { page, sub } = sweep;
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await open(page, hostUrl(sub, "/homepage"));
  // The phone menu sheet, or the bottom bar's "Descobrir" sheet on a station that has the bar.
  const bar = page.getByRole("navigation", { name: "Atalhos" }).getByRole("button", { name: "Descobrir" });
  await expect(async () => {
    await page.getByRole("button", { name: "Abrir menu" }).or(bar).first().click({ timeout: 2_000 });
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await scan(sweep, page, "/homepage (menu do celular aberto)", [PHONE]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: /menu do usuário/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await scan(sweep, page, "/homepage (menu do avatar aberto)");
  await page.keyboard.press("Escape");

  await open(page, hostUrl(sub, "/homepage/support"));
  // A press before hydration does nothing: press again until the errors show.
  await expect(async () => {
    await page.getByRole("button", { name: "Enviar mensagem" }).click({ timeout: 2_000 });
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await scan(sweep, page, "/homepage/support (erros do formulário)");

  if ((await open(page, hostUrl(sub, "/homepage/perfil"))) === 200 && (await page.getByRole("button", { name: "Editar perfil" }).count())) {
    await page.getByRole("button", { name: "Editar perfil" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await scan(sweep, page, "/homepage/perfil (diálogo Editar perfil)");
  }

  // An event of the calendar (this month's list, at phone size) opens its dialog, which links to the event's page.
  const event = page.locator(".fc-event, .fc-list-event-title").first();
  if ((await open(page, hostUrl(sub, "/homepage/calendario"))) === 200 && (await event.waitFor({ timeout: 10_000 }).then(() => true, () => false))) {
    await expect(async () => {
      await event.click({ timeout: 2_000 });
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await scan(sweep, page, "/homepage/calendario (diálogo do evento)");
    for (const l of await linksOn(page)) links.add(l);
  }
}

test.describe("signed-in screens pass axe at 1280×800 and 390×844", () => {
  // A guard against a hang, not a budget: demo's member sweep makes 155 scans, which took 266 s
  // and 279 s in two fresh-clone runs on a loaded 2-core machine, and over 300 s in a third.
  test.describe.configure({ timeout: 600_000 });

  test("demo's member pages, with their menus, dialogs and form errors", async ({ page }) => {
    const sweep: Sweep = { page, sub: "demo", label: "demo", failures: [], scans: 0 };
    await signInMember(page, "demo", "membro@demo.test");
    const links = new Set<string>();
    await sweepMemberStates(sweep, links);
    // A locked activity card opens the "Quase lá" dialog.
    await open(page, hostUrl("demo", "/homepage/atividades"));
    await page.getByRole("button", { name: /\(bloqueada\)/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Quase lá" })).toBeVisible();
    await scan(sweep, page, "/homepage/atividades (diálogo Quase lá)");
    // Demo has every feature on: each dynamic pattern must be reached.
    await sweepTree(sweep, "/homepage", memberRoutes, { finders: MEMBER_FINDERS, everyRoute: true, everyPattern: true, links });
    test.info().annotations.push({ type: "scans", description: String(sweep.scans) });
    expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
  });

  test("vitrine's member pages, with their menus and form errors", async ({ page }) => {
    const sweep: Sweep = { page, sub: "vitrine", label: "vitrine", failures: [], scans: 0 };
    await signInMember(page, "vitrine", "sorte@vitrine.test");
    const links = new Set<string>();
    await sweepMemberStates(sweep, links);
    // Features vitrine has off answer 404 and leave their detail pages unlinked.
    await sweepTree(sweep, "/homepage", memberRoutes, { finders: MEMBER_FINDERS, everyRoute: true, everyPattern: false, links });
    test.info().annotations.push({ type: "scans", description: String(sweep.scans) });
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
      const sweep: Sweep = { page, sub: "painel", label: `painel (${who})`, failures: [], scans: 0 };
      // The owner reaches every screen; staff what their menu links to (the owner's screens answer 404).
      await sweepTree(sweep, base, consoleRoutes, { everyRoute: who === "owner", everyPattern: who === "owner" });
      if (who === "owner") {
        // A console form dialog, then the same dialog showing its errors after an empty save.
        await open(page, new URL(`${base}/conteudo/agenda`, page.url()).toString());
        await page.getByRole("button", { name: "Novo evento" }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await scan(sweep, page, `${base}/conteudo/agenda (diálogo Novo evento)`);
        await dialog.getByRole("button", { name: "Criar evento" }).click();
        await expect(dialog.locator("[aria-invalid='true']").first()).toBeVisible();
        await scan(sweep, page, `${base}/conteudo/agenda (diálogo Novo evento com erros)`);
      }
      test.info().annotations.push({ type: "scans", description: String(sweep.scans) });
      expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
    });
  }

  // Brand colours at both ends of the scale: dimmed and secondary text must stay readable on them.
  for (const [name, color] of [["amarelo", "#FFEB3B"], ["preto", "#111111"]] as const) {
    test(`the member pages of a station whose brand is ${color}`, async ({ page }) => {
      const tag = Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6);
      const slug = `cor${name}${tag}`;
      const email = `dona.${slug}@loja.test`;
      await newStationInConsole(page, { email, siteName: `Cor ${name} ${tag}`, slug, color });
      // The owner is a member of their own station too.
      await submitLogin(page, slug, "E-mail", email, "Senha@123");
      await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
      const sweep: Sweep = { page, sub: slug, label: `${slug} (${color})`, failures: [], scans: 0 };
      const links = new Set<string>();
      await sweepMemberStates(sweep, links);
      // A new station has little on yet: what its screens link to is swept.
      await sweepTree(sweep, "/homepage", memberRoutes, { finders: MEMBER_FINDERS, everyRoute: false, everyPattern: false, links });
      test.info().annotations.push({ type: "scans", description: String(sweep.scans) });
      expect(sweep.failures, sweep.failures.join("\n")).toEqual([]);
    });
  }
});
