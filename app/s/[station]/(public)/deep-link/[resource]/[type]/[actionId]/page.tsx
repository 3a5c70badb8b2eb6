import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { DeepLinkOpener } from "@/components/site/deep-link-opener";
import { StationLogo } from "@/components/site/station-logo";
import { appLink, deepLinkParamsSchema, deviceFromUserAgent, storeLink } from "@/lib/content/deep-link";
import { noindexMetadata } from "@/lib/seo/metadata";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Abrindo o aplicativo", ...noindexMetadata };

type Props = { params: Promise<{ station: string; resource: string; type: string; actionId: string }> };

export default async function DeepLinkPage({ params }: Props) {
  const station = await stationFromParams(params);
  const parsed = deepLinkParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const device = deviceFromUserAgent((await headers()).get("user-agent"));
  const webPath = `/atividade/${parsed.data.actionId}`;
  if (device === "desktop") redirect(station.url ? `${station.url.replace(/\/$/, "")}${webPath}` : webPath);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-brand-soft px-6 text-center">
      <StationLogo station={station} />
      <div aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-ink border-t-transparent motion-reduce:animate-none" />
      <p role="status" className="text-lg font-bold">
        Aguarde um momento...
      </p>
      <DeepLinkOpener appHref={appLink(station, parsed.data)} storeHref={storeLink(station, device)} />
    </main>
  );
}
