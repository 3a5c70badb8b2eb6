// The database handle. PGlite (embedded Postgres) under DATA_DIR by default; a PostgreSQL pool when
// DATABASE_URL is set. The first call opens and migrates (demo data is seeded by the start and by
// `npm run db:seed`, lib/seed, never here); every later call gets the same handle. Only one process may hold an embedded data directory.
import "server-only";
import { AsyncResource } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { acquireDataDirLock, releaseDataDirLock } from "./lock";
import * as schema from "./schema";
import { logger } from "@/lib/log/logger";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries accept either the root handle or an open transaction. */
export type DbOrTx = Db | Tx;

/** Plain SQL with $1-style parameters, for libraries that bring their own SQL (the job queue). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Handle {
  db: Db;
  sql: SqlExecutor;
  close: () => Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), "drizzle");

async function openPostgres(url: string): Promise<Handle> {
  const { Pool, Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A connection must not keep alive the request that happened to open it. pg-pool opens
  // connections on demand, so inside a render: the socket then kept that request's
  // AsyncLocalStorage stores (the context it was created in), and pg's connect listeners kept the
  // request's callback, both for the connection's whole life. Next's stores reach further (an
  // aborted signal's error, its stack, the immediates queued with it, their requests' stores): a
  // heap snapshot after bench:member held the ~3,000 requests served, their responses and renders.
  // So connections are opened in the context the pool was made in (server start), and the
  // requester's callback is let go once called.
  const origin = new AsyncResource("estacao.db.pool");
  // (Not named "...Pool...": drizzle takes any class whose name includes "Pool" for a pool.)
  class Connection extends Client {}
  const connect = Client.prototype.connect as (this: InstanceType<typeof Client>, callback: (err?: Error) => void) => void;
  Connection.prototype.connect = function (this: InstanceType<typeof Client>, callback?: (err?: Error) => void) {
    if (!callback) return new Promise((resolve, reject) => this.connect((err?: Error) => (err ? reject(err) : resolve(this))));
    let pending: typeof callback | undefined = callback;
    origin.runInAsyncScope(connect, this, (err?: Error) => {
      const requester = pending;
      pending = undefined;
      requester?.(err);
    });
  } as typeof Client.prototype.connect;
  const pool = new Pool({ connectionString: url, max: 10, Client: Connection });
  // pool.end() resolves as soon as it has asked each connection to close, not when they are
  // closed; count live connections so close() can wait for the last one. An idle connection that
  // the server ends (a restart, or a test dropping its database) emits "error" on the pool: without
  // a listener that is an unhandled error that takes the process down.
  let live = 0;
  let closing = false;
  let drained: (() => void) | undefined;
  pool.on("connect", () => void live++);
  pool.on("remove", () => {
    live -= 1;
    if (live === 0) drained?.();
  });
  pool.on("error", (error) => {
    if (!closing) logger.error({ code: (error as { code?: string }).code ?? null, err: error }, "PostgreSQL pool: idle connection lost");
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Several app servers may start at once: one migrates, the others wait on the advisory lock.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => undefined);
    client.release();
  }
  return {
    db,
    sql: { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) },
    close: async () => {
      closing = true;
      const gone = live === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      await pool.end();
      await gone;
    },
  };
}

async function openEmbedded(dataDir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  let pgDir = dataDir;
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    acquireDataDirLock(dataDir);
    pgDir = path.join(dataDir, "pglite");
  }
  // Tests start each in-memory database from one migrated copy (lib/db/test-global-setup.ts).
  const template = inMemory ? process.env.PGLITE_TEMPLATE : undefined;
  const client = await PGlite.create(pgDir, template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : undefined);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  return {
    db,
    sql: {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        // Without parameters the text may hold several statements (BEGIN; ...; COMMIT;), which
        // only the simple protocol accepts; a failure inside must not leave the transaction open.
        try {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          await client.exec("rollback").catch(() => undefined);
          throw error;
        }
      },
    },
    close: async () => {
      await client.close();
      if (!inMemory) releaseDataDirLock(dataDir);
    },
  };
}

async function open(): Promise<Handle> {
  const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openEmbedded(env.DATA_DIR);
  const { ensureReferenceData } = await import("./reference-data");
  await ensureReferenceData(handle.db);
  return handle;
}

// Next.js may load this module more than once per process; the handle lives on globalThis.
const globalForDb = globalThis as unknown as { __estacaoDb?: Promise<Handle>; __estacaoDbBeforeClose?: Set<() => Promise<void>> };

export function getDb(): Promise<Db> {
  globalForDb.__estacaoDb ??= open().catch((error: unknown) => {
    globalForDb.__estacaoDb = undefined;
    throw error;
  });
  return globalForDb.__estacaoDb.then((h) => h.db);
}

/** The same connection as getDb(), for SQL written by a library (see SqlExecutor). */
export async function getSqlExecutor(): Promise<SqlExecutor> {
  await getDb();
  return (await globalForDb.__estacaoDb!).sql;
}

/**
 * The open connection's executor, or null when none is open (not yet opened, or closed): health
 * checks ask the database without opening one.
 */
export async function openedSqlExecutor(): Promise<SqlExecutor | null> {
  const pending = globalForDb.__estacaoDb;
  if (!pending) return null;
  return (await pending.catch(() => null))?.sql ?? null;
}

/** Run before the database closes (the job queue stops there, so it never polls a closed pool). */
export function onBeforeCloseDb(hook: () => Promise<void>): () => void {
  const hooks = (globalForDb.__estacaoDbBeforeClose ??= new Set());
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

export async function closeDb(): Promise<void> {
  const pending = globalForDb.__estacaoDb;
  for (const hook of [...(globalForDb.__estacaoDbBeforeClose ?? [])]) await hook().catch((error: unknown) => logger.error({ err: error }, "before closing the database"));
  globalForDb.__estacaoDb = undefined;
  if (pending) await (await pending).close();
}
