// Accessibility: an axe scan of every public page of both demo stations (the pages their own
// sitemap lists, plus the 401 page), at phone and desktop size (the two Playwright projects).
// No serious or critical violation may remain.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { fetchAsHost, hostUrl } from "./helpers";

for (const sub of ["demo", "vitrine"]) {
  test(`every public page of ${sub} passes axe without serious or critical violations`, async ({ page }) => {
    test.setTimeout(420_000);
    const sitemap = await fetchAsHost(sub, "/sitemap.xml");
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    paths.push("/not-autorized");
    expect(paths.length).toBeGreaterThan(6);
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(hostUrl(sub, path));
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        failures.push(`${path}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
}
