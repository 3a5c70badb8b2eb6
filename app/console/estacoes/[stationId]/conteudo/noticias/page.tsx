// Conteúdo › Notícias: the station's news (its own page and the service areas' tags).
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleNews } from "@/lib/news/console/queries";
import { SERVICE_MODULES, SERVICE_MODULE_KEYS } from "@/lib/services/modules";
import { findStationByKey } from "@/lib/stations/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { NewsManager } from "./news-manager";

export const metadata: Metadata = { title: "Notícias" };

export default async function NewsPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [items, full] = await Promise.all([listConsoleNews(db, station.id), findStationByKey(db, station.slug)]);
  const tags = SERVICE_MODULE_KEYS.flatMap((key) => {
    const tagId = full?.settings.services[key].newsTagId;
    return tagId ? [{ tagId, label: `Notícias de ${SERVICE_MODULES[key].title}` }] : [];
  });
  return (
    <ConsolePage eyebrow="Conteúdo" title="Notícias" description="Publique notícias para os membros. Uma notícia da estação aparece em Notícias na área do membro a partir da data de publicação.">
      <ContentNav stationId={station.id} current="noticias" />
      <NewsManager stationId={station.id} items={items} tags={tags} />
    </ConsolePage>
  );
}
