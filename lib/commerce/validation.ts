// Validation at the counter (a QR code links to a validation page; types 3
// and 4 pay their points after validation). The public page on the station's host reads a code
// — an order's, a bought coupon's or a course voucher's — and says what it is, for whom (first name
// only) and whether it is still good; the station's owner or staff mark it delivered/used at the
// console's door (painel host, /estacoes/{id}/validar), which shows them the member's full name.
//
// Marking runs in one transaction: the order or participation row is locked, then a row is
// inserted into code_validations, unique per (station, kind, target). The insert that wins applies
// the effects once: an order becomes "delivered"; a course voucher's pending participation becomes
// "done" and, like a coupon, credits its activity's points to the member through a ledger entry
// keyed by the validation, and awards the trophies the completed activity earns. A second press, a double click or two staff members at once find the
// row and change nothing.
//
// Orders credit no points here: their activities' points were already paid as the order's
// cashback when it was paid (lib/commerce/orders); validating only records the delivery and
// completes the order's pending participations (and awards their trophies).
import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { users, USER_TYPE_OWNER } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { activities, participations, presentialCourses } from "@/lib/activities/schema";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { awardTrophies } from "@/lib/trophies/award";
import { appendLedgerEntry } from "@/lib/wallet/ledger";
import { registeredCodeKinds } from "./code-kinds";
import { ORDER_STATUS_LABELS } from "./messages";
import { orderActions, orderItems, orders, type OrderStatus } from "./schema";
import { codeValidations, type ValidationKind } from "./validation-schema";

/** Orders a counter may hand over: paid (wholly or in part after a refund) or awaiting payment on delivery. */
const DELIVERABLE: readonly OrderStatus[] = ["paid", "partially_refunded", "received"];

export const MSG_CODE_NOT_FOUND = "Código não encontrado nesta estação.";
export const MSG_NOT_STATION_OWNER = "Somente o responsável por esta estação pode validar este código.";

export type CodeState = "valid" | "used" | "unavailable";

export interface CodeLookup {
  kind: ValidationKind;
  code: string;
  state: CodeState;
  /** What the code is for: the activity (coupon, course) or the order's activities. */
  title: string;
  /** The holder's first name: all a counter needs to match the person in front of it. */
  holderFirstName: string;
  createdAt: string;
  /** When it was marked delivered/used here, if it was. */
  usedAt: string | null;
  /** Why an order cannot be handed over (its status), when state is "unavailable". */
  statusLabel: string | null;
  /** Orders: what to hand over. */
  items: { name: string; quantity: number }[];
  /** Course vouchers: the course's date. */
  validUntil: string | null;
  /** Points the member receives when it is validated (coupons and vouchers). */
  points: number;
}

/** Codes are printed in capitals without look-alikes; people type them with spaces or in lower case. */
export function normalizeCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{4,20}$/.test(code) ? code : null;
}

function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] ?? "";
}

async function findOrder(db: DbOrTx, stationId: number, code: string): Promise<CodeLookup | null> {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      createdAt: orders.createdAt,
      holder: users.name,
      usedAt: codeValidations.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(codeValidations, and(eq(codeValidations.stationId, orders.stationId), eq(codeValidations.kind, "order"), eq(codeValidations.targetId, orders.id)))
    .where(and(eq(orders.stationId, stationId), eq(orders.code, code)));
  if (!row) return null;
  const [actions, items] = await Promise.all([
    db
      .select({ name: orderActions.activityName })
      .from(orderActions)
      .where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, row.id)))
      .orderBy(asc(orderActions.id)),
    db
      .select({ name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.stationId, stationId), eq(orderItems.orderId, row.id)))
      .orderBy(asc(orderItems.id)),
  ]);
  const state: CodeState = row.status === "delivered" ? "used" : DELIVERABLE.includes(row.status) ? "valid" : "unavailable";
  return {
    kind: "order",
    code: row.code,
    state,
    title: actions.map((a) => a.name).join(", ") || "Pedido",
    holderFirstName: firstName(row.holder),
    createdAt: row.createdAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    statusLabel: state === "unavailable" ? ORDER_STATUS_LABELS[row.status] : null,
    items,
    validUntil: null,
    points: 0,
  };
}

const codeOf = sql<string>`${participations.payload}->>'code'`;
/** The partial index participations_code_idx serves only queries that repeat its predicate. */
const hasCode = sql`${participations.payload} ? 'code'`;
const kindOfType = sql<ValidationKind>`case when ${activities.typeId} = 3 then 'coupon' else 'voucher' end`;

async function findParticipation(db: DbOrTx, stationId: number, code: string): Promise<CodeLookup | null> {
  const [row] = await db
    .select({
      code: codeOf,
      typeId: activities.typeId,
      status: participations.status,
      createdAt: participations.createdAt,
      title: activities.name,
      points: activities.points,
      holder: users.name,
      courseDate: presentialCourses.date,
      usedAt: codeValidations.createdAt,
      fromOrder: sql<boolean>`${participations.payload} ? 'order_id'`,
    })
    .from(participations)
    .innerJoin(activities, and(eq(activities.id, participations.activityId), eq(activities.stationId, participations.stationId)))
    .innerJoin(users, eq(users.id, participations.userId))
    .leftJoin(presentialCourses, sql`${presentialCourses.id}::text = ${participations.payload}->>'presential_course'`)
    .leftJoin(codeValidations, and(eq(codeValidations.stationId, participations.stationId), eq(codeValidations.kind, kindOfType), eq(codeValidations.targetId, participations.id)))
    .where(and(eq(participations.stationId, stationId), hasCode, sql`${codeOf} = ${code}`, inArray(activities.typeId, [3, 4])))
    .limit(1);
  if (!row) return null;
  const kind: ValidationKind = row.typeId === 3 ? "coupon" : "voucher";
  const used = row.usedAt !== null || (kind === "voucher" && row.status === "done");
  return {
    kind,
    code: row.code,
    state: row.status === "cancelled" ? "unavailable" : used ? "used" : "valid",
    title: row.title,
    holderFirstName: firstName(row.holder),
    createdAt: row.createdAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    statusLabel: row.status === "cancelled" ? "Cancelado" : null,
    items: [],
    validUntil: row.courseDate?.toISOString() ?? null,
    // A coupon bought through the cart earned its points as the order's cashback.
    points: row.fromOrder ? 0 : row.points,
  };
}

/**
 * What a code is on this station (order first, then coupon or voucher, then the kinds other
 * features registered, such as fuel vouchers), or null when unknown here.
 */
export async function findCode(db: DbOrTx, stationId: number, rawCode: string): Promise<CodeLookup | null> {
  const code = normalizeCode(rawCode);
  if (!code) return null;
  const own = (await findOrder(db, stationId, code)) ?? (await findParticipation(db, stationId, code));
  if (own) return own;
  for (const kind of registeredCodeKinds()) {
    const found = await kind.find(db, stationId, code);
    if (found) return found;
  }
  return null;
}

/** Whether this platform account owns the station (an owner account moved into it by the wizard or the seed). */
export async function isStationOwner(db: DbOrTx, stationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stationId, stationId), eq(users.typeId, USER_TYPE_OWNER), isNull(users.deletedAt), isNull(users.suspendedAt)));
  return Boolean(row);
}

export interface ValidateResult {
  /** "validated": this call marked it; "already": it had been marked before (nothing changed). */
  outcome: "validated" | "already";
  lookup: CodeLookup;
}

async function claim(tx: Tx, input: { stationId: number; kind: ValidationKind; targetId: number; code: string; actorId: number }): Promise<boolean> {
  const inserted = await tx
    .insert(codeValidations)
    .values({ stationId: input.stationId, kind: input.kind, targetId: input.targetId, code: input.code, validatedBy: input.actorId })
    .onConflictDoNothing({ target: [codeValidations.stationId, codeValidations.kind, codeValidations.targetId] })
    .returning({ id: codeValidations.id });
  return inserted.length > 0;
}

/**
 * The member's trophies for activities this validation completed. Counting rules read what is
 * committed, so the member's row is locked first, as every participation does: two events of one
 * member never count at the same time.
 */
async function awardCompleted(tx: Tx, stationId: number, userId: number, activityIds: number[]): Promise<void> {
  if (activityIds.length === 0) return;
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} and ${users.stationId} = ${stationId} for update`);
  for (const activityId of new Set(activityIds)) await awardTrophies(tx, { stationId, userId, event: { kind: "participation", activityId } });
}

async function validateOrder(tx: Tx, stationId: number, code: string, actorId: number): Promise<"validated" | "already" | null> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.code, code)))
    .for("update");
  if (!order) return null;
  if (order.status === "delivered") return "already";
  if (!DELIVERABLE.includes(order.status)) throw new UserFacingError(`Este pedido não pode ser entregue: ${ORDER_STATUS_LABELS[order.status]}.`, undefined, 409);
  if (!(await claim(tx, { stationId, kind: "order", targetId: order.id, code, actorId }))) return "already";
  await tx
    .update(orders)
    .set({ status: "delivered", updatedAt: sql`now()` })
    .where(and(eq(orders.stationId, stationId), eq(orders.id, order.id)));
  // The purchase's participations were "pending" until the goods were handed over.
  const linked = await tx
    .select({ id: orderActions.participationId })
    .from(orderActions)
    .where(and(eq(orderActions.stationId, stationId), eq(orderActions.orderId, order.id)));
  const ids = linked.map((l) => l.id).filter((id): id is number => id !== null);
  if (ids.length > 0) {
    const completed = await tx
      .update(participations)
      .set({ status: "done" })
      .where(and(eq(participations.stationId, stationId), inArray(participations.id, ids), eq(participations.status, "pending")))
      .returning({ activityId: participations.activityId });
    await awardCompleted(tx, stationId, order.userId, completed.map((c) => c.activityId));
  }
  return "validated";
}

async function validateParticipation(tx: Tx, stationId: number, code: string, actorId: number): Promise<"validated" | "already" | null> {
  const [row] = await tx
    .select({
      id: participations.id,
      userId: participations.userId,
      activityId: participations.activityId,
      status: participations.status,
      typeId: activities.typeId,
      name: activities.name,
      points: activities.points,
      /** A coupon bought through the cart: its order already credited the activity's points as cashback. */
      fromOrder: sql<boolean>`${participations.payload} ? 'order_id'`,
    })
    .from(participations)
    .innerJoin(activities, and(eq(activities.id, participations.activityId), eq(activities.stationId, participations.stationId)))
    .where(and(eq(participations.stationId, stationId), hasCode, sql`${codeOf} = ${code}`, inArray(activities.typeId, [3, 4])))
    .limit(1)
    .for("update", { of: participations });
  if (!row) return null;
  if (row.status === "cancelled") throw new UserFacingError("Este código foi cancelado.", undefined, 409);
  const kind: ValidationKind = row.typeId === 3 ? "coupon" : "voucher";
  if (kind === "voucher" && row.status === "done") return "already";
  if (!(await claim(tx, { stationId, kind, targetId: row.id, code, actorId }))) return "already";
  if (kind === "voucher") {
    await tx
      .update(participations)
      .set({ status: "done", pointsAwarded: row.points })
      .where(and(eq(participations.stationId, stationId), eq(participations.id, row.id)));
  }
  if (row.points > 0 && !row.fromOrder) {
    await appendLedgerEntry(tx, {
      stationId,
      userId: row.userId,
      amount: row.points,
      kind: "activity",
      reference: `participation:${row.id}`,
      description: row.name,
      idempotencyKey: `validation:${kind}:${row.id}`,
    });
  }
  // A course voucher completes its participation only now; a coupon's was complete when bought,
  // and the award is once per trophy, so asking again changes nothing.
  await awardCompleted(tx, stationId, row.userId, [row.activityId]);
  return "validated";
}

/**
 * Marks the code delivered/used in the caller's transaction, once per code whatever arrives at
 * the same time, and pays what comes after validation (points, trophies) with that one mark.
 * `actorId` is who pressed the button: the caller has checked they may. Throws UserFacingError
 * (404 unknown code, 409 an order that cannot be handed over, a cancelled or expired code).
 */
export async function markCodeUsed(tx: Tx, input: { stationId: number; code: string; actorId: number }): Promise<ValidateResult> {
  const code = normalizeCode(input.code);
  if (!code) throw new UserFacingError(MSG_CODE_NOT_FOUND, undefined, 404);
  const { stationId, actorId } = input;
  let outcome = (await validateOrder(tx, stationId, code, actorId)) ?? (await validateParticipation(tx, stationId, code, actorId));
  for (const kind of registeredCodeKinds()) {
    if (outcome) break;
    outcome = await kind.validate(tx, stationId, code, (targetId) => claim(tx, { stationId, kind: kind.kind, targetId, code, actorId }));
  }
  if (!outcome) throw new UserFacingError(MSG_CODE_NOT_FOUND, undefined, 404);
  return { outcome, lookup: (await findCode(tx, stationId, code))! };
}

/**
 * "Marcar como entregue" / "Marcar como utilizado" by the station's creating owner, in a
 * transaction of its own (the console's door uses `markCodeUsed` inside its write pipeline).
 */
export async function validateCode(db: Db, input: { stationId: number; code: string; ownerId: number }): Promise<ValidateResult> {
  if (!normalizeCode(input.code)) throw new UserFacingError(MSG_CODE_NOT_FOUND, undefined, 404);
  return db.transaction(async (tx) => {
    if (!(await isStationOwner(tx, input.stationId, input.ownerId))) throw new UserFacingError(MSG_NOT_STATION_OWNER, undefined, 403);
    return markCodeUsed(tx, { stationId: input.stationId, code: input.code, actorId: input.ownerId });
  });
}
