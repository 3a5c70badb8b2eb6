// /homepage/consultoria-contabil/agendamentos: the member's appointments and "Solicitar agendamento".
import type { Metadata } from "next";
import { AppointmentsPage } from "@/components/services/appointments-page";

export const metadata: Metadata = { title: "Agendamentos · Consultoria contábil" };

export default function Page({ params }: { params: Promise<{ station: string }> }) {
  return <AppointmentsPage params={params} area="accounting" />;
}
