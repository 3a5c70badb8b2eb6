// /homepage/noticias/{id}: one station news item: title, subtitle, image, sanitised body.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NewsArticle } from "@/components/services/news-article";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { getStationNews } from "@/lib/news/queries";

export const metadata: Metadata = { title: "Notícias" };

export default async function StationNewsItemPage({ params }: { params: Promise<{ station: string; id: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id)) notFound();
  const item = await getStationNews(await getDb(), member.station.id, Number(id));
  if (!item) notFound();
  return (
    <NewsArticle backHref="/homepage/noticias" title={item.title} subtitle={item.subtitle} image={item.image} html={item.bodyHtml} meta={formatDate(item.publishedAt)} />
  );
}
