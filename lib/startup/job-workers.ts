// The server's job runner: one worker per queue, started from instrumentation.ts. Every queue named
// in JobPayloads must have its handler here (the type says so). Handlers are idempotent: pg-boss
// retries a job whose handler threw or whose process died mid-way. It sits above the features (it
// names their handlers), so lib/jobs, which every feature uses to enqueue, imports none of them.
import "server-only";
import { expireUnpaidOrder } from "@/lib/commerce/orders";
import { releaseExpiredReservations } from "@/lib/commerce/reservation";
import { getDb } from "@/lib/db/client";
import { runCompensation } from "@/lib/plans/compensation";
import { configuredPlanGateway, renewSubscription } from "@/lib/plans/subscriptions";
import { removeOrphanUploads } from "@/lib/uploads/orphans";
import { expireDueLots } from "@/lib/wallet/lots";
import { sendExpiryReminders } from "@/lib/wallet/reminders";
import { pruneRateLimits } from "@/lib/security/rate-limit";
import { logger } from "@/lib/log/logger";
import { HOURLY_JOBS, scheduleHourly, startQueue, work, type HourlyJob, type JobHandler, type JobName } from "@/lib/jobs/queue";

/** An hourly job's handler: its work, then its next run an hour on, even when the work threw. */
function hourly(name: HourlyJob, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await run();
    } finally {
      await scheduleHourly(await getDb(), name, new Date(Date.now() + 3_600_000));
    }
  };
}

export const JOB_HANDLERS: { [N in JobName]: JobHandler<N> } = {
  "commerce-reservation-expiry": async (data) => {
    await releaseExpiredReservations(await getDb(), data);
  },
  "commerce-order-payment-expiry": async (data) => {
    await expireUnpaidOrder(await getDb(), data);
  },
  "plans-subscription-renewal": async (data) => {
    await renewSubscription(await getDb(), configuredPlanGateway(), data);
  },
  "plans-compensating-refund": async (data) => {
    await runCompensation(configuredPlanGateway(), data);
  },
  "uploads-orphan-check": async (data) => {
    await removeOrphanUploads(await getDb(), { stationId: data.stationId, keys: [data.key] });
  },
  "wallet-points-expiry": hourly("wallet-points-expiry", async () => {
    const db = await getDb();
    await expireDueLots(db);
    // After the expiry, so a reminder never names points that have just gone.
    await sendExpiryReminders(db);
  }),
  "security-rate-limit-prune": hourly("security-rate-limit-prune", async () => {
    const pruned = await pruneRateLimits(await getDb());
    if (pruned > 0) logger.info({ pruned }, "rate-limit windows pruned");
  }),
};

export async function startJobWorkers(): Promise<void> {
  await startQueue({ supervise: true });
  for (const name of Object.keys(JOB_HANDLERS) as JobName[]) await work(name, JOB_HANDLERS[name] as JobHandler<typeof name>);
  // The hourly jobs run now and then every hour; a run already waiting makes this a no-op.
  for (const name of HOURLY_JOBS) await scheduleHourly(await getDb(), name, new Date(), "start");
}
