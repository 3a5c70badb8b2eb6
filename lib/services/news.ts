// A service area's news for its pages and its infinite scroll (page 1
// first, the next page as the end nears): read with the area's tag, from the station's WordPress
// through the cache (news-cache.ts) or from the station's own news.
import "server-only";
import { NewsUnavailableError, type NewsItem } from "@/lib/adapters/news";
import { plainText } from "@/lib/adapters/news/text";
import type { Page } from "@/lib/utils/page";
import { truncate } from "@/lib/format/text";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import type { ServiceModule } from "./modules";
import { getAreaPost, listAreaPosts } from "./news-cache";

/** What a card of the list shows (the body stays on the detail page). */
export interface NewsCardItem {
  id: number;
  title: string;
  excerpt: string;
  image: string | null;
}

export const MSG_NO_NEWS = "Não há notícias";
export const MSG_NEWS_END = "Isso é tudo por enquanto!";
export const MSG_NEWS_UNAVAILABLE = "Não foi possível carregar as notícias agora. Tente novamente em instantes.";

function toCard(item: NewsItem): NewsCardItem {
  return { id: item.id, title: item.title, excerpt: truncate(plainText(item.html), 180), image: item.image };
}

/** Page `page` (from 1) of the area's news as the list's page: `nextCursor` is the next page number. */
export async function areaNewsPage(station: Station, module: ServiceModule, page: number): Promise<Page<NewsCardItem>> {
  const tagId = station.settings.services[module].newsTagId;
  if (!tagId) return { items: [], nextCursor: null };
  const result = await listAreaPosts({ station, tagId, page });
  return { items: result.items.map(toCard), nextCursor: result.hasMore ? String(page + 1) : null };
}

/** One post of the area, or null. */
export async function areaNewsPost(station: Station, module: ServiceModule, id: number): Promise<NewsItem | null> {
  const tagId = station.settings.services[module].newsTagId;
  if (!tagId || !Number.isSafeInteger(id) || id <= 0) return null;
  return getAreaPost({ station, tagId, id });
}

/** The JSON the list's next pages come from (GET …/noticias/pagina?page=n). */
export async function areaNewsResponse(station: Station, module: ServiceModule, request: Request): Promise<Response> {
  const headers = { "cache-control": "private, no-store" };
  if (!isFeatureOn(station, module)) return Response.json({ ok: false, message: "Página não encontrada." }, { status: 404, headers });
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1)) return Response.json({ ok: false, message: "Página inválida." }, { status: 400, headers });
  try {
    return Response.json(await areaNewsPage(station, module, page), { headers });
  } catch (error) {
    if (!(error instanceof NewsUnavailableError)) throw error;
    return Response.json({ ok: false, message: MSG_NEWS_UNAVAILABLE }, { status: 502, headers });
  }
}
