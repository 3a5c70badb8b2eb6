// Video playlists (type 18): which videos a member has seen, which are locked behind a
// required one, and the playlist participation once every video reached 80 % — paid exactly once
// (one idempotency key per member and playlist, written in the transaction of the last check).
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { MSG_UNAVAILABLE } from "@/lib/activities/messages";
import { participate } from "@/lib/activities/participation";
import { activities } from "@/lib/activities/schema";
import type { Db, DbOrTx } from "@/lib/db/client";
import { activityVideos, userVideoChecks } from "./schema";

export const PLAYLIST_TYPE = 18;
/** A video counts as viewed at 80 % played. */
export const VIEWED_THRESHOLD = 0.8;
export const MSG_VIDEO_LOCKED = "Assista ao vídeo obrigatório anterior para liberar este.";

export interface PlaylistVideo {
  id: number;
  name: string;
  description: string | null;
  required: boolean;
  provider: "file" | "youtube" | "vimeo";
  source: string;
  viewedOnce: boolean;
  hasViewed: boolean;
  locked: boolean;
}

export interface PlaylistState {
  activityId: number;
  videos: PlaylistVideo[];
  completed: boolean;
}

/** A video is locked while an earlier required video has not been viewed once. */
export function lockedFlags(videos: { required: boolean; viewedOnce: boolean }[]): boolean[] {
  let blocked = false;
  return videos.map((v) => {
    const locked = blocked;
    if (v.required && !v.viewedOnce) blocked = true;
    return locked;
  });
}

export async function getPlaylist(db: DbOrTx, stationId: number, userId: number | null, activityId: number): Promise<PlaylistState> {
  const videos = await db
    .select()
    .from(activityVideos)
    .where(and(eq(activityVideos.stationId, stationId), eq(activityVideos.activityId, activityId)))
    .orderBy(asc(activityVideos.position), asc(activityVideos.id));
  const checks =
    userId === null
      ? []
      : await db
          .select({ videoId: userVideoChecks.videoId, viewedOnce: userVideoChecks.viewedOnce, hasViewed: userVideoChecks.hasViewed })
          .from(userVideoChecks)
          .where(
            and(
              eq(userVideoChecks.stationId, stationId),
              eq(userVideoChecks.userId, userId),
              eq(userVideoChecks.activityId, activityId),
            ),
          );
  const byVideo = new Map(checks.map((c) => [c.videoId, c]));
  const merged = videos.map((v) => ({
    id: v.id,
    name: v.name,
    description: v.description,
    required: v.required,
    provider: v.provider,
    source: v.source,
    viewedOnce: byVideo.get(v.id)?.viewedOnce ?? false,
    hasViewed: byVideo.get(v.id)?.hasViewed ?? false,
  }));
  const locked = lockedFlags(merged);
  return {
    activityId,
    videos: merged.map((v, i) => ({ ...v, locked: locked[i] ?? false })),
    completed: merged.length > 0 && merged.every((v) => v.viewedOnce),
  };
}

export interface VideoCheckInput {
  stationId: number;
  userId: number;
  activityId: number;
  videoId: number;
}

export interface VideoCheckResult {
  playlist: PlaylistState;
  /** True only on the call that completed the playlist (the one that paid). */
  justCompleted: boolean;
  pointsAwarded: number;
}

async function requirePlaylistVideo(db: DbOrTx, input: VideoCheckInput) {
  const [row] = await db
    .select({ videoId: activityVideos.id, typeId: activities.typeId, active: activities.active })
    .from(activityVideos)
    .innerJoin(activities, eq(activities.id, activityVideos.activityId))
    .where(
      and(
        eq(activityVideos.id, input.videoId),
        eq(activityVideos.activityId, input.activityId),
        eq(activityVideos.stationId, input.stationId),
        eq(activities.stationId, input.stationId),
      ),
    );
  if (!row || !row.active || row.typeId !== PLAYLIST_TYPE) throw new UserFacingError(MSG_UNAVAILABLE);
}

/**
 * The player reached 80 % of a video: save the check (spec "POST videos/check-videos") and, when
 * this makes every video viewed, take part in the playlist. Safe to call again and again.
 */
export async function markVideoViewed(db: Db, input: VideoCheckInput): Promise<VideoCheckResult> {
  await requirePlaylistVideo(db, input);
  return db.transaction(async (tx) => {
    const before = await getPlaylist(tx, input.stationId, input.userId, input.activityId);
    const target = before.videos.find((v) => v.id === input.videoId);
    if (!target) throw new UserFacingError(MSG_UNAVAILABLE);
    if (target.locked) throw new UserFacingError(MSG_VIDEO_LOCKED);
    await tx
      .insert(userVideoChecks)
      .values({ ...input, viewedOnce: true, hasViewed: true })
      .onConflictDoUpdate({
        target: [userVideoChecks.stationId, userVideoChecks.userId, userVideoChecks.videoId],
        set: { viewedOnce: true, hasViewed: true, updatedAt: new Date() },
      });
    const after = await getPlaylist(tx, input.stationId, input.userId, input.activityId);
    if (!after.completed) return { playlist: after, justCompleted: false, pointsAwarded: 0 };
    // One key per member and playlist: re-watching or a second tab replays instead of paying again.
    const participation = await participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: input.activityId,
      idempotencyKey: `playlist:${input.activityId}:${input.userId}`,
      payload: { videos: after.videos.map((v) => v.id) },
    });
    return { playlist: after, justCompleted: !participation.replayed, pointsAwarded: participation.replayed ? 0 : participation.pointsAwarded };
  });
}

/** The member's own "assistido" toggle (spec "PUT videos/check-videos/{id}"), after a first view. */
export async function setVideoChecked(db: Db, input: VideoCheckInput & { hasViewed: boolean }): Promise<PlaylistState> {
  await requirePlaylistVideo(db, input);
  const updated = await db
    .update(userVideoChecks)
    .set({ hasViewed: input.hasViewed, updatedAt: new Date() })
    .where(
      and(
        eq(userVideoChecks.stationId, input.stationId),
        eq(userVideoChecks.userId, input.userId),
        eq(userVideoChecks.videoId, input.videoId),
        eq(userVideoChecks.viewedOnce, true),
      ),
    )
    .returning({ id: userVideoChecks.id });
  if (updated.length === 0) throw new UserFacingError("Assista ao vídeo antes de marcá-lo.");
  return getPlaylist(db, input.stationId, input.userId, input.activityId);
}
