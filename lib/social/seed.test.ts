// The demo wall: a dozen posts of the three kinds by several members, with likes and threads, on
// demo only; seeding again adds nothing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storage } from "@/lib/adapters/storage";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey } from "@/lib/stations/queries";
import { isFeatureOn } from "@/lib/stations/features";
import { comments, likes, posts } from "./schema";

describe("demo wall", () => {
  it("has posts of every kind by several members, likes and replies, and seeds once", async () => {
    const db = await getDb();
    await seedDemo(db);
    const demo = (await findStationByKey(db, "demo"))!;
    const vitrine = (await findStationByKey(db, "vitrine"))!;
    const rows = await db.select().from(posts).where(eq(posts.stationId, demo.id));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.mediaType))).toEqual(new Set([null, "image", "video"]));
    expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThanOrEqual(3);
    for (const r of rows.filter((p) => p.mediaKey)) expect(await storage().stat(r.mediaKey!), r.mediaKey!).not.toBeNull();
    const [l] = await db.select({ n: sql<number>`count(*)::int` }).from(likes).where(eq(likes.stationId, demo.id));
    const [replies] = await db.select({ n: sql<number>`count(*)::int` }).from(comments).where(sql`${comments.stationId} = ${demo.id} and ${comments.commentId} is not null`);
    expect(l!.n).toBeGreaterThan(10);
    expect(replies!.n).toBeGreaterThanOrEqual(2);
    expect(isFeatureOn(demo, "feed")).toBe(true);
    expect(isFeatureOn(vitrine, "feed")).toBe(false);

    await seedDemo(db);
    expect(await db.select().from(posts).where(eq(posts.stationId, demo.id))).toHaveLength(rows.length);
  });
});
