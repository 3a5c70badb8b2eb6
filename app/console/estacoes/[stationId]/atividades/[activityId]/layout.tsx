// Around every tab of one activity: its name, type and status, publish/duplicate, and the tab bar
// (lib/activities/console/tabs.ts) of the parts its type has.
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { getConsoleActivity } from "@/lib/activities/console/commands";
import { activityTabs } from "@/lib/activities/console/tabs";
import { typeLabel } from "@/lib/activities/console/schemas";
import { requireConsolePage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { ActivityRowActions } from "../_components/activity-row-actions";
import { ActivityTabBar } from "../_components/activity-tab-bar";
import { StatusBadge } from "../_components/status-badge";
import { TypeIcon } from "../_components/type-icon";
import { PointsText } from "../_components/points-text";

export default async function ActivityLayout({ children, params }: { children: React.ReactNode; params: Promise<{ stationId: string; activityId: string }> }) {
  const { station } = await requireConsolePage(params, { role: "owner" });
  const raw = (await params).activityId;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const activity = id ? await getConsoleActivity(await getDb(), station.id, id) : null;
  if (!activity) notFound();
  const base = `/estacoes/${station.id}/atividades`;
  const window =
    activity.participationStart || activity.participationEnd
      ? [activity.participationStart ? `de ${formatDateTime(activity.participationStart)}` : null, activity.participationEnd ? `até ${formatDateTime(activity.participationEnd)}` : null].filter(Boolean).join(" ")
      : "sem data para acabar";

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href={base} className="inline-flex items-center gap-1.5 text-sm font-bold text-sky-800 underline-offset-4 hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden />
          Atividades
        </Link>
      </div>
      <header className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 items-start gap-4">
            <TypeIcon typeId={activity.typeId} />
            <div className="min-w-0">
              <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">{typeLabel(activity.typeId)}</p>
              <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{activity.name}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <StatusBadge status={activity.status} />
                <PointsText value={activity.points} />
                <span>· {window}</span>
              </div>
            </div>
          </div>
          <ActivityRowActions stationId={station.id} id={activity.id} name={activity.name} published={activity.active} size="md" />
        </div>
        <ActivityTabBar base={`${base}/${activity.id}`} tabs={activityTabs(activity.typeId)} />
      </header>
      {children}
    </div>
  );
}
