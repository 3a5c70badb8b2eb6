import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActivityDetailView } from "@/components/activities/detail/activity-detail";
import { loadActivityDetail } from "@/lib/activities/member-pages";
import { requireSessionUser } from "@/lib/auth/session";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";

type Props = { params: Promise<{ station: string; id: string }> };

async function load(params: Props["params"]) {
  const station = await stationFromParams(params);
  const user = await requireSessionUser(station.id);
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const activity = await loadActivityDetail(station.id, user.id, id);
  if (!activity) notFound();
  return { station, user, activity };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { activity } = await load(params);
  return { title: activity.name };
}

export default async function ActivityPage({ params }: Props) {
  const { station, user, activity } = await load(params);
  const shareLink = `${stationOrigin(station)}/compartilhamento?source=${user.id}&campaign=${activity.id}`;
  return <ActivityDetailView station={station} user={user} activity={activity} shareLink={shareLink} />;
}
