import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { participations } from "@/lib/activities/schema";
import { createActivity, demoMember } from "@/lib/activities/research/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { lockedFlags, markVideoViewed, MSG_VIDEO_LOCKED, setVideoChecked } from "./playlist";
import { activityVideos } from "./schema";

// Seeding takes a while on a busy machine: do it under the hook timeout, not a test's.
beforeAll(async () => {
  await demoMember(await getDb());
});

async function playlist(db: Db, stationId: number) {
  const activityId = await createActivity(db, stationId, { typeId: 18, points: 2500, limitPerUser: 1 });
  const rows = await db
    .insert(activityVideos)
    .values([
      { stationId, activityId, position: 0, name: "Boas-vindas", required: true, provider: "file" as const, source: "/static/videos/a.webm" },
      { stationId, activityId, position: 1, name: "Como pontuar", provider: "youtube" as const, source: "dQw4w9WgXcQ" },
      { stationId, activityId, position: 2, name: "Trocas", provider: "vimeo" as const, source: "76979871" },
    ])
    .returning({ id: activityVideos.id });
  return { activityId, videoIds: rows.map((r) => r.id) };
}

describe("video playlist", () => {
  it("locks the items after an unviewed required video", () => {
    expect(lockedFlags([{ required: true, viewedOnce: false }, { required: false, viewedOnce: false }, { required: false, viewedOnce: false }])).toEqual([false, true, true]);
    expect(lockedFlags([{ required: true, viewedOnce: true }, { required: true, viewedOnce: false }, { required: false, viewedOnce: false }])).toEqual([false, false, true]);
  });

  it("refuses to check a locked video", async () => {
    const db = await getDb();
    const member = await demoMember(db);
    const { activityId, videoIds } = await playlist(db, member.stationId);
    await expect(markVideoViewed(db, { ...member, activityId, videoId: videoIds[1]! })).rejects.toThrow(MSG_VIDEO_LOCKED);
  });

  it("takes part once when every video is viewed, however often they are re-watched or toggled", async () => {
    const db = await getDb();
    const member = await demoMember(db);
    const { activityId, videoIds } = await playlist(db, member.stationId);
    const before = await getBalance(db, member.stationId, member.userId);

    const first = await markVideoViewed(db, { ...member, activityId, videoId: videoIds[0]! });
    expect(first.playlist.videos.map((v) => v.locked)).toEqual([false, false, false]);
    expect(first.justCompleted).toBe(false);
    await markVideoViewed(db, { ...member, activityId, videoId: videoIds[1]! });
    const last = await markVideoViewed(db, { ...member, activityId, videoId: videoIds[2]! });
    expect(last).toMatchObject({ justCompleted: true, pointsAwarded: 2500 });
    expect(last.playlist.completed).toBe(true);

    const toggled = await setVideoChecked(db, { ...member, activityId, videoId: videoIds[2]!, hasViewed: false });
    expect(toggled.videos[2]).toMatchObject({ viewedOnce: true, hasViewed: false });
    expect(toggled.completed).toBe(true);

    const again = await Promise.all([
      markVideoViewed(db, { ...member, activityId, videoId: videoIds[2]! }),
      markVideoViewed(db, { ...member, activityId, videoId: videoIds[0]! }),
    ]);
    expect(again.map((r) => r.justCompleted)).toEqual([false, false]);
    expect(await getBalance(db, member.stationId, member.userId)).toBe(before + 2500);
    const rows = await db
      .select()
      .from(participations)
      .where(and(eq(participations.activityId, activityId), eq(participations.userId, member.userId)));
    expect(rows).toHaveLength(1);
  });
});
