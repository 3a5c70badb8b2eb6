// /homepage/politico-sindical/cafe-com-politica: the "Café com Política" videos.
import { AreaVideosPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("political", "cafe-com-politica");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaVideosPage station={member.station} module="political" page="cafe-com-politica" />;
}
