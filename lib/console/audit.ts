// The console's audit log: every console change calls `recordAudit` inside the transaction that
// makes the change, so the log and the change are written together or not at all.
import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog } from "./schema";

export interface AuditInput {
  stationId: number;
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: DbOrTx, input: AuditInput, now = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    stationId: input.stationId,
    actorId: input.actorId,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId == null ? null : String(input.entityId),
    before: input.before ?? null,
    after: input.after ?? null,
    at: now,
  });
}

export const AUDIT_PAGE_SIZE = 25;

export interface AuditEntry {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: Date;
  actorName: string | null;
  actorEmail: string | null;
}

/** One page of a station's log, newest first, with the total for the pager. */
export async function listAudit(db: DbOrTx, stationId: number, page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<{ entries: AuditEntry[]; total: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(eq(auditLog.stationId, stationId));
  const entries = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      at: auditLog.at,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.stationId, stationId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  return { entries, total };
}

export { AUDIT_ACTION_LABELS } from "./labels";
