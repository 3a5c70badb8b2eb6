"use server";
// Server Actions of the wall, behind the member gate: post, delete a post, comment or reply,
// delete a comment, like or unlike, report. Reads (feed pages, threads) are route handlers.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { scopeOf } from "./access";
import { addComment, deleteComment } from "./comments";
import { setLike, type LikeState } from "./likes";
import { createPost, deletePost, type FeedPost } from "./posts";
import { report } from "./reports";
import { commentSchema, idOnlySchema, likeSchema, postSchema, reportSchema } from "./schemas";

export const createPostAction = memberAction(
  postSchema,
  async ({ station, user, data }): Promise<FeedPost> => createPost(await getDb(), scopeOf(station), user.id, data),
);

export const deletePostAction = memberAction(idOnlySchema, async ({ station, user, data }): Promise<{ id: number }> => {
  await deletePost(await getDb(), scopeOf(station), user.id, data.id);
  return { id: data.id };
});

export const addCommentAction = memberAction(
  commentSchema,
  async ({ station, user, data }): Promise<{ id: number }> => addComment(await getDb(), scopeOf(station), user.id, data),
);

export const deleteCommentAction = memberAction(idOnlySchema, async ({ station, user, data }): Promise<{ id: number }> => {
  await deleteComment(await getDb(), scopeOf(station), user.id, data.id);
  return { id: data.id };
});

export const setLikeAction = memberAction(
  likeSchema,
  async ({ station, user, data }): Promise<LikeState> => setLike(await getDb(), scopeOf(station), user.id, data.target, data.id, data.liked),
);

export const reportAction = memberAction(
  reportSchema,
  async ({ station, user, data }): Promise<{ hidden: boolean }> => report(await getDb(), scopeOf(station), user.id, data.target, data.id, data.reason),
);
