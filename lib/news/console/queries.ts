// The console's lists of the Conteúdo screens' news: every news item of the station (its own and
// the service areas'), published or scheduled, newest first.
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { saoPauloParts } from "@/lib/format/local-time";
import { news } from "../schema";

export interface ConsoleNewsItem {
  id: number;
  title: string;
  subtitle: string;
  image: string | null;
  bodyHtml: string;
  tagId: number | null;
  publishedAt: string;
  publishedDate: string;
  publishedTime: string;
  /** Published later than now: members do not see it yet. */
  scheduled: boolean;
}

export async function listConsoleNews(db: DbOrTx, stationId: number): Promise<ConsoleNewsItem[]> {
  const now = Date.now();
  const rows = await db.select().from(news).where(eq(news.stationId, stationId)).orderBy(desc(news.publishedAt), desc(news.id)).limit(500);
  return rows.map((r) => {
    const { date, time } = saoPauloParts(r.publishedAt);
    return {
      id: r.id,
      title: r.title,
      subtitle: r.subtitle ?? "",
      image: r.image,
      bodyHtml: r.bodyHtml,
      tagId: r.tagId,
      publishedAt: r.publishedAt.toISOString(),
      publishedDate: date,
      publishedTime: time,
      scheduled: r.publishedAt.getTime() > now,
    };
  });
}
