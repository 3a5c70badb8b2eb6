// What the service areas' news look like to the pages, whichever driver serves them (each
// item: id, title.rendered, content.rendered, image, as WordPress names them).
export interface NewsItem {
  id: number;
  /** Plain text (WordPress's title.rendered with its tags dropped and its entities decoded). */
  title: string;
  /** Sanitised HTML (lib/security/sanitize.ts), safe to render as is. */
  html: string;
  /** Featured image URL, or null. */
  image: string | null;
}

export interface NewsPage {
  items: NewsItem[];
  /** Whether a next page exists (the list asks for it as its end nears). */
  hasMore: boolean;
}

/** Whose news: the station (its `wordpressUrl` picks the driver) and the area's tag. */
export interface NewsSource {
  station: { id: number; settings: { wordpressUrl: string | null } };
  tagId: number;
}

export interface NewsDriver {
  readonly name: "wordpress" | "offline";
  /** Page `page` (from 1) of the tag's posts, newest first. */
  listPosts(args: NewsSource & { page: number }): Promise<NewsPage>;
  /** One post of the tag, or null (no such post, or not of this tag). */
  getPost(args: NewsSource & { id: number }): Promise<NewsItem | null>;
}

/** The news source did not answer (network, timeout, 5xx): the page says so and offers a retry. */
export class NewsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NewsUnavailableError";
  }
}

/** Posts per page, both drivers: ten cards fill a desktop screen, so the next page is asked for as the member scrolls. */
export const NEWS_PAGE_SIZE = 10;
