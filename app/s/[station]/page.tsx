// The station's landing page: a hero with the rotating header images, then the station's own
// sections in order, inside the public chrome. The same HTML for every visitor, cached per station
// (signed-in members are sent to /homepage by the request hook before reaching it).
import type { Metadata } from "next";
import Link from "next/link";
import { HeroRotator } from "@/components/landing/hero-rotator";
import { LandingSectionView } from "@/components/landing/sections";
import { PublicChrome } from "@/components/site/public-chrome";
import { Button } from "@/components/ui/button";
import { getLandingContent } from "@/lib/content/public";
import { jsonLdString, organizationJsonLd, pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { sendSupportMessage } from "./(public)/(site)/suporte/actions";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";

type Props = { params: Promise<{ station: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  return pageMetadata(station, stationOrigin(station), { path: "/" });
}

export default async function LandingPage({ params }: Props) {
  const station = await stationFromParams(params);

  if (station.maintenance) {
    return (
      <PublicChrome station={station}>
      <section className="mx-auto flex max-w-[1180px] flex-col items-center px-4 py-28 text-center sm:px-6">
        <h1 className="text-4xl font-bold">Em manutenção</h1>
        <p className="mt-4 max-w-md text-lg text-ink-muted">
          Estamos fazendo melhorias em {station.name}. Volte em alguns instantes.
        </p>
      </section>
      </PublicChrome>
    );
  }

  const content = await getLandingContent(station.id);
  const origin = stationOrigin(station);
  const images = station.headerImages.length ? station.headerImages : station.backgroundImage ? [station.backgroundImage] : [];
  return (
    <PublicChrome station={station}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(organizationJsonLd(station, origin)) }} />
      <section aria-labelledby="hero-titulo" className="relative isolate overflow-hidden bg-brand text-brand-fg">
        <HeroRotator images={images} />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand/85 via-brand/55 to-transparent" />
        <div className="mx-auto flex min-h-[440px] max-w-[1180px] flex-col justify-center gap-6 px-4 py-20 sm:px-6 md:min-h-[520px]">
          <h1 id="hero-titulo" className="max-w-2xl text-4xl leading-tight font-bold tracking-tight md:text-6xl">
            {station.name}
          </h1>
          {station.description && <p className="max-w-xl text-lg opacity-95 md:text-xl">{station.description}</p>}
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="light" size="lg">
              <Link href="/cadastrar">Quero participar</Link>
            </Button>
            {!station.settings.hideLoginButton && (
              <Button asChild variant="onBrand" size="lg">
                <Link href="/login">Já tenho conta</Link>
              </Button>
            )}
          </div>
        </div>
      </section>
      {content.sections.map((section, i) => (
        <LandingSectionView
          key={section.id}
          section={section}
          context={{ station, plans: content.plans, activities: content.activities, supportAction: sendSupportMessage }}
          eager={i === 0}
        />
      ))}
    </PublicChrome>
  );
}
