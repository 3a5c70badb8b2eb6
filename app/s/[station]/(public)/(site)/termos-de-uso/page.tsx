import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LegalPage } from "@/components/site/legal-page";
import { getLegalBodies } from "@/lib/content/public";
import { pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";

type Props = { params: Promise<{ station: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  return pageMetadata(station, stationOrigin(station), {
    path: "/termos-de-uso",
    title: "Termos de uso",
    description: `Termos de uso do programa ${station.name}.`,
  });
}

export default async function TermsPage({ params }: Props) {
  const station = await stationFromParams(params);
  // Stations with their own external legal pages (the bank variant) send readers there.
  if (station.settings.externalTermsUrl) redirect(station.settings.externalTermsUrl);
  const body = (await getLegalBodies(station, stationOrigin(station))).terms;
  return <LegalPage station={station} title="Termos de uso" body={body} />;
}
