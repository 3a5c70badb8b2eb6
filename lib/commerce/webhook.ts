// The payment gateway's webhook, as app/s/[station]/api/pagamentos/webhook/route.ts receives it:
// the raw body and headers go to the gateway driver, which checks the signature before reading
// anything; the charge is looked up among this station's orders and settles its order through the
// library (markOrderPaid / markOrderFailed / the refund share), keyed by the event's id.
//
// Answers: 401 unsigned or mis-signed (nothing read, nothing changed); 400 a body the driver cannot
// read; 404 a charge that is no order of this station; 200 otherwise, also for a redelivery or an
// event that no longer changes anything (a gateway retries anything else, forever).
//
// Why 404 and not "200 ignored" for an unknown charge: a gateway retries a non-2xx delivery, and the
// one way a genuine event of ours can be unknown is arriving before its order stored the charge id
// (the charge call returns after the gateway has already queued its webhook); the retry then finds
// it. A charge of another station or a stray test event costs a few retries and changes nothing.
import "server-only";
import { payments, type HeaderBag } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import { findOrderByGatewayCharge } from "./orders";
import { settleFromCharge } from "./settlement";

export interface WebhookAnswer {
  status: 200 | 400 | 401 | 404;
  body: { ok: boolean; outcome?: string; reason?: string };
}

export async function handlePaymentWebhook(db: Db, stationId: number, rawBody: string, headers: HeaderBag): Promise<WebhookAnswer> {
  const parsed = await payments().parseAndVerifyWebhook(rawBody, headers);
  if (!parsed.ok) {
    if (parsed.reason === "unsigned" || parsed.reason === "bad_signature") return { status: 401, body: { ok: false, reason: parsed.reason } };
    if (parsed.reason === "unknown_charge") return { status: 404, body: { ok: false, reason: parsed.reason } };
    return { status: 400, body: { ok: false, reason: parsed.reason } };
  }
  const { event } = parsed;
  if (!event) return { status: 200, body: { ok: true, outcome: "ignored" } };
  const found = await findOrderByGatewayCharge(db, stationId, event.charge.id);
  if (!found) return { status: 404, body: { ok: false, reason: "unknown_charge" } };
  const result = await settleFromCharge(db, stationId, found.orderId, event.charge, event.id);
  return { status: 200, body: { ok: true, outcome: result?.outcome ?? "ignored" } };
}
