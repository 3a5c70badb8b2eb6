// /homepage/servico-odontologico: the frame of every page of the area (title and sub-navigation), only where
// the station has the area on.
import { ServiceFrame } from "@/components/services/service-frame";
import { requireMemberPage } from "@/lib/auth/guard";
import { requireServiceArea } from "@/lib/services/area";

export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  requireServiceArea(member.station, "dental");
  return <ServiceFrame module="dental">{children}</ServiceFrame>;
}
