// How a cached data function tags itself, and how a write expires tags.
//
// A data function starts with `'use cache'` and calls `cacheFor(tags)`: Next keeps its result per
// arguments, and every page that calls it inherits the tags (lib/cache/tags.ts). The life below is
// the bound for what no write of this process announces: another server process's write, or a
// news item whose publication time arrives. Within it, a page is served from the cache and
// rendered again in the background.
//
// Outside Next's server (library tests, scripts, seeds) the directive is inert and there is no
// cache to tag: reads go to the database every time.
import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { REVALIDATE_SECONDS } from "./public-pages";

/** Seconds: served as is, then renewed in the background, and dropped when unused this long. */
export const SITE_CACHE_LIFE = { stale: REVALIDATE_SECONDS, revalidate: REVALIDATE_SECONDS, expire: 24 * 60 * 60 } as const;

/** Whether this code runs in Next's server, where cached functions keep their results. */
export const insideNext = () => Boolean(process.env.NEXT_RUNTIME);

/** Tags the running `'use cache'` function (call it inside one) and sets its life. */
export function cacheFor(tags: readonly string[]): void {
  if (!insideNext()) return;
  cacheLife(SITE_CACHE_LIFE);
  cacheTag(...tags);
}

/** Expires these tags now (a Server Action or a Route Handler): the next read renders again. */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
