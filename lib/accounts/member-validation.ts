// QR validation of a member (/qr-code-user-validator/{id}): valid means an active, not suspended,
// not deleted user of this station with its establishment link.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
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
