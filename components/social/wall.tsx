"use client";
// The wall: the post form on top, then the posts by infinite scroll, 3 at
// a time, ending with "Isso é tudo por enquanto!". A new post goes to the top at once; a deleted
// one leaves and the list reloads.
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { MessagesSquareIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { InfiniteList } from "@/components/ui/infinite-list";
import { deletePostAction } from "@/lib/social/actions";
import { FEED_EMPTY, FEED_END } from "@/lib/social/messages";
import type { FeedPage, FeedPost } from "@/lib/social/posts";
import { FEED_QUERY_KEY, fetchFeedPage, socialError } from "./client";
import { PostCard } from "./post-card";
import { PostForm } from "./post-form";

export function Wall({ firstPage, me, videoEnabled }: { firstPage: FeedPage; me: { name: string | null; image: string | null }; videoEnabled: boolean }) {
  const client = useQueryClient();
  const edit = (fn: (pages: FeedPage[]) => FeedPage[]) =>
    client.setQueryData<InfiniteData<FeedPage, string | null>>(FEED_QUERY_KEY, (data) => (data ? { ...data, pages: fn(data.pages) } : data));
  const drop = (id: number) => edit((pages) => pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })));

  function published(post: FeedPost) {
    edit((pages) => (pages.length === 0 ? [{ items: [post], nextCursor: null }] : [{ ...pages[0]!, items: [post, ...pages[0]!.items] }, ...pages.slice(1)]));
  }

  async function remove(id: number) {
    const result = await deletePostAction({ id });
    if (!result.ok) return socialError(result.message);
    drop(id);
    void client.invalidateQueries({ queryKey: FEED_QUERY_KEY });
  }

  return (
    <div className="space-y-6">
      <PostForm me={me} videoEnabled={videoEnabled} onPublished={published} />
      <section aria-label="Posts do mural">
        <InfiniteList
          queryKey={FEED_QUERY_KEY}
          fetchPage={fetchFeedPage}
          initialPage={firstPage}
          getKey={(p) => p.id}
          listClassName="space-y-5"
          renderItem={(post) => <PostCard post={post} onDelete={() => remove(post.id)} onHidden={() => drop(post.id)} />}
          empty={<EmptyState icon={MessagesSquareIcon} text={FEED_EMPTY} />}
          end={<p className="py-8 text-center font-semibold text-ink-muted">{FEED_END}</p>}
        />
      </section>
    </div>
  );
}
