// Dates and times the console's forms type are São Paulo wall-clock times (no daylight saving since
// 2019, so a fixed -03:00); stored as instants. Client-safe.
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2026-11-24", "14:30" in São Paulo → the instant. */
export function saoPauloInstant(date: string, time = "00:00"): Date {
  return new Date(`${date}T${time}:00-03:00`);
}

/** The instant's São Paulo date and time, for a form's inputs. */
export function saoPauloParts(at: Date | string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** The day after a São Paulo date ("2026-11-30" → "2026-12-01"). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
