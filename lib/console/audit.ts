// The console's audit log: every console change calls `recordAudit` inside the transaction that
// makes the change, so the log and the change are written together or not at all.
import "server-only";
import { createHash } from "node:crypto";
import { and, count, desc, eq, gte, like, lt, or, type SQL } from "drizzle-orm";
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

/** How the audit log records a long text (a page, a news body): its length and a short hash, not a copy. */
export function textDigest(text: string | null | undefined): { length: number; sha256: string } | null {
  if (text == null) return null;
  return { length: text.length, sha256: createHash("sha256").update(text).digest("hex").slice(0, 12) };
}

export const AUDIT_PAGE_SIZE = 25;

/** The console's areas, by the prefixes of their actions: the "O quê" filter of Auditoria. */
export const AUDIT_AREAS = {
  site: { label: "Marca e dados", prefixes: ["site."] },
  landing: { label: "Página inicial e planos", prefixes: ["landing.", "plan."] },
  activities: { label: "Atividades", prefixes: ["activity.", "category.", "journey.", "now-playing."] },
  content: { label: "Conteúdo", prefixes: ["news.", "download.", "schedule.", "content.", "services.", "fuel.", "trophy."] },
  team: { label: "Equipe", prefixes: ["team."] },
  moderation: { label: "Moderação", prefixes: ["moderation."] },
  access: { label: "Entradas no painel", prefixes: ["console."] },
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

export interface AuditFilter {
  actorId?: number | null;
  area?: AuditArea | null;
  /** Days in São Paulo (yyyy-mm-dd), both included. */
  from?: string | null;
  to?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight of a São Paulo day (the country keeps UTC−3 all year). */
function saoPauloMidnight(day: string, plusDays = 0): Date {
  const at = new Date(`${day}T00:00:00-03:00`);
  return new Date(at.getTime() + plusDays * 86_400_000);
}

function where(stationId: number, filter: AuditFilter): SQL {
  const conditions: SQL[] = [eq(auditLog.stationId, stationId)];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.area) conditions.push(or(...AUDIT_AREAS[filter.area].prefixes.map((prefix) => like(auditLog.action, `${prefix}%`)))!);
  if (filter.from && DAY.test(filter.from)) conditions.push(gte(auditLog.at, saoPauloMidnight(filter.from)));
  if (filter.to && DAY.test(filter.to)) conditions.push(lt(auditLog.at, saoPauloMidnight(filter.to, 1)));
  return and(...conditions)!;
}

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

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  at: auditLog.at,
  actorName: users.name,
  actorEmail: users.email,
};

/** One page of a station's log, newest first, with the total for the pager. */
export async function listAudit(
  db: DbOrTx,
  stationId: number,
  page = 1,
  pageSize = AUDIT_PAGE_SIZE,
  filter: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  const condition = where(stationId, filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(condition);
  const entries = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  return { entries, total };
}

/** Every entry of the filter, newest first, a batch at a time (the CSV export streams them). */
export async function* auditBatches(db: DbOrTx, stationId: number, filter: AuditFilter, batchSize = 500): AsyncGenerator<AuditEntry[]> {
  let cursor: { at: Date; id: number } | null = null;
  for (;;) {
    const condition: SQL | undefined = cursor
      ? and(where(stationId, filter), or(lt(auditLog.at, cursor.at), and(eq(auditLog.at, cursor.at), lt(auditLog.id, cursor.id))))
      : where(stationId, filter);
    const rows: AuditEntry[] = await db.select(entryColumns).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last: AuditEntry = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The people who appear in a station's log, for the "Quem" filter. */
export async function listAuditActors(db: DbOrTx, stationId: number): Promise<{ id: number; name: string | null; email: string | null }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.stationId, stationId))
    .orderBy(users.name, users.id);
}

export { AUDIT_ACTION_LABELS } from "./labels";
