// Money taken for an operation that then lost (another tab subscribed first: one live subscription
// per member) goes back: the gateway subscription made for it stops and its charge is refunded.
// It is tried at once; when the gateway fails, the failure is logged and the job queue retries it
// (with backoff) until the gateway has done it. A failed refund is never dropped.
import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { enqueue, startQueue, type JobPayloads } from "@/lib/jobs/queue";
import type { PlanGateway } from "./plan-gateway";
import { logger } from "@/lib/log/logger";

export type Compensation = JobPayloads["plans-compensating-refund"];

/**
 * Stops the subscription and refunds the charge. Both may be asked again: canceling twice is not an
 * error and the refund's key (the charge's) makes the gateway give the money back once.
 */
export async function runCompensation(gateway: PlanGateway, work: Compensation): Promise<void> {
  if (work.gatewaySubscriptionId) await gateway.subscriptions.cancelSubscription(work.gatewaySubscriptionId);
  if (work.chargeId) await gateway.refund(work.chargeId, { idempotencyKey: `plan-compensation:${work.chargeId}` });
}

/** Gives the money back now, or queues the job that will. Never throws for the gateway's failure. */
export async function compensate(db: DbOrTx, gateway: PlanGateway, work: Compensation): Promise<"done" | "queued"> {
  if (!work.chargeId && !work.gatewaySubscriptionId) return "done";
  try {
    await runCompensation(gateway, work);
    return "done";
  } catch (error) {
    logger.error({
      event: "plans.compensation.failed",
      stationId: work.stationId,
      chargeId: work.chargeId,
      gatewaySubscriptionId: work.gatewaySubscriptionId,
      error: error instanceof Error ? error.message : String(error),
      retry: "queued",
    });
    await startQueue();
    await enqueue(db, "plans-compensating-refund", work, { singletonKey: `${work.chargeId ?? ""}:${work.gatewaySubscriptionId ?? ""}` });
    return "queued";
  }
}
