"use client";
// A list that loads its next page when its end scrolls into view (IntersectionObserver +
// React Query's infinite query). Server-rendered first page via `initialPage`.
import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import type { Page } from "@/lib/utils/page";
import { SkeletonRows } from "./skeleton";

export type { Page };

export function InfiniteList<T>({
  queryKey,
  fetchPage,
  initialPage,
  renderItem,
  getKey,
  empty,
  end,
  className,
  listClassName = "space-y-3",
}: {
  queryKey: QueryKey;
  fetchPage: (cursor: string | null) => Promise<Page<T>>;
  initialPage?: Page<T>;
  renderItem: (item: T) => React.ReactNode;
  getKey: (item: T) => string | number;
  empty: React.ReactNode;
  /** Shown under the last item once there is nothing more to load ("Isso é tudo por enquanto!"). */
  end?: React.ReactNode;
  className?: string;
  /** Classes of the `<ul>` (spacing or dividers between items). */
  listClassName?: string;
}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: initialPage ? { pages: [initialPage], pageParams: [null] } : undefined,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <SkeletonRows rows={5} />;
  if (query.isError) {
    return (
      <EmptyState text="Não foi possível carregar a lista." action={<Button variant="outline" onClick={() => void query.refetch()}>Tentar novamente</Button>} />
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <>{empty}</>;
  return (
    <div data-slot="infinite-list" className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchingNextPage && <SkeletonRows rows={5} className="mt-3" />}
      {!hasNextPage && end}
    </div>
  );
}
