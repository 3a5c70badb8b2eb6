"use server";
// The console's decisions on bank-transfer requests (owner only: they move money). Approving
// credits the member's wallet through the ledger in the transaction that changes the request's
// status, so a second approval (a double click, two owners at once) finds it decided and credits
// nothing; refusing stores the reason, credits nothing and e-mails the reason. Both tell the
// member by e-mail from the same transaction.
import { UserFacingError } from "@/lib/actions/result";
import { consoleWrite, OWNER_ONLY } from "@/lib/console/write";
import { stationExpirySchema } from "../expiry-schema";
import { approveTransfer, rejectTransfer } from "../transfers";
import { saveStationExpiry } from "./expiry";
import { approveTransferSchema, rejectTransferSchema, TRANSFER_CONSOLE_TEXTS } from "./schemas";

const alreadyDecided = (): never => {
  throw new UserFacingError(TRANSFER_CONSOLE_TEXTS.alreadyDecided, undefined, 409);
};

export const approveTransferAction = consoleWrite(
  approveTransferSchema,
  async (tx, { actor, data }) => {
    const { confirmed, request } = await approveTransfer(tx, { stationId: actor.stationId, requestId: data.requestId, confirmedBy: actor.actorId });
    if (!confirmed) alreadyDecided();
    return {
      value: { id: request.id, status: request.status },
      audit: { action: "wallet.transfer.approve", entity: "transfer-request", entityId: request.id, before: { status: "pending" }, after: { title: `Pedido #${request.id}`, status: request.status, amountCents: request.amountCents } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

export const rejectTransferAction = consoleWrite(
  rejectTransferSchema,
  async (tx, { actor, data }) => {
    const { rejected, request } = await rejectTransfer(tx, { stationId: actor.stationId, requestId: data.requestId, rejectedBy: actor.actorId, reason: data.reason });
    if (!rejected) alreadyDecided();
    return {
      value: { id: request.id, status: request.status },
      audit: { action: "wallet.transfer.reject", entity: "transfer-request", entityId: request.id, before: { status: "pending" }, after: { title: `Pedido #${request.id}`, status: request.status, reason: data.reason } },
      expires: [],
    };
  },
  OWNER_ONLY,
);

/** "Validade dos pontos": the station's rule for credits from now on. Owner only. */
export const saveStationExpiryAction = consoleWrite(
  stationExpirySchema,
  async (tx, { actor, data }) => {
    const { stationId: _ignored, ...rule } = data;
    const { changed } = await saveStationExpiry(tx, actor, rule);
    return { value: { changed }, audit: "by-command", expires: [] };
  },
  OWNER_ONLY,
);
