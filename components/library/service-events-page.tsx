// The "eventos" page of a service area (accounting and legal): the area's own schedules
// in the calendar. Only where the station turns the area on; the area's layout frames it.
import { PageHeading } from "@/components/activities/page-heading";
import { requireMemberPage } from "@/lib/auth/guard";
import { loadServiceCalendar } from "@/lib/library/member-pages";
import { requireServiceArea } from "@/lib/services/area";
import { SERVICE_MODULES, type ServiceModule } from "@/lib/services/modules";
import { CalendarIsland } from "./calendar-island";

export async function ServiceEventsPage({ params, service }: { params: Promise<{ station: string }>; service: ServiceModule }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  requireServiceArea(member.station, service);
  const events = await loadServiceCalendar(member.station, service);
  return (
    <div>
      <PageHeading title="Eventos" subtitle={`Agenda da ${SERVICE_MODULES[service].title.toLowerCase()}.`} />
      <CalendarIsland events={events} />
    </div>
  );
}
