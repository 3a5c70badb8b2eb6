// Vitest setup, run before every test file: each file gets its own empty, migrated database —
// an in-memory PGlite by default, or a fresh database on the PostgreSQL named by DATABASE_URL
// (dropped afterwards), both copied from the one test-global-setup.ts migrated. Demo data is not
// seeded unless a test asks for it.
import { afterAll, inject } from "vitest";

process.env.SEED_DEMO = "0";
process.env.ROOT_DOMAIN ??= "localhost";

const adminUrl = process.env.DATABASE_URL;

if (adminUrl) {
  const url = new URL(adminUrl);
  const host = url.hostname || url.searchParams.get("host") || "";
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host) && !host.startsWith("/")) {
    throw new Error(`Tests refuse a non-local DATABASE_URL (host "${host}"): they create and drop databases.`);
  }
  const { Client } = await import("pg");
  const name = `estacao_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  admin.on("error", () => undefined);
  await admin.connect();
  const template = inject("pgTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();

  afterAll(async () => {
    const { closeDb } = await import("./client");
    await closeDb();
    const cleanup = new Client({ connectionString: adminUrl });
    cleanup.on("error", () => undefined);
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
} else {
  process.env.DATA_DIR = "memory://";
  process.env.PGLITE_TEMPLATE = inject("pgliteTemplate") ?? "";
  afterAll(async () => {
    const { closeDb } = await import("./client");
    await closeDb();
  });
}
