// Zod schemas of the playlist's Server Actions.
import { z } from "zod";

const id = z.coerce.number().int().positive();

export const videoCheckSchema = z.object({ activityId: id, videoId: id });
export const videoToggleSchema = videoCheckSchema.extend({ hasViewed: z.boolean() });
