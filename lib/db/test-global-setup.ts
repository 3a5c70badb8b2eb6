// Vitest global setup, run once before any test file: migrates one database for every file to
// start from a copy of, instead of each file migrating its own (about 170 files, 30 migrations).
// - PGlite: the migrated data directory, dumped to a file; each file's in-memory database loads it.
// - PostgreSQL (DATABASE_URL): a template database; each file's database is created from it.
// The file's own setup (test-setup.ts) still runs the migrator, which then finds nothing to do.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL template database's name, when DATABASE_URL is set. */
    pgTemplate: string | null;
    /** The dumped PGlite data directory, otherwise. */
    pgliteTemplate: string | null;
  }
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { Client } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const name = `estacao_template_${process.pid}`;
    const run = async (query: string) => {
      const admin = new Client({ connectionString: adminUrl });
      admin.on("error", () => undefined);
      await admin.connect();
      await admin.query(query).finally(() => admin.end());
    };
    await run(`drop database if exists ${name}`);
    await run(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any file copies it: a template must have no open connection.
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS }).finally(() => client.end());
    project.provide("pgTemplate", name);
    project.provide("pgliteTemplate", null);
    return () => run(`drop database if exists ${name} with (force)`);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pglite = await PGlite.create("memory://");
  await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-pglite-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgTemplate", null);
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
