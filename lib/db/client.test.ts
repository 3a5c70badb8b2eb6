// The PostgreSQL pool must be really closed when closeDb() resolves: test files drop their
// database right after, and a connection still closing then is ended by the server (57P01),
// which used to surface as an unhandled error that failed CI at random.
import { AsyncLocalStorage } from "node:async_hooks";
import v8 from "node:v8";
import vm from "node:vm";
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

  it("frees a request's state once it ends, though the connections it opened stay in the pool", async () => {
    const db = await getDb();
    // Next keeps each request's state in AsyncLocalStorage stores, as this one does.
    const requests = new AsyncLocalStorage<{ render: string[] }>();
    const state = await (async () => {
      const store = { render: Array.from({ length: 10_000 }, (_, i) => `parte ${i}`) };
      // Five queries at once: the pool opens new connections while the store is current.
      await requests.run(store, () => Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.02)`))));
      return new WeakRef(store);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(state.deref(), "the request's store is still reachable").toBeUndefined();
    const [{ n }] = (await rows<{ n: string }>(db, sql`select count(*) as n from pg_stat_activity where datname = current_database()`)) as [{ n: string }];
    expect(Number(n)).toBeGreaterThanOrEqual(5);
    await closeDb();
  });
});

/** A full garbage collection, as a test asks for one. */
function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}
