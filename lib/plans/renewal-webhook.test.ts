// Renewals on the Pagar.me driver: Pagar.me bills a cycle on its own schedule and tells the app with
// invoice.paid or invoice.payment_failed. Against the fake Pagar.me (which bills a cycle and delivers
// the signed webhook), the delivery renews the subscription or leaves it past due with the issuer's
// reason, in one transaction with the charge that caused it, once however often it is delivered.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { pagarmeDriver } from "@/lib/adapters/payments/pagarme";
import { pagarmeCaller } from "@/lib/adapters/payments/pagarme-client";
import { pagarmeSubscriptions } from "@/lib/adapters/payments/pagarme-subscriptions";
import { pagarmeHookReader } from "@/lib/adapters/payments/pagarme-webhooks";
import { startFakeServer, type FakeServer, type RecordedRequest } from "@/lib/adapters/testing/fake-http";
import { startFakePagarme, type FakePagarme } from "@/lib/adapters/testing/fake-pagarme";
import { memberCards } from "@/lib/commerce/schema";
import { getDb, type Db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import type { PaymentGateway, SubscriptionGateway } from "@/lib/adapters/payments";
import { configuredPlanGateway, type PlanGateway } from "./plan-gateway";
import { planSubscriptions, plans, subscriptionCharges } from "./schema";
import { buyPlan, getCurrentSubscription, handleSubscriptionWebhook, listSubscriptionCharges } from "./subscriptions";

// The app configured for Pagar.me (PAYMENTS_DRIVER=pagarme), its API being the fake started below.
const configured = vi.hoisted(() => ({ payments: null as PaymentGateway | null, subscriptions: null as SubscriptionGateway | null }));
vi.mock("@/lib/adapters/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/adapters/payments")>()),
  payments: () => configured.payments!,
  subscriptionGateway: () => configured.subscriptions!,
}));

const DAY = 86_400_000;
const SECRET_KEY = "sk_test_renewals";
const PUBLIC_KEY = "pk_test_renewals";
const billing = {
  cpf: "52998224725",
  birthday: "1990-05-10",
  email: "renovacao@demo.test",
  phone: "11987654321",
  address: { cep: "01310200", state: "SP", city: "São Paulo", street: "Avenida Paulista", number: "1578", neighborhood: "Bela Vista" },
};

let receiver: FakeServer;
let api: FakePagarme;
let gateway: PlanGateway;
let db: Db;
let demo: Station;
let vitrine: Station;
let planId: number;

beforeAll(async () => {
  // Where the fake delivers its webhooks: every delivery recorded, answered 200.
  receiver = await startFakeServer(() => ({ status: 200, body: {} }));
  api = await startFakePagarme({ secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, webhook: { url: `${receiver.url}/api/pagamentos/webhook` } });
  const config = { baseUrl: api.apiUrl, secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, webhookJwksUrl: api.jwksUrl };
  const readHook = pagarmeHookReader(config);
  configured.payments = pagarmeDriver(config, readHook);
  configured.subscriptions = pagarmeSubscriptions(pagarmeCaller(config), readHook);
  gateway = configuredPlanGateway();
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  planId = (await db.insert(plans).values({ stationId: demo.id, name: "Renovável", priceCents: 4_990, days: 30 }).returning({ id: plans.id }))[0]!.id;
});
afterAll(async () => {
  await stopQueue();
  await api.close();
  await receiver.close();
});

let counter = 0;
/** A member of demo with a card saved at the fake Pagar.me (as saveCard keeps it: the customer's card id). */
async function subscribedMember(number: string) {
  const [user] = await db
    .insert(users)
    .values({ stationId: demo.id, name: "Renata Renovação", email: `renova${++counter}@demo.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: demo.id, establishmentId: demo.establishment!.id, userId: user!.id });
  const member = { stationId: demo.id, userId: user!.id };
  const { address, email, cpf, phone } = billing;
  const saved = await configured.payments!.tokeniseCard({
    number,
    holderName: "RENATA RENOVACAO",
    expiry: "12/39",
    cvv: "123",
    payer: { name: "Renata Renovação", email, document: cpf, phone, address },
  });
  const [card] = await db
    .insert(memberCards)
    .values({ ...member, gateway: "pagarme", gatewayRef: saved.token, reusable: true, brand: saved.brand, lastDigits: saved.last4, holderName: saved.holderName, expiry: "12/39", billing, saved: true })
    .returning({ id: memberCards.id });
  await buyPlan(db, gateway, member, { planId, attemptKey: `renew-${counter}`, cardId: card!.id });
  const [sub] = await db.select().from(planSubscriptions).where(and(eq(planSubscriptions.stationId, demo.id), eq(planSubscriptions.userId, member.userId)));
  return { member, sub: sub! };
}

/** Pagar.me bills the subscription's next cycle; the delivery it made. */
async function billNextCycle(gatewaySubscriptionId: string): Promise<RecordedRequest> {
  const before = receiver.requests.length;
  await fetch(`${api.url}/__fake/subscriptions/bill`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ subscription_id: gatewaySubscriptionId }) });
  expect(receiver.requests.length, "the fake delivers one invoice webhook per billed cycle").toBe(before + 1);
  return receiver.requests.at(-1)!;
}

const charges = async (member: { stationId: number; userId: number }) =>
  (await listSubscriptionCharges(db, member)).map((c) => ({ kind: c.kind, status: c.status, amount: c.amountCents, charge: c.gatewayChargeId })).reverse();

describe("renewals billed by Pagar.me, told by its invoice webhook", () => {
  it("invoice.paid renews: the next period starts where the last ended, its charge recorded once however often it is delivered", async () => {
    const { member, sub } = await subscribedMember("4000000000000010");
    const delivery = await billNextCycle(sub.gatewaySubscriptionId!);
    const invoiceCharge = (JSON.parse(delivery.body) as { data: { charge: { id: string } } }).data.charge.id;

    expect(await handleSubscriptionWebhook(db, gateway, demo.id, delivery.body, delivery.headers)).toEqual({ status: 200, body: { ok: true, outcome: "renewed" } });
    const renewed = await getCurrentSubscription(db, member);
    expect(renewed).toMatchObject({ status: "active", currentPeriodStart: sub.currentPeriodEnd, currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() + 30 * DAY) });
    const after = await charges(member);
    expect(after.map(({ kind, status, amount }) => ({ kind, status, amount }))).toEqual([
      { kind: "purchase", status: "paid", amount: 4_990 },
      { kind: "renewal", status: "paid", amount: 4_990 },
    ]);
    expect(after[1]!.charge).toBe(invoiceCharge);

    expect(await handleSubscriptionWebhook(db, gateway, demo.id, delivery.body, delivery.headers)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect(await charges(member)).toEqual(after);
    expect(await getCurrentSubscription(db, member)).toEqual(renewed);
  });

  it("invoice.payment_failed leaves the subscription past due with the issuer's reason", async () => {
    const { member, sub } = await subscribedMember("4000000000000341");
    const delivery = await billNextCycle(sub.gatewaySubscriptionId!);
    expect(await handleSubscriptionWebhook(db, gateway, demo.id, delivery.body, delivery.headers)).toEqual({ status: 200, body: { ok: true, outcome: "past_due" } });
    expect(await getCurrentSubscription(db, member)).toMatchObject({
      status: "past_due",
      currentPeriodEnd: sub.currentPeriodEnd,
      failure: { reason: "Transação não autorizada pelo emissor do cartão" },
    });
    expect((await charges(member)).map((c) => c.status)).toEqual(["paid", "failed"]);
    expect(await handleSubscriptionWebhook(db, gateway, demo.id, delivery.body, delivery.headers)).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
    const [row] = await db.select({ failed: planSubscriptions.failedRenewals }).from(planSubscriptions).where(eq(planSubscriptions.id, sub.id));
    expect(row!.failed).toBe(1);
  });

  it("a past-due period Pagar.me collects itself (its own retry) is paid from where the last period ended; not while a card update charges it", async () => {
    const { member, sub } = await subscribedMember("4000000000000341");
    const refused = await billNextCycle(sub.gatewaySubscriptionId!);
    await handleSubscriptionWebhook(db, gateway, demo.id, refused.body, refused.headers);
    const invoice = (JSON.parse(refused.body) as { data: { id: string; charge: { id: string } } }).data;
    // The member's other card goes on the subscription at Pagar.me, which retries the refused charge on it.
    const other = await configured.payments!.tokeniseCard({
      number: "5555555555554444",
      holderName: "RENATA RENOVACAO",
      expiry: "12/39",
      cvv: "123",
      payer: { name: "Renata Renovação", email: billing.email, document: billing.cpf, phone: billing.phone, address: billing.address },
    });
    await gateway.subscriptions.updateSubscriptionCard(sub.gatewaySubscriptionId!, { cardId: other.token });
    const retried = await fetch(`${api.apiUrl}/charges/${invoice.charge.id}/retry`, { method: "POST", headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}` } });
    expect(((await retried.json()) as { status: string }).status).toBe("paid");
    const body = JSON.stringify({ id: "hook_collected", type: "invoice.paid", created_at: "2030-01-01T00:00:00", data: { id: invoice.id } });
    const headers = { "x-webhook-asymmetric-signature": api.signatureOf(body) };

    // A card update of the member's is charging the period right now: it settles it, the gateway retries later.
    const [pending] = await db
      .insert(subscriptionCharges)
      .values({ ...member, subscriptionId: sub.id, planId, kind: "renewal", status: "pending", amountCents: 4_990, idempotencyKey: "retry:in-flight" })
      .returning({ id: subscriptionCharges.id });
    expect(await handleSubscriptionWebhook(db, gateway, demo.id, body, headers)).toEqual({ status: 409, body: { ok: false, reason: "card_update_in_progress" } });
    await db.delete(subscriptionCharges).where(eq(subscriptionCharges.id, pending!.id));

    expect(await handleSubscriptionWebhook(db, gateway, demo.id, body, headers)).toEqual({ status: 200, body: { ok: true, outcome: "renewed" } });
    expect(await getCurrentSubscription(db, member)).toMatchObject({
      status: "active",
      failure: null,
      currentPeriodStart: sub.currentPeriodEnd,
      currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() + 30 * DAY),
    });
    const settled = await charges(member);
    expect(settled.map(({ status, charge }) => ({ status, charge }))).toEqual([
      { status: "paid", charge: expect.any(String) },
      { status: "failed", charge: invoice.charge.id },
      { status: "paid", charge: invoice.charge.id },
    ]);
    expect(await handleSubscriptionWebhook(db, gateway, demo.id, body, headers)).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
    expect(await charges(member)).toEqual(settled);
  });

  it("another station's host knows no such subscription (404, nothing changes); a changed body is left to the payments webhook", async () => {
    const { member, sub } = await subscribedMember("4000000000000010");
    const delivery = await billNextCycle(sub.gatewaySubscriptionId!);
    expect(await handleSubscriptionWebhook(db, gateway, vitrine.id, delivery.body, delivery.headers)).toEqual({ status: 404, body: { ok: false, reason: "unknown_subscription" } });
    expect(await handleSubscriptionWebhook(db, gateway, demo.id, delivery.body.replace("invoice.paid", "invoice.payment_failed"), delivery.headers)).toBeNull();
    expect((await getCurrentSubscription(db, member))!.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
  });
});
