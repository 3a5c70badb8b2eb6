// Taking part in an activity: the one command every activity type goes through. In the caller's
// transaction it locks the member's row (so per-user limits and balance checks hold under
// concurrency), checks availability, window, limit, prerequisites and balance, writes the
// participation and its ledger entry, both keyed by the same idempotency key.
import "server-only";
import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { awardTrophies } from "@/lib/trophies/award";
import { appendLedgerEntry, getBalance } from "@/lib/wallet/ledger";
import {
  MSG_INSUFFICIENT_BALANCE,
  MSG_LIMIT,
  MSG_OUT_OF_STOCK,
  MSG_UNAVAILABLE,
  prerequisitesMessage,
  windowMessage,
} from "./messages";
import { limitReached, prerequisitesBlock, windowState } from "./rules";
import { activities, activityPrerequisites, participations } from "./schema";

export type ParticipationRefusal =
  | "unavailable"
  | "outside_window"
  | "limit_reached"
  | "prerequisites"
  | "insufficient_balance"
  | "out_of_stock";

/** A refused participation: the message is for the member, the reason for callers and tests. */
export class ParticipationError extends UserFacingError {
  constructor(
    readonly reason: ParticipationRefusal,
    message: string,
  ) {
    super(message, undefined, reason === "unavailable" ? 404 : 409);
    this.name = "ParticipationError";
  }
}

export function outOfStockError(): ParticipationError {
  return new ParticipationError("out_of_stock", MSG_OUT_OF_STOCK);
}

export interface ParticipateInput {
  stationId: number;
  userId: number;
  activityId: number;
  /** Unique per business event, e.g. `quiz:{activityId}:{userId}:{attemptNonce}`; a retry with the same key returns the first result. */
  idempotencyKey: string;
  /** Points to credit (hundredths); default the activity's points; 0 for "took part, no reward". */
  points?: number;
  /** Debit instead of credit: a positive number of hundredths taken from the balance. */
  debit?: number;
  payload?: unknown;
  /** Default true. */
  countsTowardLimit?: boolean;
  /** "done" by default; "pending" when a later validation completes it (course voucher). */
  status?: "done" | "pending";
  /** Ledger kind; defaults to "donation"/"purchase" for debits, else "activity". */
  ledgerKind?: string;
}

export interface ParticipateResult {
  participationId: number;
  pointsAwarded: number;
  replayed: boolean;
}

export async function participate(tx: Tx, input: ParticipateInput): Promise<ParticipateResult> {
  const { stationId, userId, activityId, idempotencyKey } = input;
  if (input.debit !== undefined && (!Number.isSafeInteger(input.debit) || input.debit <= 0)) {
    throw new RangeError("debit must be a positive integer of hundredths");
  }

  // Serialises everything one member does on this station; other members are not blocked.
  const locked = await tx.execute(
    sql`select ${users.id} from ${users} where ${users.id} = ${userId} and ${users.stationId} = ${stationId} for update`,
  );
  if (rowCount(locked) === 0) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);

  const [previous] = await tx
    .select({ id: participations.id, pointsAwarded: participations.pointsAwarded, activityId: participations.activityId })
    .from(participations)
    .where(and(eq(participations.stationId, stationId), eq(participations.idempotencyKey, idempotencyKey)));
  if (previous) {
    return { participationId: previous.id, pointsAwarded: previous.pointsAwarded, replayed: true };
  }

  const [activity] = await tx
    .select({
      id: activities.id,
      name: activities.name,
      points: activities.points,
      active: activities.active,
      limitPerUser: activities.limitPerUser,
      participationStart: activities.participationStart,
      participationEnd: activities.participationEnd,
    })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.stationId, stationId)));
  if (!activity || !activity.active) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
  const countsTowardLimit = input.countsTowardLimit ?? true;
  const counts = await participationCounts(tx, stationId, userId, activityId);
  const pending = await pendingPrerequisites(tx, stationId, userId, activityId);
  const refusal = participationRefusal(activity, counts, pending.map((p) => p.name), countsTowardLimit);
  if (refusal) throw refusal;

  let amount: number;
  if (input.debit !== undefined) {
    const balance = await getBalance(tx, stationId, userId);
    if (balance < input.debit) throw new ParticipationError("insufficient_balance", MSG_INSUFFICIENT_BALANCE);
    amount = -input.debit;
  } else {
    amount = input.points ?? activity.points;
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("points must be a non-negative integer");
  }

  const [created] = await tx
    .insert(participations)
    .values({
      stationId,
      activityId,
      userId,
      status: input.status ?? "done",
      payload: (input.payload ?? {}) as object,
      pointsAwarded: amount,
      countsTowardLimit,
      idempotencyKey,
    })
    .returning({ id: participations.id });
  const participationId = created!.id;

  if (amount !== 0) {
    await appendLedgerEntry(tx, {
      stationId,
      userId,
      amount,
      kind: input.ledgerKind ?? (amount < 0 ? "purchase" : "activity"),
      reference: `participation:${participationId}`,
      description: activity.name,
      idempotencyKey,
    });
  }
  if ((input.status ?? "done") === "done") await awardTrophies(tx, { stationId, userId, event: { kind: "participation", activityId } });
  return { participationId, pointsAwarded: amount, replayed: false };
}

/**
 * Why the member may not take part, from what was read: the activity (absent: another station's or
 * none), their participations in it and the names of its prerequisites they have not done. The
 * one statement of the rules (availability, window, per-member limit, prerequisites), shared by
 * participate() and by checkout, which reads the same facts in one query.
 */
export function participationRefusal(
  activity: Pick<typeof activities.$inferSelect, "active" | "limitPerUser" | "participationStart" | "participationEnd"> | undefined,
  counts: { forLimit: number; any: number },
  pendingPrerequisiteNames: string[],
  countsTowardLimit = true,
): ParticipationError | null {
  if (!activity || !activity.active) return new ParticipationError("unavailable", MSG_UNAVAILABLE);
  if (windowState(activity.participationStart, activity.participationEnd) !== "open") {
    return new ParticipationError("outside_window", windowMessage(activity.participationStart, activity.participationEnd));
  }
  if (countsTowardLimit && limitReached(activity.limitPerUser, counts.forLimit)) return new ParticipationError("limit_reached", MSG_LIMIT);
  if (prerequisitesBlock(pendingPrerequisiteNames.length, counts.any > 0)) {
    return new ParticipationError("prerequisites", prerequisitesMessage(pendingPrerequisiteNames));
  }
  return null;
}

/**
 * A member's participations in an activity that are not cancelled: all of them, and those that
 * count towards its per-member limit (the one definition both participate() and the cart use).
 */
export async function participationCounts(db: DbOrTx, stationId: number, userId: number, activityId: number): Promise<{ forLimit: number; any: number }> {
  const [counts] = await db
    .select({
      forLimit: sql<number>`count(*) filter (where ${participations.countsTowardLimit})`.mapWith(Number),
      any: sql<number>`count(*)`.mapWith(Number),
    })
    .from(participations)
    .where(
      and(
        eq(participations.stationId, stationId),
        eq(participations.userId, userId),
        eq(participations.activityId, activityId),
        ne(participations.status, "cancelled"),
      ),
    );
  return { forLimit: counts?.forLimit ?? 0, any: counts?.any ?? 0 };
}

/**
 * participationCounts as columns of a query over many activities: `activity` is the SQL of the
 * activity id in the caller's query (e.g. activities.id), so a list of cart lines carries each
 * activity's counts without a query per activity.
 */
export function participationCountsSql(stationId: number, userId: number, activity: SQL): { forLimit: SQL<number>; any: SQL<number> } {
  const mine = sql`from participations pa where pa.station_id = ${stationId} and pa.user_id = ${userId} and pa.activity_id = ${activity} and pa.status <> 'cancelled'`;
  return {
    forLimit: sql<number>`(select count(*) filter (where pa.counts_toward_limit) ${mine})`.mapWith(Number),
    any: sql<number>`(select count(*) ${mine})`.mapWith(Number),
  };
}

/** Prerequisite activities the member has not completed yet. */
export async function pendingPrerequisites(
  tx: DbOrTx,
  stationId: number,
  userId: number,
  activityId: number,
): Promise<{ id: number; name: string }[]> {
  const required = await tx
    .select({ id: activities.id, name: activities.name })
    .from(activityPrerequisites)
    .innerJoin(activities, eq(activities.id, activityPrerequisites.requiredActivityId))
    .where(and(eq(activityPrerequisites.stationId, stationId), eq(activityPrerequisites.activityId, activityId)));
  const doneIds = await completedActivityIds(tx, stationId, userId, required.map((r) => r.id));
  return required.filter((r) => !doneIds.has(r.id));
}

/** Which of `activityIds` the member has completed: the one definition of "done" for prerequisites. */
export async function completedActivityIds(db: DbOrTx, stationId: number, userId: number, activityIds: number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ activityId: participations.activityId })
    .from(participations)
    .where(
      and(
        eq(participations.stationId, stationId),
        eq(participations.userId, userId),
        eq(participations.status, "done"),
        inArray(participations.activityId, activityIds),
      ),
    );
  return new Set(rows.map((r) => r.activityId));
}

function rowCount(result: unknown): number {
  // node-postgres answers {rowCount, rows}; PGlite answers {affectedRows?, rows}.
  const r = result as { rows?: unknown[] };
  return Array.isArray(r.rows) ? r.rows.length : 0;
}
