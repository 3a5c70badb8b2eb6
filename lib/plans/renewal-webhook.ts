// A gateway's webhook about a subscription's invoice (Pagar.me bills each cycle on its own schedule
// and says so with invoice.paid or invoice.payment_failed). The driver checks the delivery and reads
// the invoice back from its API; then the renewal runs as the renewal job runs it (renewal.ts), so
// the member sees the paid or refused renewal as soon as the gateway knows, not when the job next
// asks. Deliveries that are not an invoice's (orders, charges, refusals) answer null: the payments
// webhook answers them.
//
// Answers: 404 an invoice the gateway does not know, or a subscription that is not this station's
// (a gateway retries a non-2xx delivery: one about a subscription whose purchase is still being
// written finds it on the retry); 200 otherwise, also for a redelivery (its charge is already
// recorded with that outcome), the first cycle's invoice (the purchase itself, settled by it) and a
// subscription no longer active. A past-due period the gateway collected itself (its own retry of
// the refused charge) is paid then; while the member's card update is charging that period, 409:
// the gateway delivers again later and finds it settled.
import "server-only";
import { and, eq, gt, like } from "drizzle-orm";
import type { HeaderBag } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import type { PlanGateway } from "./plan-gateway";
import { RenewalNotBilledYet, renewSubscription, settleCollectedRenewal } from "./renewal";
import { planSubscriptions, subscriptionCharges } from "./schema";

export interface SubscriptionWebhookAnswer {
  status: 200 | 404 | 409;
  body: { ok: boolean; outcome?: string; reason?: string };
}

const done = (outcome: string): SubscriptionWebhookAnswer => ({ status: 200, body: { ok: true, outcome } });

/** How long a card update's charge may take before its attempt no longer holds the period back. */
const CARD_UPDATE_GRACE_MS = 10 * 60_000;

export async function handleSubscriptionWebhook(
  db: Db,
  gateway: PlanGateway,
  stationId: number,
  rawBody: string,
  headers: HeaderBag,
): Promise<SubscriptionWebhookAnswer | null> {
  const read = await gateway.subscriptions.readInvoiceWebhook(rawBody, headers);
  if (!read) return null;
  if (!read.ok) return { status: 404, body: { ok: false, reason: read.reason } };
  const { event } = read;
  if (event.type === "invoice.other" || event.cycle === 1) return done("ignored");

  const [sub] = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stationId, stationId), eq(planSubscriptions.gateway, gateway.name), eq(planSubscriptions.gatewaySubscriptionId, event.subscriptionId)));
  if (!sub) return { status: 404, body: { ok: false, reason: "unknown_subscription" } };

  if (event.charge) {
    const outcome = event.type === "invoice.paid" ? "paid" : "failed";
    const [recorded] = await db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.subscriptionId, sub.id), eq(subscriptionCharges.gatewayChargeId, event.charge.id), eq(subscriptionCharges.status, outcome)));
    if (recorded) return done("duplicate");
  }
  if (sub.status === "past_due" && event.type === "invoice.paid" && event.charge?.status === "paid") {
    const [charging] = await db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(
        and(
          eq(subscriptionCharges.subscriptionId, sub.id),
          eq(subscriptionCharges.status, "pending"),
          like(subscriptionCharges.idempotencyKey, "retry:%"),
          gt(subscriptionCharges.createdAt, new Date(Date.now() - CARD_UPDATE_GRACE_MS)),
        ),
      );
    if (charging) return { status: 409, body: { ok: false, reason: "card_update_in_progress" } };
    return done(await settleCollectedRenewal(db, sub, event.charge));
  }
  if (sub.status !== "active") return done("ignored");

  try {
    return done(await renewSubscription(db, gateway, { stationId, subscriptionId: sub.id, periodEnd: sub.currentPeriodEnd.toISOString() }));
  } catch (error) {
    // The invoice is not the one of the period that ends now (an older cycle's, delivered late).
    if (error instanceof RenewalNotBilledYet) return done("ignored");
    throw error;
  }
}
