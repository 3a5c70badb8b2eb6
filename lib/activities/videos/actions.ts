"use server";
// Server Actions of the video playlist: the 80 % check and the member's toggle.
import { runAction, type ActionResult } from "@/lib/actions/result";
import { requireSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest } from "@/lib/stations/current";
import { markVideoViewed, setVideoChecked, type PlaylistState, type VideoCheckResult } from "./playlist";
import { videoCheckSchema, videoToggleSchema } from "./schemas";

export async function markVideoViewedAction(input: unknown): Promise<ActionResult<VideoCheckResult>> {
  const station = await requireStationFromRequest();
  const user = await requireSessionUser(station.id);
  return runAction(videoCheckSchema, input, async (data) =>
    markVideoViewed(await getDb(), { stationId: station.id, userId: user.id, ...data }),
  );
}

export async function toggleVideoCheckAction(input: unknown): Promise<ActionResult<PlaylistState>> {
  const station = await requireStationFromRequest();
  const user = await requireSessionUser(station.id);
  return runAction(videoToggleSchema, input, async (data) =>
    setVideoChecked(await getDb(), { stationId: station.id, userId: user.id, ...data }),
  );
}
