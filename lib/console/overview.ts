// The numbers of a station's overview in the console.
import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { users, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";

export interface StationOverview {
  members: number;
  activities: number;
  activeActivities: number;
}

export async function stationOverview(db: DbOrTx, stationId: number): Promise<StationOverview> {
  const [[members], [all], [active]] = await Promise.all([
    db.select({ n: count() }).from(users).where(and(eq(users.stationId, stationId), eq(users.typeId, USER_TYPE_PARTICIPANT), isNull(users.deletedAt))),
    db.select({ n: count() }).from(activities).where(eq(activities.stationId, stationId)),
    db.select({ n: count() }).from(activities).where(and(eq(activities.stationId, stationId), eq(activities.active, true))),
  ]);
  return { members: members?.n ?? 0, activities: all?.n ?? 0, activeActivities: active?.n ?? 0 };
}
