// Conteúdo › Downloads: the station's file library (private files members download).
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleDownloads } from "@/lib/library/console/queries";
import { findStationByKey } from "@/lib/stations/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { FeatureSwitch } from "../_components/feature-switch";
import { DownloadManager } from "./download-manager";

export const metadata: Metadata = { title: "Downloads" };

export default async function DownloadsPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [items, full] = await Promise.all([listConsoleDownloads(db, station.id), findStationByKey(db, station.slug)]);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Downloads" description="Arquivos que só os membros baixam: convenções, regulamentos, formulários. Cada arquivo é conferido pelo conteúdo ao enviar.">
      <ContentNav stationId={station.id} current="downloads" />
      <FeatureSwitch stationId={station.id} feature="files" on={full?.flags.files ?? false} name="Downloads" />
      <DownloadManager stationId={station.id} items={items} />
    </ConsolePage>
  );
}
