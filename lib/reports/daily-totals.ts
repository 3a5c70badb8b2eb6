// The points ledger summed per station and Brasília day (points_daily_totals), so a dashboard over
// 90 days, and the balance still owed at its end, read a row per day instead of every entry.
//
// Only days that can no longer change are summed: the ledger is append-only and each entry's
// created_at is its transaction's start, so a day is closed once a whole day has passed since it
// ended (an entry begun at 23:59 and committed after midnight still lands before it is summed).
// That is every day up to the day before yesterday. Yesterday and today are always read from the
// ledger itself. The days are summed when a report first needs them (no job to schedule, nothing
// to repair): each call sums the closed days after the last one summed, usually none.
import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { addDays, saoPauloToday, TIME_ZONE } from "./range";

/** How entries count, in hundredths of a point (see dashboard.ts): points given... */
export const ISSUED = sql`case when l.amount > 0 and l.kind <> 'refund' then l.amount when l.kind = 'cashback_reversal' then l.amount else 0 end`;
/** ...points spent, less those given back by a refund... */
export const REDEEMED = sql`case when l.kind = 'refund' then -l.amount when l.amount < 0 and l.kind not in ('cashback_reversal', 'expiry') then -l.amount else 0 end`;
/** ...and points that expired. */
export const EXPIRED = sql`case when l.kind = 'expiry' then -l.amount else 0 end`;

/** The last closed day (Brasília): the day before yesterday. */
export function lastClosedDay(now = new Date()): string {
  return addDays(saoPauloToday(now), -2);
}

/**
 * Sums the station's closed days not yet summed, from the day of its first entry (or the day after
 * the last summed) through the last closed day, a row for every day, empty ones at zero. Two
 * reports doing it at once write the same rows; the second's are ignored. Returns the last closed
 * day: every day up to it is in the table from here on.
 */
export async function sumClosedDays(db: DbOrTx, stationId: number, now = new Date()): Promise<string> {
  const through = lastClosedDay(now);
  await db.execute(sql`
    with bounds as (
      select coalesce(
        (select max(t.day) + 1 from points_daily_totals t where t.station_id = ${stationId}),
        (select (min(l.created_at) at time zone ${TIME_ZONE})::date from points_ledger l where l.station_id = ${stationId})
      ) as first
    ), per_day as (
      select (l.created_at at time zone ${TIME_ZONE})::date as day,
        sum(${ISSUED}) as issued, sum(${REDEEMED}) as redeemed, sum(${EXPIRED}) as expired, sum(l.amount) as net
      from points_ledger l, bounds b
      where l.station_id = ${stationId}
        and l.created_at >= b.first::timestamp at time zone ${TIME_ZONE}
        and l.created_at < (${through}::date + 1)::timestamp at time zone ${TIME_ZONE}
      group by 1
    )
    insert into points_daily_totals (station_id, day, issued, redeemed, expired, net)
    select ${stationId}, d::date, coalesce(p.issued, 0), coalesce(p.redeemed, 0), coalesce(p.expired, 0), coalesce(p.net, 0)
    from bounds b
    cross join generate_series(b.first, ${through}::date, interval '1 day') d
    left join per_day p on p.day = d::date
    on conflict (station_id, day) do nothing`);
  return through;
}
