// The console's "Pedidos" forms: a refund (an amount in R$ with the money mask, or items with
// quantities, each line saying whether its units go back to stock) and a delivery step. Client-safe:
// the dialogs and the actions validate with the same schemas.
import { z } from "zod";
import { parseBRL } from "@/lib/format";
import type { FulfilmentStep } from "../schema";

/** The table's steps, written here too so the browser's form does not load the tables (the type keeps them the same). */
const FULFILMENT_STEPS = ["sent", "delivered"] as const satisfies readonly FulfilmentStep[];

const id = z.number().int().positive().max(2_147_483_647);

export const TRACKING_CODE_MAX = 60;
export const MSG_REFUND_AMOUNT = "Informe um valor válido, como R$ 12,50";
export const MSG_REFUND_NOTHING = "Escolha ao menos um item para estornar";

const line = z.object({ itemId: id, quantity: z.number().int().min(1).max(100_000), restock: z.boolean() });

export const refundOrderSchema = z
  .object({
    orderId: id,
    /** One per opening of the refund form: a retry or a double click refunds once. */
    idempotencyKey: z.string().min(8).max(100),
    mode: z.enum(["amount", "items"]),
    /** "R$ 1.234,56" as typed (amount mode). */
    amount: z.string().max(30).optional(),
    lines: z.array(line).max(200),
  })
  .transform((data, ctx) => {
    if (data.mode === "items") {
      if (data.lines.length === 0) ctx.addIssue({ code: "custom", path: ["lines"], message: MSG_REFUND_NOTHING });
      return { ...data, amountCents: undefined };
    }
    const cents = parseBRL(data.amount ?? "");
    if (cents === null || cents <= 0) ctx.addIssue({ code: "custom", path: ["amount"], message: MSG_REFUND_AMOUNT });
    return { ...data, amountCents: cents ?? undefined };
  });
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

export const fulfilmentStepSchema = z.object({
  orderId: id,
  step: z.enum(FULFILMENT_STEPS),
  trackingCode: z.string().trim().max(TRACKING_CODE_MAX, `No máximo ${TRACKING_CODE_MAX} caracteres`).optional(),
});
export type FulfilmentStepInput = z.input<typeof fulfilmentStepSchema>;
