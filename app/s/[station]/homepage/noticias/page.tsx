// /homepage/noticias: the station's news as cards, each opening /homepage/noticias/{id}.
// Empty: "Não há notícias". The menu shows the entry only while there is one (features.ts).
import type { Metadata } from "next";
import { NewspaperIcon } from "lucide-react";
import { PageHeading } from "@/components/activities/page-heading";
import { NewsCard } from "@/components/services/news-card";
import { EmptyState } from "@/components/ui/empty-state";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { listStationNews } from "@/lib/news/queries";
import { MSG_NO_NEWS } from "@/lib/services/news";

export const metadata: Metadata = { title: "Notícias" };

export default async function StationNewsPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  // Reachable by URL with no news yet too: the empty state says so (only the menu hides it).
  const items = await listStationNews(await getDb(), member.station.id);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title="Notícias" subtitle={items.length > 0 ? `As novidades de ${member.station.name}.` : undefined} />
      {items.length === 0 ? (
        <EmptyState icon={NewspaperIcon} text={MSG_NO_NEWS} />
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard href={`/homepage/noticias/${item.id}`} title={item.title} text={item.subtitle} image={item.image} meta={formatDate(item.publishedAt)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
