import { expect, test } from "@playwright/test";
import { fetchAsHost, hostUrl } from "./helpers";

const STATIONS = [
  { sub: "demo", name: "Clube Demo", color: "#0057B8", rgb: "rgb(0, 87, 184)", favicon: "/static/demo/clube-demo-favicon.svg" },
  { sub: "vitrine", name: "Vitrine Aberta", color: "#C2185B", rgb: "rgb(194, 24, 91)", favicon: "/static/demo/vitrine-favicon.svg" },
];

for (const station of STATIONS) {
  test(`${station.name} is branded in the first HTML response`, async () => {
    const { status, body } = await fetchAsHost(station.sub);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${station.name}</title>`);
    // The brand colour is in a <style> inside <head>, before any content paints.
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head).toContain(`--brand:${station.color}`);
    expect(head).toContain(station.favicon);
  });

  test(`${station.name} shows its own name, logo and colour`, async ({ page }, info) => {
    await page.goto(hostUrl(station.sub));
    await expect(page).toHaveTitle(station.name);
    const logo = page.getByRole("banner").getByRole("img", { name: station.name });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim());
    expect(brand).toBe(station.color);
    await expect(page.getByRole("contentinfo")).toHaveCSS("background-color", station.rgb);
    await page.screenshot({ path: info.outputPath(`${station.sub}-${info.project.name}.png`), fullPage: false });
  });
}

test("an unknown station host answers with the pt-BR 404 page", async ({ page }) => {
  const { status, body } = await fetchAsHost("nao-existe");
  expect(status).toBe(404);
  expect(body).toContain("Página não encontrada");
  const response = await page.goto(hostUrl("naoexiste"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});

test("the apex serves the platform page", async () => {
  const { status, body } = await fetchAsHost("");
  expect(status).toBe(200);
  expect(body).toContain("Criar minha estação");
});

test("internal routing prefixes cannot be reached directly", async () => {
  expect((await fetchAsHost("demo", "/s/demo")).status).toBe(404);
  expect((await fetchAsHost("demo", "/platform")).status).toBe(404);
});
