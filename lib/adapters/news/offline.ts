// The offline driver: a station without a WordPress (settings.wordpressUrl null) serves its own
// `news` rows carrying the area's tag (lib/news/schema.ts), published by now, newest first, in
// pages of the same size as WordPress's.
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { news, type NewsRow } from "@/lib/news/schema";
import { NEWS_PAGE_SIZE, type NewsDriver, type NewsItem } from "./types";

function toItem(row: Pick<NewsRow, "id" | "title" | "bodyHtml" | "image">): NewsItem {
  return { id: row.id, title: row.title, html: sanitizeHtml(row.bodyHtml), image: row.image };
}

const columns = { id: news.id, title: news.title, bodyHtml: news.bodyHtml, image: news.image };

export function offlineNews(dbOf: () => Promise<DbOrTx> = getDb): NewsDriver {
  return {
    name: "offline",
    async listPosts({ station, tagId, page }) {
      const db = await dbOf();
      const rows = await db
        .select(columns)
        .from(news)
        .where(and(eq(news.stationId, station.id), eq(news.tagId, tagId), lte(news.publishedAt, sql`now()`)))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(NEWS_PAGE_SIZE + 1)
        .offset((page - 1) * NEWS_PAGE_SIZE);
      return { items: rows.slice(0, NEWS_PAGE_SIZE).map(toItem), hasMore: rows.length > NEWS_PAGE_SIZE };
    },
    async getPost({ station, tagId, id }) {
      const db = await dbOf();
      const [row] = await db
        .select(columns)
        .from(news)
        .where(and(eq(news.id, id), eq(news.stationId, station.id), eq(news.tagId, tagId), lte(news.publishedAt, sql`now()`)));
      return row ? toItem(row) : null;
    },
  };
}
