// What the door shows staff about a code: Válido, Já utilizado (when, and by whom) or Inválido,
// with the member's full name and what the code is for. It reads the counter's own lookup
// (lib/commerce/validation: orders, coupons, course vouchers and the registered kinds such as fuel
// vouchers) and adds what only the station's staff may see: the holder's full name and the name
// of who marked it. A code of another station, or none, is just "Inválido".
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { participations } from "@/lib/activities/schema";
import { CODE_KIND_LABELS } from "@/lib/commerce/purchase-texts";
import { orders } from "@/lib/commerce/schema";
import { findCode, type CodeLookup } from "@/lib/commerce/validation";
import { codeValidations, type ValidationKind } from "@/lib/commerce/validation-schema";
import type { DbOrTx } from "@/lib/db/client";
import { fuelVouchers } from "@/lib/fuel/schema";

export type DoorState = "valid" | "used" | "invalid";

export interface DoorAnswer {
  state: DoorState;
  code: string;
  /** "Pedido", "Cupom", "Voucher de curso presencial", "Voucher de combustível"; null for an unknown code. */
  kindLabel: string | null;
  memberName: string | null;
  /** What it is for: the activity, or the order's activities. */
  title: string | null;
  /** What to hand over: the order's items, the fuel voucher's amount. */
  items: { name: string; quantity: number }[];
  /** Points the member receives when it is marked (hundredths). */
  points: number;
  usedAt: string | null;
  usedBy: string | null;
  /** Why an "Inválido" code that exists cannot be used (its status). */
  reason: string | null;
}

/** The holder's user id, by the table that issued the code. */
async function holderOf(db: DbOrTx, stationId: number, kind: ValidationKind, code: string): Promise<number | null> {
  const rows =
    kind === "order"
      ? await db.select({ userId: orders.userId }).from(orders).where(and(eq(orders.stationId, stationId), eq(orders.code, code)))
      : kind === "fuel"
        ? await db.select({ userId: fuelVouchers.userId }).from(fuelVouchers).where(and(eq(fuelVouchers.stationId, stationId), eq(fuelVouchers.code, code)))
        : await db
            .select({ userId: participations.userId })
            .from(participations)
            .where(and(eq(participations.stationId, stationId), sql`${participations.payload} ? 'code'`, sql`${participations.payload}->>'code' = ${code}`))
            .limit(1);
  return rows[0]?.userId ?? null;
}

async function nameOf(db: DbOrTx, stationId: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(and(eq(users.id, userId), eq(users.stationId, stationId)));
  return row?.name?.trim() || null;
}

async function markedBy(db: DbOrTx, stationId: number, kind: ValidationKind, code: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(codeValidations)
    .leftJoin(users, eq(users.id, codeValidations.validatedBy))
    .where(and(eq(codeValidations.stationId, stationId), eq(codeValidations.kind, kind), eq(codeValidations.code, code)))
    .orderBy(desc(codeValidations.id))
    .limit(1);
  return row ? row.name?.trim() || row.email || null : null;
}

/** "Inválido" for a code this station does not have (or a text that is no code): nothing about anyone. */
export function unknownCodeAnswer(code: string): DoorAnswer {
  return { state: "invalid", code, kindLabel: null, memberName: null, title: null, items: [], points: 0, usedAt: null, usedBy: null, reason: null };
}

/** The door's answer for a lookup the counter made. */
export async function doorAnswerOf(db: DbOrTx, stationId: number, code: string, lookup: CodeLookup | null): Promise<DoorAnswer> {
  if (!lookup) return unknownCodeAnswer(code);
  const used = lookup.state === "used";
  const [memberName, usedBy] = await Promise.all([
    nameOf(db, stationId, await holderOf(db, stationId, lookup.kind, lookup.code)),
    used ? markedBy(db, stationId, lookup.kind, lookup.code) : null,
  ]);
  return {
    state: lookup.state === "valid" ? "valid" : used ? "used" : "invalid",
    code: lookup.code,
    kindLabel: CODE_KIND_LABELS[lookup.kind].name,
    memberName: memberName ?? lookup.holderFirstName,
    title: lookup.title,
    items: lookup.items,
    points: lookup.points,
    usedAt: lookup.usedAt,
    usedBy,
    reason: lookup.statusLabel,
  };
}

/** What the door answers for a typed or scanned code on this station. */
export async function readCodeAtDoor(db: DbOrTx, stationId: number, code: string): Promise<DoorAnswer> {
  return doorAnswerOf(db, stationId, code, await findCode(db, stationId, code));
}
