// sitemap.xml and robots.txt of one station's host: only that station's public pages, as absolute
// URLs on its own origin. Private areas are disallowed.
export const STATIC_PUBLIC_PATHS = ["/", "/termos-de-uso", "/politica-de-privacidade", "/suporte", "/suporte-enterprise"];

/** Paths crawlers should skip: member area, auth flows, tokens and internal helpers. */
export const DISALLOWED_PATHS = [
  "/homepage",
  "/login",
  "/login-token",
  "/cadastrar",
  "/signup",
  "/confirmacao",
  "/confimation",
  "/ativar",
  "/esqueci-minha-senha",
  "/redefinir-senha",
  "/logout",
  "/email",
  "/deep-link",
  "/compartilhamento",
  "/qr-code-user-validator",
  "/not-autorized",
  "/api",
  "/dev",
];

export interface SitemapInput {
  aboutIds: number[];
  planIds: number[];
  activityIds: number[];
}

export function publicPaths(input: SitemapInput): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...input.aboutIds.map((id) => `/sobre/${id}`),
    ...input.planIds.map((id) => `/planos/${id}`),
    ...input.activityIds.map((id) => `/atividade/${id}`),
  ];
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(origin: string, paths: string[], lastModified: string): string {
  const urls = paths
    .map(
      (p) =>
        `  <url><loc>${escapeXml(`${origin}${p}`)}</loc><lastmod>${lastModified}</lastmod><changefreq>${p === "/" ? "daily" : "weekly"}</changefreq><priority>${p === "/" ? "1.0" : "0.7"}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Host: ${new URL(origin).host}`,
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
