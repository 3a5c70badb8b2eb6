"use server";
// The console's actions on orders. Refunds are the owner's (they move money): the amount is
// reserved and the gateway's part given back before the pipeline's transaction (a network call
// holds no lock), and the transaction applies the rest with its audit row. Delivery steps are for
// the whole team (staff too): "enviado" e-mails the member in the same transaction.
import { consoleWrite, OWNER_ONLY } from "@/lib/console/write";
import { markFulfilmentStep } from "./fulfilment";
import type { OrderStatus } from "../schema";
import { applyRefund, prepareRefund, type PreparedRefund } from "./refunds";
import { fulfilmentStepSchema, refundOrderSchema } from "./schemas";

type RefundAnswer = { refundId: number; amount: number; status: OrderStatus; refundedBasisPoints: number };

export const refundOrderAction = consoleWrite<typeof refundOrderSchema, RefundAnswer, [], PreparedRefund>(
  refundOrderSchema,
  async (tx, { actor, data, prepared }) => {
    const outcome = await applyRefund(tx, actor.stationId, prepared);
    return {
      value: { refundId: outcome.refundId, amount: outcome.amount, status: outcome.status, refundedBasisPoints: outcome.refundedBasisPoints },
      audit: outcome.changed
        ? {
            action: "commerce.order.refund",
            entity: "order",
            entityId: data.orderId,
            before: null,
            after: { amountCents: outcome.amount, status: outcome.status, lines: data.lines.length },
          }
        : null,
      expires: [],
    };
  },
  {
    ...OWNER_ONLY,
    prepare: ({ data, station, account }): Promise<PreparedRefund> =>
      prepareRefund({ stationId: station.id, orderId: data.orderId, actorId: account.id, idempotencyKey: data.idempotencyKey, amount: data.amountCents, lines: data.lines }),
  },
);

export const markFulfilmentStepAction = consoleWrite(fulfilmentStepSchema, async (tx, { actor, data }) => {
  const result = await markFulfilmentStep(tx, { stationId: actor.stationId, orderId: data.orderId, actorId: actor.actorId, step: data.step, trackingCode: data.trackingCode ?? null });
  return {
    value: result,
    audit: {
      action: data.step === "sent" ? "commerce.order.sent" : "commerce.order.delivered",
      entity: "order",
      entityId: data.orderId,
      before: null,
      after: { step: data.step, trackingCode: data.trackingCode || null, status: result.status },
    },
    expires: [],
  };
});
