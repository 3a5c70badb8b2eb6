// Station news (/homepage/noticias): the station's own posts without a tag, published
// by now, newest first. Area news (with a tag) are read through lib/adapters/news.
import "server-only";
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { sanitizeHtml } from "@/lib/security/sanitize";
import type { DbOrTx } from "@/lib/db/client";
import { news } from "./schema";

const visible = (stationId: number) => and(eq(news.stationId, stationId), isNull(news.tagId), lte(news.publishedAt, sql`now()`));

/** The list's cards: at most `limit`, newest first. */
export async function listStationNews(db: DbOrTx, stationId: number, limit = 100) {
  return db
    .select({ id: news.id, title: news.title, subtitle: news.subtitle, image: news.image, publishedAt: news.publishedAt })
    .from(news)
    .where(visible(stationId))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

/** One station news item with its body sanitised, or null (another station's, an area's, or not published yet). */
export async function getStationNews(db: DbOrTx, stationId: number, id: number) {
  const [row] = await db
    .select({ id: news.id, title: news.title, subtitle: news.subtitle, image: news.image, bodyHtml: news.bodyHtml, publishedAt: news.publishedAt })
    .from(news)
    .where(and(eq(news.id, id), visible(stationId)));
  return row ? { ...row, bodyHtml: sanitizeHtml(row.bodyHtml) } : null;
}
