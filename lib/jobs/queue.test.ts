import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { enqueue, JOB_NAMES, startQueue, stopQueue, work } from "./queue";
import { JOB_HANDLERS } from "@/lib/startup/job-workers";

afterAll(() => stopQueue());

describe("job queue (pg-boss on the app's database)", () => {
  it("refuses to enqueue before the queue started, instead of hanging inside a transaction", async () => {
    const db = await getDb();
    await expect(db.transaction((tx) => enqueue(tx, "commerce-reservation-expiry", { stationId: 1, userId: 1 }))).rejects.toThrow(/startQueue/);
  });

  it("runs a job committed with its transaction, and never one whose transaction rolled back", async () => {
    const db = await getDb();
    await startQueue();
    const seen: number[] = [];
    await work("commerce-reservation-expiry", async (data) => void seen.push(data.userId), 0.5);
    await db.transaction((tx) => enqueue(tx, "commerce-reservation-expiry", { stationId: 1, userId: 42 }));
    await db
      .transaction(async (tx) => {
        await enqueue(tx, "commerce-reservation-expiry", { stationId: 1, userId: 666 });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    for (let i = 0; i < 40 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 250));
    expect(seen).toEqual([42]);
    const rows = (await db.execute(sql`select (data->>'userId')::int as user_id from pgboss.job where name = 'commerce-reservation-expiry'`)) as unknown as { rows: { user_id: number }[] };
    expect(rows.rows.map((r) => r.user_id)).toEqual([42]);
  });

  it("has a handler for every queue", () => {
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual([...JOB_NAMES].sort());
  });
});
