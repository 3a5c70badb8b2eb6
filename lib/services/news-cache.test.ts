// The cached WordPress reads as any caller can reach them (a server function by its id takes any
// arguments): they fetch only the station's own WordPress for one of its areas' tags, answer
// "unavailable" or "not found" for anything else without throwing, and hand an outage back as a
// value that the un-cached wrappers turn into NewsUnavailableError. The keeping itself is Next's
// (the directive is inert here): e2e/service-areas.e2e.ts proves it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { FAKE_TAGS, startFakeWordPress, type FakeWordPress } from "@/lib/adapters/news/fake-wordpress";
import { NewsUnavailableError } from "@/lib/adapters/news";
import { stations } from "@/lib/stations/schema";
import { readStationSettings, serviceModuleSchema } from "@/lib/stations/settings";

// The fake WordPress is plain http on loopback: trusted by the operator's list, set before
// lib/env.ts is read.
const PORT = await vi.hoisted(async () => (await import("@/lib/db/testing/trusted-port")).trustedLoopbackPort());

const { cachedWordPressPage, cachedWordPressPost, getAreaPost, listAreaPosts } = await import("./news-cache");

describe("the cached WordPress reads", () => {
  let wp: FakeWordPress;
  let stationId: number;
  let otherId: number;
  const legal = FAKE_TAGS.legal;

  beforeAll(async () => {
    wp = await startFakeWordPress({ port: PORT });
    const db = await getDb();
    const services = { ...readStationSettings({}).services, legal: serviceModuleSchema.parse({ enabled: true, newsTagId: legal }) };
    [{ id: stationId }, { id: otherId }] = (await db
      .insert(stations)
      .values([
        { slug: "cacheum", name: "Cache Um", settings: { wordpressUrl: wp.url, services } },
        { slug: "cachedois", name: "Cache Dois", settings: { services } },
      ])
      .returning({ id: stations.id })) as [{ id: number }, { id: number }];
  });
  afterAll(async () => {
    await wp.close();
  });
  beforeEach(() => {
    wp.requests.length = 0;
    wp.failWith = null;
  });

  it("read the station's WordPress for one of its areas' tags", async () => {
    const answer = await cachedWordPressPage(stationId, wp.url, legal, 1);
    expect(answer.ok && answer.value.items[0]!.title).toBe("Jurídico – WordPress nº 1");
    const post = wp.posts.find((p) => p.tags.includes(legal))!;
    expect(await cachedWordPressPost(stationId, wp.url, legal, post.id)).toMatchObject({ ok: true, value: { id: post.id } });
    expect(wp.requests).toHaveLength(2);
  });

  it("fetch nothing for an address that is not the station's WordPress, nor for a tag none of its areas reads", async () => {
    const inward = wp.inward.url;
    expect(await cachedWordPressPage(stationId, inward, legal, 1)).toMatchObject({ ok: false });
    expect(await cachedWordPressPage(otherId, wp.url, legal, 1)).toMatchObject({ ok: false });
    expect(await cachedWordPressPage(stationId, wp.url, FAKE_TAGS.dental, 1)).toMatchObject({ ok: false });
    expect(await cachedWordPressPost(stationId, inward, legal, 1)).toEqual({ ok: true, value: null });
    expect(await cachedWordPressPost(stationId, wp.url, FAKE_TAGS.dental, wp.posts[0]!.id)).toEqual({ ok: true, value: null });
    expect(wp.requests, "the station's WordPress was asked nothing").toEqual([]);
    expect(wp.inward.requests, "the other address was asked nothing").toEqual([]);
  });

  it("answer nonsense arguments with unavailable or not found, without throwing", async () => {
    const nonsense: unknown[][] = [
      [String(stationId), wp.url, legal, 1],
      [stationId, wp.url, String(legal), 1],
      [stationId, { toString: () => wp.url }, legal, 1],
      [stationId, wp.url, legal, 0],
      [stationId, wp.url, legal, -1],
      [stationId, wp.url, legal, 1.5],
      [stationId, wp.url, legal, Number.NaN],
      [-stationId, wp.url, legal, 1],
      [null, null, null, null],
      [],
    ];
    type Args = Parameters<typeof cachedWordPressPage>;
    for (const args of nonsense) {
      expect(await cachedWordPressPage(...(args as Args)), JSON.stringify(args)).toMatchObject({ ok: false });
      expect(await cachedWordPressPost(...(args as Args)), JSON.stringify(args)).toEqual({ ok: true, value: null });
    }
    // Past any page a list can have (a post's id has no such bound).
    expect(await cachedWordPressPage(stationId, wp.url, legal, 1e9)).toMatchObject({ ok: false });
    expect(wp.requests).toEqual([]);
  });

  it("hand an outage back as a value, which the wrappers raise as NewsUnavailableError", async () => {
    wp.failWith = 503;
    expect(await cachedWordPressPage(stationId, wp.url, legal, 1)).toEqual({ ok: false, message: "WordPress respondeu 503" });
    const station = { id: stationId, settings: { wordpressUrl: wp.url } };
    await expect(listAreaPosts({ station, tagId: legal, page: 1 })).rejects.toBeInstanceOf(NewsUnavailableError);
    await expect(getAreaPost({ station, tagId: legal, id: wp.posts[0]!.id })).rejects.toBeInstanceOf(NewsUnavailableError);
    wp.failWith = null;
    expect((await listAreaPosts({ station, tagId: legal, page: 2 })).items).toHaveLength(4);
  });
});
