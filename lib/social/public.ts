// What a visitor sees of a public activity's likes and comments: counts and the thread, the same
// for everyone (no viewer, no cookie), for the cached public page.
import "server-only";
import { getDb } from "@/lib/db/client";
import type { Station } from "@/lib/stations/queries";
import { scopeOf } from "./access";
import { loadThread, type ThreadComment } from "./comments";
import { activityLikes } from "./likes";

export async function publicActivitySocial(station: Station, activityId: number): Promise<{ likes: number; thread: ThreadComment[] }> {
  const db = await getDb();
  const [likes, thread] = await Promise.all([activityLikes(db, station.id, activityId, null), loadThread(db, scopeOf(station), { kind: "activity", id: activityId }, null)]);
  return { likes: likes.likes, thread };
}
