// The agendamentos page of an area (accounting, dental, legal): the member's own appointments and
// the request dialog with the days the area takes.
import { getDb } from "@/lib/db/client";
import { listAppointments, weekdayList } from "@/lib/services/cases";
import type { AppointmentArea } from "@/lib/services/kinds";
import { requireServicePage } from "@/lib/services/member-pages";
import { APPOINTMENTS_TITLE } from "@/lib/services/texts";
import { toAppointmentCard } from "@/lib/services/views";
import { AppointmentList, RequestAppointment } from "./appointments";
import { ServiceHeading } from "./service-heading";

export async function AppointmentsPage({ params, area }: { params: Promise<{ station: string }>; area: AppointmentArea }) {
  const ctx = await requireServicePage(params, area);
  if (!ctx) return null;
  const weekdays = ctx.station.settings.services[area].appointmentWeekdays;
  const appointments = (await listAppointments(await getDb(), ctx.member, area)).map(toAppointmentCard);
  return (
    <div className="mx-auto max-w-4xl">
      <ServiceHeading title={APPOINTMENTS_TITLE} subtitle={weekdays.length > 0 ? `Atendimento com agendamento: ${weekdayList(weekdays)}.` : undefined}>
        <RequestAppointment area={area} weekdays={[...weekdays].sort((a, b) => a - b)} />
      </ServiceHeading>
      <AppointmentList appointments={appointments} />
    </div>
  );
}
