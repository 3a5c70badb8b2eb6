// /homepage/consultoria-juridica/contato: the team and the unit's phone and e-mail.
import { AreaContactPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("legal", "contato");

export default async function Page({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaContactPage station={member.station} module="legal" />;
}
