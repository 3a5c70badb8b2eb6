// What a moderation action names: a post or a comment of the station, by id. The station comes
// from the console guard (the input's stationId), never from the row.
import { z } from "zod";
import { idSchema } from "@/lib/validation";

export const MODERATION_TARGETS = ["post", "comment"] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const moderationSchema = z.object({ target: z.enum(MODERATION_TARGETS), id: idSchema });
export type ModerationInput = z.infer<typeof moderationSchema>;

/** The queue's tabs: pieces with reports still open, or those whose reports were all closed. */
export const QUEUE_TABS = ["pending", "resolved"] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
