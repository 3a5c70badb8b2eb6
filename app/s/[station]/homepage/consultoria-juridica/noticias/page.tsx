// /homepage/consultoria-juridica/noticias: the area's news, infinite scroll.
import { AreaNewsPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("legal", "noticias");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaNewsPage station={member.station} module="legal" />;
}
