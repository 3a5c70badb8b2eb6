import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonLdString, organizationJsonLd, pageMetadata } from "./metadata";
import { publicPaths, robotsTxt, sitemapXml } from "./sitemap";

const station = {
  name: "Clube Demo",
  description: "O programa de vantagens dos associados.",
  mainBrandImage: "/static/demo/clube-demo-logo.svg",
  social: { instagram: "https://instagram.com/clubedemo", facebook: null },
  contactMail: "contato@clubedemo.test",
  supportPhone: null,
  establishment: { cnpj: "11222333000181", fullSocialName: "Clube Demo Associação de Vantagens Ltda." },
};
const origin = "http://demo.localhost:3000";

/** Every page and layout file of the member area, the auth screens and the console. */
function privatePageFiles(): string[] {
  const roots = ["app/s/[station]/homepage", "app/s/[station]/(auth)", "app/console"];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /^(page|layout)\.tsx$/.test(entry.name) ? [full] : [];
    });
  const files = roots.flatMap((root) => walk(path.resolve(root)));
  expect(files.length).toBeGreaterThan(30);
  return files;
}

describe("page metadata", () => {
  it("names the station's own host in canonical, Open Graph and Twitter", () => {
    const m = pageMetadata(station, origin, { path: "/termos-de-uso", title: "Termos de uso" });
    expect(m.alternates?.canonical).toBe("http://demo.localhost:3000/termos-de-uso");
    expect(m.openGraph).toMatchObject({ url: "http://demo.localhost:3000/termos-de-uso", siteName: "Clube Demo", locale: "pt_BR" });
    expect(JSON.stringify(m.openGraph)).toContain("http://demo.localhost:3000/og-image.png");
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("keeps the member area, the auth screens and the console out of search engines", async () => {
    // What the layouts export is what Next renders as <meta name="robots"> on every page below them.
    const layouts = [
      await import("@/app/s/[station]/homepage/layout"),
      await import("@/app/s/[station]/(auth)/layout"),
      await import("@/app/console/layout"),
    ];
    for (const layout of layouts) expect(layout.metadata.robots).toMatchObject({ index: false, follow: false });
    // A page below them may add to the metadata, never open itself to indexing again.
    const reopened = privatePageFiles().filter((file) => /index:\s*true/.test(fs.readFileSync(file, "utf8")));
    expect(reopened).toEqual([]);
  });

  it("describes the station as an Organization, safely embeddable", () => {
    const ld = organizationJsonLd({ ...station, name: "A</script><script>x" }, origin);
    expect(ld).toMatchObject({ "@type": "Organization", url: `${origin}/`, taxID: "11.222.333/0001-81", sameAs: ["https://instagram.com/clubedemo"] });
    expect(ld.logo).toBe("http://demo.localhost:3000/static/demo/clube-demo-logo.svg");
    expect(jsonLdString(ld)).not.toContain("</script>");
  });
});

describe("sitemap and robots", () => {
  it("list only the given station's public pages as absolute URLs on its origin", () => {
    const xml = sitemapXml(origin, publicPaths({ aboutIds: [3], planIds: [7], activityIds: [11] }), "2026-01-01");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/termos-de-uso`,
      `${origin}/politica-de-privacidade`,
      `${origin}/suporte`,
      `${origin}/suporte-enterprise`,
      `${origin}/sobre/3`,
      `${origin}/planos/7`,
      `${origin}/atividade/11`,
    ]);
  });

  it("robots points at the station's own sitemap and closes the member area", () => {
    const txt = robotsTxt(origin);
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(txt).toContain("Disallow: /homepage");
    expect(txt).toContain("Disallow: /login");
  });
});
