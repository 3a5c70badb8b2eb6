import type { Metadata } from "next";
import { ActivitiesBrowser } from "@/components/activities/activities-browser";
import { PageHeading } from "@/components/activities/page-heading";
import { currencyOf, loadActivityList } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Atividades" };

export default async function ActivitiesPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const cards = await loadActivityList(station.id, user.id);
  return (
    <>
      <PageHeading title="Atividades" subtitle="Participe e ganhe pontos." />
      <ActivitiesBrowser cards={cards} currency={currencyOf(station)} />
    </>
  );
}
