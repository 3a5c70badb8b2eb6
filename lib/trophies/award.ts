// Awarding trophies, inside the transaction of the event that earns them: a participation
// completed (participate()), an order paid (markOrderPaid and the checkout's wallet-only order),
// an invitation confirmed (creditInvitation). One call per event site:
//
//   await awardTrophies(tx, { stationId, userId, event: { kind: "participation", activityId } });
//
// The call runs in hot transactions (the checkout's submitOrder is benchmarked), so:
// - which rule kinds a station has is read first, with one statement on the rules' index
//   (ruleKindsOf below): an event whose kinds the station has no active rule of costs only that.
//   Nothing is kept in memory, so a rule written by any server process counts at the next event;
// - otherwise ONE statement inserts the trophies whose rule the event completes: the candidate
//   rules are those of the event's kinds (and, for a participation, whose journey or category holds
//   the activity), and counts are computed only for those candidates. The unique (rule, member)
//   makes the award once, whatever replays or races;
// - counting rules read what is committed, so two events of one member must not count at the same
//   time: a participation holds the member's row lock (participate() takes it first); an
//   invitation locks the inviter here, the way creditInvitation does (only a confirmed inviter, so
//   two pending accounts inviting each other cannot deadlock).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { trophyRules, type TrophyKind } from "./schema";

export type TrophyEvent =
  | { kind: "participation"; activityId: number }
  | { kind: "order_paid" }
  | { kind: "invitation_confirmed" };

const KINDS_OF_EVENT: Record<TrophyEvent["kind"], TrophyKind[]> = {
  participation: ["journey", "category_activities"],
  order_paid: ["first_purchase"],
  invitation_confirmed: ["invitations_confirmed"],
};

/**
 * The kinds of the station's active rules, read in the event's own transaction (a rule the owner
 * turned off a moment ago awards nothing; no process keeps a copy that another could make stale).
 */
async function ruleKindsOf(db: DbOrTx, stationId: number): Promise<Set<TrophyKind>> {
  const rows = await db
    .selectDistinct({ kind: trophyRules.kind })
    .from(trophyRules)
    .where(and(eq(trophyRules.stationId, stationId), eq(trophyRules.active, true)));
  return new Set(rows.map((r) => r.kind));
}

/** Whether the station has any active rule: without one no trophy can be earned, nor announced. */
export async function stationAwardsTrophies(db: DbOrTx, stationId: number): Promise<boolean> {
  return (await ruleKindsOf(db, stationId)).size > 0;
}

/**
 * Awards the member every trophy of the station whose rule this event completes and that they do
 * not hold yet. Returns the ids of the rules awarded now (empty on a replay or when none applies).
 */
export async function awardTrophies(tx: Tx, input: { stationId: number; userId: number; event: TrophyEvent }): Promise<number[]> {
  const { stationId: s, userId: u, event } = input;
  const stationKinds = await ruleKindsOf(tx, s);
  const kinds = KINDS_OF_EVENT[event.kind].filter((k) => stationKinds.has(k));
  if (kinds.length === 0) return [];

  if (event.kind === "invitation_confirmed") {
    // Serialises confirmations of this inviter's invitations (see the header); a pending or
    // blocked inviter is not locked and earns nothing.
    // Read first, without waiting: a row another confirmation is writing (a pending inviter being
    // confirmed right now) is seen as it was, and is not waited for.
    const canEarn = sql`select id from users where id = ${u} and station_id = ${s} and active and suspended_at is null and deleted_at is null`;
    const seen = (await tx.execute(canEarn)) as unknown as { rows: unknown[] };
    if (seen.rows.length === 0) return [];
    const locked = (await tx.execute(sql`${canEarn} for update`)) as unknown as { rows: unknown[] };
    if (locked.rows.length === 0) return [];
  }

  const activityId = event.kind === "participation" ? event.activityId : null;
  const result = (await tx.execute(sql`
    insert into member_trophies (station_id, user_id, rule_id)
    select r.station_id, ${u}, r.id
    from trophy_rules r
    where r.station_id = ${s} and r.active and r.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
      and not exists (select 1 from member_trophies m where m.rule_id = r.id and m.user_id = ${u})
      and case r.kind
        when 'journey' then
          exists (select 1 from journeys j where j.id = r.journey_id and j.station_id = ${s} and j.active)
          and exists (select 1 from journey_activities ja where ja.journey_id = r.journey_id and ja.activity_id = ${activityId})
          and not exists (
            select 1 from journey_activities ja join activities a on a.id = ja.activity_id and a.active
            where ja.journey_id = r.journey_id
              and not exists (select 1 from participations p
                where p.station_id = ${s} and p.user_id = ${u} and p.activity_id = ja.activity_id and p.status = 'done'))
        when 'category_activities' then
          exists (select 1 from category_activities ca where ca.category_id = r.category_id and ca.activity_id = ${activityId})
          and (select count(distinct p.activity_id) from participations p
                join category_activities ca on ca.activity_id = p.activity_id and ca.category_id = r.category_id
                where p.station_id = ${s} and p.user_id = ${u} and p.status = 'done') >= r.threshold
        when 'first_purchase' then true
        when 'invitations_confirmed' then
          (select count(*) from invitations i
            where i.station_id = ${s} and i.inviter_user_id = ${u} and i.credited_at is not null) >= r.threshold
        else false
      end
    on conflict (rule_id, user_id) do nothing
    returning rule_id
  `)) as unknown as { rows: { rule_id: number }[] };
  return result.rows.map((r) => Number(r.rule_id));
}
