// /homepage/calendario/{id}: one event, news-style: image, title, date and times,
// description. Open where the calendar is on, or where the event's service area is on (its
// "eventos" page links here too). Another station's id is this area's 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon, CalendarDaysIcon, ClockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requireMemberPage } from "@/lib/auth/guard";
import { eventTimes } from "@/lib/library/event-text";
import { enabledServices, loadSchedule, parseId } from "@/lib/library/member-pages";
import { CALENDAR_TITLE } from "@/lib/library/types";
import { SERVICE_MODULES, serviceHref, type ServiceModule } from "@/lib/services/modules";
import { isFeatureOn } from "@/lib/stations/features";
import { StationImage } from "@/components/ui/station-image";

export const metadata: Metadata = { title: "Evento" };

type Props = { params: Promise<{ station: string; id: string }> };

export default async function SchedulePage({ params }: Props) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station } = member;
  const id = parseId((await params).id);
  const event = id === null ? null : await loadSchedule(station.id, id);
  if (!event) notFound();
  const area = event.service && enabledServices(station).includes(event.service as ServiceModule) ? (event.service as ServiceModule) : null;
  const calendarOn = isFeatureOn(station, "events");
  if (!calendarOn && !area) notFound();
  const times = eventTimes(event);
  const back = area && !calendarOn ? { href: serviceHref(area, "eventos"), label: `Eventos · ${SERVICE_MODULES[area].title}` } : { href: "/homepage/calendario", label: CALENDAR_TITLE };
  return (
    <article className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link href={back.href}>
          <ArrowLeftIcon className="size-4" aria-hidden />
          {back.label}
        </Link>
      </Button>
      <Card className="overflow-hidden p-0">
        {event.image && (
          <StationImage src={event.image} alt="" width={1600} height={900} priority className="aspect-[16/9] w-full object-cover" />
        )}
        <div className="space-y-4 p-6 sm:p-8">
          {area && <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">{SERVICE_MODULES[area].title}</p>}
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{event.title}</h1>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-ink-muted">
            <span className="inline-flex items-center gap-2">
              <CalendarDaysIcon className="size-5" aria-hidden />
              {times.date}
            </span>
            <span className="inline-flex items-center gap-2">
              <ClockIcon className="size-5" aria-hidden />
              {event.allDay ? times.start : `${times.start} às ${times.end}`}
            </span>
          </div>
          {event.description && <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{event.description}</p>}
        </div>
      </Card>
    </article>
  );
}
