// Every station page renders inside this layout: it resolves the host's station (404 when there is
// none) and writes its brand into the first HTML. React hoists the <style> into <head>. The station
// record is a cached read: every cached page of the station inherits its tags (lib/cache/tags.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { brandStyleSheet } from "@/lib/stations/branding";
import { getStationByKey } from "@/lib/stations/queries";

type Props = { children: React.ReactNode; params: Promise<{ station: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await getStationByKey(decodeURIComponent((await params).station));
  if (!station) return { title: "Página não encontrada" };
  return {
    title: { default: station.name, template: `%s | ${station.name}` },
    description: station.description ?? `${station.name}: participe, ganhe pontos e aproveite benefícios.`,
    applicationName: station.name,
    icons: station.faviconImage ? { icon: station.faviconImage } : undefined,
    other: { "theme-color": station.mainBrandColor },
  };
}

export default async function StationLayout({ children, params }: Props) {
  const key = decodeURIComponent((await params).station);
  const station = await getStationByKey(key);
  if (!station) notFound();
  return (
    <>
      <style href={`brand-${station.id}-${station.updatedAt}`} precedence="brand">
        {brandStyleSheet(station)}
      </style>
      {children}
    </>
  );
}
