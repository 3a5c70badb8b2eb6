// Relatórios: a station's figures over a period (whole days in Brasília time), each one an
// aggregate the database computes (group by, rollup), never rows summed here. Members, participations
// per activity, the points ledger in issued / redeemed / expired and what is still owed, and the
// revenue of paid orders by how they were paid, net of refunds.
//
// How ledger entries count (amounts are signed hundredths of a point):
// - issued: every credit except a "refund" (points given back to a member who spent them), less
//   the "cashback_reversal" debits (cashback taken back when its order is refunded);
// - redeemed: every debit except "cashback_reversal" and "expiry" ("purchase", "donation" and any
//   other spend), less the "refund" credits;
// - expired: the "expiry" debits;
// - outstanding: the sum of every entry up to the end of the period (all members' balances then).
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { EXPIRED, ISSUED, REDEEMED, sumClosedDays } from "./daily-totals";
import { addDays, saoPauloMidnight, TIME_ZONE, type ReportRange } from "./range";
/** Orders whose money the station kept, in part or whole (a refund's share is taken off below). */
const SETTLED_ORDER_STATUSES = ["paid", "partially_refunded", "refunded", "delivered"] as const;
/** How many activities the "top activities" chart shows. */
export const TOP_ACTIVITIES = 5;

export const REVENUE_METHODS = ["points", "wallet", "credit_card", "pix"] as const;
export type RevenueMethod = (typeof REVENUE_METHODS)[number];

export interface MemberFigures {
  /** Participant accounts (not deleted) created up to the end of the period. */
  total: number;
  /** Of those, created in the period. */
  new: number;
  /** Participants who took part in an activity or used the site signed in during the period. */
  active: number;
}

export interface ActivityFigures {
  activityId: number;
  name: string;
  /** Participations in the period, cancelled ones left out. */
  participations: number;
  /** Distinct members behind them. */
  members: number;
}

export interface PointsDay {
  day: string;
  issued: number;
  redeemed: number;
  expired: number;
}

export interface PointsFigures {
  issued: number;
  redeemed: number;
  expired: number;
  /** Sum of every balance at the end of the period. */
  outstanding: number;
  /** One entry per day of the period, days without entries at zero. */
  daily: PointsDay[];
}

export interface RevenueLine {
  method: RevenueMethod;
  /** Cents received, before refunds. */
  gross: number;
  /** Cents given back. */
  refunded: number;
  /** gross − refunded. */
  net: number;
}

export interface RevenueFigures {
  lines: RevenueLine[];
  total: { gross: number; refunded: number; net: number };
}

export interface Dashboard {
  members: MemberFigures;
  activities: ActivityFigures[];
  points: PointsFigures;
  revenue: RevenueFigures;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown): number => Number(value ?? 0);
const inPeriod = (column: SQL, range: ReportRange) => sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

export async function memberFigures(db: DbOrTx, stationId: number, range: ReportRange): Promise<MemberFigures> {
  const [row] = await rows<{ total: string; new: string; active: string }>(
    db,
    sql`
    with seen as (
      select p.user_id from participations p
      where p.station_id = ${stationId} and p.status <> 'cancelled' and ${inPeriod(sql`p.created_at`, range)}
      union
      select s.user_id from sessions s
      where s.station_id = ${stationId} and s.kind = 'site'
        and s.last_seen_at >= ${range.start.toISOString()}::timestamptz and s.created_at < ${range.end.toISOString()}::timestamptz
    )
    select
      count(*) filter (where u.created_at < ${range.end.toISOString()}::timestamptz) as total,
      count(*) filter (where ${inPeriod(sql`u.created_at`, range)}) as new,
      count(*) filter (where u.id in (select user_id from seen)) as active
    from users u
    where u.station_id = ${stationId} and u.type_id = 2 and u.deleted_at is null`,
  );
  return { total: num(row?.total), new: num(row?.new), active: num(row?.active) };
}

/** Every activity with a participation in the period, most participations first. */
export async function activityFigures(db: DbOrTx, stationId: number, range: ReportRange): Promise<ActivityFigures[]> {
  const result = await rows<{ activity_id: number; name: string; participations: string; members: string }>(
    db,
    sql`
    select a.id as activity_id, a.name, count(*) as participations, count(distinct p.user_id) as members
    from participations p
    join activities a on a.id = p.activity_id and a.station_id = p.station_id
    where p.station_id = ${stationId} and p.status <> 'cancelled' and ${inPeriod(sql`p.created_at`, range)}
    group by a.id, a.name
    order by participations desc, a.name, a.id`,
  );
  return result.map((r) => ({ activityId: r.activity_id, name: r.name, participations: num(r.participations), members: num(r.members) }));
}

export async function pointsFigures(db: DbOrTx, stationId: number, range: ReportRange): Promise<PointsFigures> {
  // Closed days come summed from points_daily_totals (daily-totals.ts); the entries after the last
  // closed day (yesterday's and today's) are summed here. Then a row per calendar day and, by
  // rollup, the period's totals (day null). The balance owed at the period's end is the same split:
  // the closed days' net up to the period's last day, plus the later entries before its end.
  const closed = await sumClosedDays(db, stationId);
  const liveFrom = saoPauloMidnight(addDays(closed, 1));
  const liveStart = range.start > liveFrom ? range.start : liveFrom;
  const lastClosedInPeriod = range.to < closed ? range.to : closed;
  const [byDay, [balance]] = await Promise.all([
    rows<{ day: string | null; issued: string; redeemed: string; expired: string }>(
      db,
      sql`
      with days as (
        select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ), per_day as (
        select t.day, t.issued, t.redeemed, t.expired from points_daily_totals t
        where t.station_id = ${stationId} and t.day >= ${range.from}::date and t.day <= ${lastClosedInPeriod}::date
        union all
        select (l.created_at at time zone ${TIME_ZONE})::date, sum(${ISSUED}), sum(${REDEEMED}), sum(${EXPIRED})
        from points_ledger l
        where l.station_id = ${stationId} and l.created_at >= ${liveStart.toISOString()}::timestamptz and l.created_at < ${range.end.toISOString()}::timestamptz
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(p.issued), 0) as issued, coalesce(sum(p.redeemed), 0) as redeemed, coalesce(sum(p.expired), 0) as expired
      from days d left join per_day p on p.day = d.day
      group by rollup (d.day)
      order by d.day nulls last`,
    ),
    rows<{ outstanding: string }>(
      db,
      sql`select
        (select coalesce(sum(t.net), 0) from points_daily_totals t where t.station_id = ${stationId} and t.day <= ${lastClosedInPeriod}::date)
        + (select coalesce(sum(l.amount), 0) from points_ledger l
           where l.station_id = ${stationId} and l.created_at >= ${liveFrom.toISOString()}::timestamptz and l.created_at < ${range.end.toISOString()}::timestamptz)
        as outstanding`,
    ),
  ]);
  const totals = byDay.find((r) => r.day === null);
  const daily = byDay.filter((r) => r.day !== null).map((r) => ({ day: r.day!, issued: num(r.issued), redeemed: num(r.redeemed), expired: num(r.expired) }));
  return { issued: num(totals?.issued), redeemed: num(totals?.redeemed), expired: num(totals?.expired), outstanding: num(balance?.outstanding), daily };
}

/**
 * Revenue of the period by payment method, in cents. Orders count on the day they were paid: the
 * wallet part as "wallet", the gateway part as card or PIX, less the refunded share of the order's
 * total (the gateway gives back that money; the wallet part stays). "points" are the points members
 * spent on activities (a participation's purchase or donation), one hundredth of a point per cent.
 */
export async function revenueFigures(db: DbOrTx, stationId: number, range: ReportRange): Promise<RevenueFigures> {
  const statuses = sql.join(
    SETTLED_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await rows<{ method: RevenueMethod | null; gross: string; refunded: string; net: string }>(
    db,
    sql`
    with settled as (
      select o.payment_method, o.wallet_value, o.gateway_value,
        least(o.gateway_value, round(o.total_value::numeric * o.refunded_basis_points / 10000)) as refunded
      from orders o
      where o.station_id = ${stationId} and o.status in (${statuses}) and ${inPeriod(sql`o.paid_at`, range)}
    ), lines as (
      select 'wallet' as method, s.wallet_value as gross, 0 as refunded from settled s where s.wallet_value > 0
      union all
      select s.payment_method, s.gateway_value, s.refunded from settled s where s.payment_method in ('credit_card', 'pix') and s.gateway_value > 0
      union all
      select 'points', -l.amount, 0 from points_ledger l
      where l.station_id = ${stationId} and l.kind in ('purchase', 'donation') and l.amount < 0 and l.reference like 'participation:%'
        and ${inPeriod(sql`l.created_at`, range)}
    )
    select method, sum(gross) as gross, sum(refunded) as refunded, sum(gross) - sum(refunded) as net from lines group by rollup (method)`,
  );
  const byMethod = new Map(result.map((r) => [r.method, r]));
  const line = (method: RevenueMethod | null) => {
    const r = byMethod.get(method);
    return { gross: num(r?.gross), refunded: num(r?.refunded), net: num(r?.net) };
  };
  return { lines: REVENUE_METHODS.map((method) => ({ method, ...line(method) })), total: line(null) };
}

export async function dashboard(db: DbOrTx, stationId: number, range: ReportRange): Promise<Dashboard> {
  const [members, activities, points, revenue] = await Promise.all([
    memberFigures(db, stationId, range),
    activityFigures(db, stationId, range),
    pointsFigures(db, stationId, range),
    revenueFigures(db, stationId, range),
  ]);
  return { members, activities, points, revenue };
}
