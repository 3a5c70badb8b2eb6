// "Meu extrato": the ledger read as two lists. "Créditos de Premiação" are
// the member's credits (entries > 0), "Créditos Utilizados" the debits shown as positive (entries
// < 0); zero entries appear in neither, nor does an order that was never paid: its wallet debit and
// the return of that debit net to zero, and a member would read them as a purchase and an award
// that never happened. Dates filter by São Paulo calendar days, inclusive. The balance shown beside
// them is getBalance: the ledger's sum, never a copy.
import "server-only";
import { and, desc, eq, gt, gte, lt, not, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { pointsLedger } from "./schema";

export type StatementSide = "earned" | "used";

export const STATEMENT_PAGE_SIZE = 10;

export interface StatementRow {
  id: number;
  /** Hundredths, always positive (a debit's absolute value). */
  points: number;
  createdAt: string;
  actionName: string;
}

export interface StatementPage {
  rows: StatementRow[];
  page: number;
  pageCount: number;
  /** Entries on this side within the range. */
  total: number;
  /** Their sum in hundredths (positive). */
  sum: number;
}

/**
 * The statement's "action name" when the entry's cause wrote none: a readable name per ledger
 * kind. Causes write their own (the activity's name, "Pedido {code}", "Cashback do pedido {code}",
 * "Compra de pontos #{code}", "Transferência bancária #{id}"...), which always wins.
 */
export const KIND_LABELS: Record<string, string> = {
  activity: "Participação em atividade",
  purchase: "Compra",
  cashback: "Cashback",
  refund: "Devolução",
  cashback_reversal: "Estorno de cashback",
  invite: "Convite",
  share: "Compartilhamento",
  seed: "Crédito",
  points_purchase: "Compra de pontos",
  transfer: "Transferência bancária",
  adjustment: "Ajuste",
};

export function actionName(entry: { kind: string; description: string | null }): string {
  const description = entry.description?.trim();
  if (description) return description;
  return KIND_LABELS[entry.kind] ?? "Movimentação";
}

/**
 * True for the two entries of an order released unpaid: its wallet debit (`order:{id}:wallet`)
 * and, written when the order failed, expired or was cancelled, the return of all of it
 * (`order:{id}:wallet-return`). Both present and summing to zero, or neither is hidden. A paid
 * order has no such return (its refunds and cashback reversals are entries of other keys), so it
 * stays whole. One lookup on the unique (station_id, idempotency_key) index per order entry.
 */
const releasedOrderPair = sql`(
  ${pointsLedger.kind} in ('purchase', 'refund')
  and ${pointsLedger.reference} like 'order:%'
  and ${pointsLedger.idempotencyKey} in (${pointsLedger.reference} || ':wallet', ${pointsLedger.reference} || ':wallet-return')
  and (
    select count(*) = 2 and sum(pair.amount) = 0
    from points_ledger pair
    where pair.station_id = ${pointsLedger.stationId}
      and pair.user_id = ${pointsLedger.userId}
      and pair.idempotency_key in (${pointsLedger.reference} || ':wallet', ${pointsLedger.reference} || ':wallet-return')
  )
)`;

/** The start of São Paulo's calendar day `iso` (yyyy-mm-dd), as an SQL timestamptz. */
function saoPauloDayStart(iso: string): SQL {
  return sql`(${iso}::date)::timestamp at time zone 'America/Sao_Paulo'`;
}

export async function listStatement(
  db: DbOrTx,
  member: { stationId: number; userId: number },
  query: { side: StatementSide; start?: string; end?: string; page?: number; pageSize?: number },
): Promise<StatementPage> {
  const pageSize = query.pageSize ?? STATEMENT_PAGE_SIZE;
  const where = and(
    eq(pointsLedger.stationId, member.stationId),
    eq(pointsLedger.userId, member.userId),
    query.side === "earned" ? gt(pointsLedger.amount, 0) : lt(pointsLedger.amount, 0),
    not(releasedOrderPair),
    query.start ? gte(pointsLedger.createdAt, saoPauloDayStart(query.start)) : undefined,
    query.end ? lt(pointsLedger.createdAt, sql`${saoPauloDayStart(query.end)} + interval '1 day'`) : undefined,
  );
  const [totals] = await db
    .select({ n: sql<string>`count(*)`, sum: sql<string>`coalesce(sum(abs(${pointsLedger.amount})), 0)` })
    .from(pointsLedger)
    .where(where);
  const total = Number(totals?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const rows = await db
    .select({ id: pointsLedger.id, amount: pointsLedger.amount, kind: pointsLedger.kind, description: pointsLedger.description, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r) => ({ id: r.id, points: Math.abs(r.amount), createdAt: r.createdAt.toISOString(), actionName: actionName(r) })),
    page,
    pageCount,
    total,
    sum: Number(totals?.sum ?? 0),
  };
}
