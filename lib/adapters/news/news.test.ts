// The news adapter's two drivers. WordPress: against the fake WordPress on a random port (paging by
// X-WP-TotalPages and the 400 past the end, titles as text, bodies sanitised, featured image, an
// outage, a redirect into the server's network). The driver keeps nothing: the minute's cache is
// Next's (lib/services/news-cache.ts), inert here and proven by the e2e. Offline: the
// station's own news rows of the tag.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { news } from "@/lib/news/schema";
import { stations } from "@/lib/stations/schema";
import { FAKE_INWARD_TITLE, FAKE_REDIRECT_POST_ID, FAKE_TAGS, startFakeWordPress, type FakeWordPress } from "./fake-wordpress";
import { offlineNews } from "./offline";

describe("WordPress driver", () => {
  let wp: FakeWordPress;
  let wordpressNews: typeof import("./wordpress").wordpressNews;
  let NewsUnavailableError: typeof import("./types").NewsUnavailableError;
  let driver: ReturnType<typeof wordpressNews>;
  const station = () => ({ id: 7, settings: { wordpressUrl: `${wp.url}/` } });

  beforeAll(async () => {
    wp = await startFakeWordPress();
    // The fake is plain http on loopback: reachable only because the operator trusts its origin
    // (and port 9's, for the outage below); its inward service is not trusted.
    vi.resetModules();
    vi.stubEnv("OUTBOUND_ALLOW_ORIGINS", `${wp.url},http://127.0.0.1:9`);
    ({ wordpressNews } = await import("./wordpress"));
    ({ NewsUnavailableError } = await import("./types"));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await wp.close();
  });
  beforeEach(() => {
    driver = wordpressNews();
    wp.requests.length = 0;
    wp.failWith = null;
  });

  it("reads the tag's posts page by page until WordPress has no more", async () => {
    const page1 = await driver.listPosts({ station: station(), tagId: FAKE_TAGS.legal, page: 1 });
    expect(page1.items).toHaveLength(10);
    expect(page1.hasMore).toBe(true);
    expect(page1.items[0]).toMatchObject({ title: "Jurídico – WordPress nº 1" });
    expect(wp.requests[0]).toBe(`/wp-json/wp/v2/posts?tags=${FAKE_TAGS.legal}&page=1&per_page=10&_embed`);

    const page2 = await driver.listPosts({ station: station(), tagId: FAKE_TAGS.legal, page: 2 });
    expect(page2.items.map((i) => i.title)).toEqual([11, 12, 13, 14].map((n) => `Jurídico – WordPress nº ${n}`));
    expect(page2.hasMore).toBe(false);

    // Past the end WordPress answers 400 rest_post_invalid_page_number: an empty last page.
    expect(await driver.listPosts({ station: station(), tagId: FAKE_TAGS.legal, page: 3 })).toEqual({ items: [], hasMore: false });
    // Only this tag's posts.
    expect([...page1.items, ...page2.items].every((i) => i.title.startsWith("Jurídico"))).toBe(true);
  });

  it("sanitises the body and takes the featured image from _embed", async () => {
    const { items } = await driver.listPosts({ station: station(), tagId: FAKE_TAGS.dental, page: 1 });
    const hostile = items[2]!;
    expect(wp.posts.find((p) => p.id === hostile.id)!.content).toContain("<script>");
    expect(hostile.html).not.toMatch(/<script|onerror|__hacked/);
    expect(hostile.html).toContain("<strong>3</strong>");
    expect(items[0]!.image).toBe(`${wp.url}/wp-content/uploads/${items[0]!.id}.svg`);
    expect(items[1]!.image).toBeNull();
  });

  it("says the source is unavailable when WordPress does not answer", async () => {
    const gone = wordpressNews({ timeoutMs: 500 });
    await expect(gone.listPosts({ station: { id: 1, settings: { wordpressUrl: "http://127.0.0.1:9" } }, tagId: 1, page: 1 })).rejects.toBeInstanceOf(NewsUnavailableError);
  });

  it("reads one post of the tag, and nothing of another tag", async () => {
    const legal = wp.posts.find((p) => p.tags.includes(FAKE_TAGS.legal))!;
    const post = await driver.getPost({ station: station(), tagId: FAKE_TAGS.legal, id: legal.id });
    expect(post).toMatchObject({ id: legal.id, title: "Jurídico – WordPress nº 1" });
    expect(await driver.getPost({ station: station(), tagId: FAKE_TAGS.dental, id: legal.id })).toBeNull();
    expect(await driver.getPost({ station: station(), tagId: FAKE_TAGS.legal, id: 1 })).toBeNull();
  });

  it("does not follow a redirect from WordPress into the server's network", async () => {
    const read = driver.getPost({ station: station(), tagId: FAKE_TAGS.legal, id: FAKE_REDIRECT_POST_ID });
    await expect(read.then((post) => post?.title), `the post is not "${FAKE_INWARD_TITLE}"`).rejects.toBeInstanceOf(NewsUnavailableError);
    expect(wp.requests).toEqual([`/wp-json/wp/v2/posts/${FAKE_REDIRECT_POST_ID}?_embed`]);
    expect(wp.inward.requests, "the inward service was asked nothing").toEqual([]);
  });
});

describe("offline driver", () => {
  let db: Db;
  let stationId: number;
  let otherId: number;
  const driver = offlineNews(() => getDb());

  beforeAll(async () => {
    db = await getDb();
    [{ id: stationId }, { id: otherId }] = await db
      .insert(stations)
      .values([{ slug: "noticiasum", name: "Um" }, { slug: "noticiasdois", name: "Dois" }])
      .returning({ id: stations.id }) as [{ id: number }, { id: number }];
    const day = 86_400_000;
    await db.insert(news).values([
      ...Array.from({ length: 12 }, (_, i) => ({ stationId, tagId: 500, title: `Notícia ${i + 1}`, bodyHtml: `<p>Texto ${i + 1}</p><img src=x onerror="alert(1)">`, publishedAt: new Date(Date.now() - (i + 1) * day) })),
      { stationId, tagId: 500, title: "Agendada", bodyHtml: "", publishedAt: new Date(Date.now() + day) },
      { stationId, tagId: 501, title: "Outra área", bodyHtml: "" },
      { stationId, tagId: null, title: "Da estação", bodyHtml: "" },
      { stationId: otherId, tagId: 500, title: "Outra estação", bodyHtml: "" },
    ]);
  });

  const source = () => ({ station: { id: stationId, settings: { wordpressUrl: null } }, tagId: 500 });

  it("pages the station's published news of the tag, newest first", async () => {
    const page1 = await driver.listPosts({ ...source(), page: 1 });
    expect(page1.items.map((i) => i.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Notícia ${i + 1}`));
    expect(page1.hasMore).toBe(true);
    const page2 = await driver.listPosts({ ...source(), page: 2 });
    expect(page2).toMatchObject({ items: [{ title: "Notícia 11" }, { title: "Notícia 12" }], hasMore: false });
    expect(page1.items[0]!.html).not.toContain("onerror");
    expect(await driver.listPosts({ ...source(), page: 3 })).toEqual({ items: [], hasMore: false });
  });

  it("reads one item only of this station and tag", async () => {
    const [first] = (await driver.listPosts({ ...source(), page: 1 })).items;
    expect(await driver.getPost({ ...source(), id: first!.id })).toMatchObject({ title: "Notícia 1" });
    expect(await driver.getPost({ ...source(), tagId: 501, id: first!.id })).toBeNull();
    expect(await driver.getPost({ station: { id: otherId, settings: { wordpressUrl: null } }, tagId: 500, id: first!.id })).toBeNull();
  });
});
