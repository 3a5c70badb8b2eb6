// Search-engine and link-preview metadata of a station's public pages: title, description,
// canonical URL on the station's own host, Open Graph and Twitter cards with the generated image,
// the Organization JSON-LD, and the noindex marker for member and auth pages.
import type { Metadata } from "next";
import { formatCnpj } from "@/lib/format";

/** Member area and auth pages: keep them out of search results. Use in their layouts. */
export const noindexMetadata: Metadata = { robots: { index: false, follow: false } };

export interface SeoStation {
  name: string;
  description: string | null;
  mainBrandImage: string | null;
  social: Record<string, string | null>;
  contactMail: string | null;
  supportPhone: string | null;
  establishment: { cnpj: string | null; fullSocialName: string | null } | null;
}

export function stationDescription(station: Pick<SeoStation, "name" | "description">): string {
  return station.description ?? `${station.name}: participe, ganhe pontos e aproveite benefícios.`;
}

/** The generated preview image (app/s/[station]/og-image.png). */
export function ogImageUrl(origin: string): string {
  return `${origin}/og-image.png`;
}

export function pageMetadata(
  station: SeoStation,
  origin: string,
  page: { path: string; title?: string; description?: string },
): Metadata {
  const url = `${origin}${page.path === "/" ? "/" : page.path}`;
  const title = page.title ? `${page.title} | ${station.name}` : station.name;
  const description = page.description ?? stationDescription(station);
  const image = { url: ogImageUrl(origin), width: 1200, height: 630, alt: station.name };
  return {
    ...(page.title ? { title: page.title } : {}),
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", locale: "pt_BR", siteName: station.name, title, description, url, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

export function organizationJsonLd(station: SeoStation, origin: string): Record<string, unknown> {
  const sameAs = Object.values(station.social).filter((v): v is string => Boolean(v));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: station.name,
    url: `${origin}/`,
    ...(station.establishment?.fullSocialName ? { legalName: station.establishment.fullSocialName } : {}),
    ...(station.establishment?.cnpj ? { taxID: formatCnpj(station.establishment.cnpj) } : {}),
    ...(station.mainBrandImage ? { logo: new URL(station.mainBrandImage, origin).toString() } : {}),
    ...(station.description ? { description: station.description } : {}),
    ...(station.contactMail ? { email: station.contactMail } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in station data. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
