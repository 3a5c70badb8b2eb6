// The console's lists of the calendar and the file library: every row of the station (past events
// too), for its Conteúdo screens.
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { downloads, schedules } from "../schema";
import { saoPauloParts } from "@/lib/format/local-time";

export interface ConsoleSchedule {
  id: number;
  name: string;
  description: string;
  image: string | null;
  allDay: boolean;
  startsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  service: "accounting" | "dental" | "legal" | "political" | null;
  /** Ended before now. */
  past: boolean;
}

export async function listConsoleSchedules(db: DbOrTx, stationId: number): Promise<ConsoleSchedule[]> {
  const now = Date.now();
  const rows = await db.select().from(schedules).where(eq(schedules.stationId, stationId)).orderBy(desc(schedules.startsAt), desc(schedules.id)).limit(1000);
  return rows.map((r) => {
    const start = saoPauloParts(r.startsAt);
    const end = saoPauloParts(r.endsAt);
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      image: r.image,
      allDay: r.allDay,
      startsAt: r.startsAt.toISOString(),
      date: start.date,
      startTime: r.allDay ? "" : start.time,
      endTime: r.allDay ? "" : end.time,
      service: (r.service as ConsoleSchedule["service"]) ?? null,
      past: r.endsAt.getTime() < now,
    };
  });
}

export interface ConsoleDownload {
  id: number;
  title: string;
  description: string;
  body: string;
  fileName: string;
  size: number;
  createdAt: string;
}

export async function listConsoleDownloads(db: DbOrTx, stationId: number): Promise<ConsoleDownload[]> {
  const rows = await db.select().from(downloads).where(eq(downloads.stationId, stationId)).orderBy(desc(downloads.createdAt), desc(downloads.id));
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description, body: r.body ?? "", fileName: r.fileName, size: r.size, createdAt: r.createdAt.toISOString() }));
}
