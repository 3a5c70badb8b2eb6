// The service areas' news from a station's WordPress, kept in Next's cache (shared by every server
// process through its cache handler) per station, address, tag and page or post.
//
// Why one minute: every member who opens an area's news, and every scroll to its next page, would
// otherwise be a request to the station's WordPress, typically a shared host answering in hundreds
// of milliseconds; the same pages are read by many members within minutes. A minute absorbs those
// bursts (and concurrent first reads share one request), while a post the union publishes shows up
// in the app within a minute, which nobody reading union news notices. Only public posts are kept.
// The answers carry the station's news tag, so a console news save renews them at once.
//
// A failure is an answer too, never an exception: an error thrown inside a cached function reaches
// the caller without its class. It is given no life at all (expire 0: Next does not store it and
// regenerates it on the next read), so the next read asks WordPress again; the un-cached wrappers
// turn it back into a NewsUnavailableError.
//
// A cached function can also be reached as a server function by its id, with any arguments: each
// checks its arguments, and that the address is the station's WordPress and the tag one of its
// areas', before anything is fetched; nonsense is "unavailable" (a list) or "not found" (a post).
import "server-only";
import { eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getPost, listPosts, NewsUnavailableError, type NewsItem, type NewsPage, type NewsSource } from "@/lib/adapters/news";
import { wordpressNews } from "@/lib/adapters/news/wordpress";
import { insideNext } from "@/lib/cache/cached";
import { partTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { readStationSettings } from "@/lib/stations/settings";

/** Seconds a WordPress answer is kept: see above. */
export const NEWS_CACHE_SECONDS = 60;
const KEPT = { stale: NEWS_CACHE_SECONDS, revalidate: NEWS_CACHE_SECONDS, expire: NEWS_CACHE_SECONDS } as const;
/** The shortest life Next allows: not stored, asked again on the next read. */
const NOT_KEPT = { stale: 0, revalidate: 0, expire: 0 } as const;

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

const UNAVAILABLE = "Notícias indisponíveis";
const MAX_PAGE = 9999;

const wordpress = wordpressNews();

const positiveInt = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= max;

/** Sets the life of the running cached function from its answer, and tags it with the station's news. */
function keep(stationId: number | null, answer: Answer<unknown>): void {
  if (!insideNext()) return;
  if (!answer.ok || stationId === null) return cacheLife(NOT_KEPT);
  cacheLife(KEPT);
  cacheTag(partTag(stationId, "news"));
}

/**
 * Whether these arguments name a station whose WordPress is this address and whose service areas
 * read this tag: the only reads a cached function makes.
 */
async function isStationsSource(stationId: unknown, wordpressUrl: unknown, tagId: unknown): Promise<boolean> {
  if (!positiveInt(stationId) || !positiveInt(tagId) || typeof wordpressUrl !== "string" || wordpressUrl.length > 2048) return false;
  const [row] = await (await getDb()).select({ settings: stations.settings }).from(stations).where(eq(stations.id, stationId)).limit(1);
  if (!row) return false;
  const settings = readStationSettings(row.settings);
  return settings.wordpressUrl === wordpressUrl && Object.values(settings.services).some((area) => area.newsTagId === tagId);
}

/** What WordPress answered, or why not: a failure says so rather than throwing. */
async function asAnswer<T>(read: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (error instanceof NewsUnavailableError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function cachedWordPressPage(stationId: number, wordpressUrl: string, tagId: number, page: number): Promise<Answer<NewsPage>> {
  "use cache";
  const valid = positiveInt(page, MAX_PAGE) && (await isStationsSource(stationId, wordpressUrl, tagId));
  const answer: Answer<NewsPage> = valid
    ? await asAnswer(() => wordpress.listPosts({ station: { id: stationId, settings: { wordpressUrl } }, tagId, page }))
    : { ok: false, message: UNAVAILABLE };
  keep(valid ? stationId : null, answer);
  return answer;
}

export async function cachedWordPressPost(stationId: number, wordpressUrl: string, tagId: number, id: number): Promise<Answer<NewsItem | null>> {
  "use cache";
  const valid = positiveInt(id) && (await isStationsSource(stationId, wordpressUrl, tagId));
  const answer: Answer<NewsItem | null> = valid
    ? await asAnswer(() => wordpress.getPost({ station: { id: stationId, settings: { wordpressUrl } }, tagId, id }))
    : { ok: true, value: null };
  keep(valid ? stationId : null, answer);
  return answer;
}

function unwrap<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new NewsUnavailableError(answer.message);
  return answer.value;
}

/** Page `page` of the tag's posts: the station's WordPress through the cache, or its own news. */
export async function listAreaPosts(args: NewsSource & { page: number }): Promise<NewsPage> {
  const url = args.station.settings.wordpressUrl;
  if (!url) return listPosts(args);
  return unwrap(await cachedWordPressPage(args.station.id, url, args.tagId, args.page));
}

/** One post of the tag, or null: the station's WordPress through the cache, or its own news. */
export async function getAreaPost(args: NewsSource & { id: number }): Promise<NewsItem | null> {
  const url = args.station.settings.wordpressUrl;
  if (!url) return getPost(args);
  return unwrap(await cachedWordPressPost(args.station.id, url, args.tagId, args.id));
}
