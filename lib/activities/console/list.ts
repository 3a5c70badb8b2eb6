// The console's list of a station's activities: type, status, reward, participation count, and a
// warning where an activity's texts promise attempts while more than one of them pays.
import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { activities, participations } from "../schema";
import { activityTypeName } from "../types";
import { attemptsWarning } from "./participation-limit";
import { activityStatus, type ActivityStatus } from "./status";

export interface ConsoleActivityRow {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  image: string | null;
  points: number;
  status: ActivityStatus;
  participationStart: Date | null;
  participationEnd: Date | null;
  participations: number;
  featured: boolean;
  /** Why its texts mislead about how often it pays (attemptsWarning), or null. */
  attemptsWarning: string | null;
}

export async function listConsoleActivities(
  db: DbOrTx,
  stationId: number,
  filters: { typeId?: number | null; status?: ActivityStatus | null; search?: string | null } = {},
  now = new Date(),
): Promise<ConsoleActivityRow[]> {
  const where: SQL[] = [eq(activities.stationId, stationId)];
  if (filters.typeId) where.push(eq(activities.typeId, filters.typeId));
  const term = filters.search?.trim();
  if (term) where.push(ilike(activities.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const counts = db
    .select({ activityId: participations.activityId, n: count().as("n") })
    .from(participations)
    .where(and(eq(participations.stationId, stationId), or(eq(participations.status, "done"), eq(participations.status, "pending"))))
    .groupBy(participations.activityId)
    .as("counts");
  const rows = await db
    .select({
      id: activities.id,
      typeId: activities.typeId,
      name: activities.name,
      image: activities.image,
      points: activities.points,
      limitPerUser: activities.limitPerUser,
      description: activities.description,
      rules: activities.rules,
      active: activities.active,
      featured: activities.featured,
      participationStart: activities.participationStart,
      participationEnd: activities.participationEnd,
      n: counts.n,
    })
    .from(activities)
    .leftJoin(counts, eq(counts.activityId, activities.id))
    .where(and(...where))
    .orderBy(desc(activities.createdAt), desc(activities.id));
  return rows
    .map((r) => ({
      id: r.id,
      typeId: r.typeId,
      typeName: activityTypeName(r.typeId),
      name: r.name,
      image: r.image,
      points: r.points,
      status: activityStatus(r, now),
      participationStart: r.participationStart,
      participationEnd: r.participationEnd,
      participations: Number(r.n ?? 0),
      featured: r.featured,
      attemptsWarning: attemptsWarning(r),
    }))
    .filter((r) => !filters.status || r.status === filters.status);
}
