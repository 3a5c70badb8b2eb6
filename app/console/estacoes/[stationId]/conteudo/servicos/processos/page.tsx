// Conteúdo › Áreas de serviço › Processos: the members' cases by CPF and the collective ones.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleProcesses } from "@/lib/services/console/queries";
import { ConsolePage } from "../../../../../_components/console-page";
import { ContentNav } from "../../_components/content-nav";
import { ServicesNav } from "../services-nav";
import { ProcessManager } from "./process-manager";

export const metadata: Metadata = { title: "Processos" };

export default async function ProcessesPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const items = await listConsoleProcesses(await getDb(), station.id);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Áreas de serviço" description="Os processos das áreas contábil e jurídica. Cada membro vê os do seu CPF; as causas coletivas aparecem para todos.">
      <ContentNav stationId={station.id} current="servicos" />
      <ServicesNav stationId={station.id} current="processos" />
      <ProcessManager stationId={station.id} items={items} />
    </ConsolePage>
  );
}
