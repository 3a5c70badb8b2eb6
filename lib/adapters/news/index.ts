// The service areas' news (accounting, dental, legal and political news by tag):
// from the station's WordPress when its settings name one (`wordpressUrl`), otherwise from the
// station's own news table. The driver is chosen per station, not per process: two stations on
// one server may differ.
import "server-only";
import { offlineNews } from "./offline";
import type { NewsDriver, NewsItem, NewsPage, NewsSource } from "./types";
import { wordpressNews } from "./wordpress";

export type { NewsDriver, NewsItem, NewsPage, NewsSource } from "./types";
export { NEWS_PAGE_SIZE, NewsUnavailableError } from "./types";

let wordpress: NewsDriver | undefined;
let offline: NewsDriver | undefined;

export function newsDriverFor(station: NewsSource["station"]): NewsDriver {
  return station.settings.wordpressUrl ? (wordpress ??= wordpressNews()) : (offline ??= offlineNews());
}

export function listPosts(args: NewsSource & { page: number }): Promise<NewsPage> {
  return newsDriverFor(args.station).listPosts(args);
}

export function getPost(args: NewsSource & { id: number }): Promise<NewsItem | null> {
  return newsDriverFor(args.station).getPost(args);
}
