// The dashboard's points around today: days up to the day before yesterday come from the summed
// table, yesterday and today from the ledger itself. Figures must not change with where that line
// falls: entries on either side of it count once, a new entry today shows at once, and the balance
// owed at the end of a period in the past leaves out what came after it.
import { beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { pointsFigures } from "./dashboard";
import { lastClosedDay } from "./daily-totals";
import { addDays, presetRange, reportRangeFrom, saoPauloMidnight, saoPauloToday } from "./range";

let db: Db;
let station: number;
let member: number;
let seq = 0;
const today = saoPauloToday();
const closed = lastClosedDay();

/** An instant `minutes` after midnight (Brasília) of `day`. */
const at = (day: string, minutes: number) => new Date(saoPauloMidnight(day).getTime() + minutes * 60_000);

async function entry(amount: number, kind: string, when: Date) {
  await db.insert(pointsLedger).values({ stationId: station, userId: member, amount, kind, idempotencyKey: `d${++seq}`, createdAt: when });
}

beforeAll(async () => {
  db = await getDb();
  station = await makeStation(db);
  member = await makeMember(db, station);
  await entry(10_000, "seed", at(addDays(today, -40), 600)); // before a 30-day period
  await entry(1_000, "activity", at(addDays(today, -10), 600));
  await entry(-300, "purchase", at(addDays(today, -10), 700));
  await entry(200, "activity", at(closed, 24 * 60 - 1)); // the last closed day's last minute
  await entry(400, "activity", at(addDays(closed, 1), 1)); // yesterday's first minute
  await entry(-100, "expiry", at(today, 1));
});

describe("points figures across the summed days and the live ones", () => {
  it("count every entry once on either side of the last closed day", async () => {
    expect(closed).toBe(addDays(today, -2));
    const points = await pointsFigures(db, station, presetRange("30"));
    expect({ issued: points.issued, redeemed: points.redeemed, expired: points.expired, outstanding: points.outstanding }).toEqual({
      issued: 1_600,
      redeemed: 300,
      expired: 100,
      outstanding: 11_200,
    });
    expect(points.daily.filter((d) => d.issued || d.redeemed || d.expired)).toEqual([
      { day: addDays(today, -10), issued: 1_000, redeemed: 300, expired: 0 },
      { day: closed, issued: 200, redeemed: 0, expired: 0 },
      { day: addDays(today, -1), issued: 400, redeemed: 0, expired: 0 },
      { day: today, issued: 0, redeemed: 0, expired: 100 },
    ]);
    expect(points.daily).toHaveLength(30);
  });

  it("show an entry written today on the next look", async () => {
    await entry(700, "activity", new Date());
    const points = await pointsFigures(db, station, presetRange("7"));
    expect(points.issued).toBe(200 + 400 + 700);
    expect(points.outstanding).toBe(11_900);
  });

  it("owe at a past period's end only what had been written by then", async () => {
    const before = await pointsFigures(db, station, reportRangeFrom({ de: addDays(today, -12), ate: addDays(today, -9) }));
    expect(before.outstanding).toBe(10_700);
    const throughClosed = await pointsFigures(db, station, reportRangeFrom({ de: addDays(today, -12), ate: closed }));
    expect(throughClosed.outstanding).toBe(10_900);
    const throughYesterday = await pointsFigures(db, station, reportRangeFrom({ de: addDays(today, -12), ate: addDays(today, -1) }));
    expect(throughYesterday.outstanding).toBe(11_300);
  });

  it("sum a closed day once: the table has a row per day from the station's first entry", async () => {
    const { rows } = (await db.execute(
      `select count(*)::int as days, min(day)::text as first, max(day)::text as last, sum(net)::int as net from points_daily_totals where station_id = ${station}`,
    )) as unknown as { rows: { days: number; first: string; last: string; net: number }[] };
    expect(rows[0]).toEqual({ days: 39, first: addDays(today, -40), last: closed, net: 10_900 });
  });
});
