// The hand-written part of migration 0012_plans: the period enum becomes days (monthly 30,
// quarterly 91, semiannual 183, yearly and once 365) and an inactive plan becomes a deleted one.
// Runs the real migration files on a fresh embedded database, with plans written between.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "drizzle");
const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
const plansMigration = files.findIndex((f) => fs.readFileSync(path.join(dir, f), "utf8").includes('DROP COLUMN "period"'));

async function apply(db: PGlite, file: string) {
  for (const statement of fs.readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

const db = new PGlite();
afterAll(() => db.close());

describe("migration of plans to the spec's fields", () => {
  it("turns each period into days and inactive plans into deleted ones, keeping prices", async () => {
    expect(plansMigration).toBeGreaterThan(0);
    for (const file of files.slice(0, plansMigration)) await apply(db, file);
    await db.exec(`
      insert into stations (id, slug, name) values (1, 'antiga', 'Antiga');
      insert into plans (id, station_id, name, price_cents, period, active) values
        (1, 1, 'Mensal', 1000, 'monthly', true), (2, 1, 'Trimestral', 2500, 'quarterly', true),
        (3, 1, 'Semestral', 5000, 'semiannual', true), (4, 1, 'Anual', 9000, 'yearly', true),
        (5, 1, 'Avulso', 300, 'once', false);
    `);
    for (const file of files.slice(plansMigration)) await apply(db, file);
    const rows = await db.query<{ name: string; price_cents: number; discount_cents: number; days: number; deleted: boolean; is_highlighted: boolean }>(
      `select name, price_cents, discount_cents, days, deleted_at is not null as deleted, is_highlighted from plans order by id`,
    );
    expect(rows.rows.map((r) => [r.name, r.price_cents, r.discount_cents, r.days, r.deleted, r.is_highlighted])).toEqual([
      ["Mensal", 1000, 0, 30, false, false],
      ["Trimestral", 2500, 0, 91, false, false],
      ["Semestral", 5000, 0, 183, false, false],
      ["Anual", 9000, 0, 365, false, false],
      ["Avulso", 300, 0, 365, true, false],
    ]);
  });
});
