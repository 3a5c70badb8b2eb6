import type { Metadata } from "next";
import { Suspense } from "react";
import { ActivitiesBrowser } from "@/components/activities/activities-browser";
import { PageHeading } from "@/components/activities/page-heading";
import { MemberPageSkeleton } from "@/components/member/page-skeleton";
import { currencyOf, loadActivityList } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import type { Station } from "@/lib/stations/queries";

export const metadata: Metadata = { title: "Atividades" };

export default async function ActivitiesPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  return (
    <>
      <PageHeading title="Atividades" subtitle="Participe e ganhe pontos." />
      <Suspense fallback={<MemberPageSkeleton />}>
        <ActivityList station={station} userId={user.id} />
      </Suspense>
    </>
  );
}

/** The list streams in after the heading: the list has nothing that can be a 404. */
async function ActivityList({ station, userId }: { station: Station; userId: number }) {
  const cards = await loadActivityList(station.id, userId);
  return <ActivitiesBrowser cards={cards} currency={currencyOf(station)} />;
}
