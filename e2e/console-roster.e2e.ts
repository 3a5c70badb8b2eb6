// Membros › Importar and Exportar in the console, on demo: the owner imports a roster file with
// good and bad lines (over two chunks), the bar reaches 100 %, the report names each refused line
// and why; the same file again changes nothing and says so; the members' and the roster's exports
// download as CSV files whose rows parse. Each size runs with its own CPFs (the projects share one
// server). No console screen scrolls sideways; with SHOTS_DIR set, the screens are photographed
// at phone, tablet and desktop sizes.
import { expect, test, type Page } from "@playwright/test";
import Papa from "papaparse";
import { confirmConsoleSignOn, hostUrl, signInMember } from "./helpers";

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "desktop", width: 1280, height: 800 },
];

/** At each size the page is no wider than the screen; photographed when SHOTS_DIR is set. */
async function checkAllSizes(page: Page, name: string) {
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${size.name}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Valid CPFs from random 9-digit bases, so each run imports CPFs nobody has. */
function freshCpfs(n: number): string[] {
  const start = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  return Array.from({ length: n }, (_, k) => {
    const digits = String(start + k).split("").map(Number);
    for (const length of [9, 10]) digits.push(((digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0) * 10) % 11) % 10);
    return digits.join("");
  });
}

async function downloadCsv(page: Page, link: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test("@console the owner imports a roster file, imports it again, and exports members and roster", async ({ page }) => {
  test.setTimeout(180_000);
  await signInMember(page, "demo", "dono@demo.test");
  await page.goto(hostUrl("demo", "/homepage"));
  await page.getByRole("button", { name: "Acessar Painel" }).click();
  await confirmConsoleSignOn(page);
  await page.goto(`${page.url()}/membros/importar`);
  await expect(page.getByRole("heading", { level: 1, name: "Importar lista de associados" })).toBeVisible();

  // 1,100 good lines (three chunks) and two bad ones, at lines 3 and 602.
  const cpfs = freshCpfs(1_100);
  const lines = ["cpf;nome;email;telefone", ...cpfs.map((c, i) => `${c};Associada ${i};associada${i}@exemplo.com;`)];
  lines.splice(2, 0, "111.111.111-11;CPF ruim;x@y.com;");
  lines.splice(601, 0, `${freshCpfs(1)[0]};E-mail ruim;sem-arroba;`);
  const file = { name: "associados.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n"), "utf8") };
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Importar" }).click();

  const bar = page.getByRole("progressbar", { name: "Progresso da importação" });
  await expect(bar).toHaveJSProperty("value", 100);
  await expect(page.getByText("100% · 1.100 de 1.100 linhas válidas")).toBeVisible();
  const report = page.getByRole("status").filter({ hasText: "Importadas" });
  await expect(report.getByText("Importadas").locator("..")).toContainText("1.100");
  await expect(report.getByText("Recusadas").locator("..")).toContainText("2");
  const refused = page.getByRole("table", { name: "Linhas recusadas" });
  await expect(refused.getByRole("row").filter({ hasText: "cpf: CPF inválido" })).toContainText("3");
  await expect(refused.getByRole("row").filter({ hasText: "email: Email inválido" })).toContainText("602");
  await checkAllSizes(page, "console-membros-importar");

  // The same file again: nothing changes, and the report says so.
  await page.getByRole("button", { name: "Importar" }).click();
  await expect(page.getByText("Nada mudou: todas as linhas do arquivo já estavam na lista de associados.")).toBeVisible();
  await expect(report.getByText("Sem mudança").locator("..")).toContainText("1.100");
  await expect(report.getByText("Importadas").locator("..")).toContainText("0");

  // The exports: every member, and the roster with the CPFs just imported.
  const members = await downloadCsv(page, "Exportar membros");
  expect(members[0]).toEqual(["Nome", "CPF", "E-mail", "Telefone", "Plano", "Saldo de pontos", "Entrou em", "Visto por último", "Situação"]);
  expect(members.length).toBeGreaterThan(1);
  for (const row of members) expect(row).toHaveLength(9);
  const roster = await downloadCsv(page, "Exportar lista de associados");
  expect(roster[0]).toEqual(["cpf", "nome", "email", "telefone"]);
  const exported = new Set(roster.map((r) => r[0]));
  expect(cpfs.filter((c) => !exported.has(c))).toEqual([]);
});
