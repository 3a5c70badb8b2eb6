// Conteúdo › Áreas de serviço › Agendamentos: the members' requests and the unit's answers.
import type { Metadata } from "next";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listConsoleAppointments } from "@/lib/services/console/queries";
import { ConsolePage } from "../../../../../_components/console-page";
import { ContentNav } from "../../_components/content-nav";
import { ServicesNav } from "../services-nav";
import { AppointmentList } from "./appointment-list";

export const metadata: Metadata = { title: "Agendamentos" };

export default async function AppointmentsPage({ params }: { params: Promise<{ stationId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const items = await listConsoleAppointments(await getDb(), station.id);
  return (
    <ConsolePage eyebrow="Conteúdo" title="Áreas de serviço" description="Os pedidos de agendamento das áreas contábil, odontológica e jurídica. Marque a data e a situação: o membro vê a resposta na área.">
      <ContentNav stationId={station.id} current="servicos" />
      <ServicesNav stationId={station.id} current="agendamentos" />
      <AppointmentList stationId={station.id} items={items} />
    </ConsolePage>
  );
}
