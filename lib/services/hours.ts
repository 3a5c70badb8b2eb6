// An area's opening hours in pt-BR, as the hub and the guidance page show them: one line per
// entry of settings.services[area].hours, e.g. "Quinta-feira, 9h às 18h", "Segunda a sexta-feira,
// 8h às 18h", "Advogados: segunda, quarta e sexta-feira, 9h às 13h". Pure and client-safe.
import type { ServiceModuleSettings } from "@/lib/stations/settings";
import { WEEKDAY_NAMES } from "./modules";

/** "09:00" → "9h", "13:30" → "13h30". */
export function formatClock(time: string): string {
  const [h, m] = time.split(":");
  return `${Number(h)}h${m && m !== "00" ? m : ""}`;
}

/** "a, b e c": a list in pt-BR words. */
export function listInWords(items: readonly string[]): string {
  return new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(items);
}

/** Full day names in week order: "Segunda-feira, Quarta-feira e Sexta-feira". */
export function weekdayList(days: readonly number[]): string {
  return listInWords([...days].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d]!));
}

const short = (day: number) => WEEKDAY_NAMES[day]!.replace("-feira", "").toLowerCase();

/**
 * Weekdays in words: a run of three or more days in a row is "segunda a sexta-feira"; otherwise a
 * list, "-feira" said once at the end ("segunda, quarta e sexta-feira"). Lowercase; the caller
 * capitalises at the start of a sentence.
 */
export function formatWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 0) return "";
  const full = (day: number) => WEEKDAY_NAMES[day]!.toLowerCase();
  if (days.length === 1) return full(days[0]!);
  const consecutive = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  const lastIsWeekday = days.at(-1)! >= 1 && days.at(-1)! <= 5;
  if (consecutive && days.length >= 3) return `${short(days[0]!)} a ${lastIsWeekday ? full(days.at(-1)!) : short(days.at(-1)!)}`;
  const allWeekdays = days.every((d) => d >= 1 && d <= 5);
  const names = days.map((d) => (allWeekdays ? short(d) : full(d)));
  const list = listInWords(names);
  return allWeekdays ? `${list}-feira` : list;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function formatHoursLine(entry: ServiceModuleSettings["hours"][number]): string {
  const when = `${formatWeekdays(entry.weekdays)}, ${formatClock(entry.opens)} às ${formatClock(entry.closes)}`;
  return entry.label ? `${entry.label}: ${when}` : capitalise(when);
}

export function formatHours(hours: ServiceModuleSettings["hours"]): string[] {
  return hours.map(formatHoursLine);
}

