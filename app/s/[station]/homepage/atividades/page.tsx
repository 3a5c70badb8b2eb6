import type { Metadata } from "next";
import { ActivitiesBrowser } from "@/components/activities/activities-browser";
import { PageHeading } from "@/components/activities/page-heading";
import { currencyOf, loadActivityList } from "@/lib/activities/member-pages";
import { requireSessionUser } from "@/lib/auth/session";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Atividades" };

export default async function ActivitiesPage({ params }: { params: Promise<{ station: string }> }) {
  const station = await stationFromParams(params);
  const user = await requireSessionUser(station.id);
  const cards = await loadActivityList(station.id, user.id);
  return (
    <>
      <PageHeading title="Atividades" subtitle="Participe e ganhe pontos." />
      <ActivitiesBrowser cards={cards} currency={currencyOf(station)} />
    </>
  );
}
