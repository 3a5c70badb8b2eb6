// Feed step of `npm run bench:member`, run before the app starts like the seed step:
// the server's work for the wall's first page (lib/social feedPage, the function the page and its
// route call) timed on the demo station with 1,000 and then 100,000 posts, bulk-inserted with
// generate_series. Also times a page deep in the wall, which costs the same as the first one
// with a keyset cursor (an OFFSET would grow with the depth). Prints one JSON line, BENCH_FEED.
// Run with `tsx --conditions=react-server bench/feed-paging.ts` and DATA_DIR or DATABASE_URL set.
import { and, count, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { closeDb, getDb, type Db } from "@/lib/db/client";
import { scopeOf } from "@/lib/social/access";
import { encodeCursor, feedPage } from "@/lib/social/posts";
import { posts } from "@/lib/social/schema";
import { findStationByKey } from "@/lib/stations/queries";

const SIZES = [1_000, 100_000];
const ITERATIONS = Number(process.env.BENCH_FEED_ITERATIONS ?? 300);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function fill(db: Db, stationId: number, authors: number[], total: number) {
  const [row] = await db.select({ n: count() }).from(posts).where(eq(posts.stationId, stationId));
  const need = total - (row?.n ?? 0);
  if (need <= 0) return;
  const list = sql.raw(`array[${authors.join(",")}]::int[]`);
  await db.execute(sql`
    insert into posts (station_id, user_id, description, created_at)
    select ${stationId}, (${list})[1 + g % ${authors.length}], 'Post de carga número ' || g, now() - interval '30 days' - g * interval '1 second'
    from generate_series(1, ${need}) g`);
  await db.execute(sql`analyze posts`);
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) };
}

async function main() {
  const db = await getDb();
  const station = await findStationByKey(db, "demo");
  if (!station) throw new Error("the demo station was not seeded");
  const scope = scopeOf(station);
  const authors = (await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, station.id), sql`${users.deletedAt} is null`))).map((u) => u.id);
  const viewer = authors[0]!;
  const results = [];
  for (const size of SIZES) {
    await fill(db, station.id, authors, size);
    // A cursor near the end of the wall, for the deep page.
    const deep = await db.execute(sql`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts from posts
      where station_id = ${station.id} and deleted_at is null and hidden_at is null
      order by created_at asc, id asc offset 10 limit 1`);
    const last = (deep as unknown as { rows: { id: number; ts: string }[] }).rows[0]!;
    const first = await time(() => feedPage(db, scope, viewer, null));
    const deepPage = await time(() => feedPage(db, scope, viewer, encodeCursor(last.ts, last.id)));
    results.push({ posts: size, first, deep: deepPage });
  }
  console.log("BENCH_FEED " + JSON.stringify(results));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
