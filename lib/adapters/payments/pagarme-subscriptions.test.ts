// The Pagar.me v5 subscriptions driver against a local fake of the API: the request shapes
// (POST /subscriptions with the plan inline, PATCH .../card, DELETE, GET /invoices) and how its
// answers become the app's subscription and charges.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from "../testing/fake-http";
import { pagarmeCaller } from "./pagarme-client";
import { pagarmeHookReader } from "./pagarme-webhooks";
import { pagarmeSubscriptions } from "./pagarme-subscriptions";
import type { CreateSubscriptionInput, SubscriptionGateway } from "./types";

const SECRET_KEY = "sk_test_subs";
const ADDRESS = { line_1: "1578, Avenida Paulista, Bela Vista", zip_code: "01310200", city: "São Paulo", state: "SP", country: "BR" };
const BASIC = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}`;
const card = { id: "card_sub1", brand: "Visa", last_four_digits: "0010", holder_name: "ANA SOUZA", exp_month: 12, exp_year: 2039 };
let invoiceCycleStart = "2030-01-10T00:00:00Z";
let invoiceStatus = "paid";

function subscription(id: string, status = "active", price = 10_000) {
  return {
    id,
    status,
    interval: "day",
    interval_count: 30,
    billing_type: "prepaid",
    current_cycle: { start_at: "2030-01-10T00:00:00Z", end_at: "2030-02-09T00:00:00Z" },
    card,
    items: [{ id: "si_1", pricing_scheme: { price } }],
    metadata: { planId: "3" },
  };
}

function route(request: RecordedRequest): FakeReply {
  if (request.headers.authorization !== BASIC) return { status: 401, body: { message: "Authorization has been denied for this request." } };
  const path = request.url.split("?")[0]!;
  if (request.method === "POST" && path === "/core/v5/subscriptions") return { body: subscription("sub_abc") };
  if (request.method === "PATCH" && path === "/core/v5/subscriptions/sub_abc/card") return { body: { ...subscription("sub_abc"), card: { ...card, id: "card_new", last_four_digits: "4444", brand: "Mastercard" } } };
  if (request.method === "DELETE" && path === "/core/v5/subscriptions/sub_abc") return { body: subscription("sub_abc", "canceled") };
  if (request.method === "GET" && path === "/core/v5/invoices") {
    const paid = invoiceStatus === "paid";
    return {
      body: {
        data: [
          {
            id: "in_1",
            status: invoiceStatus,
            cycle: { start_at: invoiceCycleStart, end_at: "2030-02-09T00:00:00Z" },
            charge: {
              id: "ch_sub1",
              status: paid ? "paid" : "failed",
              amount: 10_000,
              paid_amount: paid ? 10_000 : 0,
              payment_method: "credit_card",
              order: { id: "or_sub1" },
              last_transaction: paid ? { status: "captured", card } : { status: "not_authorized", acquirer_return_code: "51", acquirer_message: "Saldo insuficiente no cartão", card },
            },
          },
        ],
      },
    };
  }
  return { status: 404, body: { message: "No route" } };
}

let api: FakeServer;
let subs: SubscriptionGateway;

beforeAll(async () => {
  api = await startFakeServer(route);
  subs = pagarmeSubscriptions(pagarmeCaller({ baseUrl: `${api.url}/core/v5`, secretKey: SECRET_KEY }), pagarmeHookReader({}));
});
afterAll(() => api.close());

function lastRequest(method: string, path: string): RecordedRequest {
  const found = api.requests.filter((r) => r.method === method && r.url.startsWith(path)).at(-1);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

const input: CreateSubscriptionInput = {
  idempotencyKey: "plan:1:buy:attempt-1",
  customer: {
    name: "Ana Souza",
    email: "ana@demo.test",
    document: "529.982.247-25",
    phone: "11987654321",
    address: { cep: "01310-200", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
  },
  card: { cardId: "card_sub1" },
  item: { code: "plan-3", description: "Plano Plus", amountCents: 10_000 },
  intervalDays: 30,
  firstPeriodDiscountCents: 2_500,
  metadata: { planId: "3" },
};

describe("Pagar.me subscriptions", () => {
  it("subscribes with the plan inline, prepaid every N days, the card by id, a one-cycle discount and an idempotency key", async () => {
    const created = await subs.createSubscription(input);
    const request = lastRequest("POST", "/core/v5/subscriptions");
    expect(request.headers["idempotency-key"]).toBe("plan:1:buy:attempt-1");
    expect(request.json).toEqual({
      payment_method: "credit_card",
      currency: "BRL",
      interval: "day",
      interval_count: 30,
      billing_type: "prepaid",
      installments: 1,
      customer: {
        name: "Ana Souza",
        email: "ana@demo.test",
        document: "52998224725",
        document_type: "CPF",
        type: "individual",
        phones: { mobile_phone: { country_code: "55", area_code: "11", number: "987654321" } },
        address: ADDRESS,
      },
      card_id: "card_sub1",
      items: [{ description: "Plano Plus", quantity: 1, pricing_scheme: { scheme_type: "unit", price: 10_000 } }],
      discounts: [{ cycles: 1, value: 2_500, discount_type: "flat" }],
      metadata: { planId: "3" },
    });
    expect(created.subscription).toEqual({
      id: "sub_abc",
      status: "active",
      amountCents: 10_000,
      intervalDays: 30,
      card: { id: "card_sub1", brand: "visa", last4: "0010" },
      currentPeriodEnd: new Date("2030-02-09T00:00:00Z"),
      metadata: { planId: "3" },
    });
    expect(created.charge).toMatchObject({ id: "ch_sub1", status: "paid", paidCents: 10_000 });
    expect(lastRequest("GET", "/core/v5/invoices").url).toBe("/core/v5/invoices?subscription_id=sub_abc&page=1&size=1");
  });

  it("a card token goes as card_token with the billing address it lacks; a saved card goes by card_id on its customer_id", async () => {
    await subs.createSubscription({ ...input, card: { token: "token_xyz" }, firstPeriodDiscountCents: 0 });
    const body = lastRequest("POST", "/core/v5/subscriptions").json as Record<string, unknown>;
    expect(body.card_token).toBe("token_xyz");
    expect(body.card).toEqual({ billing_address: ADDRESS });
    expect(body).not.toHaveProperty("card_id");
    expect(body).not.toHaveProperty("discounts");

    await subs.createSubscription({ ...input, card: { cardId: "cus_ana:card_sub1" } });
    const saved = lastRequest("POST", "/core/v5/subscriptions").json as Record<string, unknown>;
    expect(saved).toMatchObject({ customer_id: "cus_ana", card_id: "card_sub1" });
    expect(saved).not.toHaveProperty("customer");
    expect(saved).not.toHaveProperty("card_token");
  });

  it("changes the card with PATCH /subscriptions/{id}/card and cancels with DELETE", async () => {
    const changed = await subs.updateSubscriptionCard("sub_abc", { cardId: "card_new" });
    expect(lastRequest("PATCH", "/core/v5/subscriptions/sub_abc/card").json).toEqual({ card_id: "card_new" });
    expect(changed.card).toEqual({ id: "card_new", brand: "mastercard", last4: "4444" });
    const canceled = await subs.cancelSubscription("sub_abc");
    expect(lastRequest("DELETE", "/core/v5/subscriptions/sub_abc").json).toEqual({ cancel_pending_invoices: true });
    expect(canceled.status).toBe("canceled");
  });

  it("a renewal is the invoice of the cycle that starts at the period's end: null before it exists, the refusal when it failed", async () => {
    invoiceCycleStart = "2030-01-10T00:00:00Z";
    expect(await subs.renewSubscription("sub_abc", new Date("2030-02-09T12:00:00Z"))).toBeNull();
    invoiceCycleStart = "2030-02-09T00:00:00Z";
    invoiceStatus = "failed";
    const refused = await subs.renewSubscription("sub_abc", new Date("2030-02-09T12:00:00Z"));
    expect(refused).toMatchObject({ id: "ch_sub1", status: "declined", failure: { code: "insufficient_funds", message: "Saldo insuficiente no cartão" } });
    invoiceStatus = "paid";
    expect(await subs.renewSubscription("sub_abc", new Date("2030-02-09T12:00:00Z"))).toMatchObject({ status: "paid", paidCents: 10_000 });
  });
});
