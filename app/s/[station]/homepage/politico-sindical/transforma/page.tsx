// /homepage/politico-sindical/transforma: the "Transforma" videos.
import { AreaVideosPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("political", "transforma");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaVideosPage station={member.station} module="political" page="transforma" />;
}
