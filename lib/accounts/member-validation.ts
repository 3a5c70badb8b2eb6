// QR validation of a member (/qr-code-user-validator/{value}): valid means a value signed for this
// station and not expired (lib/accounts/member-card-token.ts) naming an active, not suspended, not
// deleted user of this station with its establishment link. A bare member id is never valid.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { memberOfCardValue } from "./member-card";
import { establishmentUsers, users } from "./schema";

export async function isValidMember(db: DbOrTx, stationId: number, userId: number): Promise<boolean> {
  if (!Number.isSafeInteger(userId) || userId <= 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(establishmentUsers, and(eq(establishmentUsers.userId, users.id), eq(establishmentUsers.stationId, stationId)))
    .where(and(eq(users.id, userId), eq(users.stationId, stationId), eq(users.active, true), isNull(users.suspendedAt), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** The validator's answer for the value in its URL: the signature and expiry first, then the member's state. */
export async function isValidMemberCard(db: DbOrTx, stationId: number, value: string, now = new Date()): Promise<boolean> {
  const userId = memberOfCardValue(stationId, value, now);
  return userId !== null && isValidMember(db, stationId, userId);
}
