// The platform's own hosts (the apex and the owner console) answer the browser's /favicon.ico with
// the platform's icon, and their pages name it; a station host keeps its own (or none).
import { expect, test } from "@playwright/test";
import { fetchAsHost, hostUrl } from "./helpers";

test("@desktop-only the apex and the console answer /favicon.ico with the platform's icon", async () => {
  for (const sub of ["", "painel"]) {
    const answer = await fetchAsHost(sub, "/favicon.ico");
    expect(answer.status, `${sub || "apex"} /favicon.ico`).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
  }
});

test("@desktop-only the apex and the console pages link the platform's icon", async ({ page }) => {
  for (const sub of ["", "painel"]) {
    await page.goto(hostUrl(sub, "/"));
    const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect(href, sub || "apex").toMatch(/^\/static\/icons\/estacao/);
    expect((await fetchAsHost(sub, href!)).status, href!).toBe(200);
  }
});
