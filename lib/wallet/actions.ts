"use server";
// Server Actions of the wallet, behind the guard: the member's top-up request, points purchase by
// card, adding and removing a saved card. The owner decides transfer requests in the console
// (lib/wallet/console). Pages read through lib/wallet/pages.ts.
import { memberAction } from "@/lib/auth/guard";
import { saveCard, type SavedCard } from "./cards";
import { gatewayPaymentPort } from "./gateway";
import { cardFormSchema } from "./card-form";
import { getDb } from "@/lib/db/client";
import { removeMemberCard } from "./cards";
import { buyPoints, type PointsPurchaseResult } from "./purchase";
import { pointsPurchaseSchema, removeCardSchema, transferRequestSchema } from "./schemas";
import { requestTransfer, type TransferRequestView } from "./transfers";

/** "Abastecer créditos": the request waits for the station to confirm the transfer. */
export const requestTransferAction = memberAction(transferRequestSchema, async ({ station, user, data }): Promise<TransferRequestView> =>
  requestTransfer(await getDb(), { stationId: station.id, userId: user.id }, { amountCents: data.amount }),
);

/** "Comprar pontos": a saved card charged through the gateway, the ledger credited once per attempt. */
export const buyPointsAction = memberAction(pointsPurchaseSchema, async ({ station, user, data }): Promise<PointsPurchaseResult> => {
  const db = await getDb();
  return buyPoints(
    db,
    { stationId: station.id, userId: user.id },
    { cardId: data.cardId, amountCents: data.amount, attemptKey: data.attemptKey },
    gatewayPaymentPort(db, { merchantName: station.name }),
  );
});

/** "Meios de pagamento › criar": a card added here is always kept (it is what the page is for). */
export const addCardAction = memberAction(cardFormSchema, async ({ station, user, data }): Promise<SavedCard> =>
  saveCard(await getDb(), { stationId: station.id, userId: user.id }, { ...data, save: true }),
);

export const removeCardAction = memberAction(removeCardSchema, async ({ station, user, data }): Promise<{ removed: true }> => {
  await removeMemberCard(await getDb(), { stationId: station.id, userId: user.id }, data.cardId);
  return { removed: true };
});
