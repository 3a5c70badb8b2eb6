import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { startQueue, stopQueue } from "@/lib/jobs/queue";
import { JOB_HANDLERS } from "@/lib/startup/job-workers";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

beforeAll(async () => {
  await getDb();
}, 180_000);

const QUARTER_HOUR: RateLimitRule = { limit: 60, windowSeconds: 15 * 60 };
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);

describe("rate limit windows", () => {
  it("counts a burst that straddles a quarter hour in one window: its 61st attempt is refused", async () => {
    const db = await getDb();
    const results = [];
    // 61 attempts half a second apart, from 14:59:45: the clock passes 15:00 at the 31st.
    for (let i = 0; i < 61; i++) results.push(await hitRateLimit("teste:virada", QUARTER_HOUR, db, at("2026-12-07T14:59:45Z", i * 500)));
    expect(results.slice(0, 60).every((r) => r.allowed)).toBe(true);
    expect(results[60]).toMatchObject({ allowed: false, count: 61, remaining: 0 });
  });

  it("starts a key's window at its first attempt and the next one at the first attempt after it ends", async () => {
    const db = await getDb();
    const rule: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
    const first = at("2026-12-07T10:07:00Z");
    for (let i = 0; i < 5; i++) await hitRateLimit("teste:janela", rule, db, first);
    const late = await hitRateLimit("teste:janela", rule, db, at("2026-12-07T10:21:59Z"));
    expect(late).toMatchObject({ allowed: false, count: 6, retryAfterSeconds: 1 });
    const next = await hitRateLimit("teste:janela", rule, db, at("2026-12-07T10:22:00Z"));
    expect(next).toMatchObject({ allowed: true, count: 1, remaining: 4, retryAfterSeconds: 15 * 60 });
  });

  it("never takes a window below zero when attempts are given back", async () => {
    const db = await getDb();
    const now = at("2026-12-07T11:00:00Z");
    expect((await hitRateLimit("teste:devolucao", QUARTER_HOUR, db, now, -1)).count).toBe(0);
    await hitRateLimit("teste:devolucao", QUARTER_HOUR, db, now);
    await hitRateLimit("teste:devolucao", QUARTER_HOUR, db, now, -1);
    expect((await hitRateLimit("teste:devolucao", QUARTER_HOUR, db, now, -1)).count).toBe(0);
    expect((await hitRateLimit("teste:devolucao", QUARTER_HOUR, db, now)).count).toBe(1);
  });

  it("counts attempts made at once each exactly once", async () => {
    const db = await getDb();
    const now = at("2026-12-07T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit("teste:simultaneas", QUARTER_HOUR, db, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("the hourly prune", () => {
  afterAll(() => stopQueue());

  const keys = async () => {
    const db = await getDb();
    const result = (await db.execute(sql`select key from rate_limit_hits where key like 'teste:poda:%' order by key`)) as unknown as { rows: { key: string }[] };
    return result.rows.map((r) => r.key);
  };

  it("deletes the windows that started over a day ago, keeps the others and queues its next run", async () => {
    const db = await getDb();
    await startQueue();
    const hour = 3_600_000;
    await hitRateLimit("teste:poda:antiga", QUARTER_HOUR, db, new Date(Date.now() - 25 * hour));
    await hitRateLimit("teste:poda:ontem", { limit: 5, windowSeconds: 24 * 3600 }, db, new Date(Date.now() - 23 * hour));
    await hitRateLimit("teste:poda:agora", QUARTER_HOUR, db);
    await JOB_HANDLERS["security-rate-limit-prune"]({ reason: "hourly" });
    expect(await keys()).toEqual(["teste:poda:agora", "teste:poda:ontem"]);
    const waiting = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'security-rate-limit-prune' and state = 'created' and start_after > now() + interval '50 minutes'`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBe(1);
  });

  it("refuses a rule whose window is longer than the prune keeps", async () => {
    await expect(hitRateLimit("teste:poda:longa", { limit: 5, windowSeconds: 2 * 24 * 3600 })).rejects.toThrow(/MAX_WINDOW_SECONDS/);
  });
});
