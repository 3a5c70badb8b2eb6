import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PROSE } from "@/components/site/legal-content";
import { buttonVariants } from "@/components/ui/button";
import { getCachedAboutPage } from "@/lib/content/public";
import { pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";
import { StationImage } from "@/components/ui/station-image";

type Props = { params: Promise<{ station: string; id: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  const page = await getCachedAboutPage(station.id, (await params).id);
  if (!page) return { title: "Página não encontrada" };
  return pageMetadata(station, stationOrigin(station), { path: `/sobre/${page.id}`, title: page.name });
}

export default async function AboutRoute({ params }: Props) {
  const station = await stationFromParams(params);
  const page = await getCachedAboutPage(station.id, (await params).id);
  if (!page) notFound();
  const image = page.internalImage ?? page.image;
  return (
    <article>
      <header className={page.backgroundColor ? "" : "bg-brand-soft"} style={page.backgroundColor ? { backgroundColor: page.backgroundColor } : undefined}>
        <div className="mx-auto max-w-[1180px] px-4 py-12 sm:px-6 md:py-16">
          <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">{page.menuTitle}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold md:text-5xl">{page.name}</h1>
        </div>
      </header>
      <div className="mx-auto grid max-w-[1180px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr] md:py-16">
        <div className={PROSE + " text-lg"} dangerouslySetInnerHTML={{ __html: page.safeHtml }} />
        {image && (
          <StationImage src={image} alt="" width={800} height={500} className="w-full rounded-3xl object-cover shadow-sm" priority />
        )}
      </div>
      <div className="mx-auto max-w-[1180px] px-4 pb-16 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand p-8 text-brand-fg sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xl font-bold">Faça parte de {station.name}</p>
          <Link href="/cadastrar" className={buttonVariants({ variant: "light" })}>
            Cadastrar
          </Link>
        </div>
      </div>
    </article>
  );
}
