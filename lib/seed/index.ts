// The whole demo, for `npm start` on the embedded default (instrumentation.ts) and `npm run db:seed`
// (scripts/db.ts): the stations and every module's data, then what goes through the payment
// simulator (saved cards, paid orders, plan subscriptions), which needs the job queue for renewals.
// Opening the database never seeds: only these two callers do.
import { startQueue } from "@/lib/jobs/queue";
import { seedDemoPayments } from "@/lib/commerce/seed";
import type { Db } from "@/lib/db/client";
import { seedPlansPayments } from "@/lib/plans/seed";
import { seedDemo } from "./demo";
import { logger } from "@/lib/log/logger";

export async function seedDemoData(db: Db): Promise<void> {
  await seedDemo(db);
  // The demo's paid orders and subscriptions are a nicety: a gateway that refuses them (a Pagar.me
  // sandbox without the test cards) is reported and the rest of the demo still starts.
  await seedDemoPayments(db).catch((error: unknown) => logger.error({ err: error }, "demo seed: payments failed"));
  await startQueue();
  await seedPlansPayments(db).catch((error: unknown) => logger.error({ err: error }, "demo seed: plans failed"));
}
