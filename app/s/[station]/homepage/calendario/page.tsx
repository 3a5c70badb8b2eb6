// /homepage/calendario: the station's schedules in month, week, day and list views
// (events_access). The calendar itself is a browser island loaded only here.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeading } from "@/components/activities/page-heading";
import { CalendarIsland } from "@/components/library/calendar-island";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadStationCalendar } from "@/lib/library/member-pages";
import { CALENDAR_TITLE } from "@/lib/library/types";
import { isFeatureOn } from "@/lib/stations/features";

export const metadata: Metadata = { title: CALENDAR_TITLE };

export default async function CalendarPage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  if (!isFeatureOn(member.station, "events")) notFound();
  const events = await loadStationCalendar(member.station);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={CALENDAR_TITLE} subtitle="Eventos, encontros e prazos do seu clube. Toque em um evento para ver os detalhes." />
      <CalendarIsland events={events} />
    </div>
  );
}
