import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActivityDetailView } from "@/components/activities/detail/activity-detail";
import { loadActivityDetail } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { stationOrigin } from "@/lib/stations/current";

type Props = { params: Promise<{ station: string; id: string }> };

/** Null for a member the guard blocks: nothing of the activity is loaded (the layout shows the modal). */
async function load(params: Props["params"]) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const activity = await loadActivityDetail(station.id, user.id, id);
  if (!activity) notFound();
  return { station, user, activity };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return { title: loaded ? loaded.activity.name : "Atividade" };
}

export default async function ActivityPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) return null;
  const { station, user, activity } = loaded;
  const shareLink = `${stationOrigin(station)}/compartilhamento?source=${user.id}&campaign=${activity.id}`;
  return <ActivityDetailView station={station} user={user} activity={activity} shareLink={shareLink} />;
}
