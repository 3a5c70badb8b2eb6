// Zod schemas of the wall, shared by the forms (zodResolver) and the Server Actions.
import { z } from "zod";
import { idSchema, messages } from "@/lib/validation";
import { maxLen, requiredString } from "@/lib/validation/rules";
import { COMMENT_MAX, POST_TEXT_MAX, REPORT_REASON_MAX } from "./limits";

/** "{station}/posts/u{user}/{24 hex}.{ext}": what the upload route answers; checked again by owner. */
export const POST_MEDIA_KEY = /^[1-9]\d{0,9}\/posts\/u[1-9]\d{0,9}\/[a-f0-9]{24}\.(?:jpg|png|mp4|mov|wmv)$/;

export const postMediaSchema = z.object({
  type: z.enum(["image", "video"]),
  key: z.string().regex(POST_MEDIA_KEY, { error: messages.id }),
});

export const postSchema = z
  .object({
    description: z.string().trim().check(maxLen(POST_TEXT_MAX)),
    media: postMediaSchema.nullable().default(null),
  })
  // Text is required unless a photo or video is attached.
  .refine((p) => p.description.length > 0 || p.media !== null, { error: messages.required, path: ["description"] });
export type PostInput = z.input<typeof postSchema>;

/** The comment form's own field (the client validates it before sending). */
export const commentTextSchema = z.object({ description: requiredString().check(maxLen(COMMENT_MAX)) });

export const commentSchema = commentTextSchema
  .extend({
    postId: idSchema.optional(),
    activityId: idSchema.optional(),
    /** The comment this one answers (replies are one level deep). */
    commentId: idSchema.nullable().default(null),
  })
  .refine((c) => (c.postId === undefined) !== (c.activityId === undefined), { error: messages.id, path: ["postId"] });
export type CommentInput = z.input<typeof commentSchema>;

/** A post's or an activity's comments. */
export type CommentTarget = { kind: "post" | "activity"; id: number };

export const likeSchema = z.object({
  target: z.enum(["post", "comment", "activity"]),
  id: idSchema,
  /** The state wanted, not a flip: sending it twice changes nothing (two tabs, a retried request). */
  liked: z.boolean(),
});
export type LikeTarget = z.infer<typeof likeSchema>["target"];

export const idOnlySchema = z.object({ id: idSchema });

export const reportSchema = z.object({
  target: z.enum(["post", "comment"]),
  id: idSchema,
  reason: z.string().trim().check(maxLen(REPORT_REASON_MAX)).optional(),
});
