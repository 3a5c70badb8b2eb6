import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActivityGrid } from "@/components/activities/activity-card";
import { LayoutGridIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeading } from "@/components/activities/page-heading";
import { currencyOf, loadCategory } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";

type Props = { params: Promise<{ station: string; id: string }> };

export const metadata: Metadata = { title: "Categoria" };

export default async function CategoryPage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const data = await loadCategory(station.id, user.id, id);
  if (!data) notFound();
  return (
    <>
      <PageHeading title={data.category.name} subtitle={`${data.cards.length} ${data.cards.length === 1 ? "atividade" : "atividades"}`} />
      {data.cards.length === 0 ? <EmptyState text="Não há atividades" icon={LayoutGridIcon} /> : <ActivityGrid cards={data.cards} currency={currencyOf(station)} columns="four" />}
    </>
  );
}
