"use client";
// The calendar's island: FullCalendar is loaded in the browser, only on the pages that show it, with
// the kit's skeleton meanwhile.
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { CalendarEvent } from "@/lib/library/types";

const ScheduleCalendar = dynamic(() => import("./schedule-calendar"), {
  ssr: false,
  loading: () => <Skeleton className="h-[28rem] w-full rounded-3xl" aria-label="Carregando calendário" />,
});

export function CalendarIsland({ events }: { events: CalendarEvent[] }) {
  return <ScheduleCalendar events={events} />;
}
