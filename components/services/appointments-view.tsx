// The agendamentos page of an area (accounting, dental, legal): the member's own appointments and
// the request dialog with the days the area takes.
import { getDb } from "@/lib/db/client";
import { listAppointments, type ServiceMember } from "@/lib/services/cases";
import { weekdayList } from "@/lib/services/hours";
import type { AppointmentArea } from "@/lib/services/kinds";
import { APPOINTMENTS_TITLE } from "@/lib/services/texts";
import { toAppointmentCard } from "@/lib/services/views";
import { AppointmentList, RequestAppointment } from "./appointments";
import { PageHeading } from "@/components/activities/page-heading";

export async function AppointmentsView({ member, area }: { member: ServiceMember; area: AppointmentArea }) {
  const weekdays = [...member.services[area].appointmentWeekdays].sort((a, b) => a - b);
  const appointments = (await listAppointments(await getDb(), member, area)).map(toAppointmentCard);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={APPOINTMENTS_TITLE} subtitle={weekdays.length > 0 ? `Atendimento com agendamento: ${weekdayList(weekdays)}.` : undefined}>
        <RequestAppointment area={area} weekdays={weekdays} />
      </PageHeading>
      <AppointmentList appointments={appointments} />
    </div>
  );
}
