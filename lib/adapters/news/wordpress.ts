// The WordPress driver: the station's WordPress REST API, filtered by the area's tag
// (GET {wordpressUrl}/wp-json/wp/v2/posts?tags={id}&page={n}&per_page=10&_embed). The title and
// body come from title.rendered and content.rendered, sanitised here; the image is the featured
// media that `_embed` brings along. The last page is known from the X-WP-TotalPages header; a page
// past the end is WordPress's 400 "rest_post_invalid_page_number", read as an empty last page.
//
// Every call asks WordPress: the service areas keep the answers in Next's cache for a minute
// (lib/services/news-cache.ts), where all the server processes can share them.
//
// The address is the owner's: it is fetched only through outboundFetch (public https sites, each
// redirect checked again), and a refusal reads as the source being unavailable.
import { sanitizeHtml } from "@/lib/security/sanitize";
import { outboundFetch } from "@/lib/security/outbound-fetch";
import { plainText } from "./text";
import { NEWS_PAGE_SIZE, NewsUnavailableError, type NewsDriver, type NewsItem, type NewsPage } from "./types";

interface WpPost {
  id?: unknown;
  tags?: unknown;
  title?: { rendered?: unknown };
  content?: { rendered?: unknown };
  _embedded?: { "wp:featuredmedia"?: { source_url?: unknown; media_details?: { sizes?: Record<string, { source_url?: unknown }> } }[] };
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function toItem(post: WpPost): NewsItem | null {
  const id = Number(post.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  const sized = media?.media_details?.sizes;
  return {
    id,
    title: plainText(typeof post.title?.rendered === "string" ? post.title.rendered : ""),
    html: sanitizeHtml(typeof post.content?.rendered === "string" ? post.content.rendered : ""),
    image: httpUrl(sized?.medium_large?.source_url) ?? httpUrl(sized?.large?.source_url) ?? httpUrl(media?.source_url),
  };
}

export function wordpressNews(options: { timeoutMs?: number } = {}): NewsDriver {
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function get(url: string): Promise<Response> {
    try {
      return await outboundFetch(url, { headers: { accept: "application/json" }, timeoutMs });
    } catch (error) {
      throw new NewsUnavailableError(`WordPress não respondeu: ${(error as Error).message}`);
    }
  }

  function apiBase(wordpressUrl: string | null): string {
    if (!wordpressUrl) throw new Error("wordpressNews: a station without wordpressUrl uses the offline driver");
    return `${wordpressUrl.replace(/\/+$/, "")}/wp-json/wp/v2`;
  }

  return {
    name: "wordpress",
    async listPosts({ station, tagId, page }): Promise<NewsPage> {
      const url = `${apiBase(station.settings.wordpressUrl)}/posts?tags=${tagId}&page=${page}&per_page=${NEWS_PAGE_SIZE}&_embed`;
      const response = await get(url);
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        if (body?.code === "rest_post_invalid_page_number") return { items: [], hasMore: false };
      }
      if (!response.ok) throw new NewsUnavailableError(`WordPress respondeu ${response.status}`);
      const posts = (await response.json().catch(() => null)) as unknown;
      if (!Array.isArray(posts)) throw new NewsUnavailableError("WordPress respondeu sem uma lista de posts");
      const items = (posts as WpPost[]).map(toItem).filter((item): item is NewsItem => item !== null);
      const totalPages = Number(response.headers.get("x-wp-totalpages"));
      const hasMore = Number.isFinite(totalPages) && totalPages > 0 ? page < totalPages : items.length === NEWS_PAGE_SIZE;
      return { items, hasMore };
    },
    async getPost({ station, tagId, id }): Promise<NewsItem | null> {
      const response = await get(`${apiBase(station.settings.wordpressUrl)}/posts/${id}?_embed`);
      if (response.status === 404 || response.status === 400 || response.status === 401) return null;
      if (!response.ok) throw new NewsUnavailableError(`WordPress respondeu ${response.status}`);
      const post = (await response.json().catch(() => null)) as WpPost | null;
      // Another area's post is not this area's news.
      if (!post || !Array.isArray(post.tags) || !post.tags.map(Number).includes(tagId)) return null;
      return toItem(post);
    },
  };
}
