// The wall's rules on a real database: limits, station scoping, likes under concurrency, soft
// deletes, the report threshold, keyset paging, and uploads checked by their bytes and size.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storage } from "@/lib/adapters/storage";
import { getDb, type Db } from "@/lib/db/client";
import { messages } from "@/lib/validation";
import type { SocialScope } from "./access";
import { addComment, deleteComment, loadThread } from "./comments";
import { setLike } from "./likes";
import { checkDeclaredLength, receiveImage, receiveVideo, sniffPostVideo } from "./media";
import { COMMENT_REMOVED, IMAGE_UNSUPPORTED, MEDIA_MISSING, NOT_FOUND, ONLY_AUTHOR, OWN_REPORT, REPLY_DEPTH, VIDEO_TOO_LARGE, VIDEO_UNSUPPORTED } from "./messages";
import { createPost, decodeCursor, deletePost, feedPage } from "./posts";
import { report } from "./reports";
import { commentSchema, postSchema } from "./schemas";
import { likes, posts, reports } from "./schema";
import { makeMember, makeStation } from "./test-fixtures";
import { linkify } from "./text";

let db: Db;
let scope: SocialScope;
let other: SocialScope;
let alice: number;
let bruno: number;
let outsider: number;

beforeAll(async () => {
  db = await getDb();
  scope = await makeStation(db);
  other = await makeStation(db);
  alice = await makeMember(db, scope.stationId, "Alice");
  bruno = await makeMember(db, scope.stationId, "Bruno");
  outsider = await makeMember(db, other.stationId, "Outra");
});

const MP4_HEAD = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
const MOV_HEAD = new Uint8Array([0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, 0, 0, 2, 0]);
const WMV_HEAD = new Uint8Array([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]);

/** `total` bytes starting with `head`, in chunks of `chunk`, counting what was pulled. */
function source(head: Uint8Array, total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  async function* gen() {
    let sent = 0;
    while (sent < total) {
      const n = Math.min(chunk, total - sent);
      const part = new Uint8Array(n);
      if (sent < head.length) part.set(head.subarray(sent, sent + n));
      sent += n;
      state.pulled = sent;
      yield part;
    }
  }
  return { stream: gen(), state };
}

async function pngBytes(): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  return new Uint8Array(await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#0057b8" } }).png().toBuffer());
}

describe("post limits", () => {
  it("takes text up to 320 characters and refuses 321 with the catalogue's message", () => {
    expect(postSchema.safeParse({ description: "a".repeat(320) }).success).toBe(true);
    const long = postSchema.safeParse({ description: "a".repeat(321) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(messages.maxLength(320));
  });

  it("needs text unless a photo or a video comes with it, and takes one media only", () => {
    expect(postSchema.safeParse({ description: "  " }).error?.issues[0]?.message).toBe(messages.required);
    expect(postSchema.safeParse({ description: "", media: { type: "image", key: "1/posts/u2/0123456789abcdef01234567.jpg" } }).success).toBe(true);
    expect(postSchema.safeParse({ description: "", media: [{ type: "image", key: "1/posts/u2/0123456789abcdef01234567.jpg" }] }).success).toBe(false);
    expect(postSchema.safeParse({ description: "x", media: { type: "video", key: "../etc/passwd.mp4" } }).success).toBe(false);
  });

  it("refuses a 201-character comment with the spec's message, and an empty one", () => {
    expect(commentSchema.safeParse({ postId: 1, description: "a".repeat(200) }).success).toBe(true);
    expect(commentSchema.safeParse({ postId: 1, description: "a".repeat(201) }).error?.issues[0]?.message).toBe("Esse campo deve possuir no máximo 200 caracteres");
    expect(commentSchema.safeParse({ postId: 1, description: "   " }).error?.issues[0]?.message).toBe(messages.required);
    expect(commentSchema.safeParse({ postId: 1, activityId: 2, description: "x" }).success).toBe(false);
  });
});

describe("station scoping", () => {
  it("answers another station's post as missing, for reading, liking, commenting, deleting and reporting", async () => {
    const post = await createPost(db, scope, alice, { description: "Só do meu clube" });
    await expect(setLike(db, other, outsider, "post", post.id, true)).rejects.toThrow(NOT_FOUND);
    await expect(addComment(db, other, outsider, { postId: post.id, description: "oi" })).rejects.toThrow(NOT_FOUND);
    await expect(loadThread(db, other, { kind: "post", id: post.id }, outsider)).rejects.toThrow(NOT_FOUND);
    await expect(deletePost(db, other, outsider, post.id)).rejects.toThrow(NOT_FOUND);
    await expect(report(db, other, outsider, "post", post.id)).rejects.toThrow(NOT_FOUND);
    expect((await feedPage(db, other, outsider, null)).items.map((p) => p.id)).not.toContain(post.id);
  });

  it("has no wall where the feed is off", async () => {
    const closed = await makeStation(db, { feed: false });
    const member = await makeMember(db, closed.stationId);
    await expect(feedPage(db, closed, member, null)).rejects.toThrow(NOT_FOUND);
    await expect(createPost(db, closed, member, { description: "oi" })).rejects.toThrow(NOT_FOUND);
  });

  it("attaches only the author's own upload on this station, of the kind it claims", async () => {
    const photo = await receiveImage(scope.stationId, alice, (async function* () { yield await pngBytes(); })());
    await expect(createPost(db, scope, bruno, { description: "", media: { type: "image", key: photo.key } })).rejects.toThrow(MEDIA_MISSING);
    await expect(createPost(db, other, outsider, { description: "", media: { type: "image", key: photo.key } })).rejects.toThrow(MEDIA_MISSING);
    await expect(createPost(db, scope, alice, { description: "", media: { type: "video", key: photo.key } })).rejects.toThrow(MEDIA_MISSING);
    const missing = `${scope.stationId}/posts/u${alice}/0123456789abcdef01234567.jpg`;
    await expect(createPost(db, scope, alice, { description: "", media: { type: "image", key: missing } })).rejects.toThrow(MEDIA_MISSING);
    const post = await createPost(db, scope, alice, { description: "", media: { type: "image", key: photo.key } });
    expect(post).toMatchObject({ mediaType: "image", mediaUrl: `/files/${photo.key}`, author: { name: "Alice" }, userAuthor: true });
  });
});

describe("likes", () => {
  it("count once per member however many concurrent requests, and unliking returns the count", async () => {
    const post = await createPost(db, scope, alice, { description: "Curta!" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => setLike(db, scope, bruno, "post", post.id, true)));
    expect(answers.every((a) => a.liked)).toBe(true);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(likes).where(eq(likes.postId, post.id));
    expect(row!.n).toBe(1);
    expect(await setLike(db, scope, alice, "post", post.id, true)).toEqual({ liked: true, likes: 2 });
    expect(await setLike(db, scope, bruno, "post", post.id, false)).toEqual({ liked: false, likes: 1 });
    expect(await setLike(db, scope, bruno, "post", post.id, false)).toEqual({ liked: false, likes: 1 });
    const page = await feedPage(db, scope, alice, null);
    expect(page.items.find((p) => p.id === post.id)).toMatchObject({ likes: 1, userLiked: true });
  });

  it("go on comments too", async () => {
    const post = await createPost(db, scope, alice, { description: "Comente" });
    const comment = await addComment(db, scope, bruno, { postId: post.id, description: "Legal" });
    await Promise.all([setLike(db, scope, alice, "comment", comment.id, true), setLike(db, scope, alice, "comment", comment.id, true)]);
    const [thread] = await loadThread(db, scope, { kind: "post", id: post.id }, alice);
    expect(thread).toMatchObject({ likes: 1, userLiked: true });
  });
});

describe("comments and deletes", () => {
  it("threads replies one level deep and refuses a reply to a reply", async () => {
    const post = await createPost(db, scope, alice, { description: "Conversa" });
    const first = await addComment(db, scope, bruno, { postId: post.id, description: "Primeiro" });
    const reply = await addComment(db, scope, alice, { postId: post.id, description: "Resposta", commentId: first.id });
    await expect(addComment(db, scope, bruno, { postId: post.id, description: "Tréplica", commentId: reply.id })).rejects.toThrow(REPLY_DEPTH);
    const elsewhere = await createPost(db, scope, alice, { description: "Outro" });
    await expect(addComment(db, scope, bruno, { postId: elsewhere.id, description: "x", commentId: first.id })).rejects.toThrow(REPLY_DEPTH);
    const thread = await loadThread(db, scope, { kind: "post", id: post.id }, bruno);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ description: "Primeiro", userAuthor: true, replies: [{ description: "Resposta", userAuthor: false }] });
  });

  it("lets only the author delete, and keeps a deleted comment's place while it has replies", async () => {
    const post = await createPost(db, scope, alice, { description: "Apague" });
    const first = await addComment(db, scope, bruno, { postId: post.id, description: "Vou sumir" });
    await addComment(db, scope, alice, { postId: post.id, description: "Fico", commentId: first.id });
    const lone = await addComment(db, scope, bruno, { postId: post.id, description: "Sozinho" });
    await expect(deleteComment(db, scope, alice, first.id)).rejects.toThrow(ONLY_AUTHOR);
    await deleteComment(db, scope, bruno, first.id);
    await deleteComment(db, scope, bruno, lone.id);
    const thread = await loadThread(db, scope, { kind: "post", id: post.id }, alice);
    expect(thread).toEqual([expect.objectContaining({ deleted: true, description: "", author: null, replies: [expect.objectContaining({ description: "Fico" })] })]);
    expect(COMMENT_REMOVED).toBe("Comentário removido");
    // The post's counter leaves the deleted ones out.
    expect((await feedPage(db, scope, alice, null)).items.find((p) => p.id === post.id)?.comments).toBe(1);

    await expect(deletePost(db, scope, bruno, post.id)).rejects.toThrow(ONLY_AUTHOR);
    await deletePost(db, scope, alice, post.id);
    expect((await feedPage(db, scope, alice, null)).items.map((p) => p.id)).not.toContain(post.id);
    const [row] = await db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, post.id));
    expect(row!.deletedAt).not.toBeNull();
    await expect(deletePost(db, scope, alice, post.id)).rejects.toThrow(NOT_FOUND);
  });
});

describe("reports", () => {
  it("hide a post once the station's threshold of distinct members report it, and keep the rows for review", async () => {
    const station = await makeStation(db, { reportThreshold: 2 });
    const author = await makeMember(db, station.stationId);
    const [r1, r2] = [await makeMember(db, station.stationId), await makeMember(db, station.stationId)];
    const post = await createPost(db, station, author, { description: "Polêmico" });
    await expect(report(db, station, author, "post", post.id)).rejects.toThrow(OWN_REPORT);
    expect(await report(db, station, r1, "post", post.id, "Spam")).toEqual({ hidden: false });
    expect(await report(db, station, r1, "post", post.id)).toEqual({ hidden: false }); // the same member twice is one report
    expect((await feedPage(db, station, r1, null)).items.map((p) => p.id)).toContain(post.id);
    expect(await report(db, station, r2, "post", post.id)).toEqual({ hidden: true });
    expect((await feedPage(db, station, r1, null)).items.map((p) => p.id)).not.toContain(post.id);
    const rows = await db.select().from(reports).where(and(eq(reports.postId, post.id), eq(reports.stationId, station.stationId)));
    expect(rows.map((r) => ({ userId: r.userId, reason: r.reason, status: r.status }))).toEqual(
      expect.arrayContaining([{ userId: r1, reason: "Spam", status: "open" }, { userId: r2, reason: null, status: "open" }]),
    );
    expect(rows).toHaveLength(2);
  });

  it("defaults to 3 members", async () => {
    const station = await makeStation(db);
    expect(station.reportThreshold).toBe(3);
  });
});

describe("feed paging", () => {
  it("walks a wall newest first by 3s with a cursor, ties in time included, and ends", async () => {
    const station = await makeStation(db);
    const author = await makeMember(db, station.stationId);
    // Ten posts, several sharing one instant: the cursor must not skip or repeat any.
    await db.execute(sql`
      insert into posts (station_id, user_id, description, created_at)
      select ${station.stationId}, ${author}, 'post ' || g, timestamptz '2026-01-01 12:00:00.123456+00' + (g / 3) * interval '1 microsecond'
      from generate_series(1, 10) g`);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await feedPage(db, station, author, cursor);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    const ordered = await db.select({ id: posts.id }).from(posts).where(eq(posts.stationId, station.stationId)).orderBy(sql`created_at desc, id desc`);
    expect(seen).toEqual(ordered.map((r) => r.id));
    expect(decodeCursor("not-a-cursor")).toBeNull();
    expect(await feedPage(db, station, author, "bm90LWEtY3Vyc29y")).toEqual({ items: [], nextCursor: null });
  });
});

describe("uploads", () => {
  it("recognise MP4, MOV and WMV by their bytes, nothing else", () => {
    expect(sniffPostVideo(MP4_HEAD)?.ext).toBe("mp4");
    expect(sniffPostVideo(MOV_HEAD)?.ext).toBe("mov");
    expect(sniffPostVideo(WMV_HEAD)?.ext).toBe("wmv");
    expect(sniffPostVideo(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffPostVideo(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull(); // WEBM: surveys only
    expect(sniffPostVideo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("refuses a declared 250 MB before reading the body", () => {
    expect(() => checkDeclaredLength("250000000", 200_000_000, VIDEO_TOO_LARGE)).toThrow(VIDEO_TOO_LARGE);
    expect(() => checkDeclaredLength("200000000", 200_000_000, VIDEO_TOO_LARGE)).not.toThrow();
  });

  it("stops a stream at the limit when the length lies, and keeps nothing", async () => {
    const { stream, state } = source(MP4_HEAD, 3 * 1024 * 1024);
    await expect(receiveVideo(scope.stationId, alice, stream, 1024 * 1024)).rejects.toThrow(VIDEO_TOO_LARGE);
    expect(state.pulled).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });

  it("refuses a non-video at its first bytes and stores a real one under the uploader's key", async () => {
    const html = source(new TextEncoder().encode("<html><body><img src=x onerror=alert(1)>"), 512 * 1024);
    await expect(receiveVideo(scope.stationId, alice, html.stream)).rejects.toThrow(VIDEO_UNSUPPORTED);
    expect(html.state.pulled).toBeLessThanOrEqual(64 * 1024);
    const ok = source(MOV_HEAD, 300 * 1024, 7); // tiny chunks: the signature spans several
    const stored = await receiveVideo(scope.stationId, alice, ok.stream);
    expect(stored.key).toMatch(new RegExp(`^${scope.stationId}/posts/u${alice}/[a-f0-9]{24}\\.mov$`));
    expect(await storage().stat(stored.key)).toEqual({ size: 300 * 1024, contentType: "video/quicktime" });
    const ranged = await storage().open(stored.key, { start: 4, end: 11 });
    const bytes = new Uint8Array(await new Response(ranged!.body).arrayBuffer());
    expect(new TextDecoder().decode(bytes)).toBe("ftypqt  ");
  });

  it("resizes photos for the feed and refuses a GIF or a fake", async () => {
    const photo = await receiveImage(scope.stationId, alice, (async function* () { yield await pngBytes(); })());
    const stored = await storage().get(photo.key);
    const sharp = (await import("sharp")).default;
    const meta = await sharp(Buffer.from(stored!.data)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1280, 853, "png"]);
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00");
    await expect(receiveImage(scope.stationId, alice, (async function* () { yield gif; })())).rejects.toThrow(IMAGE_UNSUPPORTED);
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(receiveImage(scope.stationId, alice, (async function* () { yield fake; })())).rejects.toThrow(IMAGE_UNSUPPORTED);
  });
});

describe("plain text", () => {
  it("makes only http(s) addresses links and leaves markup as text", () => {
    expect(linkify("<img src=x onerror=alert(1)>")).toEqual([{ kind: "text", text: "<img src=x onerror=alert(1)>" }]);
    expect(linkify("veja https://exemplo.com/a?b=1. e javascript:alert(1)")).toEqual([
      { kind: "text", text: "veja " },
      { kind: "link", text: "https://exemplo.com/a?b=1", href: "https://exemplo.com/a?b=1" },
      { kind: "text", text: ". e javascript:alert(1)" },
    ]);
  });
});
