// The PostgreSQL pool must be really closed when closeDb() resolves: test files drop their
// database right after, and a connection still closing then is ended by the server (57P01),
// which used to surface as an unhandled error that failed CI at random.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { closeDb, getDb, type Db } from "./client";

/** Both drivers answer raw SQL with `{ rows }`; the shared Db type does not say so. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.runIf(Boolean(process.env.DATABASE_URL))("PostgreSQL pool", () => {
  it("has no connection left to the database once closeDb() resolves", async () => {
    const db = await getDb();
    const [{ name }] = (await rows<{ name: string }>(db, sql`select current_database() as name`)) as [{ name: string }];
    // Ten connections at once, so the pool holds ten idle clients when it is closed.
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.02)`)));
    await closeDb();

    const { Client } = await import("pg");
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    admin.on("error", () => undefined);
    await admin.connect();
    const left = await admin.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    await admin.end();
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it("answers an idle connection ended by the server without an unhandled error", async () => {
    const db = await getDb();
    const [{ pid }] = (await rows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
    const { Client } = await import("pg");
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    admin.on("error", () => undefined);
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    // The pool drops the dead client and serves the next query on a new one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await closeDb();
  });
});
