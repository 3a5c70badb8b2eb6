// The owner's register of data-subject requests: every access, correction and deletion of the
// station's members, with the legal deadline (requested + 15 days) and whether it has passed
// while the request is still open. Read by the console page; scoped to one station.
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { dataRequests, type DataRequestKind, type DataRequestStatus } from "./schema";
import { LEGAL_DEADLINE_DAYS } from "./texts";

export interface RegisterRow {
  id: number;
  kind: DataRequestKind;
  status: DataRequestStatus;
  format: "json" | "html" | null;
  details: string | null;
  answer: string | null;
  member: { id: number; name: string | null; email: string | null; deleted: boolean };
  requestedAt: Date;
  completedAt: Date | null;
  deadline: Date;
  /** Still waiting for the owner past the legal deadline. */
  overdue: boolean;
}

export function legalDeadline(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + LEGAL_DEADLINE_DAYS * 24 * 60 * 60 * 1000);
}

/** Open corrections first (they wait for the owner), then everything newest first. */
export async function listDataRequests(db: DbOrTx, stationId: number, now = new Date(), limit = 300): Promise<RegisterRow[]> {
  const rows = await db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      status: dataRequests.status,
      format: dataRequests.format,
      details: dataRequests.details,
      answer: dataRequests.answer,
      requestedAt: dataRequests.requestedAt,
      completedAt: dataRequests.completedAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      deletedAt: users.deletedAt,
    })
    .from(dataRequests)
    .innerJoin(users, and(eq(users.id, dataRequests.userId), eq(users.stationId, dataRequests.stationId)))
    .where(eq(dataRequests.stationId, stationId))
    .orderBy(sql`(${dataRequests.status} = 'open') desc`, desc(dataRequests.requestedAt), desc(dataRequests.id))
    .limit(limit);
  return rows.map((r) => {
    const deadline = legalDeadline(r.requestedAt);
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      format: r.format,
      details: r.details,
      answer: r.answer,
      member: { id: r.userId, name: r.name, email: r.email, deleted: r.deletedAt !== null },
      requestedAt: r.requestedAt,
      completedAt: r.completedAt,
      deadline,
      overdue: r.status === "open" && deadline.getTime() < now.getTime(),
    };
  });
}
