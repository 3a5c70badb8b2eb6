// "Comprar pontos" (on success it shows "Operação realizada com sucesso", goes to the statement
// and reloads): one of the member's saved cards is charged
// through the checkout's payment port (lib/wallet/gateway.ts, the configured gateway) and, once
// paid, the ledger is credited in the same transaction that marks the purchase paid.
//
// Idempotent per attempt: the browser sends one attempt key per purchase; the row it creates
// names the gateway's idempotency key (`points-purchase:{id}`, so a retry never charges twice)
// and the ledger key (the same, so a retry never credits twice). A declined card is the gateway's
// message to the member, the purchase is "failed" and nothing is credited; the card number never
// reaches this module (the saved card's gateway reference pays).
//
// Rate: as a confirmed transfer (transfers.ts): R$ 1,00 credits 100 hundredths, shown times the
// station's currency_multiplier.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { UserFacingError } from "@/lib/actions/result";
import { voucherCode } from "@/lib/utils/codes";
import { getMemberCard, MSG_CARD_NOT_FOUND } from "./cards";
import type { PaymentPort } from "./payment-port";
import type { Db } from "@/lib/db/client";
import { appendLedgerEntry } from "./ledger";
import { pointsPurchases, type PointsPurchaseRow } from "./schema";
import { pointsForCents } from "./transfers";

interface Member {
  stationId: number;
  userId: number;
}

export interface PointsPurchaseResult {
  id: number;
  code: string;
  amountCents: number;
  /** Hundredths credited. */
  points: number;
  /** True when this call found the attempt already paid (a retried submit). */
  replayed: boolean;
}

export const PURCHASE_ITEM_NAME = "Compra de pontos";

export async function buyPoints(
  db: Db,
  member: Member,
  input: { cardId: number; amountCents: number; attemptKey: string },
  port: PaymentPort,
): Promise<PointsPurchaseResult> {
  const card = await getMemberCard(db, member, input.cardId);
  if (!card || !card.saved) throw new UserFacingError(MSG_CARD_NOT_FOUND, { cardId: MSG_CARD_NOT_FOUND });

  await db
    .insert(pointsPurchases)
    .values({
      stationId: member.stationId,
      userId: member.userId,
      cardId: card.id,
      attemptKey: input.attemptKey,
      code: voucherCode(),
      amountCents: input.amountCents,
      points: pointsForCents(input.amountCents),
    })
    .onConflictDoNothing({ target: [pointsPurchases.stationId, pointsPurchases.userId, pointsPurchases.attemptKey] });
  const [purchase] = await db
    .select()
    .from(pointsPurchases)
    .where(and(eq(pointsPurchases.stationId, member.stationId), eq(pointsPurchases.userId, member.userId), eq(pointsPurchases.attemptKey, input.attemptKey)));
  if (!purchase) throw new Error("points purchase vanished");
  if (purchase.status === "paid") return result(purchase, true);
  if (purchase.status === "failed") throw new UserFacingError(purchase.failureReason ?? MSG_CARD_NOT_FOUND);

  const [payer] = await db.select({ name: users.name, email: users.email, cpf: users.cpf, tel: users.tel }).from(users).where(eq(users.id, member.userId));
  const charge = await port.createCharge({
    stationId: member.stationId,
    orderId: purchase.id,
    orderCode: purchase.code,
    idempotencyKey: `points-purchase:${purchase.id}`,
    amount: purchase.amountCents,
    payment: { type: "credit_card", cardId: purchase.cardId },
    customer: { userId: member.userId, name: payer?.name ?? null, email: payer?.email ?? null, cpf: payer?.cpf ?? null, phone: payer?.tel ?? null },
    items: [{ name: PURCHASE_ITEM_NAME, quantity: 1, unitValue: purchase.amountCents }],
    description: `${PURCHASE_ITEM_NAME} #${purchase.code}`,
  });

  if (charge.status === "failed") {
    await db
      .update(pointsPurchases)
      .set({ status: "failed", failureReason: charge.reason, gatewayOrderId: charge.gatewayOrderId, gatewayChargeId: charge.gatewayChargeId, updatedAt: sql`now()` })
      .where(and(eq(pointsPurchases.id, purchase.id), eq(pointsPurchases.status, "pending")));
    throw new UserFacingError(charge.reason);
  }
  if (charge.status === "pending") {
    // A card still processing: the member is told, the row stays pending; a later retry with the
    // same attempt key asks the gateway again under the same idempotency key.
    await db
      .update(pointsPurchases)
      .set({ gatewayOrderId: charge.gatewayOrderId, gatewayChargeId: charge.gatewayChargeId, updatedAt: sql`now()` })
      .where(eq(pointsPurchases.id, purchase.id));
    throw new UserFacingError("Pagamento em processamento. Tente novamente em instantes.");
  }

  const paid = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointsPurchases)
      .set({ status: "paid", gatewayOrderId: charge.gatewayOrderId, gatewayChargeId: charge.gatewayChargeId, failureReason: null, updatedAt: sql`now()` })
      .where(and(eq(pointsPurchases.id, purchase.id), eq(pointsPurchases.status, "pending")))
      .returning();
    if (!row) return null;
    await appendLedgerEntry(tx, {
      stationId: row.stationId,
      userId: row.userId,
      amount: row.points,
      kind: "points_purchase",
      reference: `points-purchase:${row.id}`,
      description: `${PURCHASE_ITEM_NAME} #${row.code}`,
      idempotencyKey: `points-purchase:${row.id}`,
    });
    return row;
  });
  if (!paid) {
    // Its twin (a concurrent retry of the same attempt) marked it paid first.
    const [again] = await db.select().from(pointsPurchases).where(eq(pointsPurchases.id, purchase.id));
    return result(again!, true);
  }
  return result(paid, false);
}

function result(row: PointsPurchaseRow, replayed: boolean): PointsPurchaseResult {
  return { id: row.id, code: row.code, amountCents: row.amountCents, points: row.points, replayed };
}
