// Conteúdo › Áreas de serviço: the four areas' settings and where their news come from.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { findStationByKey } from "@/lib/stations/queries";
import { readStationSettings } from "@/lib/stations/settings";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { AreaTabs, WordpressForm } from "./area-forms";
import { ServicesNav } from "./services-nav";

export const metadata: Metadata = { title: "Áreas de serviço" };

export default async function ServicesPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const full = await findStationByKey(await getDb(), station.slug);
  const settings = full?.settings ?? readStationSettings({});
  return (
    <ConsolePage eyebrow="Conteúdo" title="Áreas de serviço" description="Consultoria contábil, serviço odontológico, consultoria jurídica e político-sindical: ligue as áreas que sua entidade oferece e ajuste cada uma.">
      <ContentNav stationId={station.id} current="servicos" />
      <ServicesNav stationId={station.id} current="" />
      <WordpressForm stationId={station.id} wordpressUrl={settings.wordpressUrl ?? ""} />
      <AreaTabs stationId={station.id} services={settings.services} />
    </ConsolePage>
  );
}
