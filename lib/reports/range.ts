// The period a report covers: whole days in Brasília time, read from the page's query string
// (`de`, `ate` as yyyy-mm-dd, or `periodo` = 7, 30, 90 or "mes"). A period runs from the first
// day's midnight to the midnight after the last day, so "até 10/03" includes all of 10/03.
export const TIME_ZONE = "America/Sao_Paulo";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest period a report accepts, so no request can ask for years of daily series. */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_PRESET = "30";

export const RANGE_PRESETS = [
  { value: "7", label: "7 dias" },
  { value: "30", label: "30 dias" },
  { value: "90", label: "90 dias" },
  { value: "mes", label: "Este mês" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["value"];

export interface ReportRange {
  /** First day, yyyy-mm-dd (Brasília). */
  from: string;
  /** Last day, yyyy-mm-dd (Brasília), included. */
  to: string;
  /** The preset it came from, when it came from one. */
  preset: RangePreset | null;
  /** Midnight in Brasília of the first day. */
  start: Date;
  /** Midnight in Brasília after the last day (exclusive). */
  end: Date;
}

export type RangeQuery = { de?: string; ate?: string; periodo?: string };

/** Today's date in Brasília, yyyy-mm-dd. */
export function saoPauloToday(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE }).format(now);
}

/** The day `days` after `day` (before, when negative), yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function validDay(day: string | undefined): day is string {
  return Boolean(day && DAY.test(day) && addDays(day, 0) === day);
}

/** The instant of a Brasília midnight: the offset is asked of Intl, so a return of summer time stays right. */
export function saoPauloMidnight(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(noonUtc)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? "");
  const minutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : -180;
  return new Date(Date.parse(`${day}T00:00:00Z`) - minutes * 60_000);
}

function build(from: string, to: string, preset: RangePreset | null): ReportRange {
  return { from, to, preset, start: saoPauloMidnight(from), end: saoPauloMidnight(addDays(to, 1)) };
}

/** The preset's days, ending today (Brasília): "7" is today and the six days before it. */
export function presetRange(preset: RangePreset, now = new Date()): ReportRange {
  const today = saoPauloToday(now);
  if (preset === "mes") return build(`${today.slice(0, 8)}01`, today, preset);
  return build(addDays(today, 1 - Number(preset)), today, preset);
}

/**
 * The period asked by the query string: explicit days win over a preset; a missing, malformed,
 * reversed or too long period falls back to the preset (30 days by default).
 */
export function reportRangeFrom(query: RangeQuery, now = new Date()): ReportRange {
  if (validDay(query.de) && validDay(query.ate) && query.de <= query.ate && addDays(query.de, MAX_RANGE_DAYS - 1) >= query.ate) {
    return build(query.de, query.ate, null);
  }
  const preset = RANGE_PRESETS.find((p) => p.value === query.periodo)?.value ?? DEFAULT_PRESET;
  return presetRange(preset, now);
}

/** The query string of a period: the preset's name when it is one, else both days. */
export function rangeQueryString(range: ReportRange): string {
  return range.preset ? `periodo=${range.preset}` : `de=${range.from}&ate=${range.to}`;
}

/** Days of the period, first to last. */
export function rangeDays(range: Pick<ReportRange, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
