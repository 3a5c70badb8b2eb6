// /homepage/consultoria-juridica/noticias/{id}: one news item of the area (the spec's "noticias/detalhe", which
// passed the item through navigation state; here it has its own URL, read again from the source).
import { AreaNewsDetailPage, areaMetadata } from "@/components/services/area-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata = areaMetadata("legal", "noticias");

export default async function Page({ params }: { params: Promise<{ station: string; postId: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  return <AreaNewsDetailPage station={member.station} module="legal" postId={(await params).postId} />;
}
