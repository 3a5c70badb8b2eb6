// Relatórios end to end on demo: the owner opens the report for 90 days from the console's menu,
// the points chart draws bars, and each figure on the screen is the one the library exports for
// the same period (the CSV downloads are lib/reports' figures over the server's seeded database).
// With SHOTS_DIR set, the screen is photographed at phone, tablet and desktop sizes.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "desktop", width: 1280, height: 800 },
];

/** Clicks a section's "Exportar CSV" and answers the parsed rows, header first. */
async function downloadTable(page: Page, section: string): Promise<string[][]> {
  const region = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: section, exact: true }) });
  const [download] = await Promise.all([page.waitForEvent("download"), region.getByRole("link", { name: /Exportar CSV/ }).click()]);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF"), "the CSV starts with a BOM").toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** "R$ 1.234,56" or "1.234,56" as the CSV writes it ("1234,56"). */
const plain = (shown: string) => shown.replace(/R\$\s?/, "").replace(/\./g, "").trim();

async function figure(page: Page, label: string): Promise<string> {
  return ((await page.locator(`[data-figure="${label}"] dd`).first().textContent()) ?? "").trim();
}

test("@console the owner reads Relatórios for 90 days and its figures are the exported ones", async ({ page }) => {
  test.setTimeout(120_000);
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);

  await page.getByRole("navigation", { name: "Seções do painel" }).getByRole("link", { name: "Relatórios" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "90 dias" }).click();
  await expect(page).toHaveURL(/periodo=90/);
  await expect(page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "90 dias" })).toHaveAttribute("aria-current", "page");
  // The day fields show the preset's 90 days, the ones the page describes.
  const [from, to] = await Promise.all([page.getByLabel("De", { exact: true }).inputValue(), page.getByLabel("Até", { exact: true }).inputValue()]);
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
  const day = (iso: string) => iso.split("-").reverse().join("/");
  await expect(page.getByText(`de ${day(from)} a ${day(to)}`)).toBeVisible();

  // The daily points chart is drawn, with bars for the seed's entries.
  const chart = page.locator('[data-chart="pontos"]');
  await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  await expect(chart.locator(".recharts-bar-rectangle path").first()).toBeVisible();

  // Members: the three figures are the exported ones.
  const members = await downloadTable(page, "Membros");
  expect(members[0]).toEqual(["Indicador", "Quantidade"]);
  for (const [label, value] of members.slice(1)) expect(plain(await figure(page, label!)), label).toBe(value);
  expect(Number(members[1]![1])).toBeGreaterThan(0);

  // Points: issued, redeemed and expired are the export's total line.
  const points = await downloadTable(page, "Pontos");
  const total = points.at(-1)!;
  expect(total[0]).toBe("Total");
  expect(points.length - 2, "one row per day of the 90").toBe(90);
  expect([plain(await figure(page, "Emitidos")), plain(await figure(page, "Resgatados")), plain(await figure(page, "Expirados"))]).toEqual(total.slice(1));

  // Revenue: each line of the table on screen is the export's.
  const revenue = await downloadTable(page, "Receita por forma de pagamento");
  const table = page.getByRole("table", { name: "Receita por forma de pagamento" });
  const shown = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll("td"), (td) => td.textContent ?? "")));
  expect(shown.map((row) => [row[0]!, ...row.slice(1).map(plain)])).toEqual(revenue.slice(1));

  // No console page scrolls sideways on a phone. The charts take their width from a resize
  // observer, so they shrink a frame after the window does: poll until the layout settles.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const dir = process.env.SHOTS_DIR;
  if (dir && test.info().project.name === "desktop") {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.locator("details summary").click();
      await page.screenshot({ path: `${dir}/relatorios-${size.name}.png`, fullPage: true });
      await page.locator("details summary").click();
    }
  }
});
