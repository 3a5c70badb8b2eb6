// Fuel vouchers at the pump: the station's public validation page (/validar/{code}) and the owner's
// page on the apex read a fuel voucher's code like an order's or a coupon's, and "Marcar como
// utilizado" marks it once. Fuel vouchers are a redeemable code kind registered at start
// (lib/startup): the counter (lib/commerce/validation.ts) runs them after its own kinds, in its
// transaction, with its code_validations claim: the unique row is what makes "once" hold.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import type { RedeemableCodeKind } from "@/lib/commerce/code-kinds";
import type { CodeLookup } from "@/lib/commerce/validation";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { fuelVouchers } from "./schema";
import { fuelOptionLabel } from "./texts";

export const MSG_FUEL_VOUCHER_EXPIRED = "Este voucher de combustível está vencido.";

function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] ?? "";
}

/** The fuel voucher with this code on this station, as the counter reads it; null when none. */
export async function findFuelVoucherCode(db: DbOrTx, stationId: number, code: string, now = new Date()): Promise<CodeLookup | null> {
  const [row] = await db
    .select({ voucher: fuelVouchers, holder: users.name })
    .from(fuelVouchers)
    .innerJoin(users, eq(users.id, fuelVouchers.userId))
    .where(and(eq(fuelVouchers.stationId, stationId), eq(fuelVouchers.code, code)));
  if (!row) return null;
  const v = row.voucher;
  const expired = v.usedAt === null && v.validUntil <= now;
  return {
    kind: "fuel",
    code: v.code,
    state: v.usedAt ? "used" : expired ? "unavailable" : "valid",
    title: v.campaignName,
    holderFirstName: firstName(row.holder),
    createdAt: v.issuedAt.toISOString(),
    usedAt: v.usedAt?.toISOString() ?? null,
    statusLabel: expired ? "Vencido" : null,
    items: [{ name: fuelOptionLabel(v), quantity: 1 }],
    validUntil: v.validUntil.toISOString(),
    points: 0,
  };
}

/** "Marcar como utilizado" for a fuel voucher; null when the code is not one. `claim` records the validation once. */
export async function validateFuelVoucherCode(tx: Tx, stationId: number, code: string, claim: (targetId: number) => Promise<boolean>): Promise<"validated" | "already" | null> {
  const [v] = await tx
    .select({ id: fuelVouchers.id, usedAt: fuelVouchers.usedAt, validUntil: fuelVouchers.validUntil })
    .from(fuelVouchers)
    .where(and(eq(fuelVouchers.stationId, stationId), eq(fuelVouchers.code, code)))
    .for("update");
  if (!v) return null;
  if (v.usedAt) return "already";
  if (v.validUntil <= new Date()) throw new UserFacingError(MSG_FUEL_VOUCHER_EXPIRED, undefined, 409);
  if (!(await claim(v.id))) return "already";
  await tx
    .update(fuelVouchers)
    .set({ usedAt: sql`now()` })
    .where(and(eq(fuelVouchers.stationId, stationId), eq(fuelVouchers.id, v.id)));
  return "validated";
}

/** The fuel voucher as a code the counter reads and marks. */
export const fuelVoucherCodeKind: RedeemableCodeKind = {
  kind: "fuel",
  find: (db, stationId, code) => findFuelVoucherCode(db, stationId, code),
  validate: validateFuelVoucherCode,
};
