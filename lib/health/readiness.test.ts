import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db/client";
import { startQueue, stopQueue } from "@/lib/jobs/queue";
import { checkReadiness } from "./readiness";

afterAll(() => stopQueue());

describe("readiness: database reachable, migrations applied, job queue started", () => {
  it("is not ready while the job queue has not started, and names that check", async () => {
    await getDb();
    const answer = await checkReadiness();
    expect(answer).toEqual({ ready: false, checks: { database: "ok", migrations: "ok", queue: "stopped" } });
  });

  it("is ready once the queue runs on a migrated database", async () => {
    await startQueue();
    expect(await checkReadiness()).toEqual({ ready: true, checks: { database: "ok", migrations: "ok", queue: "ok" } });
  });

  it("is not ready when the journal's last migration is missing from the database", async () => {
    const db = await getDb();
    const latest = (await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
      rows: { id: number; hash: string; created_at: string }[];
    };
    const row = latest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const answer = await checkReadiness();
      expect(answer.ready).toBe(false);
      expect(answer.checks.migrations).toBe("pending");
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await checkReadiness()).checks.migrations).toBe("ok");
  });

  it("is not ready once the queue stopped (a draining process leaves the rotation) nor once the database closed", async () => {
    await stopQueue();
    expect((await checkReadiness()).checks.queue).toBe("stopped");
    await closeDb();
    const answer = await checkReadiness();
    expect(answer.ready).toBe(false);
    expect(answer.checks.database).toBe("unreachable");
  });
});
