// The wall's actions and handlers called as a browser would (Host header, session cookie): blocked
// accounts get the guard's text and change nothing; a session of another station is worthless;
// the upload refuses a 250 MB video from its Content-Length, before reading the body.
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/lib/accounts/schema";
import { SESSION_EXPIRED_MESSAGE, DELETED_MESSAGE, INACTIVE_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { POST as uploadHandler } from "@/app/homepage/feed/upload/route";
import { GET as pageHandler } from "@/app/s/[station]/homepage/feed/pagina/route";
import * as actions from "./actions";
import { scopeOf } from "./access";
import { addComment } from "./comments";
import { VIDEO_TOO_LARGE } from "./messages";
import { createPost } from "./posts";
import { comments, likes, posts, reports } from "./schema";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let postId: number;
let commentId: number;
let activityId: number;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  const owner = await userId("membro@demo.test");
  const post = await createPost(db, scopeOf(demo), owner, { description: "Alvo dos testes" });
  postId = post.id;
  commentId = (await addComment(db, scopeOf(demo), owner, { postId, description: "Comentário alvo" })).id;
  const { activities } = await import("@/lib/activities/schema");
  const [activity] = await db.update(activities).set({ commentsAndLikesEnabled: true }).where(eq(activities.stationId, demo.id)).returning({ id: activities.id });
  activityId = activity!.id;
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const userId = (email: string) => userIdByEmail(db, demo.id, email);

const signIn = (id: number, station: Station | null = demo) => signInAs(db, id, station);

async function writes() {
  const n = async (table: typeof posts | typeof comments | typeof likes | typeof reports) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { posts: await n(posts), comments: await n(comments), likes: await n(likes), reports: await n(reports) };
}

/** Every action of the wall, with inputs that would succeed for a member who may enter. */
function everyCall(): [string, () => Promise<{ ok: boolean; message?: string }>][] {
  return [
    ["createPost", () => actions.createPostAction({ description: "Olá" })],
    ["deletePost", () => actions.deletePostAction({ id: postId })],
    ["addComment on a post", () => actions.addCommentAction({ postId, description: "Oi" })],
    ["reply", () => actions.addCommentAction({ postId, description: "Oi", commentId })],
    ["addComment on an activity", () => actions.addCommentAction({ activityId, description: "Oi" })],
    ["deleteComment", () => actions.deleteCommentAction({ id: commentId })],
    ["like a post", () => actions.setLikeAction({ target: "post", id: postId, liked: true })],
    ["like a comment", () => actions.setLikeAction({ target: "comment", id: commentId, liked: true })],
    ["like an activity", () => actions.setLikeAction({ target: "activity", id: activityId, liked: true })],
    ["report", () => actions.reportAction({ target: "post", id: postId, reason: "x" })],
  ];
}

const upload = (headers: Record<string, string>, body: ReadableStream<Uint8Array> | null, query = "tipo=video") =>
  uploadHandler(new NextRequest(`http://demo.localhost:3000/homepage/feed/upload?${query}`, { method: "POST", headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]), {
    params: Promise.resolve({}),
  });

describe("the wall's actions behind the member gate", () => {
  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
    ["inativo@demo.test", INACTIVE_MESSAGE],
    ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
  ])("refuses %s on every action and changes nothing", async (email, message) => {
    await signIn(await userId(email));
    const before = await writes();
    for (const [name, call] of everyCall()) {
      expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message } });
    }
    expect(await writes()).toEqual(before);
    const refused = await upload({ "content-length": "100" }, null);
    expect(refused.status).toBe(403);
  });

  it("refuses a session of another station, of the apex, and no session at all", async () => {
    const member = await userId("membro@demo.test");
    const before = await writes();
    for (const station of [vitrine, null]) {
      await signIn(member, station);
      for (const [name, call] of everyCall()) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    }
    fakeRequest.cookies.clear();
    for (const [name, call] of everyCall()) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    expect(await writes()).toEqual(before);
  });

  it("lets a member who may enter do each of them (so the refusals above are the guard's)", async () => {
    await signIn(await userId("membro@demo.test"));
    const answers = [];
    for (const [name, call] of everyCall()) {
      if (name === "report" || name === "deletePost" || name === "deleteComment") continue; // own content: tested in social.test.ts
      answers.push({ name, ok: (await call()).ok });
    }
    expect(answers.every((a) => a.ok)).toBe(true);
    const page = await pageHandler(new NextRequest("http://demo.localhost:3000/homepage/feed/pagina"), { params: Promise.resolve({ station: "demo" }) });
    expect(page.status).toBe(200);
    const items = (await page.json()).items as { description: string; userAuthor: boolean }[];
    expect(items[0]).toMatchObject({ description: "Olá", userAuthor: true });
  });

  it("answers the feed as missing on a station whose feed is off", async () => {
    expect(vitrine.flags.feed).toBe(false);
    const [member] = await db
      .insert(users)
      .values({ stationId: vitrine.id, name: "Vitrine", email: "mural@vitrine.test", active: true, isFirstLogin: false })
      .returning({ id: users.id });
    const { establishmentUsers } = await import("@/lib/accounts/schema");
    await db.insert(establishmentUsers).values({ stationId: vitrine.id, establishmentId: vitrine.establishment!.id, userId: member!.id });
    await signIn(member!.id, vitrine);
    fakeRequest.host = "vitrine.localhost:3000";
    expect(await actions.createPostAction({ description: "Olá" })).toEqual({ ok: false, message: "Esse conteúdo não existe mais." });
    const page = await pageHandler(new NextRequest("http://vitrine.localhost:3000/homepage/feed/pagina"), { params: Promise.resolve({ station: "vitrine" }) });
    expect(page.status).toBe(404);
  });
});

describe("the upload handler", () => {
  it("refuses a declared 250 MB video before reading the body", async () => {
    await signIn(await userId("membro@demo.test"));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536));
        if (pulled > 10_000_000) controller.close();
      },
    });
    const answer = await upload({ "content-length": "250000000", "content-type": "video/mp4" }, body);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ ok: false, message: VIDEO_TOO_LARGE });
    // The stream may have been primed by its first pull, never drained.
    expect(pulled).toBeLessThanOrEqual(2 * 65536);
  });

  it("refuses a write from another site", async () => {
    await signIn(await userId("membro@demo.test"));
    const answer = await upload({ "content-length": "10", origin: "https://evil.test", host: "demo.localhost:3000" }, null);
    expect(answer.status).toBe(403);
  });
});
