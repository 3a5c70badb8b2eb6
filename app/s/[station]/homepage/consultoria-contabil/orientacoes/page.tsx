// /homepage/consultoria-contabil/orientacoes: how the service works, its hours and what it covers (settings guidanceHtml).
import { AreaGuidancePage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("accounting", "orientacoes");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaGuidancePage station={member.station} module="accounting" />;
}
