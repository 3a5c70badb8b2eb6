import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, onBeforeCloseDb } from "@/lib/db/client";
import { enqueue, queueStarted, startQueue, work } from "@/lib/jobs/queue";
import { drain } from "./shutdown";

describe("draining a server process", () => {
  it("lets the running job finish, takes no new job, closes the database, then exits 0", async () => {
    const db = await getDb();
    await startQueue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const finished: number[] = [];
    await work("commerce-reservation-expiry", async ({ userId }) => {
      started.push(userId);
      await gate;
      finished.push(userId);
    }, 0.5);
    await db.transaction((tx) => enqueue(tx, "commerce-reservation-expiry", { stationId: 1, userId: 1 }));
    await vi.waitFor(() => expect(started).toEqual([1]), { timeout: 20_000, interval: 100 });
    // Waiting behind the running one: the worker takes one job at a time.
    await db.transaction((tx) => enqueue(tx, "commerce-reservation-expiry", { stationId: 1, userId: 2 }));

    let waitingJob: unknown;
    const forget = onBeforeCloseDb(async () => {
      forget();
      const rows = (await db.execute(sql`select state from pgboss.job where data->>'userId' = '2'`)) as unknown as { rows: { state: string }[] };
      waitingJob = rows.rows[0]?.state;
    });
    const exits: number[] = [];
    const drained = drain({ signal: "SIGTERM", httpClosed: Promise.resolve(), timeoutMs: 30_000, exit: (code) => void exits.push(code) });
    expect(queueStarted()).toBe(false); // out of rotation at once
    await new Promise((resolve) => setImmediate(resolve));
    expect(exits).toEqual([]); // the running job holds the exit
    release();
    await drained;
    expect(finished).toEqual([1]);
    expect(started).toEqual([1]);
    expect(waitingJob).toBe("created"); // left for another process
    expect(exits).toEqual([0]);
  });

  it("exits 1 when the work outlives the time limit", async () => {
    const exits: number[] = [];
    void drain({ signal: "SIGTERM", httpClosed: new Promise(() => undefined), timeoutMs: 50, exit: (code) => void exits.push(code) });
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 5_000, interval: 20 });
  });
});
