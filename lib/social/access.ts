// Where the wall's content may be read and written: posts only on stations whose feed is on
// (feed_access), an activity's comments and likes only when the activity turns them on
// (comments_and_likes_enabled). A target of another station, a deleted one or one hidden by
// reports is answered like a missing one: nothing tells one station's ids from another's.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { activities } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { NOT_FOUND } from "./messages";
import { comments, posts } from "./schema";

export interface StationScope {
  stationId: number;
  /** The station's feed_access flag. */
  feedOn: boolean;
}

export type SocialScope = StationScope & { reportThreshold: number };

/** The wall's view of a station: its id, whether its feed is on, its report threshold. */
export function scopeOf(station: Pick<Station, "id" | "flags" | "settings">): SocialScope {
  return { stationId: station.id, feedOn: isFeatureOn(station, "feed"), reportThreshold: station.settings.postReportThreshold };
}

export function notFound(): never {
  throw new UserFacingError(NOT_FOUND, undefined, 404);
}

/** A visible post of the station (the feed must be on). */
export async function findVisiblePost(db: DbOrTx, scope: StationScope, postId: number): Promise<{ id: number; userId: number }> {
  if (!scope.feedOn) notFound();
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.stationId, scope.stationId), isNull(posts.deletedAt), isNull(posts.hiddenAt)));
  return row ?? notFound();
}

/** An active activity of the station with comments and likes turned on. */
export async function findSocialActivity(db: DbOrTx, stationId: number, activityId: number, options: { publicOnly?: boolean } = {}): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: activities.id, isPublic: activities.isPublic })
    .from(activities)
    .where(
      and(
        eq(activities.id, activityId),
        eq(activities.stationId, stationId),
        eq(activities.active, true),
        eq(activities.commentsAndLikesEnabled, true),
      ),
    );
  if (!row || (options.publicOnly && !row.isPublic)) notFound();
  return { id: row.id };
}

/** A live comment of the station (not deleted, not hidden by a moderator), on a post that is itself visible or on a social activity. */
export async function findVisibleComment(
  db: DbOrTx,
  scope: StationScope,
  commentId: number,
): Promise<{ id: number; userId: number; postId: number | null; activityId: number | null; commentId: number | null }> {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId, postId: comments.postId, activityId: comments.activityId, commentId: comments.commentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.stationId, scope.stationId), isNull(comments.deletedAt), isNull(comments.hiddenAt)));
  if (!row) notFound();
  if (row.postId !== null) await findVisiblePost(db, scope, row.postId);
  else await findSocialActivity(db, scope.stationId, row.activityId!);
  return row;
}
