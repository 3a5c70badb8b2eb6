// The simulator against a real (in-memory PGlite) database, as commerce will use it.
import { getPixPayloadInfo } from "@brazilian-utils/brazilian-utils/get-pix-payload-info";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { paymentSimCards } from "./schema";
import { SIGNATURE_HEADER } from "./signature";
import { simulatorDriver, type SimulatorConfig } from "./simulator";
import { TEST_CARDS } from "./test-cards";
import { PaymentError, type CreateOrderInput, type PaymentRequest } from "./types";

const SECRET = "simulator-test-secret-0123456789abcdef";
let clockAt = new Date();
const config: SimulatorConfig = {
  pixKey: "pix@estacao.invalid",
  merchantName: "Estacao",
  merchantCity: "Sao Paulo",
  webhookSecret: () => SECRET,
  clock: () => clockAt,
};
const sim = simulatorDriver(config);

const VALID = { holderName: "ANA SOUZA", expiry: "12/39", cvv: "123" };

function orderInput(payment: PaymentRequest, amountCents = 2500, key: string = randomUUID()): CreateOrderInput {
  return {
    idempotencyKey: key,
    amountCents,
    items: [{ code: "product-1", description: "Camiseta", quantity: 1, unitAmountCents: amountCents }],
    customer: { name: "Ana Souza", email: "ana@demo.test", document: "52998224725" },
    payment,
    metadata: { orderId: "42", stationId: "1" },
  };
}

async function cardPayment(number: string, capture?: boolean): Promise<PaymentRequest> {
  const { token } = await sim.tokeniseCard({ ...VALID, number });
  return { method: "credit_card", card: { token }, capture };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

describe("card tokens", () => {
  it("gives a random token with brand and last digits, and keeps neither the number nor the CVV", async () => {
    const a = await sim.tokeniseCard({ ...VALID, number: "4000 0000 0000 0010", cvv: "987" });
    const b = await sim.tokeniseCard({ ...VALID, number: "4000 0000 0000 0010", cvv: "987" });
    expect(a).toMatchObject({ brand: "visa", last4: "0010", expMonth: 12, expYear: 2039, holderName: "ANA SOUZA", reusable: true });
    expect(a.token).not.toBe(b.token);
    const db = await getDb();
    const rows = await db.select().from(paymentSimCards);
    expect(Object.keys(rows[0]!).sort()).toEqual(["brand", "createdAt", "expMonth", "expYear", "holderName", "id", "last4", "outcome"]);
    expect(JSON.stringify(rows)).not.toContain("4000000000000010");
  });

  it("refuses invalid cards with the form's messages", async () => {
    expect((await rejection(sim.tokeniseCard({ ...VALID, number: "4000 0000 0000 0011" }))).message).toBe("Número inválido");
    expect((await rejection(sim.tokeniseCard({ ...VALID, number: "4000000000000010", expiry: "01/20" }))).message).toBe("Data inválida");
    expect((await rejection(sim.tokeniseCard({ ...VALID, number: "4000000000000010", cvv: "1234" }))).message).toBe("CVV inválido");
    expect((await rejection(sim.tokeniseCard({ ...VALID, number: "378282246310005", cvv: "123" }))).code).toBe("invalid_card");
  });
});

describe("card orders", () => {
  it("approves the approving test cards and any other valid card, echoing our metadata", async () => {
    for (const number of ["4000000000000010", "5555555555554444", "4111111111111111"]) {
      const order = await sim.createOrder(orderInput(await cardPayment(number)));
      expect(order).toMatchObject({ status: "paid", amountCents: 2500, metadata: { orderId: "42", stationId: "1" } });
      expect(order.charge).toMatchObject({ status: "paid", paidCents: 2500, refundedCents: 0, failure: null, orderId: order.id });
      expect(order.charge.card?.last4).toBe(number.slice(-4));
    }
  });

  it("declines the declining test cards with the reason to show", async () => {
    const declined = await sim.createOrder(orderInput(await cardPayment("4000000000000028")));
    expect(declined.status).toBe("failed");
    expect(declined.charge).toMatchObject({ status: "declined", paidCents: 0, failure: { code: "declined", message: "Transação não autorizada pelo emissor do cartão" } });
    const broke = await sim.createOrder(orderInput(await cardPayment("4000000000009995")));
    expect(broke.charge.failure).toEqual({ code: "insufficient_funds", message: "Saldo insuficiente" });
    expect(TEST_CARDS.filter((card) => card.outcome !== "approve").map((card) => card.number)).toEqual(["4000000000000028", "4000000000009995"]);
  });

  it("charges a saved card again later (a subscription renewal) by its id", async () => {
    const first = await sim.createOrder(orderInput(await cardPayment("5555555555554444")));
    const renewal = await sim.createOrder(orderInput({ method: "credit_card", card: { cardId: first.charge.card!.id! } }, 1990));
    expect(renewal.charge).toMatchObject({ status: "paid", paidCents: 1990 });
  });

  it("refuses an unknown token and items that do not add up to the amount", async () => {
    expect((await rejection(sim.createOrder(orderInput({ method: "credit_card", card: { token: "card_sim_nope" } })))).code).toBe("invalid_card");
    const payment = await cardPayment("4000000000000010");
    expect((await rejection(sim.createOrder({ ...orderInput(payment), amountCents: 2499 }))).code).toBe("invalid_request");
  });
});

describe("idempotency", () => {
  it("answers a retried request with the same order, even when the retries race", async () => {
    const payment = await cardPayment("4000000000000010");
    const key = randomUUID();
    const orders = await Promise.all(Array.from({ length: 5 }, () => sim.createOrder(orderInput(payment, 2500, key))));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect((await sim.createOrder(orderInput(payment, 2500, key))).id).toBe(orders[0]!.id);
    expect((await rejection(sim.createOrder(orderInput(payment, 3000, key)))).code).toBe("conflict");
  });
});

describe("capture and refund", () => {
  it("authorises without capture, then captures part of it", async () => {
    const order = await sim.createOrder(orderInput(await cardPayment("4000000000000010", false)));
    expect(order.status).toBe("pending");
    expect(order.charge.status).toBe("authorized");
    const captured = await sim.capture(order.charge.id, 2000);
    expect(captured).toMatchObject({ status: "paid", paidCents: 2000 });
    expect((await rejection(sim.capture(order.charge.id))).code).toBe("conflict");
  });

  it("refunds in parts down to zero and never more than was paid, even concurrently", async () => {
    const { charge } = await sim.createOrder(orderInput(await cardPayment("4000000000000010")));
    expect(await sim.refund(charge.id, 1000)).toMatchObject({ status: "partially_refunded", refundedCents: 1000 });
    expect((await rejection(sim.refund(charge.id, 1501))).code).toBe("invalid_request");
    const results = await Promise.allSettled([sim.refund(charge.id, 1500), sim.refund(charge.id, 1500)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await sim.getCharge(charge.id)).toMatchObject({ status: "refunded", refundedCents: 2500, paidCents: 2500 });
    expect((await sim.getOrder(charge.orderId))?.status).toBe("canceled");
  });

  it("voids an authorised card instead of refunding it", async () => {
    const { charge } = await sim.createOrder(orderInput(await cardPayment("4000000000000010", false)));
    expect(await sim.refund(charge.id)).toMatchObject({ status: "canceled", paidCents: 0, refundedCents: 0 });
  });
});

describe("PIX", () => {
  const pix = (expiresInSeconds = 900): PaymentRequest => ({ method: "pix", expiresInSeconds, merchantName: "Clube Demo" });

  it("creates a pending charge with a valid BR Code for the amount and an expiry", async () => {
    clockAt = new Date("2030-01-01T12:00:00Z");
    const order = await sim.createOrder(orderInput(pix(900), 4990));
    expect(order.status).toBe("pending");
    const charge = order.charge;
    expect(charge).toMatchObject({ method: "pix", status: "pending", amountCents: 4990, paidCents: 0 });
    expect(charge.pix?.expiresAt.toISOString()).toBe("2030-01-01T12:15:00.000Z");
    expect(charge.pix?.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(getPixPayloadInfo(charge.pix!.copyPaste)).toMatchObject({
      key: "pix@estacao.invalid",
      amount: 49.9,
      txid: charge.pix!.txid,
      merchantName: "CLUBE DEMO",
      merchantCity: "SAO PAULO",
    });
  });

  it("marks a PIX paid and hands back a signed webhook the same driver accepts", async () => {
    clockAt = new Date();
    const { charge } = await sim.createOrder(orderInput(pix()));
    const webhook = await sim.simulatePixPaid(charge.id);
    expect(webhook.headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await sim.getCharge(charge.id)).toMatchObject({ status: "paid", paidCents: 2500 });

    const result = await sim.parseAndVerifyWebhook(webhook.body, new Headers(webhook.headers));
    expect(result.ok).toBe(true);
    if (!result.ok || !result.event) throw new Error("no event");
    expect(result.event).toMatchObject({ id: `evt_${charge.id}_paid`, type: "charge.paid" });
    expect(result.event.charge).toMatchObject({ id: charge.id, orderId: charge.orderId, status: "paid", metadata: { orderId: "42" } });
    expect(result.event.charge.pix?.expiresAt).toBeInstanceOf(Date);

    // Paying again is a redelivery: the same event id, so the consumer can drop it.
    expect((await sim.simulatePixPaid(charge.id)).event.id).toBe(result.event.id);
  });

  it("refuses unsigned, mis-signed, tampered and unknown webhooks", async () => {
    const { charge } = await sim.createOrder(orderInput(pix()));
    const { body, headers } = await sim.simulatePixPaid(charge.id);
    expect(await sim.parseAndVerifyWebhook(body, {})).toEqual({ ok: false, reason: "unsigned" });
    expect(await sim.parseAndVerifyWebhook(body.replace('"paidCents":2500', '"paidCents":1'), headers)).toEqual({ ok: false, reason: "bad_signature" });
    const otherSecret = simulatorDriver({ ...config, webhookSecret: () => "another-secret-0123456789abcdefghij" });
    expect(await otherSecret.parseAndVerifyWebhook(body, headers)).toEqual({ ok: false, reason: "bad_signature" });

    // Signed with the right secret but not something the simulator sent.
    const forge = async (text: string) => {
      const { signBody } = await import("./signature");
      return sim.parseAndVerifyWebhook(text, { [SIGNATURE_HEADER]: signBody(text, SECRET) });
    };
    expect(await forge("{not json")).toEqual({ ok: false, reason: "malformed" });
    expect(await forge(body.replaceAll(charge.id, "ch_sim_unknown"))).toEqual({ ok: false, reason: "unknown_charge" });
  });

  it("expires when its time passes, and an expired PIX cannot be paid", async () => {
    clockAt = new Date("2030-01-01T12:00:00Z");
    const { charge } = await sim.createOrder(orderInput(pix(60)));
    clockAt = new Date("2030-01-01T12:00:59Z");
    expect((await sim.getCharge(charge.id))?.status).toBe("pending");
    clockAt = new Date("2030-01-01T12:01:00Z");
    expect((await sim.getCharge(charge.id))?.status).toBe("expired");
    expect((await sim.getOrder(charge.orderId))?.status).toBe("failed");
    const error = await rejection(sim.simulatePixPaid(charge.id));
    expect([error.code, error.message]).toEqual(["conflict", "PIX expirado"]);
  });

  it("cancels a pending PIX on refund", async () => {
    clockAt = new Date();
    const { charge } = await sim.createOrder(orderInput(pix()));
    expect((await sim.refund(charge.id)).status).toBe("canceled");
    expect((await rejection(sim.simulatePixPaid(charge.id))).code).toBe("conflict");
  });

  it("keeps its state outside the process: a fresh driver sees the same charges", async () => {
    clockAt = new Date();
    const { charge } = await sim.createOrder(orderInput(pix()));
    await sim.simulatePixPaid(charge.id);
    const restarted = simulatorDriver(config);
    expect((await restarted.getOrder(charge.orderId))?.status).toBe("paid");
  });
});
