// Reminders before points expire: a station that turns them on (stations.points_expiry_reminders,
// off by default) e-mails each member 30 and 7 days before some of their points expire. The
// expiry job's hourly run (wallet-points-expiry, lib/startup/job-workers.ts) sends them after expiring what is due.
//
// Once per lot and reminder: points_expiry_reminders has one row per (lot, days before), inserted
// in the transaction that queues the e-mail in the outbox; a second run, or a second worker, finds
// the row and sends nothing. The 7-day pass runs first and marks the 30-day reminder as given too,
// so a member who only comes into the 30-day window late (the station turned reminders on a week
// before) never gets "30 days" after "7 days". One e-mail per member and reminder names every lot
// it covers, by day: "120,00 pontos vencem em 15/12/2026".
//
// The reminder concerns the member's own account, so it goes to members who opted out of marketing
// too; never to a deleted (anonymised) member or one without an e-mail.
import "server-only";
import { sql } from "drizzle-orm";
import { sendMail } from "@/lib/adapters/mail";
import type { Db } from "@/lib/db/client";
import { formatDate, formatStationCurrency, greeting } from "@/lib/format";
import { stationOrigin } from "@/lib/stations/current";
import { pointsExpiryReminders } from "./schema";

/** The reminders, most specific first: the order the passes run in. */
export const REMINDER_DAYS = [7, 30] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = "America/Sao_Paulo";

interface DueLot {
  lot_id: string;
  station_id: number;
  user_id: number;
  remaining: string;
  expires_at: string | Date;
  /** São Paulo day of the expiry, "2026-12-15". */
  day: string;
  email: string;
  user_name: string | null;
  station_name: string;
  slug: string;
  domain: string | null;
  currency_name: string | null;
  currency_multiplier: string | null;
  currency_name_position: "before_currency" | "after";
}

/** Lots with points left expiring within `days` of `now`, on stations that remind, not yet reminded. */
async function dueLots(db: Db, days: ReminderDays, now: Date, limit: number): Promise<DueLot[]> {
  const until = new Date(now.getTime() + days * DAY_MS);
  const result = (await db.execute(sql`
    select l.id::text as lot_id, l.station_id, l.user_id, l.remaining::text as remaining, l.expires_at,
      to_char((l.expires_at at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD') as day,
      u.email, u.name as user_name, s.name as station_name, s.slug, s.domain,
      s.currency_name, s.currency_multiplier::text as currency_multiplier, s.currency_name_position
    from points_lots l
    join stations s on s.id = l.station_id and s.points_expiry_reminders
    join users u on u.id = l.user_id and u.station_id = l.station_id and u.deleted_at is null and u.email is not null
    where l.remaining > 0 and l.expires_at > ${now.toISOString()}::timestamptz and l.expires_at <= ${until.toISOString()}::timestamptz
      and not exists (select 1 from points_expiry_reminders r where r.lot_id = l.id and r.days_before = ${days})
    order by l.station_id, l.user_id, l.expires_at, l.id
    limit ${limit}
  `)) as unknown as { rows: DueLot[] };
  return result.rows;
}

function reminderMail(lots: DueLot[], days: ReminderDays, link: string) {
  const first = lots[0]!;
  const currency = { currencyName: first.currency_name, currencyMultiplier: first.currency_multiplier, currencyNamePosition: first.currency_name_position };
  const byDay = new Map<string, number>();
  for (const lot of lots) byDay.set(lot.day, (byDay.get(lot.day) ?? 0) + Number(lot.remaining));
  const lines = [...byDay].map(([day, points]) => `• ${formatStationCurrency(points, currency)} vencem em ${formatDate(`${day}T12:00:00Z`)}`);
  return {
    subject: days === 7 ? "Seus pontos vencem nos próximos 7 dias" : "Seus pontos vencem nos próximos 30 dias",
    text: [
      greeting(first.user_name),
      "",
      `Alguns dos seus pontos no ${first.station_name} estão perto do vencimento:`,
      ...lines,
      "",
      "Pontos vencidos saem do seu saldo e não voltam. Aproveite para usá-los antes da data.",
      `Veja seu extrato: ${link}`,
      "",
      first.station_name,
    ].join("\n"),
  };
}

/**
 * One pass of reminders `days` before expiry: per member, in one transaction, marks the lots as
 * reminded (those another run marked first drop out) and queues one e-mail naming what is left.
 * Returns how many e-mails it queued.
 */
async function remindPass(db: Db, days: ReminderDays, now: Date, batch: number): Promise<number> {
  let mails = 0;
  for (;;) {
    const due = await dueLots(db, days, now, batch);
    const members = new Map<string, DueLot[]>();
    for (const lot of due) {
      const key = `${lot.station_id}:${lot.user_id}`;
      members.set(key, [...(members.get(key) ?? []), lot]);
    }
    for (const lots of members.values()) {
      const first = lots[0]!;
      const sent = await db.transaction(async (tx) => {
        const marked = await tx
          .insert(pointsExpiryReminders)
          .values(lots.map((lot) => ({ lotId: Number(lot.lot_id), daysBefore: days, stationId: first.station_id, userId: first.user_id })))
          .onConflictDoNothing()
          .returning({ lotId: pointsExpiryReminders.lotId });
        const mine = new Set(marked.map((m) => m.lotId));
        const named = lots.filter((lot) => mine.has(Number(lot.lot_id)));
        if (named.length === 0) return false;
        const link = `${stationOrigin({ slug: first.slug, domain: first.domain })}/homepage/extrato/extratos-totais`;
        const mail = reminderMail(named, days, link);
        const { id } = await sendMail({ stationId: first.station_id, to: first.email, ...mail, purpose: `wallet.points-expiry-${days}d`, fromName: first.station_name }, tx);
        await tx.execute(sql`
          update points_expiry_reminders set outbox_id = ${id}
          where days_before = ${days} and lot_id in (${sql.join(
            named.map((lot) => sql`${Number(lot.lot_id)}`),
            sql`, `,
          )})
        `);
        // A 30-day reminder after this one would be backwards: mark it given.
        if (days === 7) {
          await tx
            .insert(pointsExpiryReminders)
            .values(named.map((lot) => ({ lotId: Number(lot.lot_id), daysBefore: 30, stationId: first.station_id, userId: first.user_id })))
            .onConflictDoNothing();
        }
        return true;
      });
      if (sent) mails += 1;
    }
    if (due.length < batch) return mails;
  }
}

/** Sends every reminder due at `now` (7-day ones first); returns the e-mails queued per reminder. */
export async function sendExpiryReminders(db: Db, now: Date = new Date(), options: { batch?: number } = {}): Promise<Record<ReminderDays, number>> {
  const batch = options.batch ?? 500;
  const sent = { 7: 0, 30: 0 } as Record<ReminderDays, number>;
  for (const days of REMINDER_DAYS) sent[days] = await remindPass(db, days, now, batch);
  return sent;
}
