// The console's write pipeline on a real database: the change and its audit row commit together
// or not at all, a command that records its own row adds no second one, and the cache tags of
// what the command names expire (and after-commit work runs) only when something committed.
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "@/lib/actions/result";
import { getDb, type Db } from "@/lib/db/client";
import { news } from "@/lib/news/schema";
import { seedDemo } from "@/lib/seed/demo";
import { userIdByEmail } from "@/lib/db/testing/sessions";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import { recordAudit } from "./audit";
import { auditLog } from "./schema";
import { runConsoleWrite } from "./write";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag, unstable_cache: (fn: () => unknown) => fn }));

let db: Db;
let demo: Station;
let owner: number;
let ctx: Parameters<typeof runConsoleWrite>[0];

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  owner = await userIdByEmail(db, demo.id, "dono@demo.test");
  const station = { id: demo.id, slug: demo.slug, name: demo.name, domain: null, role: "owner" as const };
  ctx = { station, account: { id: owner } as Parameters<typeof runConsoleWrite>[0]["account"] };
});

beforeEach(() => revalidateTag.mockClear());

const auditRows = (action: string) => db.select().from(auditLog).where(and(eq(auditLog.stationId, demo.id), eq(auditLog.action, action)));
const insertNews = (tx: Parameters<Parameters<typeof runConsoleWrite>[1]>[0], title: string) =>
  tx.insert(news).values({ stationId: demo.id, title, bodyHtml: "<p>x</p>", publishedAt: new Date() }).returning({ id: news.id });

describe("runConsoleWrite", () => {
  it("writes the change and its audit row (with the actor and before/after) together, then expires what it changed", async () => {
    const afterCommit = vi.fn();
    const id = await runConsoleWrite(ctx, async (tx, actor) => {
      expect(actor).toEqual({ stationId: demo.id, actorId: owner });
      const [row] = await insertNews(tx, "Pipeline ok");
      return { value: row!.id, audit: { action: "news.create", entity: "news", entityId: row!.id, before: null, after: { title: "Pipeline ok" } }, expires: ["news"], afterCommit };
    });
    const [audit] = (await auditRows("news.create")).filter((r) => r.entityId === String(id));
    expect(audit).toMatchObject({ actorId: owner, entity: "news", after: { title: "Pipeline ok" } });
    expect(revalidateTag).toHaveBeenCalledWith(`station:${demo.id}:news`, { expire: 0 });
    expect(afterCommit).toHaveBeenCalledOnce();
  });

  it("rolls the change and its audit row back together when the command throws, and expires nothing", async () => {
    const afterCommit = vi.fn();
    const before = (await auditRows("news.create")).length;
    await expect(
      runConsoleWrite(ctx, async (tx) => {
        await insertNews(tx, "Pipeline rolled back");
        await recordAudit(tx, { stationId: demo.id, actorId: owner, action: "news.create", entity: "news" });
        throw new UserFacingError("Não.");
      }),
    ).rejects.toThrow("Não.");
    expect(await db.select().from(news).where(eq(news.title, "Pipeline rolled back"))).toEqual([]);
    expect((await auditRows("news.create")).length).toBe(before);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(afterCommit).not.toHaveBeenCalled();
  });

  it("adds no row when the command recorded its own (one row per write), nor when nothing changed; [] expires nothing", async () => {
    const before = (await auditRows("news.update")).length;
    await runConsoleWrite(ctx, async (tx) => {
      // A command that keeps its own transaction: on the pipeline's it becomes a savepoint.
      await tx.transaction(async (inner) => recordAudit(inner, { stationId: demo.id, actorId: owner, action: "news.update", entity: "news" }));
      return { value: null, audit: "by-command", expires: [] };
    });
    await runConsoleWrite(ctx, async () => ({ value: null, audit: null, expires: [] }));
    expect((await auditRows("news.update")).length).toBe(before + 1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("expires a domain the station just took as well as its current addresses", async () => {
    await runConsoleWrite(ctx, async () => ({ value: null, audit: null, expires: ["station", { newDomain: "Clube.Example.com" }] }));
    const tags = revalidateTag.mock.calls.map(([tag]) => tag);
    expect(tags).toEqual(expect.arrayContaining([`station:${demo.id}`, `station-key:${demo.slug}`, "station-key:clube.example.com"]));
  });

  it("a news save expires the news only: the station record, the legal texts and the landing keep their cache", async () => {
    await runConsoleWrite(ctx, async (tx) => {
      await insertNews(tx, "Só notícias");
      return { value: null, audit: null, expires: ["news"] };
    });
    const tags = revalidateTag.mock.calls.map(([tag]) => tag);
    // Demo already had published news, so the member menu did not change either.
    for (const kept of [`station:${demo.id}`, `station-key:${demo.slug}`, `station:${demo.id}:legal`, `station:${demo.id}:landing`]) {
      expect(tags, `a news save must leave ${kept} cached`).not.toContain(kept);
    }
    expect(tags, "the news part expires").toContain(`station:${demo.id}:news`);
  });

  it("a legal save renews the legal pages and the station record that carries the texts, not the landing", async () => {
    await runConsoleWrite(ctx, async () => ({ value: null, audit: null, expires: ["legal"] }));
    const tags = revalidateTag.mock.calls.map(([tag]) => tag);
    expect(tags).toEqual(expect.arrayContaining([`station:${demo.id}:legal`, `station:${demo.id}`, `station-key:${demo.slug}`]));
    expect(tags).not.toContain(`station:${demo.id}:landing`);
  });
});
