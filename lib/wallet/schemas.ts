// Zod schemas of the wallet's forms and commands, shared by the client forms and the Server
// Actions. Amounts come as the BRL mask's text ("R$ 12,50") or as cents (number) and leave as
// integer cents. Client-safe.
import { z } from "zod";
import { parseBRL } from "@/lib/format/money";
import { idSchema, messages } from "@/lib/validation";
import {
  MSG_PURCHASE_MAX,
  MSG_PURCHASE_MIN,
  MSG_TRANSFER_MAX,
  MSG_TRANSFER_MIN,
  PURCHASE_MAX_CENTS,
  PURCHASE_MIN_CENTS,
  TRANSFER_MAX_CENTS,
  TRANSFER_MIN_CENTS,
} from "./messages";

/** A BRL amount in cents within [min, max], with the spec's required/min/max messages. */
export function brlAmount(min: number, max: number, minMessage: string, maxMessage: string) {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((v, ctx) => {
      const cents = typeof v === "number" ? v : parseBRL(v);
      if (cents === null || (typeof v === "string" && v.replace(/R\$|\s/g, "") === "")) {
        ctx.issues.push({ code: "custom", message: messages.required, input: v });
        return z.NEVER;
      }
      if (!Number.isSafeInteger(cents)) {
        ctx.issues.push({ code: "custom", message: messages.required, input: v });
        return z.NEVER;
      }
      if (cents < min) {
        ctx.issues.push({ code: "custom", message: minMessage, input: v });
        return z.NEVER;
      }
      if (cents > max) {
        ctx.issues.push({ code: "custom", message: maxMessage, input: v });
        return z.NEVER;
      }
      return cents;
    });
}

/** "Abastecer créditos": "Quantidade em BRL", R$ 1,50 to R$ 100,00. */
export const transferRequestSchema = z.object({
  amount: brlAmount(TRANSFER_MIN_CENTS, TRANSFER_MAX_CENTS, MSG_TRANSFER_MIN, MSG_TRANSFER_MAX),
});
export type TransferRequestInput = z.input<typeof transferRequestSchema>;

const attemptKey = z.string({ error: messages.required }).trim().min(8, { error: messages.required }).max(64, { error: messages.required });

/** "Comprar pontos": a saved card, the amount in BRL and the attempt's key (one per submit attempt). */
export const pointsPurchaseSchema = z.object({
  cardId: idSchema,
  amount: brlAmount(PURCHASE_MIN_CENTS, PURCHASE_MAX_CENTS, MSG_PURCHASE_MIN, MSG_PURCHASE_MAX),
  attemptKey,
});
export type PointsPurchaseInput = z.input<typeof pointsPurchaseSchema>;

export const removeCardSchema = z.object({ cardId: idSchema });

/** The statement's query string: tab, ISO dates and page, anything else falls back to defaults. */
export const statementQuerySchema = z.object({
  aba: z.enum(["premiacao", "utilizados"]).catch("premiacao"),
  de: z.iso.date().optional().catch(undefined),
  ate: z.iso.date().optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type StatementQuery = z.output<typeof statementQuerySchema>;
