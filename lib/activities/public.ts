// What the public site may show of a station's activities: only active, is_public ones.
import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { firstLinkColumn, getActivityForMember, htmlToText, type ActivityDetail } from "./queries";
import { activities } from "./schema";
import { activityTypeName, cardSummary } from "./types";

export interface PublicActivityCard {
  id: number;
  name: string;
  image: string | null;
  typeId: number;
  typeName: string;
  points: number;
  /** Type 13 opens its link; others the public page /atividade/{id}. */
  redirectUrl: string;
  summary: string;
}

export async function listPublicActivities(db: DbOrTx, stationId: number, limit = 12): Promise<PublicActivityCard[]> {
  const rows = await db
    .select({
      id: activities.id,
      name: activities.name,
      image: activities.image,
      typeId: activities.typeId,
      points: activities.points,
      description: activities.description,
      link: firstLinkColumn(stationId),
    })
    .from(activities)
    .where(and(eq(activities.stationId, stationId), eq(activities.active, true), eq(activities.isPublic, true)))
    .orderBy(asc(activities.position), desc(activities.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    typeId: r.typeId,
    typeName: activityTypeName(r.typeId),
    points: r.points,
    redirectUrl: r.link ?? `/atividade/${r.id}`,
    summary: cardSummary(htmlToText(r.description)),
  }));
}

/** Detail of a public activity for visitors (no member state), or null if not public here. */
export async function getPublicActivity(db: DbOrTx, stationId: number, activityId: number): Promise<ActivityDetail | null> {
  const detail = await getActivityForMember(db, stationId, null, activityId);
  return detail?.isPublic ? detail : null;
}
