// Conteúdo › Agenda: the station's calendar events (and the service areas' "eventos").
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleSchedules } from "@/lib/library/console/queries";
import { findStationByKey } from "@/lib/stations/queries";
import { ConsolePage } from "../../../../_components/console-page";
import { ContentNav } from "../_components/content-nav";
import { FeatureSwitch } from "../_components/feature-switch";
import { ScheduleManager } from "./schedule-manager";

export const metadata: Metadata = { title: "Agenda" };

export default async function AgendaPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const db = await getDb();
  const [items, full] = await Promise.all([listConsoleSchedules(db, station.id), findStationByKey(db, station.slug)]);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Agenda" description="Os eventos do calendário dos membros. Um evento ligado a uma área de serviço aparece também na página de eventos da área.">
      <ContentNav stationId={station.id} current="agenda" />
      <FeatureSwitch stationId={station.id} feature="events" on={full?.flags.events ?? false} name="Calendário" />
      <ScheduleManager stationId={station.id} items={items} />
    </ConsolePage>
  );
}
