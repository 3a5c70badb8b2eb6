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
    path: "/politica-de-privacidade",
    title: "Política de privacidade",
    description: `Política de privacidade do programa ${station.name}.`,
  });
}

export default async function PrivacyPage({ params }: Props) {
  const station = await stationFromParams(params);
  // Stations with their own external legal pages (the bank variant) send readers there.
  if (station.settings.externalPrivacyUrl) redirect(station.settings.externalPrivacyUrl);
  const body = (await getLegalBodies(station, stationOrigin(station))).privacy;
  return <LegalPage station={station} title="Política de privacidade" body={body} />;
}
