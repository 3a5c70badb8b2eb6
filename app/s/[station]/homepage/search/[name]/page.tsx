import type { Metadata } from "next";
import { ActivityGrid } from "@/components/activities/activity-card";
import { LayoutGridIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchBox } from "@/components/activities/search-box";
import { currencyOf, loadActivityList } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";

type Props = { params: Promise<{ station: string; name: string }> };

export const metadata: Metadata = { title: "Resultados da busca" };

export default async function SearchResultsPage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const name = decodeURIComponent((await params).name).slice(0, 100);
  const cards = await loadActivityList(station.id, user.id, name);
  return (
    <>
      <SearchBox initial={name} />
      <h1 className="mb-6 text-2xl font-bold text-ink">{cards.length} resultado(s) da busca</h1>
      {cards.length === 0 ? <EmptyState text="Não há atividades" icon={LayoutGridIcon} /> : <ActivityGrid cards={cards} currency={currencyOf(station)} />}
    </>
  );
}
