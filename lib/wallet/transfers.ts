// "Abastecer créditos" by bank transfer: the member asks for a
// top-up of R$ 1,50 to R$ 100,00 and transfers the money to the station's account (a station
// setting); the request stays "pending" until the station confirms the money arrived. Confirming
// credits the ledger exactly once — the conditional update lets one confirmation through and the
// ledger key `transfer-request:{id}` would refuse a second entry anyway — and e-mails the member
// from the same transaction (the outbox row commits with the credit or not at all).
//
// Rate: the ledger counts hundredths of the station's base unit, which formatStationCurrency shows
// times the station's currency_multiplier. R$ 1,00 is credited as 100 hundredths: one real buys
// `currency_multiplier` of the station's points (1:1 in reais on a station without a currency name).
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { sendMail } from "@/lib/adapters/mail";
import type { Db, DbOrTx, Tx } from "@/lib/db/client";
import { formatBRL, formatStationCurrency, greeting } from "@/lib/format";
import { stations } from "@/lib/stations/schema";
import { readStationSettings } from "@/lib/stations/settings";
import { appendLedgerEntry } from "./ledger";
import { MSG_TRANSFER_NOT_FOUND, WALLET_TEXTS } from "./messages";
import { walletTransferRequests, type WalletTransferRequestRow } from "./schema";

export const TRANSFER_TYPE_ID = 5;

interface Member {
  stationId: number;
  userId: number;
}

export interface TransferRequestView {
  id: number;
  amountCents: number;
  status: WalletTransferRequestRow["status"];
  createdAt: string;
}

function view(row: WalletTransferRequestRow): TransferRequestView {
  return { id: row.id, amountCents: row.amountCents, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The ledger amount a confirmed transfer of `cents` credits (see the rate above). */
export function pointsForCents(cents: number): number {
  return cents;
}

/** A pending top-up request; refused while the station has no bank account to show. */
export async function requestTransfer(db: DbOrTx, member: Member, input: { amountCents: number }): Promise<TransferRequestView> {
  const [station] = await db.select({ settings: stations.settings }).from(stations).where(eq(stations.id, member.stationId));
  if (!station || !readStationSettings(station.settings).bankTransfer) throw new UserFacingError(WALLET_TEXTS.noBankDetails);
  const [row] = await db
    .insert(walletTransferRequests)
    .values({ stationId: member.stationId, userId: member.userId, typeId: TRANSFER_TYPE_ID, amountCents: input.amountCents })
    .returning();
  return view(row!);
}

/** "Pedidos de tranferência": the member's requests on this station, newest first. */
export async function listTransferRequests(db: DbOrTx, member: Member): Promise<TransferRequestView[]> {
  const rows = await db
    .select()
    .from(walletTransferRequests)
    .where(and(eq(walletTransferRequests.stationId, member.stationId), eq(walletTransferRequests.userId, member.userId)))
    .orderBy(desc(walletTransferRequests.id));
  return rows.map(view);
}

export interface ConfirmTransferResult {
  /** False when the request was already confirmed (by this call's twin or earlier): nothing changed. */
  confirmed: boolean;
  request: TransferRequestView;
}

/**
 * The station confirms the transfer arrived: the request becomes "confirmed", the member's wallet
 * is credited once and the member is told by e-mail. Confirming again, or twice at once, changes
 * nothing more. A request of another station is "not found".
 */
export async function confirmTransferRequest(db: Db, input: { stationId: number; requestId: number; confirmedBy: number | null }): Promise<ConfirmTransferResult> {
  return db.transaction((tx) => approveTransfer(tx, input));
}

/**
 * `confirmTransferRequest` inside a transaction the caller holds (the console's write pipeline):
 * only a pending request changes (the conditional update lets one of two racing approvals through),
 * and the credit and the e-mail commit with the status or not at all.
 */
export async function approveTransfer(tx: Tx, input: { stationId: number; requestId: number; confirmedBy: number | null }): Promise<ConfirmTransferResult> {
  const [row] = await tx
    .update(walletTransferRequests)
    .set({ status: "confirmed", confirmedAt: new Date(), confirmedBy: input.confirmedBy })
    .where(and(eq(walletTransferRequests.id, input.requestId), eq(walletTransferRequests.stationId, input.stationId), eq(walletTransferRequests.status, "pending")))
    .returning();
  if (!row) return { confirmed: false, request: await decidedRequest(tx, input) };
  const points = pointsForCents(row.amountCents);
  const { inserted } = await appendLedgerEntry(tx, {
    stationId: row.stationId,
    userId: row.userId,
    amount: points,
    kind: "transfer",
    reference: `transfer-request:${row.id}`,
    description: `Transferência bancária #${row.id}`,
    idempotencyKey: `transfer-request:${row.id}`,
  });
  if (inserted) await tellMember(tx, row, points);
  return { confirmed: true, request: view(row) };
}

export interface RejectTransferResult {
  /** False when the request was already decided: nothing changed, nothing was sent. */
  rejected: boolean;
  request: TransferRequestView;
}

/**
 * The station did not find the money: a pending request becomes "rejected" with the owner's reason,
 * nothing is credited, and the member gets the reason by e-mail in the same transaction.
 */
export async function rejectTransfer(tx: Tx, input: { stationId: number; requestId: number; rejectedBy: number; reason: string }): Promise<RejectTransferResult> {
  const [row] = await tx
    .update(walletTransferRequests)
    .set({ status: "rejected", rejectedAt: new Date(), rejectedBy: input.rejectedBy, rejectionReason: input.reason })
    .where(and(eq(walletTransferRequests.id, input.requestId), eq(walletTransferRequests.stationId, input.stationId), eq(walletTransferRequests.status, "pending")))
    .returning();
  if (!row) return { rejected: false, request: await decidedRequest(tx, input) };
  await tellMemberRefused(tx, row, input.reason);
  return { rejected: true, request: view(row) };
}

/** The request as it stands after a decision lost to an earlier one; another station's is "not found". */
async function decidedRequest(tx: DbOrTx, input: { stationId: number; requestId: number }): Promise<TransferRequestView> {
  const [existing] = await tx
    .select()
    .from(walletTransferRequests)
    .where(and(eq(walletTransferRequests.id, input.requestId), eq(walletTransferRequests.stationId, input.stationId)));
  if (!existing) throw new UserFacingError(MSG_TRANSFER_NOT_FOUND, undefined, 404);
  return view(existing);
}

/** The member a decision is told to, and the station's name and currency for the e-mail. */
async function memberToTell(tx: DbOrTx, row: WalletTransferRequestRow) {
  const [member] = await tx
    .select({ email: users.email, name: users.name, stationName: stations.name, currencyName: stations.currencyName, currencyMultiplier: stations.currencyMultiplier, currencyNamePosition: stations.currencyNamePosition })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.stationId))
    .where(eq(users.id, row.userId));
  return member;
}

async function tellMemberRefused(tx: DbOrTx, row: WalletTransferRequestRow, reason: string): Promise<void> {
  const member = await memberToTell(tx, row);
  if (!member?.email) return;
  await sendMail(
    {
      stationId: row.stationId,
      to: member.email,
      subject: "Seu pedido de transferência foi recusado",
      text: [
        greeting(member.name),
        "",
        `Não pudemos confirmar sua transferência de ${formatBRL(row.amountCents)} (pedido #${row.id}), e nenhum crédito foi lançado na sua carteira.`,
        "",
        `Motivo: ${reason}`,
        "",
        "Se você fez a transferência, responda pelo Fale Conosco com o comprovante.",
        "",
        member.stationName,
      ].join("\n"),
      purpose: "wallet.transfer-rejected",
      fromName: member.stationName,
    },
    tx,
  );
}

async function tellMember(tx: DbOrTx, row: WalletTransferRequestRow, points: number): Promise<void> {
  const member = await memberToTell(tx, row);
  if (!member?.email) return;
  const credited = formatStationCurrency(points, member);
  await sendMail(
    {
      stationId: row.stationId,
      to: member.email,
      subject: "Seus créditos foram liberados",
      text: [
        greeting(member.name),
        "",
        `Confirmamos sua transferência de ${formatBRL(row.amountCents)} (pedido #${row.id}).`,
        `${credited} já estão disponíveis na sua carteira e aparecem em "Meu extrato".`,
        "",
        member.stationName,
      ].join("\n"),
      purpose: "wallet.transfer-confirmed",
      fromName: member.stationName,
    },
    tx,
  );
}
