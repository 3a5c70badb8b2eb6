// Zod schemas of the playlist's Server Actions.
import { z } from "zod";
import { idSchema } from "@/lib/validation";

const id = idSchema;

export const videoCheckSchema = z.object({ activityId: id, videoId: id });
export const videoToggleSchema = videoCheckSchema.extend({ hasViewed: z.boolean() });
