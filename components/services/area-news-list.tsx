"use client";
// An area's news with infinite scroll: page 1 arrives with the page, the
// next as the end of the list comes near, then "Isso é tudo por enquanto!".
import { NewspaperIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { InfiniteList, type Page } from "@/components/ui/infinite-list";
import { NewsCard } from "./news-card";

export interface AreaNewsCard {
  id: number;
  title: string;
  excerpt: string;
  image: string | null;
}

export function AreaNewsList({ base, initialPage, emptyText, endText }: { base: string; initialPage?: Page<AreaNewsCard>; emptyText: string; endText: string }) {
  return (
    <InfiniteList<AreaNewsCard>
      queryKey={["area-news", base]}
      initialPage={initialPage}
      fetchPage={async (cursor) => {
        const response = await fetch(`${base}/pagina?page=${cursor ?? "1"}`, { headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`news ${response.status}`);
        return (await response.json()) as Page<AreaNewsCard>;
      }}
      getKey={(item) => item.id}
      renderItem={(item) => <NewsCard href={`${base}/${item.id}`} title={item.title} text={item.excerpt} image={item.image} />}
      empty={<EmptyState icon={NewspaperIcon} text={emptyText} />}
      end={<p className="py-6 text-center font-semibold text-ink-muted">{endText}</p>}
    />
  );
}
