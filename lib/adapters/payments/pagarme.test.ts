// The Pagar.me v5 driver's request shapes and answers, against a fake scripted per test (the
// stateful fake that enforces the API's rules is in pagarme-api.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from "../testing/fake-http";
import { buildPixPayload } from "./brcode";
import { pagarmeDriver } from "./pagarme";
import { PaymentError, type CreateOrderInput } from "./types";

const SECRET_KEY = "sk_test_0123456789";
const BASIC = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}`;
const HOOK_AUTH = `Basic ${Buffer.from("estacao:hook-password").toString("base64")}`;
const PIX_CODE = buildPixPayload({ key: "pagarme@example.invalid", amountCents: 4990, txid: "PagarmeTx123", merchantName: "Loja", merchantCity: "Rio" });

// The charges the fake API knows, by id, as Pagar.me would return them.
const charges = new Map<string, Record<string, unknown>>();

function charge(id: string, fields: Record<string, unknown>) {
  const value = { id, amount: 2500, metadata: { orderId: "42" }, order: { id: id.replace(/^ch_/, "or_") }, ...fields };
  charges.set(id, value);
  return value;
}

function orderReply(body: { payments: Array<Record<string, unknown>>; metadata: Record<string, string> }): FakeReply {
  const payment = body.payments[0]!;
  if (payment.payment_method === "pix") {
    const pix = charge("ch_pix", {
      amount: 4990,
      status: "pending",
      payment_method: "pix",
      last_transaction: { id: "tran_pix", status: "waiting_payment", qr_code: PIX_CODE, qr_code_url: "https://example.invalid/qr.png", expires_at: "2030-01-01T12:15:00Z" },
    });
    return { body: { id: "or_pix", status: "pending", amount: 4990, metadata: body.metadata, charges: [pix] } };
  }
  const card = payment.credit_card as { card_token?: string; card_id?: string; operation_type: string };
  const lastDigits = { id: "card_saved1", brand: "Mastercard", last_four_digits: "4444", holder_name: "ANA SOUZA", exp_month: 12, exp_year: 2039 };
  if (card.card_token === "token_declined") {
    const failed = charge("ch_declined", {
      status: "failed",
      payment_method: "credit_card",
      paid_amount: 0,
      last_transaction: { status: "not_authorized", acquirer_return_code: "51", acquirer_message: "Saldo insuficiente no cartão", card: lastDigits },
    });
    return { body: { id: "or_declined", status: "failed", amount: 2500, metadata: body.metadata, charges: [failed] } };
  }
  const authOnly = card.operation_type === "auth_only";
  const ok = charge("ch_card", {
    status: authOnly ? "pending" : "paid",
    payment_method: "credit_card",
    paid_amount: authOnly ? 0 : 2500,
    last_transaction: { status: authOnly ? "authorized_pending_capture" : "captured", card: lastDigits },
  });
  return { body: { id: "or_card", status: authOnly ? "pending" : "paid", amount: 2500, metadata: body.metadata, charges: [ok] } };
}

function route(request: RecordedRequest): FakeReply {
  const path = request.url.split("?")[0]!;
  if (request.method === "POST" && path === "/core/v5/tokens") {
    return { body: { id: "token_abc", type: "card", card: { brand: "Visa", last_four_digits: "0010", holder_name: "ANA SOUZA", exp_month: 12, exp_year: 2039 } } };
  }
  if (request.headers.authorization !== BASIC) return { status: 401, body: { message: "Authorization has been denied for this request." } };
  if (request.method === "POST" && path === "/core/v5/orders") {
    const body = request.json as { items: unknown[]; payments: Array<Record<string, unknown>>; metadata: Record<string, string> };
    if (body.metadata.orderId === "invalid") return { status: 422, body: { message: "The request is invalid.", errors: { "order.customer.document": ["O documento é inválido"] } } };
    if (body.metadata.orderId === "boom") return { status: 502, body: "Bad gateway" };
    return orderReply(body);
  }
  const chargeMatch = /^\/core\/v5\/charges\/([^/]+)(\/capture)?$/.exec(path);
  if (chargeMatch) {
    const found = charges.get(chargeMatch[1]!);
    if (!found) return { status: 404, body: { message: "Charge not found" } };
    if (request.method === "GET") return { body: found };
    const amount = (request.json as { amount?: number } | undefined)?.amount;
    if (request.method === "POST" && chargeMatch[2]) {
      return { body: charge(found.id as string, { ...found, status: "paid", paid_amount: amount ?? found.amount, last_transaction: { status: "captured" } }) };
    }
    if (request.method === "DELETE") {
      const canceled = ((found.canceled_amount as number | undefined) ?? 0) + (amount ?? (found.amount as number));
      const full = canceled >= (found.amount as number);
      return { body: charge(found.id as string, { ...found, status: full ? "canceled" : "paid", canceled_amount: canceled }) };
    }
  }
  const orderMatch = /^\/core\/v5\/orders\/([^/]+)$/.exec(path);
  if (request.method === "GET" && orderMatch) {
    const order = [...charges.values()].find((c) => (c.order as { id: string }).id === orderMatch[1]);
    return order ? { body: { id: orderMatch[1], status: order.status, amount: order.amount, metadata: order.metadata, charges: [order] } } : { status: 404, body: { message: "Order not found" } };
  }
  return { status: 404, body: { message: "No route" } };
}

let api: FakeServer;
let gateway: ReturnType<typeof pagarmeDriver>;

beforeAll(async () => {
  api = await startFakeServer(route);
  gateway = pagarmeDriver({
    baseUrl: `${api.url}/core/v5/`,
    secretKey: SECRET_KEY,
    publicKey: "pk_test_abc",
    webhookUser: "estacao",
    webhookPassword: "hook-password",
  });
});

afterAll(() => api.close());

function lastRequest(method: string, path: string): RecordedRequest {
  const found = api.requests.filter((r) => r.method === method && r.url.startsWith(path)).at(-1);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

const input: CreateOrderInput = {
  idempotencyKey: "order-42-attempt-1",
  amountCents: 2500,
  items: [{ code: "product-7", description: "Camiseta", quantity: 2, unitAmountCents: 1250 }],
  customer: {
    name: "Ana Souza",
    email: "ana@demo.test",
    document: "529.982.247-25",
    phone: "(11) 9 8765-4321",
    address: { cep: "01310-200", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
  },
  payment: { method: "credit_card", card: { token: "token_abc" }, statementDescriptor: "ESTACAO CLUBE DEMO" },
  metadata: { orderId: "42" },
};

describe("Pagar.me driver", () => {
  it("creates a card order with the secret key, an idempotency key and the v5 shapes", async () => {
    const order = await gateway.createOrder(input);
    const request = lastRequest("POST", "/core/v5/orders");
    expect(request.headers.authorization).toBe(BASIC);
    expect(request.headers["idempotency-key"]).toBe("order-42-attempt-1");
    expect(request.json).toEqual({
      items: [{ code: "product-7", description: "Camiseta", quantity: 2, amount: 1250 }],
      customer: {
        name: "Ana Souza",
        email: "ana@demo.test",
        document: "52998224725",
        document_type: "CPF",
        type: "individual",
        phones: { mobile_phone: { country_code: "55", area_code: "11", number: "987654321" } },
        address: { line_1: "1578, Avenida Paulista, Bela Vista", zip_code: "01310200", city: "São Paulo", state: "SP", country: "BR" },
      },
      payments: [
        {
          payment_method: "credit_card",
          credit_card: {
            installments: 1,
            operation_type: "auth_and_capture",
            statement_descriptor: "ESTACAO CLUBE",
            card_token: "token_abc",
            card: { billing_address: { line_1: "1578, Avenida Paulista, Bela Vista", zip_code: "01310200", city: "São Paulo", state: "SP", country: "BR" } },
          },
        },
      ],
      metadata: { orderId: "42" },
      closed: true,
    });
    expect(order).toMatchObject({ id: "or_card", status: "paid", amountCents: 2500, metadata: { orderId: "42" } });
    expect(order.charge).toMatchObject({ id: "ch_card", orderId: "or_card", status: "paid", paidCents: 2500, card: { id: "card_saved1", brand: "mastercard", last4: "4444" } });
  });

  it("reads a declined card's reason, and uses a saved card by id", async () => {
    const declined = await gateway.createOrder({ ...input, payment: { method: "credit_card", card: { token: "token_declined" } } });
    expect(declined.status).toBe("failed");
    expect(declined.charge).toMatchObject({ status: "declined", failure: { code: "insufficient_funds", message: "Saldo insuficiente no cartão" } });
    await gateway.createOrder({ ...input, payment: { method: "credit_card", card: { cardId: "card_saved1" }, capture: false } });
    const credit = (lastRequest("POST", "/core/v5/orders").json as { payments: Array<{ credit_card: Record<string, unknown> }> }).payments[0]!.credit_card;
    expect(credit.card_id).toBe("card_saved1");
    expect(credit.card_token).toBeUndefined();
    expect(credit.operation_type).toBe("auth_only");
  });

  it("creates a PIX order with expires_in and returns the copy-and-paste code and its txid", async () => {
    const order = await gateway.createOrder({ ...input, amountCents: 4990, items: [{ code: "p", description: "Curso", quantity: 1, unitAmountCents: 4990 }], payment: { method: "pix", expiresInSeconds: 900 } });
    const payments = (lastRequest("POST", "/core/v5/orders").json as { payments: unknown[] }).payments;
    expect(payments).toEqual([{ payment_method: "pix", pix: { expires_in: 900 } }]);
    expect(order.charge).toMatchObject({ method: "pix", status: "pending", pix: { txid: "PagarmeTx123", copyPaste: PIX_CODE, expiresAt: new Date("2030-01-01T12:15:00Z") } });
  });

  it("captures with POST /charges/{id}/capture and refunds with DELETE /charges/{id} and an amount", async () => {
    await gateway.createOrder({ ...input, payment: { method: "credit_card", card: { token: "token_abc" }, capture: false } });
    expect((await gateway.getCharge("ch_card"))?.status).toBe("authorized");
    expect(await gateway.capture("ch_card")).toMatchObject({ status: "paid", paidCents: 2500 });
    expect(lastRequest("POST", "/core/v5/charges/ch_card/capture").json).toEqual({});

    expect(await gateway.refund("ch_card", 1000)).toMatchObject({ status: "partially_refunded", refundedCents: 1000 });
    const refund = lastRequest("DELETE", "/core/v5/charges/ch_card");
    expect(refund.json).toEqual({ amount: 1000 });
    expect(refund.headers.authorization).toBe(BASIC);
    expect(await gateway.refund("ch_card")).toMatchObject({ status: "refunded" });
  });

  it("answers null for unknown ids and reads an order back", async () => {
    expect(await gateway.getCharge("ch_missing")).toBeNull();
    expect(await gateway.getOrder("or_missing")).toBeNull();
    expect((await gateway.getOrder("or_pix"))?.charge.id).toBe("ch_pix");
  });

  it("turns refusals and outages into PaymentError", async () => {
    const invalid = await gateway.createOrder({ ...input, metadata: { orderId: "invalid" } }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(PaymentError);
    expect(invalid).toMatchObject({ code: "gateway_error", message: "O documento é inválido" });
    expect(await gateway.createOrder({ ...input, metadata: { orderId: "boom" } }).catch((e: PaymentError) => e.code)).toBe("unavailable");
    const wrongKey = pagarmeDriver({ baseUrl: `${api.url}/core/v5`, secretKey: "sk_wrong" });
    expect(await wrongKey.createOrder(input).catch((e: PaymentError) => e.code)).toBe("gateway_error");
    const down = pagarmeDriver({ baseUrl: "http://127.0.0.1:9/core/v5", secretKey: SECRET_KEY });
    expect(await down.getCharge("ch_card").catch((e: PaymentError) => e.code)).toBe("unavailable");
  });

  it("gives up on a gateway that does not answer in time", async () => {
    const slow = await startFakeServer(() => ({ delayMs: 2_000, body: {} }));
    try {
      const impatient = pagarmeDriver({ baseUrl: slow.url, secretKey: SECRET_KEY, timeoutMs: 200 });
      expect(await impatient.getCharge("ch_card").catch((e: PaymentError) => e.code)).toBe("unavailable");
    } finally {
      await slow.close();
    }
  });
});

describe("Pagar.me webhooks", () => {
  const hook = (type: string, data: unknown) => JSON.stringify({ id: "hook_RyEKQO789TRpZjv5", type, created_at: "2030-01-01T12:05:00", data });

  it("accepts the dashboard's Basic credentials and builds the event from the API's answer", async () => {
    charge("ch_hooked", { status: "paid", payment_method: "pix", paid_amount: 2500 });
    const result = await gateway.parseAndVerifyWebhook(hook("charge.paid", { id: "ch_hooked", status: "paid" }), { Authorization: HOOK_AUTH });
    expect(result).toMatchObject({ ok: true, event: { id: "hook_RyEKQO789TRpZjv5", type: "charge.paid", charge: { id: "ch_hooked", orderId: "or_hooked", status: "paid", metadata: { orderId: "42" } } } });
  });

  it("does not believe the body: a 'paid' hook for a charge the API calls pending is not a payment", async () => {
    charge("ch_unpaid", { status: "pending", payment_method: "pix", last_transaction: { status: "waiting_payment" } });
    const result = await gateway.parseAndVerifyWebhook(hook("charge.paid", { id: "ch_unpaid", status: "paid" }), { authorization: HOOK_AUTH });
    expect(result).toMatchObject({ ok: true, event: { type: "charge.updated", charge: { status: "pending" } } });
  });

  it("finds the charge of an order event", async () => {
    charge("ch_of_order", { status: "paid", payment_method: "credit_card", paid_amount: 2500 });
    const result = await gateway.parseAndVerifyWebhook(hook("order.paid", { id: "or_x", charges: [{ id: "ch_of_order" }] }), { authorization: HOOK_AUTH });
    expect(result).toMatchObject({ ok: true, event: { charge: { id: "ch_of_order" } } });
  });

  it("refuses missing or wrong credentials, broken bodies and unknown charges", async () => {
    const body = hook("charge.paid", { id: "ch_hooked" });
    expect(await gateway.parseAndVerifyWebhook(body, {})).toEqual({ ok: false, reason: "unsigned" });
    const wrong = `Basic ${Buffer.from("estacao:guess").toString("base64")}`;
    expect(await gateway.parseAndVerifyWebhook(body, { authorization: wrong })).toEqual({ ok: false, reason: "bad_signature" });
    expect(await gateway.parseAndVerifyWebhook("{", { authorization: HOOK_AUTH })).toEqual({ ok: false, reason: "malformed" });
    expect(await gateway.parseAndVerifyWebhook(hook("charge.paid", { id: "ch_nobody" }), { authorization: HOOK_AUTH })).toEqual({ ok: false, reason: "unknown_charge" });
    const unconfigured = pagarmeDriver({ baseUrl: api.url, secretKey: SECRET_KEY });
    expect(await unconfigured.parseAndVerifyWebhook(body, { authorization: HOOK_AUTH })).toEqual({ ok: false, reason: "unsigned" });
  });
});
