// Comments on a post or an activity, with replies one level deep (comment_id). A deleted comment
// keeps its place as "Comentário removido" so its replies still read as answers to something; one a
// moderator hid reads the same way.
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import type { Db } from "@/lib/db/client";
import { findSocialActivity, findVisibleComment, findVisiblePost, type StationScope } from "./access";
import { ONLY_AUTHOR, REPLY_DEPTH } from "./messages";
import { ANONYMOUS_NAME, type Author } from "./posts";
import { commentSchema, type CommentInput, type CommentTarget } from "./schemas";
import { comments } from "./schema";

export interface ThreadComment {
  id: number;
  /** Empty when deleted. */
  description: string;
  deleted: boolean;
  createdAt: string;
  author: Author | null;
  userAuthor: boolean;
  likes: number;
  userLiked: boolean;
  replies: ThreadComment[];
}

/** Most comments a thread shows; older ones beyond it are not loaded (a wall is not a forum). */
export const THREAD_LIMIT = 300;

/** Checks the target is readable (viewer null: a visitor on a public activity page). */
async function checkTarget(db: Db, scope: StationScope, target: CommentTarget, publicOnly: boolean): Promise<void> {
  if (target.kind === "post") await findVisiblePost(db, scope, target.id);
  else await findSocialActivity(db, scope.stationId, target.id, { publicOnly });
}

type Row = {
  id: number;
  comment_id: number | null;
  description: string;
  deleted: boolean;
  created_at: string | Date;
  user_id: number;
  user_name: string | null;
  user_image: string | null;
  likes: number;
  user_liked: boolean;
};

/** A post's or an activity's comments as a thread, oldest first, replies under their comment. */
export async function loadThread(db: Db, scope: StationScope, target: CommentTarget, viewerId: number | null): Promise<ThreadComment[]> {
  await checkTarget(db, scope, target, viewerId === null);
  const column = target.kind === "post" ? sql`c.post_id` : sql`c.activity_id`;
  const result = await db.execute(sql`
    select c.id, c.comment_id, c.description, (c.deleted_at is not null or c.hidden_at is not null) as deleted, c.created_at, c.user_id,
      u.name as user_name, u.image as user_image,
      (select count(*) from likes l where l.comment_id = c.id)::int as likes,
      exists (select 1 from likes l where l.comment_id = c.id and l.user_id = ${viewerId ?? 0}) as user_liked
    from comments c join users u on u.id = c.user_id
    where c.station_id = ${scope.stationId} and ${column} = ${target.id}
    order by c.created_at, c.id
    limit ${THREAD_LIMIT}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byId = new Map<number, ThreadComment>();
  const top: ThreadComment[] = [];
  for (const r of rows) {
    const comment: ThreadComment = {
      id: r.id,
      description: r.deleted ? "" : r.description,
      deleted: Boolean(r.deleted),
      createdAt: new Date(r.created_at).toISOString(),
      author: r.deleted ? null : { id: r.user_id, name: r.user_name ?? ANONYMOUS_NAME, image: r.user_image },
      userAuthor: !r.deleted && viewerId !== null && r.user_id === viewerId,
      likes: Number(r.likes),
      userLiked: Boolean(r.user_liked),
      replies: [],
    };
    byId.set(r.id, comment);
    if (r.comment_id === null) top.push(comment);
    else byId.get(r.comment_id)?.replies.push(comment);
  }
  // A deleted reply says nothing to anyone; a deleted comment stays only to hold its replies.
  return top
    .map((c) => ({ ...c, replies: c.replies.filter((r) => !r.deleted) }))
    .filter((c) => !c.deleted || c.replies.length > 0);
}

/** Adds a comment, or a reply to a top-level comment of the same post or activity. */
export async function addComment(db: Db, scope: StationScope, userId: number, input: CommentInput): Promise<{ id: number }> {
  const data = commentSchema.parse(input);
  const target: CommentTarget = data.postId !== undefined ? { kind: "post", id: data.postId } : { kind: "activity", id: data.activityId! };
  await checkTarget(db, scope, target, false);
  if (data.commentId !== null) {
    const parent = await findVisibleComment(db, scope, data.commentId);
    const sameTarget = target.kind === "post" ? parent.postId === target.id : parent.activityId === target.id;
    if (!sameTarget) throw new UserFacingError(REPLY_DEPTH);
    if (parent.commentId !== null) throw new UserFacingError(REPLY_DEPTH);
  }
  const [row] = await db
    .insert(comments)
    .values({
      stationId: scope.stationId,
      userId,
      postId: target.kind === "post" ? target.id : null,
      activityId: target.kind === "activity" ? target.id : null,
      commentId: data.commentId,
      description: data.description,
    })
    .returning({ id: comments.id });
  return row!;
}

/** Soft-deletes the author's own comment. */
export async function deleteComment(db: Db, scope: StationScope, userId: number, commentId: number): Promise<void> {
  const comment = await findVisibleComment(db, scope, commentId);
  if (comment.userId !== userId) throw new UserFacingError(ONLY_AUTHOR, undefined, 403);
  await db
    .update(comments)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(comments.id, commentId), eq(comments.stationId, scope.stationId), eq(comments.userId, userId), isNull(comments.deletedAt)));
}
