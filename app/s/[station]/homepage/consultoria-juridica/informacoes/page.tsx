// /homepage/consultoria-juridica/informacoes: the area's information page (settings infoHtml).
import { AreaInfoPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("legal", "informacoes");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaInfoPage station={member.station} module="legal" />;
}
