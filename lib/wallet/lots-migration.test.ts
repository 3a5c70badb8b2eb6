// Migration 0032 on the demo seed: today's entries become lots (FIFO against each member's debits)
// and no balance moves. The demo is seeded (the trigger keeps its lots), then the lots are thrown
// away and rebuilt by the migration's own statements, read from drizzle/0032_point_lots.sql, as
// they ran on a database that had entries and no lots. npm run bench:lots does the same on
// 2,000,000 entries under the schema before 0032.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { lotMismatches } from "./lots";

let db: Db;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
});

/** The migration's backfill: its INSERT statements into the lot tables, in file order. */
function backfillStatements(): string[] {
  const file = readFileSync(path.join(process.cwd(), "drizzle/0032_point_lots.sql"), "utf8");
  return file
    .split("--> statement-breakpoint")
    .map((s) => s.split("\n").filter((line) => !line.startsWith("--")).join("\n").trim())
    .filter((s) => /^INSERT INTO "points_lot/.test(s));
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe("migration 0032 on the demo seed", () => {
  it("turns every member's entries into lots whose remainders add up to their balance, moving no balance", async () => {
    const balances = () => rows<{ station_id: number; user_id: number; balance: string }>(sql`select station_id, user_id, sum(amount)::text as balance from points_ledger group by 1, 2 order by 1, 2`);
    const before = await balances();
    expect(before.length).toBeGreaterThan(4);

    await db.execute(sql`delete from points_lot_allocations`);
    await db.execute(sql`delete from points_lots`);
    const statements = backfillStatements();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await db.execute(sql.raw(statement));

    expect(await balances()).toEqual(before);
    expect(await lotMismatches(db)).toEqual([]);
    const perStation = await rows<{ station_id: number; ledger: string; lots: string }>(sql`
      select s.id as station_id,
        (select coalesce(sum(amount), 0) from points_ledger where station_id = s.id)::text as ledger,
        (select coalesce(sum(remaining), 0) from points_lots where station_id = s.id)::text as lots
      from stations s order by s.id`);
    for (const s of perStation) expect(s.lots).toBe(s.ledger);
    // Every debit is drawn in full from lots, except what a member owes (a balance below zero).
    const [drawn] = await rows<{ debits: string; allocated: string; owed: string }>(sql`
      select (select coalesce(-sum(amount), 0) from points_ledger where amount < 0)::text as debits,
        (select coalesce(sum(amount), 0) from points_lot_allocations)::text as allocated,
        (select coalesce(-sum(remaining), 0) from points_lots where remaining < 0)::text as owed`);
    expect(Number(drawn!.allocated) + Number(drawn!.owed)).toBe(Number(drawn!.debits));
  });
});
