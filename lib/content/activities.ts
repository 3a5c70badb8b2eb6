// The public activities shown by landing section 5 and listed in the sitemap, read through the
// activities module (it decides what is public).
import "server-only";
import { listPublicActivities, type PublicActivityCard } from "@/lib/activities/public";
import type { DbOrTx } from "@/lib/db/client";

export type { PublicActivityCard };

export async function loadPublicActivities(db: DbOrTx, stationId: number, limit = 12): Promise<PublicActivityCard[]> {
  return listPublicActivities(db, stationId, limit);
}

/** Where an activity card leads: type 13 opens its first redirect link, the others their page. */
export function activityHref(activity: Pick<PublicActivityCard, "id" | "typeId" | "redirectUrl">): { href: string; external: boolean } {
  if (activity.typeId === 13 && /^https?:\/\//i.test(activity.redirectUrl)) return { href: activity.redirectUrl, external: true };
  return { href: `/atividade/${activity.id}`, external: false };
}
