// A renewal billed by Pagar.me on its own schedule reaches the app as an invoice webhook: the fake
// bills the next cycle and delivers invoice.paid or invoice.payment_failed, signed as Pagar.me
// signs; the subscriptions driver believes the delivery only with a valid signature and reads the
// invoice back from the API. Every other delivery is left to the payments webhook (null).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeServer, type RecordedRequest } from "../testing/fake-http";
import { startFakePagarme, type FakePagarme } from "../testing/fake-pagarme";
import { pagarmeDriver } from "./pagarme";
import { pagarmeCaller } from "./pagarme-client";
import { pagarmeSubscriptions } from "./pagarme-subscriptions";
import { pagarmeHookReader } from "./pagarme-webhooks";
import type { CardInput, Customer, PaymentGateway, SubscriptionGateway } from "./types";

const SECRET_KEY = "sk_test_invoices";
const PUBLIC_KEY = "pk_test_invoices";
const payer: Customer = {
  name: "Ana Souza",
  email: "ana.invoices@demo.test",
  document: "529.982.247-25",
  phone: "(11) 98765-4321",
  address: { cep: "01310-200", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
};
const card = (number: string): CardInput => ({ number, holderName: "ANA SOUZA", expiry: "12/39", cvv: "123", payer });

let receiver: FakeServer;
let api: FakePagarme;
let gateway: PaymentGateway;
let subs: SubscriptionGateway;

beforeAll(async () => {
  // Where the fake delivers its webhooks: every delivery recorded, answered 200.
  receiver = await startFakeServer(() => ({ status: 200, body: {} }));
  api = await startFakePagarme({ secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, webhook: { url: `${receiver.url}/api/pagamentos/webhook`, host: "demo.localhost" } });
  const config = { baseUrl: api.apiUrl, secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, webhookJwksUrl: api.jwksUrl };
  gateway = pagarmeDriver(config);
  subs = pagarmeSubscriptions(pagarmeCaller(config), pagarmeHookReader(config));
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

async function subscribe(number: string, key: string) {
  const saved = await gateway.tokeniseCard(card(number));
  const { subscription } = await subs.createSubscription({
    idempotencyKey: key,
    customer: payer,
    card: { cardId: saved.token },
    item: { code: "plan-1", description: "Plano Plus", amountCents: 10_000 },
    intervalDays: 30,
    metadata: { planId: "1" },
  });
  return subscription;
}

async function bill(subscriptionId: string): Promise<RecordedRequest[]> {
  const before = receiver.requests.length;
  const response = await fetch(`${api.url}/__fake/subscriptions/bill`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ subscription_id: subscriptionId }) });
  expect(response.status).toBe(200);
  return receiver.requests.slice(before);
}

describe("invoice webhooks of Pagar.me subscriptions", () => {
  it("a paid renewal is delivered as invoice.paid, signed, and read back from the API as the subscription's second cycle", async () => {
    const subscription = await subscribe("4000000000000010", "inv-paid");
    const sent = await bill(subscription.id);
    expect(sent.map((d) => (JSON.parse(d.body) as { type: string }).type)).toEqual(["invoice.paid"]);
    expect(sent[0]!.headers["x-webhook-asymmetric-signature"]).toMatch(/^alg=RS256; kid=.+; signature=.+$/);
    const read = await subs.readInvoiceWebhook(sent[0]!.body, sent[0]!.headers);
    expect(read).toMatchObject({ ok: true, event: { type: "invoice.paid", subscriptionId: subscription.id, cycle: 2, charge: { status: "paid", paidCents: 10_000 } } });
  });

  it("a refused renewal is delivered as invoice.payment_failed with the issuer's reason", async () => {
    const subscription = await subscribe("4000000000000341", "inv-failed");
    const [delivery] = await bill(subscription.id);
    const read = await subs.readInvoiceWebhook(delivery!.body, delivery!.headers);
    expect(read).toMatchObject({ ok: true, event: { type: "invoice.payment_failed", cycle: 2, charge: { status: "declined", failure: { message: "Transação não autorizada pelo emissor do cartão" } } } });
  });

  it("believes nothing of a changed body, and leaves an order's delivery to the payments webhook", async () => {
    const subscription = await subscribe("4000000000000010", "inv-forged");
    const [delivery] = await bill(subscription.id);
    const forged = delivery!.body.replace('"invoice.paid"', '"invoice.payment_failed"');
    expect(await subs.readInvoiceWebhook(forged, delivery!.headers)).toBeNull();
    const charge = JSON.stringify({ id: "hook_charge", type: "charge.paid", created_at: "2030-01-01T00:00:00", data: { id: "ch_x" } });
    expect(await subs.readInvoiceWebhook(charge, { "x-webhook-asymmetric-signature": api.signatureOf(charge) })).toBeNull();
  });
});
