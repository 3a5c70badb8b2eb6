// The date, start and end lines of an event's dialog and detail page, in São Paulo time
// (DD/MM/AAAA, HH:mm). Client-safe.
import { formatDate, formatTime } from "@/lib/format/dates";
import type { CalendarEvent } from "./types";

export const ALL_DAY = "Dia inteiro";

/** The day before an all-day event's exclusive end ("2026-11-13" → "2026-11-12"). */
function lastDayOf(endExclusive: string): string {
  const d = new Date(`${endExclusive}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function eventTimes(event: Pick<CalendarEvent, "start" | "end" | "allDay">): { date: string; start: string; end: string } {
  if (event.allDay) {
    const first = formatDate(event.start);
    const last = formatDate(event.end > event.start ? lastDayOf(event.end) : event.start);
    return { date: first === last ? first : `${first} a ${last}`, start: ALL_DAY, end: ALL_DAY };
  }
  const first = formatDate(event.start);
  const last = formatDate(event.end);
  return {
    date: first === last ? first : `${first} a ${last}`,
    start: formatTime(event.start),
    end: first === last ? formatTime(event.end) : `${last} ${formatTime(event.end)}`,
  };
}
