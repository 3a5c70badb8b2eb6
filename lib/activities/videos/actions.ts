"use server";
// Server Actions of the video playlist: the 80 % check and the member's toggle, behind the member gate.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { markVideoViewed, setVideoChecked, type PlaylistState, type VideoCheckResult } from "./playlist";
import { videoCheckSchema, videoToggleSchema } from "./schemas";

export const markVideoViewedAction = memberAction(
  videoCheckSchema,
  async ({ station, user, data }): Promise<VideoCheckResult> =>
    markVideoViewed(await getDb(), { stationId: station.id, userId: user.id, ...data }),
);

export const toggleVideoCheckAction = memberAction(
  videoToggleSchema,
  async ({ station, user, data }): Promise<PlaylistState> =>
    setVideoChecked(await getDb(), { stationId: station.id, userId: user.id, ...data }),
);
