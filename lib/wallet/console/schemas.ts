// The console's "Transferências" forms and texts: approving names the request, refusing needs the
// reason the member is e-mailed. Client-safe: the dialog and the action validate with them.
import { z } from "zod";
import { requiredText } from "@/lib/console/fields";
import { MSG_TRANSFER_NOT_FOUND } from "../messages";

const requestId = z.number().int().positive().max(2_147_483_647);

export const REJECTION_REASON_MAX = 500;

export const approveTransferSchema = z.object({ requestId });
export const rejectTransferSchema = z.object({
  requestId,
  reason: requiredText(REJECTION_REASON_MAX, "Informe o motivo da recusa"),
});
export type RejectTransferInput = z.input<typeof rejectTransferSchema>;

/** The two lists of the screen: what waits for a decision, and what was decided. */
export const TRANSFER_TABS = ["pendentes", "decididas"] as const;
export type TransferTab = (typeof TRANSFER_TABS)[number];

export const TRANSFER_CONSOLE_TEXTS = {
  notFound: MSG_TRANSFER_NOT_FOUND,
  alreadyDecided: "Este pedido já foi decidido. Atualize a página para ver a situação atual.",
  approved: "Transferência aprovada. Os créditos já estão na carteira do membro.",
  rejected: "Pedido recusado. O membro recebeu o motivo por e-mail.",
} as const;
