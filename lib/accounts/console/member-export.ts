// The station's members and its roster as CSV rows for the console's export, read in batches
// ordered by id (each batch starts after the last id of the one before), so a 100,000-member
// station streams in constant memory and no row is read twice or skipped while others sign up.
import "server-only";
import { and, asc, eq, gt, inArray, isNull, max, ne } from "drizzle-orm";
import { sessions } from "@/lib/auth/schema";
import type { CsvCell } from "@/lib/console/csv-download";
import type { DbOrTx } from "@/lib/db/client";
import { formatCpf, formatDate, formatDateTime, formatPhone, formatPoints } from "@/lib/format";
import { planSubscriptions, plans } from "@/lib/plans/schema";
import { getBalances } from "@/lib/wallet/member-balances";
import { rosterEntries } from "../auth-schema";
import { USER_TYPE_PARTICIPANT, users } from "../schema";

export const EXPORT_BATCH_ROWS = 1_000;

export const MEMBER_EXPORT_HEADER = ["Nome", "CPF", "E-mail", "Telefone", "Plano", "Saldo de pontos", "Entrou em", "Visto por último", "Situação"];

/** A member's situation as the console names it. */
export function memberStatusLabel(user: { active: boolean; suspendedAt: Date | null }): string {
  if (user.suspendedAt) return "Suspenso";
  return user.active ? "Ativo" : "Não confirmado";
}

/** Every member (participant accounts not deleted) of the station, a batch of CSV rows at a time. */
export async function* memberExportBatches(db: DbOrTx, stationId: number, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<CsvCell[][]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: users.id, name: users.name, cpf: users.cpf, email: users.email, tel: users.tel, active: users.active, suspendedAt: users.suspendedAt, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.stationId, stationId), eq(users.typeId, USER_TYPE_PARTICIPANT), isNull(users.deletedAt), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(batchRows);
    if (batch.length === 0) return;
    after = batch.at(-1)!.id;
    const ids = batch.map((u) => u.id);
    const [balances, planRows, seenRows] = await Promise.all([
      getBalances(db, stationId, ids),
      db
        .select({ userId: planSubscriptions.userId, name: plans.name })
        .from(planSubscriptions)
        .innerJoin(plans, eq(plans.id, planSubscriptions.planId))
        .where(and(eq(planSubscriptions.stationId, stationId), inArray(planSubscriptions.userId, ids), ne(planSubscriptions.status, "canceled"))),
      db
        .select({ userId: sessions.userId, at: max(sessions.lastSeenAt) })
        .from(sessions)
        .where(and(eq(sessions.stationId, stationId), inArray(sessions.userId, ids)))
        .groupBy(sessions.userId),
    ]);
    const planOf = new Map(planRows.map((r) => [r.userId, r.name]));
    const seenAt = new Map(seenRows.map((r) => [r.userId, r.at]));
    yield batch.map((u) => {
      const seen = seenAt.get(u.id);
      return [
        u.name ?? "",
        u.cpf ? formatCpf(u.cpf) : "",
        u.email ?? "",
        u.tel ? formatPhone(u.tel) : "",
        planOf.get(u.id) ?? "",
        formatPoints(balances.get(u.id) ?? 0),
        formatDate(u.createdAt),
        seen ? formatDateTime(seen) : "",
        memberStatusLabel(u),
      ];
    });
    if (batch.length < batchRows) return;
  }
}

/** The roster in the importer's own format (cpf, nome, email, telefone): it imports back unchanged. */
export async function* rosterExportBatches(db: DbOrTx, stationId: number, batchRows = EXPORT_BATCH_ROWS): AsyncGenerator<CsvCell[][]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: rosterEntries.id, cpf: rosterEntries.cpf, name: rosterEntries.name, email: rosterEntries.email, phone: rosterEntries.phone })
      .from(rosterEntries)
      .where(and(eq(rosterEntries.stationId, stationId), gt(rosterEntries.id, after)))
      .orderBy(asc(rosterEntries.id))
      .limit(batchRows);
    if (batch.length === 0) return;
    after = batch.at(-1)!.id;
    yield batch.map((r) => [r.cpf, r.name ?? "", r.email ?? "", r.phone ?? ""]);
    if (batch.length < batchRows) return;
  }
}
