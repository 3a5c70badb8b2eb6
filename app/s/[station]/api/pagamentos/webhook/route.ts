// POST /api/pagamentos/webhook on a station host: where the payment gateway (Pagar.me, or the
// simulator through the development PIX page) tells this station that a charge was paid, refused
// or refunded. Public (the gateway has no session): its signature is the only credential, checked
// by lib/commerce/webhook.ts before anything is read.
import { publicRoute } from "@/lib/auth/guard";
import { handlePaymentWebhook } from "@/lib/commerce/webhook";
import { getDb } from "@/lib/db/client";
import { configuredPlanGateway, handleSubscriptionWebhook } from "@/lib/plans/subscriptions";

export const POST = publicRoute(async ({ request, station }) => {
  const [db, rawBody] = [await getDb(), await request.text()];
  // A subscription's invoice event (a renewal billed by the gateway) is the plans'; the rest the checkout's.
  const answer =
    (await handleSubscriptionWebhook(db, configuredPlanGateway(), station.id, rawBody, request.headers)) ??
    (await handlePaymentWebhook(db, station.id, rawBody, request.headers));
  return Response.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
});
