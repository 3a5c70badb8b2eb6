// The console's "Moderação" on a real database, through the actions a moderator's browser calls:
// restoring a post hidden by reports puts it back in members' feeds; dismissing the reports keeps a
// post up and a later report counts from zero; hiding takes a post off the wall and a comment out
// of its thread; another station's post is answered as missing; staff may moderate, a member
// without a console role may not; each change leaves its audit row.
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { grantRole } from "@/lib/auth/console-roles";
import { CONSOLE_NOT_FOUND_MESSAGE } from "@/lib/auth/guard";
import { AUDIT_AREAS } from "@/lib/console/audit";
import { auditActionLabel, auditDetailsText } from "@/lib/console/audit-text";
import { auditLog } from "@/lib/console/schema";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, signInConsoleAs } from "@/lib/db/testing/sessions";
import type { SocialScope } from "../access";
import { addComment, loadThread } from "../comments";
import { createPost, feedPage } from "../posts";
import { report } from "../reports";
import { posts, reports } from "../schema";
import { makeMember, makeStation } from "../test-fixtures";
import * as actions from "./actions";
import { moderationQueue } from "./queue";
import { MODERATION_NOT_FOUND } from "./texts";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: () => unknown) => fn }));

let db: Db;
let scope: SocialScope;
let other: SocialScope;
let owner: number;
let staff: number;
let author: number;
let reporters: number[];
let plainMember: number;
let otherAuthor: number;

beforeAll(async () => {
  db = await getDb();
  scope = await makeStation(db, { reportThreshold: 3 });
  other = await makeStation(db);
  owner = await makeMember(db, scope.stationId, "Dona");
  staff = await makeMember(db, scope.stationId, "Equipe");
  author = await makeMember(db, scope.stationId, "Autora");
  reporters = [await makeMember(db, scope.stationId, "R1"), await makeMember(db, scope.stationId, "R2"), await makeMember(db, scope.stationId, "R3"), await makeMember(db, scope.stationId, "R4")];
  plainMember = await makeMember(db, scope.stationId, "Só membro");
  otherAuthor = await makeMember(db, other.stationId, "De fora");
  await grantRole(db, { userId: owner, stationId: scope.stationId, role: "owner" });
  await grantRole(db, { userId: staff, stationId: scope.stationId, role: "staff" });
});

afterEach(() => fakeRequest.cookies.clear());

async function ok<T>(p: Promise<{ ok: boolean; data?: T; message?: string }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.data as T;
}

const feedIds = async () => (await feedPage(db, scope, reporters[0]!, null, 100)).items.map((p) => p.id);

async function hiddenByReports(text: string): Promise<number> {
  const post = await createPost(db, scope, author, { description: text, media: null });
  for (const r of reporters.slice(0, 3)) await report(db, scope, r, "post", post.id, "Ofensivo");
  return post.id;
}

describe("moderation", () => {
  it("restoring a post hidden by three reports puts it back in the member's feed, with its audit row", async () => {
    const id = await hiddenByReports("Post denunciado");
    expect(await feedIds(), "three reports hide the post").not.toContain(id);
    const queue = await moderationQueue(db, scope.stationId, "pending");
    expect(queue.find((i) => i.target === "post" && i.id === id), "the hidden post is in the queue").toMatchObject({ hidden: true, openReports: 3 });

    await signInConsoleAs(db, owner, scope.stationId);
    await ok(actions.restoreAction({ stationId: scope.stationId, target: "post", id }));
    expect(await feedIds(), "restored post is back on the wall").toContain(id);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.stationId, scope.stationId), eq(auditLog.action, "moderation.restore"), eq(auditLog.entityId, String(id))));
    expect(audit?.before).toMatchObject({ hidden: true, openReports: 3 });
    expect(audit?.after).toMatchObject({ hidden: false, openReports: 0 });
    // The Auditoria shows it in words, under its own area.
    expect(auditActionLabel("moderation.restore"), "the action has a pt-BR name").not.toBe("moderation.restore");
    expect(auditDetailsText(audit?.before, audit?.after), "the fields have pt-BR names").not.toMatch(/hidden|openReports/);
    expect(Object.values(AUDIT_AREAS).some((a) => a.prefixes.some((p) => "moderation.restore".startsWith(p))), "an area of the Auditoria filter holds it").toBe(true);
    // Its reports were closed: the post leaves the pending queue for the resolved one.
    expect((await moderationQueue(db, scope.stationId, "pending")).some((i) => i.id === id && i.target === "post")).toBe(false);
    expect((await moderationQueue(db, scope.stationId, "resolved")).some((i) => i.id === id && i.target === "post")).toBe(true);
  });

  it("dismissing the reports keeps the post up, and a later report counts from zero", async () => {
    const post = await createPost(db, scope, author, { description: "Post polêmico", media: null });
    await report(db, scope, reporters[0]!, "post", post.id);
    await report(db, scope, reporters[1]!, "post", post.id);
    await signInConsoleAs(db, staff, scope.stationId);
    await ok(actions.dismissReportsAction({ stationId: scope.stationId, target: "post", id: post.id }));
    expect(await feedIds()).toContain(post.id);
    const closed = await db.select({ status: reports.status }).from(reports).where(eq(reports.postId, post.id));
    expect(closed.map((r) => r.status)).toEqual(["dismissed", "dismissed"]);

    const after = await report(db, scope, reporters[2]!, "post", post.id);
    expect(after.hidden, "one new report after the dismissal does not reach three").toBe(false);
    expect(await feedIds()).toContain(post.id);
  });

  it("hiding takes a post off the wall and a comment out of its thread", async () => {
    const post = await createPost(db, scope, author, { description: "Post a ocultar", media: null });
    await signInConsoleAs(db, owner, scope.stationId);
    await ok(actions.hideAction({ stationId: scope.stationId, target: "post", id: post.id }));
    expect(await feedIds()).not.toContain(post.id);
    expect((await db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, post.id)))[0]?.hiddenAt).not.toBeNull();

    const visible = await createPost(db, scope, author, { description: "Post com comentário", media: null });
    const comment = await addComment(db, scope, reporters[3]!, { postId: visible.id, commentId: null, description: "Comentário ofensivo" });
    await report(db, scope, reporters[0]!, "comment", comment.id, "Spam");
    await ok(actions.hideAction({ stationId: scope.stationId, target: "comment", id: comment.id }));
    const thread = await loadThread(db, scope, { kind: "post", id: visible.id }, reporters[1]!);
    expect(thread.map((c) => c.id)).not.toContain(comment.id);
    expect((await db.select({ status: reports.status }).from(reports).where(eq(reports.commentId, comment.id)))[0]?.status).toBe("upheld");

    await ok(actions.restoreAction({ stationId: scope.stationId, target: "comment", id: comment.id }));
    const back = await loadThread(db, scope, { kind: "post", id: visible.id }, reporters[1]!);
    expect(back.find((c) => c.id === comment.id)?.description).toBe("Comentário ofensivo");
  });

  it("answers another station's post as missing, to every action, and changes nothing there", async () => {
    const foreign = await createPost(db, other, otherAuthor, { description: "Post de outra estação", media: null });
    await signInConsoleAs(db, owner, scope.stationId);
    for (const action of [actions.hideAction, actions.restoreAction, actions.dismissReportsAction]) {
      const r = await action({ stationId: scope.stationId, target: "post", id: foreign.id });
      expect(r).toMatchObject({ ok: false, message: MODERATION_NOT_FOUND });
    }
    // Naming the other station instead: the owner has no role there.
    const r = await actions.hideAction({ stationId: other.stationId, target: "post", id: foreign.id });
    expect(r).toMatchObject({ ok: false, message: CONSOLE_NOT_FOUND_MESSAGE });
    expect((await feedPage(db, other, otherAuthor, null, 100)).items.map((p) => p.id)).toContain(foreign.id);
    expect((await moderationQueue(db, scope.stationId, "pending")).some((i) => i.id === foreign.id && i.target === "post")).toBe(false);
  });

  it("refuses a member without a console role", async () => {
    const id = await hiddenByReports("Post que continua oculto");
    // Signed in on the station's site as a member: that session opens nothing in the console.
    await signInAs(db, plainMember, { id: scope.stationId });
    const r = await actions.restoreAction({ stationId: scope.stationId, target: "post", id });
    expect(r.ok, "a member's session restores nothing").toBe(false);
    await expect(signInConsoleAs(db, plainMember, scope.stationId), "no console sign-on without a role").rejects.toThrow();
    expect(await feedIds()).not.toContain(id);
  });
});
