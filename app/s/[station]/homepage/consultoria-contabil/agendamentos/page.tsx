// /homepage/consultoria-contabil/agendamentos: the member's appointments and "Solicitar agendamento".
import type { Metadata } from "next";
import { AppointmentsView } from "@/components/services/appointments-view";
import { requireMemberPage } from "@/lib/auth/guard";
import { requireServiceMember } from "@/lib/services/area";

export const metadata: Metadata = { title: "Agendamentos · Consultoria contábil" };

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const ctx = await requireMemberPage(params);
  if (!ctx) return null;
  return <AppointmentsView member={requireServiceMember(ctx, "accounting")} area="accounting" />;
}
