// /homepage/servico-odontologico: the area's hub (hours and a card per sub-page).
import { AreaHubPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("dental");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaHubPage station={member.station} module="dental" />;
}
