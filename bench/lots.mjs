// `npm run bench:lots`: migration 0032 (points that expire, by lots) on a ledger of the size of a
// large platform, on PostgreSQL. No app server.
// 1. A throwaway PostgreSQL (scripts/pg-throwaway.sh), migrated with Drizzle's migrator up to 0031
//    only (a copy of drizzle/ whose journal stops before 0032): the schema before lots.
// 2. Set-based SQL (generate_series) adds BENCH_LOTS_STATIONS stations, BENCH_LOTS_MEMBERS members
//    spread over them and BENCH_LOTS_LEDGER ledger entries (credits, debits, refunds; some members
//    end below zero), then ANALYZE; every member's and every station's balance is kept aside.
// 3. The same migrator applies 0032 (timed): lots and allocations from today's entries.
// 4. Checks, printed as a table: per station, sum(ledger) = sum(lots' remaining) and = the balance
//    kept aside; per member the same (the count that differ, expected 0); every debit drawn in full
//    from lots or owed. Exits 1 when a check fails. Stops the server it started.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { cleanupOnExit, startPostgres } from "./lib.mjs";

const root = path.resolve(import.meta.dirname, "..");
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54392);
const STATIONS = Number(process.env.BENCH_LOTS_STATIONS ?? 5);
const MEMBERS = Number(process.env.BENCH_LOTS_MEMBERS ?? 50_000);
const LEDGER = Number(process.env.BENCH_LOTS_LEDGER ?? 2_000_000);
const LOTS_TAG = "0032_point_lots";

for (const [name, value] of Object.entries({ BENCH_LOTS_STATIONS: STATIONS, BENCH_LOTS_MEMBERS: MEMBERS, BENCH_LOTS_LEDGER: LEDGER })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name}: a whole number >= 1`);
    process.exit(2);
  }
}

const { cleanups, cleanUp } = cleanupOnExit("bench:lots", 40);
const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** drizzle/ up to, not including, 0032: the journal cut before it, the SQL files copied. */
function migrationsBeforeLots() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-bench-lots-migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8"));
  const cut = journal.entries.findIndex((e) => e.tag === LOTS_TAG);
  if (cut < 0) throw new Error(`${LOTS_TAG} is not in drizzle/meta/_journal.json`);
  fs.mkdirSync(path.join(dir, "meta"));
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(root, "drizzle", `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  cleanups.add(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function seed(client) {
  const started = performance.now();
  await client.query("set synchronous_commit = off");
  await client.query(
    `insert into stations (slug, name) select 'benchlots' || chr(96 + g), 'Bench lots ' || g from generate_series(1, $1::int) g`,
    [STATIONS],
  );
  const { rows: stations } = await client.query(`select id from stations where slug like 'benchlots%' order by id`);
  const firstStation = stations[0].id;
  const { rows } = await client.query(
    `insert into users (station_id, name, email, cpf, type_id, active, is_first_login)
     select $1::int + (g % $2::int), 'Membro ' || g, 'lots' || g || '@bench.test', '8' || lpad(g::text, 10, '0'), 2, true, false
     from generate_series(1, $3::int) g
     returning id`,
    [firstStation, STATIONS, MEMBERS],
  );
  const firstUser = Math.min(...rows.map((r) => r.id));
  // Entry g goes to member g % MEMBERS, in round r = g / MEMBERS (the rounds run through two years):
  // three rounds in ten are debits ("purchase", order:{g}), one in twenty a "refund" credit, the
  // rest "activity" credits; every 97th member spends ten times as much (some end below zero).
  await client.query(
    `insert into points_ledger (station_id, user_id, amount, kind, reference, idempotency_key, created_at)
     select $1::int + ((g % $3::int) % $4::int), $2::int + (g % $3::int),
       case when r % 10 < 3 then -(50 + g % 700) * case when (g % $3::int) % 97 = 0 then 10 else 1 end
            when r % 20 = 13 then 40 + g % 300
            else 100 + g % 900 end,
       case when r % 10 < 3 then 'purchase' when r % 20 = 13 then 'refund' else 'activity' end,
       case when r % 10 < 3 or r % 20 = 13 then 'order:' || g else null end,
       'bench-lots:' || g,
       now() - interval '730 days' + (g::float8 / $5::int) * interval '730 days'
     from generate_series(1, $5::int) g, lateral (select g / $3::int as r) rr`,
    [firstStation, firstUser, MEMBERS, STATIONS, LEDGER],
  );
  await client.query("analyze users; analyze points_ledger");
  // The balances before the migration, kept aside to compare with.
  await client.query(`create table bench_balances_before as select station_id, user_id, sum(amount) as balance, count(*) as entries from points_ledger group by 1, 2`);
  return seconds(started);
}

async function main() {
  const pgServer = startPostgres("lots", PG_PORT);
  cleanups.add(pgServer.stop);
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  cleanups.add(() => client.end());
  const db = drizzle(client);

  let started = performance.now();
  await migrate(db, { migrationsFolder: migrationsBeforeLots() });
  const lots = await client.query(`select to_regclass('points_lots') as t`);
  if (lots.rows[0].t !== null) throw new Error("points_lots exists before 0032: the cut journal is wrong");
  console.log(`schema before lots (0000-0031): ${seconds(started)} s`);

  const seedSeconds = await seed(client);
  const { rows: [size] } = await client.query(`select count(*)::int as entries, count(*) filter (where amount < 0)::int as debits,
    (select count(*) from bench_balances_before where balance < 0)::int as below_zero from points_ledger`);
  console.log(`seeded ${size.entries.toLocaleString("pt-BR")} entries (${size.debits.toLocaleString("pt-BR")} debits; ${size.below_zero} members below zero) in ${seedSeconds} s`);

  started = performance.now();
  await migrate(db, { migrationsFolder: path.join(root, "drizzle") });
  const migrationSeconds = seconds(started);

  const { rows: perStation } = await client.query(`
    select s.id, s.slug,
      (select coalesce(sum(balance), 0) from bench_balances_before b where b.station_id = s.id)::text as before,
      (select coalesce(sum(amount), 0) from points_ledger l where l.station_id = s.id)::text as ledger,
      (select coalesce(sum(remaining), 0) from points_lots p where p.station_id = s.id)::text as lots
    from stations s where s.slug like 'benchlots%' order by s.id`);
  const { rows: [members] } = await client.query(`
    with after as (select station_id, user_id, sum(amount) as balance from points_ledger group by 1, 2),
         lots as (select station_id, user_id, sum(remaining) as remaining from points_lots group by 1, 2)
    select count(*)::int as members,
      count(*) filter (where b.balance is distinct from a.balance)::int as balance_moved,
      count(*) filter (where coalesce(l.remaining, 0) <> b.balance)::int as lots_differ
    from bench_balances_before b
    left join after a on a.station_id = b.station_id and a.user_id = b.user_id
    left join lots l on l.station_id = b.station_id and l.user_id = b.user_id`);
  const { rows: [drawn] } = await client.query(`
    select (select -sum(amount) from points_ledger where amount < 0)::text as debits,
      (select coalesce(sum(amount), 0) from points_lot_allocations)::text as allocated,
      (select coalesce(-sum(remaining), 0) from points_lots where remaining < 0)::text as owed,
      (select count(*) from points_lots)::int as lots, (select count(*) from points_lot_allocations)::int as allocations`);

  const table = perStation.map((s) => ({
    check: `station ${s.slug}: balances before = ledger = lots`,
    before: s.before,
    ledger: s.ledger,
    lots: s.lots,
    ok: s.before === s.ledger && s.ledger === s.lots,
  }));
  table.push({ check: `members (${members.members}) whose balance moved`, before: "", ledger: String(members.balance_moved), lots: "", ok: members.balance_moved === 0 });
  table.push({ check: `members whose lots differ from their balance`, before: "", ledger: "", lots: String(members.lots_differ), ok: members.lots_differ === 0 });
  table.push({
    check: "debits = drawn from lots + owed",
    before: "",
    ledger: drawn.debits,
    lots: `${drawn.allocated} + ${drawn.owed}`,
    ok: BigInt(drawn.debits) === BigInt(drawn.allocated) + BigInt(drawn.owed),
  });
  console.table(table);
  console.log(`migration 0032: ${migrationSeconds} s (${drawn.lots.toLocaleString("pt-BR")} lots, ${drawn.allocations.toLocaleString("pt-BR")} allocations)`);
  return table.every((r) => r.ok);
}

main()
  .then(async (ok) => {
    await cleanUp();
    if (!ok) console.error("bench:lots: a check failed");
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
