// The console's reads of bank-transfer requests, of one station: the pending ones oldest first
// (the first to arrive is the first to check), the decided ones newest decision first, each with
// the member who asked and, when refused, the reason.
import "server-only";
import { asc, desc, eq, and, ne, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import type { DbOrTx } from "@/lib/db/client";
import { walletTransferRequests } from "../schema";

export type TransferListKind = "pending" | "decided";

/** The most rows a list shows; older decisions stay in the audit log. */
const LIST_LIMIT = 200;

export async function listConsoleTransfers(db: DbOrTx, stationId: number, kind: TransferListKind) {
  const t = walletTransferRequests;
  const decidedAt = sql<Date | null>`coalesce(${t.confirmedAt}, ${t.rejectedAt})`;
  const rows = await db
    .select({
      id: t.id,
      amountCents: t.amountCents,
      status: t.status,
      createdAt: t.createdAt,
      decidedAt: t.confirmedAt,
      rejectedAt: t.rejectedAt,
      reason: t.rejectionReason,
      memberName: users.name,
      memberEmail: users.email,
      memberCpf: users.cpf,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(t.stationId, stationId), kind === "pending" ? eq(t.status, "pending") : ne(t.status, "pending")))
    .orderBy(...(kind === "pending" ? [asc(t.createdAt), asc(t.id)] : [desc(decidedAt), desc(t.id)]))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    amountCents: r.amountCents,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: (r.decidedAt ?? r.rejectedAt)?.toISOString() ?? null,
    reason: r.reason,
    member: { name: r.memberName, email: r.memberEmail, cpf: r.memberCpf },
  }));
}
export type ConsoleTransfer = Awaited<ReturnType<typeof listConsoleTransfers>>[number];
