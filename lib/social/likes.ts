// Likes on a post, a comment or an activity: one per member per target, decided by the unique
// indexes (likes_*_key), so two browsers of one member, a double click or a retried request can
// never count twice. The caller sends the state it wants, which makes repeating it harmless.
import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { findSocialActivity, findVisibleComment, findVisiblePost, type StationScope } from "./access";
import type { LikeTarget } from "./schemas";
import { likes } from "./schema";

const COLUMN = { post: likes.postId, comment: likes.commentId, activity: likes.activityId } as const;

export interface LikeState {
  liked: boolean;
  likes: number;
}

export async function setLike(db: Db, scope: StationScope, userId: number, target: LikeTarget, id: number, liked: boolean): Promise<LikeState> {
  if (target === "post") await findVisiblePost(db, scope, id);
  else if (target === "comment") await findVisibleComment(db, scope, id);
  else await findSocialActivity(db, scope.stationId, id);
  const column = COLUMN[target];
  if (liked) {
    await db
      .insert(likes)
      .values({ stationId: scope.stationId, userId, [target === "post" ? "postId" : target === "comment" ? "commentId" : "activityId"]: id })
      .onConflictDoNothing();
  } else {
    await db.delete(likes).where(and(eq(column, id), eq(likes.userId, userId), eq(likes.stationId, scope.stationId)));
  }
  return { liked, likes: await likeCount(db, scope.stationId, target, id) };
}

export async function likeCount(db: Db, stationId: number, target: LikeTarget, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(likes).where(and(eq(COLUMN[target], id), eq(likes.stationId, stationId)));
  return row?.n ?? 0;
}

/** An activity's likes for its detail page: the count, and whether the viewer liked it. */
export async function activityLikes(db: Db, stationId: number, activityId: number, viewerId: number | null): Promise<LikeState> {
  const n = await likeCount(db, stationId, "activity", activityId);
  if (viewerId === null) return { liked: false, likes: n };
  const [mine] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.activityId, activityId), eq(likes.userId, viewerId), eq(likes.stationId, stationId)));
  return { liked: Boolean(mine), likes: n };
}
