// The Pagar.me driver against the stateful fake (lib/adapters/testing/fake-pagarme.ts), which keeps
// the rules the real API keeps: tokens used once and within 60 s, cards kept on customers, complete
// customers on every order, webhooks signed with RS256 and a published JWKS.
import { generateKeyPairSync, sign } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePagarme, type FakePagarme } from "../testing/fake-pagarme";
import { pagarmeDriver } from "./pagarme";
import { pagarmeCaller } from "./pagarme-client";
import { pagarmeHookReader, webhookTimeOf } from "./pagarme-webhooks";
import { pagarmeSubscriptions } from "./pagarme-subscriptions";
import { PaymentError, type CardInput, type CreateOrderInput, type Customer, type PaymentGateway } from "./types";

const SECRET_KEY = "sk_test_fake";
const PUBLIC_KEY = "pk_test_fake";
let clock = Date.parse("2030-01-01T12:00:00Z");
let api: FakePagarme;
let gateway: PaymentGateway;

const payer: Customer = {
  name: "Ana Souza",
  email: "ana@demo.test",
  document: "529.982.247-25",
  phone: "(11) 98765-4321",
  address: { cep: "01310-200", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
};
const visa: CardInput = { number: "4000 0000 0000 0010", holderName: "ANA SOUZA", expiry: "12/39", cvv: "123", payer };

beforeAll(async () => {
  api = await startFakePagarme({ secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, now: () => clock });
  gateway = pagarmeDriver({ baseUrl: api.apiUrl, secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, webhookJwksUrl: api.jwksUrl, webhookUser: "estacao", webhookPassword: "hook-password" });
});
afterAll(() => api.close());

function order(card: CreateOrderInput["payment"], customer: Customer = payer, key = `k-${Math.random()}`): CreateOrderInput {
  return { idempotencyKey: key, amountCents: 2500, items: [{ code: "p1", description: "Camiseta", quantity: 1, unitAmountCents: 2500 }], customer, payment: card, metadata: { orderId: "42" } };
}

const last = (method: string, prefix: string) => api.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).at(-1)!;

async function rawToken(number = "4000000000000010"): Promise<string> {
  const response = await fetch(`${api.apiUrl}/tokens?appId=${PUBLIC_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "card", card: { number, holder_name: "ANA SOUZA", exp_month: 12, exp_year: 2039, cvv: "123" } }),
  });
  return ((await response.json()) as { id: string }).id;
}

describe("saved cards", () => {
  it("turns the token into a card of a customer at once, so the saved card pays later, again and again", async () => {
    const saved = await gateway.tokeniseCard(visa);
    expect(saved).toMatchObject({ brand: "visa", last4: "0010", expMonth: 12, expYear: 2039, reusable: true });
    expect(saved.token).toMatch(/^cus_[0-9a-f]+:card_[0-9a-f]+$/);
    const [customerId, cardId] = saved.token.split(":");
    expect(last("POST", "/core/v5/tokens").headers.authorization).toBeUndefined();
    expect(last("POST", `/core/v5/customers/${customerId}/cards`).json).toMatchObject({ token: expect.stringMatching(/^token_/), billing_address: { zip_code: "01310200", line_1: "1578, Avenida Paulista, Bela Vista" } });

    clock += 10 * 60_000; // A review step longer than the token's life changes nothing.
    for (const attempt of [1, 2]) {
      const paid = await gateway.createOrder(order({ method: "credit_card", card: { cardId: saved.token } }, payer, `saved-${attempt}`));
      expect(paid.charge).toMatchObject({ status: "paid", card: { last4: "0010" } });
      const body = last("POST", "/core/v5/orders").json as { customer_id?: string; customer?: unknown; payments: Array<{ credit_card: Record<string, unknown> }> };
      expect(body.customer_id).toBe(customerId);
      expect(body.customer).toBeUndefined();
      expect(body.payments[0]!.credit_card).toMatchObject({ card_id: cardId });
      expect(body.payments[0]!.credit_card).not.toHaveProperty("card_token");
    }
  });

  it("the API refuses a token on its second use and after 60 seconds (why a token is never kept)", async () => {
    const once = await rawToken();
    expect((await gateway.createOrder(order({ method: "credit_card", card: { token: once } }))).charge.status).toBe("paid");
    await expect(gateway.createOrder(order({ method: "credit_card", card: { token: once } }))).rejects.toMatchObject({ code: "gateway_error", message: "Token already used." });
    const stale = await rawToken();
    clock += 61_000;
    await expect(gateway.createOrder(order({ method: "credit_card", card: { token: stale } }))).rejects.toMatchObject({ message: "Token expired." });
  });

  it("declines the declining test cards with their reasons, as the simulator does", async () => {
    const declined = await gateway.tokeniseCard({ ...visa, number: "4000000000000028" });
    expect((await gateway.createOrder(order({ method: "credit_card", card: { cardId: declined.token } }))).charge).toMatchObject({ status: "declined", failure: { code: "declined" } });
    const poor = await gateway.tokeniseCard({ ...visa, number: "4000000000009995" });
    expect((await gateway.createOrder(order({ method: "credit_card", card: { cardId: poor.token } }))).charge).toMatchObject({ status: "declined", failure: { code: "insufficient_funds" } });
  });

  it("wants the payer whole before asking for anything: document, phone with area code, address", async () => {
    const before = api.requests.length;
    await expect(gateway.tokeniseCard({ ...visa, payer: undefined })).rejects.toMatchObject({ code: "invalid_request" });
    await expect(gateway.tokeniseCard({ ...visa, payer: { ...payer, phone: "98765-4321" } })).rejects.toMatchObject({ message: "Telefone do pagador com DDD é obrigatório" });
    await expect(gateway.createOrder(order({ method: "pix", expiresInSeconds: 900 }, { ...payer, document: "" }))).rejects.toMatchObject({ message: "CPF do pagador ausente ou inválido" });
    await expect(gateway.createOrder(order({ method: "pix", expiresInSeconds: 900 }, { ...payer, address: undefined }))).rejects.toBeInstanceOf(PaymentError);
    expect(api.requests.length).toBe(before);
  });
});

describe("orders", () => {
  it("sends a PIX order with the whole customer (address and phone), which a PSP account requires", async () => {
    const pix = await gateway.createOrder(order({ method: "pix", expiresInSeconds: 900 }));
    expect(pix.charge).toMatchObject({ method: "pix", status: "pending", pix: { copyPaste: expect.stringMatching(/^000201/) } });
    const customer = (last("POST", "/core/v5/orders").json as { customer: Record<string, unknown> }).customer;
    expect(customer).toMatchObject({ document: "52998224725", phones: { mobile_phone: { area_code: "11", number: "987654321" } }, address: { zip_code: "01310200" } });
  });

  it("refunds with an idempotency key, so a retried partial refund gives the money back once", async () => {
    const saved = await gateway.tokeniseCard(visa);
    const paid = await gateway.createOrder(order({ method: "credit_card", card: { cardId: saved.token } }));
    expect(await gateway.refund(paid.charge.id, 1000)).toMatchObject({ status: "partially_refunded", refundedCents: 1000 });
    expect(last("DELETE", `/core/v5/charges/${paid.charge.id}`).headers["idempotency-key"]).toBe(`refund-${paid.charge.id}-1000`);
    expect(await gateway.refund(paid.charge.id, 1000)).toMatchObject({ refundedCents: 1000 });
    expect(await gateway.refund(paid.charge.id, 1000, { idempotencyKey: "second-1000" })).toMatchObject({ refundedCents: 2000 });
  });
});

describe("webhooks", () => {
  const hook = (type: string, data: unknown, createdAt = "2030-01-01T12:05:00") => JSON.stringify({ id: `hook_${type}`, type, created_at: createdAt, data });

  async function paidCharge(): Promise<string> {
    const saved = await gateway.tokeniseCard(visa);
    return (await gateway.createOrder(order({ method: "credit_card", card: { cardId: saved.token } }))).charge.id;
  }

  it("accepts a delivery signed with RS256 by a key of the JWKS, and reads the charge from the API", async () => {
    const chargeId = await paidCharge();
    const body = hook("charge.paid", { id: chargeId, status: "paid" });
    const result = await gateway.parseAndVerifyWebhook(body, { "X-Webhook-Asymmetric-Signature": api.signatureOf(body) });
    expect(result).toMatchObject({ ok: true, event: { id: "hook_charge.paid", type: "charge.paid", occurredAt: new Date("2030-01-01T12:05:00Z"), charge: { id: chargeId, status: "paid" } } });
  });

  it("refuses a changed body, another key, an unknown kid and another algorithm", async () => {
    const chargeId = await paidCharge();
    const body = hook("charge.paid", { id: chargeId });
    const header = api.signatureOf(body);
    expect(await gateway.parseAndVerifyWebhook(body.replace("charge.paid", "charge.refunded"), { "x-webhook-asymmetric-signature": header })).toEqual({ ok: false, reason: "bad_signature" });
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = `alg=RS256; kid=${api.kid}; signature=${sign("sha256", Buffer.from(body), privateKey).toString("base64url")}`;
    expect(await gateway.parseAndVerifyWebhook(body, { "x-webhook-asymmetric-signature": forged })).toEqual({ ok: false, reason: "bad_signature" });
    expect(await gateway.parseAndVerifyWebhook(body, { "x-webhook-asymmetric-signature": header.replace(api.kid, "key_unknown") })).toEqual({ ok: false, reason: "bad_signature" });
    expect(await gateway.parseAndVerifyWebhook(body, { "x-webhook-asymmetric-signature": header.replace("RS256", "HS256") })).toEqual({ ok: false, reason: "bad_signature" });
    expect(await gateway.parseAndVerifyWebhook(body, {})).toEqual({ ok: false, reason: "unsigned" });
  });

  it("fetches the JWKS once and again only for a kid it has not seen", async () => {
    const chargeId = await paidCharge();
    const fresh = pagarmeDriver({ baseUrl: api.apiUrl, secretKey: SECRET_KEY, webhookJwksUrl: api.jwksUrl });
    const fetches = () => api.requests.filter((r) => r.path === "/__fake/jwks.json").length;
    const before = fetches();
    for (const n of [1, 2, 3]) {
      const body = hook("charge.paid", { id: chargeId, n });
      expect((await fresh.parseAndVerifyWebhook(body, { "x-webhook-asymmetric-signature": api.signatureOf(body) })).ok).toBe(true);
    }
    expect(fetches()).toBe(before + 1);
  });

  it("still takes the dashboard's Basic credentials", async () => {
    const chargeId = await paidCharge();
    const basic = `Basic ${Buffer.from("estacao:hook-password").toString("base64")}`;
    expect(await gateway.parseAndVerifyWebhook(hook("order.paid", { id: "or_x", charges: [{ id: chargeId }] }), { authorization: basic })).toMatchObject({ ok: true, event: { charge: { id: chargeId } } });
    const wrong = `Basic ${Buffer.from("estacao:guess").toString("base64")}`;
    expect(await gateway.parseAndVerifyWebhook(hook("order.paid", { charges: [{ id: chargeId }] }), { authorization: wrong })).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("acknowledges subscriptions' events (invoice.*, and a charge of an invoice) instead of answering 400", async () => {
    const body = hook("invoice.paid", { id: "in_1", charge: { id: "ch_whatever" } });
    expect(await gateway.parseAndVerifyWebhook(body, { "x-webhook-asymmetric-signature": api.signatureOf(body) })).toEqual({ ok: true, event: null });
    const subscription = body.replace("invoice.paid", "subscription.created");
    expect(await gateway.parseAndVerifyWebhook(subscription, { "x-webhook-asymmetric-signature": api.signatureOf(subscription) })).toEqual({ ok: true, event: null });
  });

  it("reads created_at as UTC whatever the server's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/Sao_Paulo";
    try {
      expect(webhookTimeOf("2030-01-01T12:05:00").toISOString()).toBe("2030-01-01T12:05:00.000Z");
      expect(webhookTimeOf("2030-01-01T12:05:00-03:00").toISOString()).toBe("2030-01-01T15:05:00.000Z");
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });
});

describe("subscriptions", () => {
  const subs = () => pagarmeSubscriptions(pagarmeCaller({ baseUrl: api.apiUrl, secretKey: SECRET_KEY }), pagarmeHookReader({ webhookJwksUrl: api.jwksUrl }));
  const plan = { idempotencyKey: "", customer: payer, item: { code: "plan-1", description: "Plano Plus", amountCents: 10_000 }, intervalDays: 30, metadata: { planId: "1" } };

  it("subscribes a saved card on its customer, and pays the first cycle", async () => {
    const saved = await gateway.tokeniseCard(visa);
    const created = await subs().createSubscription({ ...plan, idempotencyKey: "sub-saved", card: { cardId: saved.token } });
    expect(created.subscription).toMatchObject({ status: "active", amountCents: 10_000, intervalDays: 30, card: { last4: "0010" } });
    expect(created.charge).toMatchObject({ status: "paid", paidCents: 10_000 });
  });

  it("a renewal is a later cycle's invoice: the first cycle's never counts, whatever its dates", async () => {
    const saved = await gateway.tokeniseCard({ ...visa, number: "4000000000000341" });
    const { subscription } = await subs().createSubscription({ ...plan, idempotencyKey: "sub-renew", card: { cardId: saved.token } });
    const periodStart = new Date(clock - 60_000);
    expect(await subs().renewSubscription(subscription.id, periodStart)).toBeNull();
    await fetch(`${api.url}/__fake/subscriptions/bill`, { method: "POST" });
    expect(await subs().renewSubscription(subscription.id, subscription.currentPeriodEnd)).toMatchObject({ status: "declined" });
  });

  it("a token goes with the billing address the API asks for", async () => {
    const created = await subs().createSubscription({ ...plan, idempotencyKey: "sub-token", card: { token: await rawToken() } });
    expect(created.charge?.status).toBe("paid");
    expect((last("POST", "/core/v5/subscriptions").json as { card: unknown }).card).toMatchObject({ billing_address: { zip_code: "01310200" } });
  });

  it("changes the card by card_id, or by card with the token (card_token is no field there)", async () => {
    const first = await gateway.tokeniseCard(visa);
    const { subscription } = await subs().createSubscription({ ...plan, idempotencyKey: "sub-change", card: { cardId: first.token } });
    const other = await gateway.tokeniseCard({ ...visa, number: "5555555555554444" });
    expect((await subs().updateSubscriptionCard(subscription.id, { cardId: other.token })).card).toMatchObject({ brand: "mastercard", last4: "4444" });
    expect(last("PATCH", `/core/v5/subscriptions/${subscription.id}/card`).json).toEqual({ card_id: other.token.split(":")[1] });
    expect((await subs().updateSubscriptionCard(subscription.id, { token: await rawToken() })).card).toMatchObject({ last4: "0010" });
    expect(last("PATCH", `/core/v5/subscriptions/${subscription.id}/card`).json).toEqual({ card: { token: expect.stringMatching(/^token_/) } });
  });
});
