"use server";
// The console's news commands (owner only): create, edit, delete. The body is sanitised on save;
// station news read straight from the table (no cache), so the page shows a change at once.
import { and, eq } from "drizzle-orm";
import { stationImage } from "@/lib/console/images";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { saoPauloInstant } from "@/lib/format/local-time";
import { news } from "../schema";
import { textDigest } from "@/lib/console/audit";
import { consoleWrite, notFound, OWNER_ONLY } from "@/lib/console/write";
import { idSchema } from "@/lib/console/fields";
import { MSG_NEWS_NOT_FOUND, newsFormSchema } from "./schemas";

export const saveNewsAction = consoleWrite(
  newsFormSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const values = {
      title: data.title,
      subtitle: data.subtitle || null,
      image: data.image || null,
      bodyHtml: sanitizeHtml(data.bodyHtml),
      tagId: data.tagId,
      publishedAt: saoPauloInstant(data.publishedDate, data.publishedTime),
    };
    const summary = (v: typeof values) => ({ title: v.title, subtitle: v.subtitle, image: v.image, tagId: v.tagId, publishedAt: v.publishedAt.toISOString(), body: textDigest(v.bodyHtml) });
    if (data.id == null) {
      stationImage(station.id, data.image);
      const [row] = await tx.insert(news).values({ stationId: station.id, ...values }).returning({ id: news.id });
      return { value: { id: row!.id }, audit: { action: "news.create", entity: "news", entityId: row!.id, after: summary(values) }, expires: ["news"] };
    }
    const where = and(eq(news.id, data.id), eq(news.stationId, station.id));
    const [before] = await tx.select().from(news).where(where).for("update");
    if (!before) notFound(MSG_NEWS_NOT_FOUND);
    // A picture the row already shows (a seeded one, say) may stay; a new one must be this station's upload.
    stationImage(station.id, data.image, { kept: [before.image] });
    await tx.update(news).set(values).where(where);
    return {
      value: { id: data.id },
      audit: { action: "news.update", entity: "news", entityId: data.id, before: summary({ ...before, subtitle: before.subtitle, image: before.image }), after: summary(values) },
      expires: ["news"],
    };
  },
  OWNER_ONLY,
);

export const deleteNewsAction = consoleWrite(
  idSchema,
  async (tx, ctx) => {
    const { station, data } = ctx;
    const [row] = await tx.delete(news).where(and(eq(news.id, data.id), eq(news.stationId, station.id))).returning();
    if (!row) notFound(MSG_NEWS_NOT_FOUND);
    return { value: null, audit: { action: "news.delete", entity: "news", entityId: row.id, before: { title: row.title, tagId: row.tagId } }, expires: ["news"] };
  },
  OWNER_ONLY,
);
