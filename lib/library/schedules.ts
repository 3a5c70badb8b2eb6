// The station's schedules as the calendar shows them (/homepage/calendario):
// scoped by station; the station calendar shows its own events and those of its enabled service
// areas, an area's "eventos" page only the area's.
import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { isoDay } from "@/lib/format";
import type { ServiceModule } from "@/lib/services/modules";
import { schedules } from "./schema";
import type { CalendarEvent } from "./types";

/** How far around today the calendar loads (a year either way covers every view a member pages to). */
const WINDOW_DAYS = 366;
const MAX_EVENTS = 1000;

function toEvent(row: typeof schedules.$inferSelect): CalendarEvent {
  return {
    id: row.id,
    title: row.name,
    description: row.description,
    image: row.image,
    allDay: row.allDay,
    // All-day events are calendar days in São Paulo (end exclusive), as FullCalendar expects them.
    start: row.allDay ? isoDay(row.startsAt) : row.startsAt.toISOString(),
    end: row.allDay ? isoDay(row.endsAt) : row.endsAt.toISOString(),
    service: row.service,
  };
}

export type ScheduleScope = { kind: "station"; enabledServices: readonly ServiceModule[] } | { kind: "service"; service: ServiceModule };

/** The events of the calendar (station or one area) within a year of `now`, oldest first. */
export async function listSchedules(db: DbOrTx, stationId: number, scope: ScheduleScope, now = new Date()): Promise<CalendarEvent[]> {
  const from = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const to = new Date(now.getTime() + WINDOW_DAYS * 86_400_000);
  const whose =
    scope.kind === "service"
      ? eq(schedules.service, scope.service)
      : scope.enabledServices.length > 0
        ? or(isNull(schedules.service), inArray(schedules.service, [...scope.enabledServices]))
        : isNull(schedules.service);
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.stationId, stationId), whose, gte(schedules.endsAt, from), lte(schedules.startsAt, to)))
    .orderBy(asc(schedules.startsAt), asc(schedules.id))
    .limit(MAX_EVENTS);
  return rows.map(toEvent);
}

/** One schedule of the station, or null (another station's id is no schedule here). */
export async function getSchedule(db: DbOrTx, stationId: number, id: number): Promise<(CalendarEvent & { startsAt: Date; endsAt: Date }) | null> {
  const [row] = await db.select().from(schedules).where(and(eq(schedules.stationId, stationId), eq(schedules.id, id)));
  return row ? { ...toEvent(row), startsAt: row.startsAt, endsAt: row.endsAt } : null;
}
