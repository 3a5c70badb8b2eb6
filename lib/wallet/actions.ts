"use server";
// Server Actions of the wallet, behind the guard: the member's top-up request, points purchase by
// card, adding and removing a saved card; and the owner's confirmation of a transfer (the console
// will call it; the owner confirms only requests of their own station). Pages read through
// lib/wallet/pages.ts.
import { memberAction, ownerAction } from "@/lib/auth/guard";
import { UserFacingError } from "@/lib/actions/result";
import { saveCard, type SavedCard } from "./cards";
import { gatewayPaymentPort } from "./gateway";
import { cardFormSchema } from "./card-form";
import { getDb } from "@/lib/db/client";
import { removeMemberCard } from "./cards";
import { MSG_NOT_OWNER } from "./messages";
import { buyPoints, type PointsPurchaseResult } from "./purchase";
import { confirmTransferSchema, pointsPurchaseSchema, removeCardSchema, transferRequestSchema } from "./schemas";
import { confirmTransferRequest, requestTransfer, type ConfirmTransferResult, type TransferRequestView } from "./transfers";

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

/** The station's console: "the transfer arrived", for a request of the owner's own station. */
export const confirmTransferAction = ownerAction(confirmTransferSchema, async ({ user, data }): Promise<ConfirmTransferResult> => {
  if (!user.stationId) throw new UserFacingError(MSG_NOT_OWNER, undefined, 403);
  return confirmTransferRequest(await getDb(), { stationId: user.stationId, requestId: data.requestId, confirmedBy: user.id });
});
