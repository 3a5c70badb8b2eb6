"use client";
// The calendar of schedules (/homepage/calendario) on FullCalendar: month, week, day and
// list views in pt-BR and São Paulo time (Luxon plugin: the member's own time zone never moves an
// event). A phone starts on the list, which reads well at 390 px; the view buttons are ours (the
// kit's buttons, keyboard-reachable). Clicking an event opens the kit's dialog with its image,
// title, description, date, start and end, and a link to its page. Loaded only on the calendar
// pages (calendar-island.tsx), so the rest of the member area never downloads it.
import ptBrLocale from "@fullcalendar/core/locales/pt-br";
import type { DatesSetArg, EventClickArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import luxonPlugin from "@fullcalendar/luxon3";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { formatTime, isoDay } from "@/lib/format/dates";
import { eventTimes } from "@/lib/library/event-text";
import type { CalendarEvent } from "@/lib/library/types";
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

const VIEWS = [
  { id: "dayGridMonth", label: "Mês" },
  { id: "timeGridWeek", label: "Semana" },
  { id: "timeGridDay", label: "Dia" },
  { id: "listMonth", label: "Lista" },
] as const;
type ViewId = (typeof VIEWS)[number]["id"];

/** The hours the week and day grids show: 07:00 to 22:00, widened to fit every timed event. */
function slotRange(events: CalendarEvent[]): { min: string; max: string } {
  let min = 7;
  let max = 22;
  for (const e of events) {
    if (e.allDay) continue;
    const [sh = 0] = formatTime(e.start).split(":").map(Number);
    const [eh = 0, em = 0] = formatTime(e.end).split(":").map(Number);
    min = Math.min(min, sh);
    // An event that runs past midnight fills the day to its end.
    max = Math.max(max, isoDay(e.end) !== isoDay(e.start) ? 24 : eh + (em > 0 ? 1 : 0));
  }
  return { min: `${String(min).padStart(2, "0")}:00:00`, max: `${String(Math.min(max, 24)).padStart(2, "0")}:00:00` };
}

function isPhone(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 639px)").matches;
}

export default function ScheduleCalendar({ events }: { events: CalendarEvent[] }) {
  const ref = useRef<FullCalendar>(null);
  const [phone] = useState(isPhone);
  const [view, setView] = useState<ViewId>(phone ? "listMonth" : "dayGridMonth");
  const [title, setTitle] = useState("");
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const byId = useMemo(() => new Map(events.map((e) => [String(e.id), e])), [events]);
  const inputs = useMemo(
    () => events.map((e) => ({ id: String(e.id), title: e.title, start: e.start, end: e.end, allDay: e.allDay })),
    [events],
  );

  const slots = useMemo(() => slotRange(events), [events]);
  const api = () => ref.current?.getApi();
  const changeView = (id: ViewId) => {
    api()?.changeView(id);
    setView(id);
  };
  const onDates = (arg: DatesSetArg) => setTitle(arg.view.title);
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    setSelected(byId.get(arg.event.id) ?? null);
  };
  const times = selected ? eventTimes(selected) : null;

  return (
    <div className="estacao-calendar rounded-3xl bg-white p-3 shadow-sm sm:p-5" data-view={view}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" className="w-9 px-0" aria-label="Anterior" onClick={() => api()?.prev()}>
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" size="sm" className="w-9 px-0" aria-label="Próximo" onClick={() => api()?.next()}>
            <ChevronRightIcon aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={() => api()?.today()}>
            Hoje
          </Button>
          <h2 className="ml-1 text-lg font-bold text-ink first-letter:uppercase" aria-live="polite" data-testid="calendar-title">
            {title}
          </h2>
        </div>
        <div role="group" aria-label="Visualização" className="grid grid-cols-4 gap-1 rounded-full bg-surface-muted p-1">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={view === v.id}
              onClick={() => changeView(v.id)}
              className={cn(
                "rounded-full px-3 py-1.5 text-sm font-bold text-ink-muted transition-colors focus-visible:outline-2",
                view === v.id && "bg-brand text-brand-fg",
              )}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
      <FullCalendar
        ref={ref}
        plugins={[luxonPlugin, dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={view}
        locale={ptBrLocale}
        timeZone="America/Sao_Paulo"
        headerToolbar={false}
        height="auto"
        events={inputs}
        eventClick={onClick}
        datesSet={onDates}
        eventColor="var(--brand)"
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        slotLabelFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        slotMinTime={slots.min}
        slotMaxTime={slots.max}
        dayMaxEvents={3}
        nowIndicator
        noEventsText="Não há eventos neste período"
        eventDisplay="block"
        views={{
          // A month cell is too narrow for "19:00 Assembleia..."; the dialog gives the times.
          dayGridMonth: { displayEventTime: false },
          // Seven columns at 390 px: "D 22"; wider screens "dom. 22/11".
          timeGridWeek: { dayHeaderFormat: phone ? { weekday: "narrow", day: "numeric", omitCommas: true } : { weekday: "short", day: "2-digit", month: "2-digit", omitCommas: true } },
        }}
      />
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        {selected && times && (
          <DialogContent showClose className="max-w-lg">
            {selected.image && (
              <StationImage src={selected.image} alt="" width={1600} height={900} priority className="-mx-6 -mt-6 mb-4 aspect-[16/9] w-[calc(100%+3rem)] max-w-none rounded-t-3xl object-cover" />
            )}
            <DialogTitle>{selected.title}</DialogTitle>
            <DialogDescription className="whitespace-pre-line">{selected.description || "Sem descrição."}</DialogDescription>
            <dl className="mt-4 grid grid-cols-3 gap-3 rounded-2xl bg-surface-muted p-4 text-sm">
              <div>
                <dt className="font-bold text-ink-muted">Data</dt>
                <dd className="font-semibold text-ink" data-testid="event-date">{times.date}</dd>
              </div>
              <div>
                <dt className="font-bold text-ink-muted">Início</dt>
                <dd className="font-semibold text-ink" data-testid="event-start">{times.start}</dd>
              </div>
              <div>
                <dt className="font-bold text-ink-muted">Fim</dt>
                <dd className="font-semibold text-ink" data-testid="event-end">{times.end}</dd>
              </div>
            </dl>
            <Button asChild className="mt-4 w-full sm:w-auto">
              <Link href={`/homepage/calendario/${selected.id}`}>Ver detalhes do evento</Link>
            </Button>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
