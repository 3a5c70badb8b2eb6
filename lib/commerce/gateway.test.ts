// The checkout bound to the payment simulator (the real adapter, on the test database): saved
// cards, card and PIX charges, "Verificar pagamento", refunds and the webhook handler.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, simulatePixPaid, TEST_CARDS } from "@/lib/adapters/payments";
import { paymentSimCharges } from "@/lib/adapters/payments/schema";
import { SIGNATURE_HEADER } from "@/lib/adapters/payments/signature";
import { getDb, type Db } from "@/lib/db/client";
import { pointsLedger } from "@/lib/wallet/schema";
import { addToCart } from "./cart";
import { getMemberCard, listMemberCards, saveCard } from "@/lib/wallet/cards";
import { chargeItems, gatewayPaymentPort, PIX_EXPIRY_SECONDS } from "@/lib/wallet/gateway";
import { expireUnpaidOrder, getMemberOrder, submitOrder } from "./orders";
import { cartLines, memberCards, orders } from "./schema";
import { cardFormSchema, type CardFormInput } from "./schemas";
import { recordChargeRefund, verifyOrderPayment } from "./settlement";
import { balanceOf, CARD_FORM, makeMember, makeShop, makeStation, stockOf, type Shop } from "./test-fixtures";
import { handlePaymentWebhook } from "./webhook";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const card = (overrides: Partial<CardFormInput> = {}) => cardFormSchema.parse({ ...CARD_FORM, ...overrides });
const pickup = (shop: Shop) => [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];
const port = () => gatewayPaymentPort(db, { merchantName: "Loja" });
const cashbackRows = (orderId: number) =>
  db.select().from(pointsLedger).where(and(eq(pointsLedger.stationId, stationId), eq(pointsLedger.idempotencyKey, `order:${orderId}:cashback`)));

describe("the card form schema", () => {
  it("gives the server digits, ISO birthday, MM/YY and the UF", () => {
    expect(card()).toMatchObject({ number: "4000000000000010", cpf: "52998224725", birthday: "1990-05-10", expiry: "12/39", phone: "11987654321", cep: "01310200", state: "SP", save: true });
  });

  it("answers the spec's messages, the CVV by the brand", () => {
    const result = cardFormSchema.safeParse({ ...CARD_FORM, number: "4000 0000 0000 0011", cpf: "111.111.111-11", expiry: "13/30", email: "x", cep: "", state: "XX" });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(errors).toMatchObject({ number: "Número inválido", cpf: "CPF inválido", expiry: "Data inválida", email: "Email inválido", cep: "Esse campo é obrigatório", state: "Esse campo é obrigatório" });
    const amex = cardFormSchema.safeParse({ ...CARD_FORM, number: "3782 822463 10005", cvv: "123" });
    expect(amex.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["cvv", "CVV inválido"]]);
  });
});

describe("saved cards", () => {
  it("keeps token, brand, last digits, holder and expiry — never the number or CVV — and lists only saved ones", async () => {
    const member = await makeMember(db, stationId);
    const saved = await saveCard(db, { stationId, userId: member }, card());
    expect(saved).toEqual({ id: saved.id, brand: "Visa", lastDigits: "0010", holderName: "ANA SOUZA", expiry: "12/39" });
    const once = await saveCard(db, { stationId, userId: member }, card({ number: "5555 5555 5555 4444", save: false }));
    expect(once.brand).toBe("Mastercard");
    expect(await listMemberCards(db, stationId, member)).toEqual([saved]);
    const rows = await db.select().from(memberCards).where(eq(memberCards.userId, member));
    expect(JSON.stringify(rows)).not.toMatch(/4000000000000010|5555555555554444|"123"/);
    expect(rows.map((r) => r.gateway)).toEqual(["simulator", "simulator"]);
  });

  it("belongs to its member and station only", async () => {
    const member = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    const otherStation = await makeStation(db);
    const { id } = await saveCard(db, { stationId, userId: member }, card());
    expect(await getMemberCard(db, { stationId, userId: member }, id)).not.toBeNull();
    expect(await getMemberCard(db, { stationId, userId: other }, id)).toBeNull();
    expect(await getMemberCard(db, { stationId: otherStation, userId: member }, id)).toBeNull();
    expect(await listMemberCards(db, stationId, other)).toEqual([]);
  });

  it("a card the gateway refuses to tokenise is the gateway's message on its field", async () => {
    const member = await makeMember(db, stationId);
    // Past the schema (which would refuse it first), the tokeniser still checks.
    const expired = { ...card(), expiry: "01/20" };
    await expect(saveCard(db, { stationId, userId: member }, expired)).rejects.toMatchObject({ message: "Data inválida", fieldErrors: { expiry: "Data inválida" } });
    expect(await db.select().from(memberCards).where(eq(memberCards.userId, member))).toEqual([]);
  });
});

describe("the gateway port", () => {
  it("sends the lines when they add up to the charge, one order line otherwise", () => {
    const items = [{ name: "Camiseta", quantity: 2, unitValue: 1500 }];
    expect(chargeItems({ items, amount: 3000, orderCode: "A1" })).toEqual([{ code: "item-1", description: "Camiseta", quantity: 2, unitAmountCents: 1500 }]);
    expect(chargeItems({ items, amount: 2200, orderCode: "A1" })).toEqual([{ code: "order-A1", description: "Pedido A1", quantity: 1, unitAmountCents: 2200 }]);
  });

  it("an approving saved card pays the rest of the order; the wallet part and cashback apply once", async () => {
    const shop = await makeShop(db, stationId, { points: 500, products: [{ value: 5000, stock: 4 }] });
    const member = await makeMember(db, stationId, 2000);
    const saved = await saveCard(db, { stationId, userId: member }, card());
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "gw-card-ok", deliveries: pickup(shop), payment: { type: "credit_card", cardId: saved.id } }, { payments: port() });
    expect(order).toMatchObject({ status: "paid", paymentMethod: "credit_card", walletValue: 2000, gatewayValue: 3000 });
    expect(await balanceOf(db, stationId, member)).toBe(500);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const charge = await payments().getCharge(row!.gatewayChargeId!);
    expect(charge).toMatchObject({ status: "paid", amountCents: 3000, card: { last4: "0010" }, metadata: { orderId: String(order.id), stationId: String(stationId) } });
  });

  it.each(TEST_CARDS.filter((c) => c.outcome !== "approve"))("a declined card ($note) fails with the gateway's message and returns everything", async ({ number, note }) => {
    const shop = await makeShop(db, stationId, { products: [{ value: 5000, stock: 4 }] });
    const member = await makeMember(db, stationId, 1000);
    const saved = await saveCard(db, { stationId, userId: member }, card({ number }));
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: `gw-declined-${number}`, deliveries: pickup(shop), payment: { type: "credit_card", cardId: saved.id } }, { payments: port() });
    expect(order).toMatchObject({ status: "failed", failureReason: note });
    expect(await balanceOf(db, stationId, member)).toBe(1000);
    expect(await stockOf(db, shop.products[0]!.id)).toBe(4);
  });

  it("PIX: a code that expires in 15 minutes; 'Verificar pagamento' settles it once paid, cashback once", async () => {
    const shop = await makeShop(db, stationId, { points: 300, products: [{ value: 4000, stock: 2 }] });
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
    const before = Date.now();
    const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: "gw-pix-verify", deliveries: pickup(shop), payment: { type: "pix" } }, { payments: port() });
    expect(order.status).toBe("pending_payment");
    expect(order.pix?.code).toMatch(/^000201/);
    const expiresIn = new Date(order.pix!.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(PIX_EXPIRY_SECONDS * 1000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(PIX_EXPIRY_SECONDS * 1000 + 5000);

    const member_ = { stationId, userId: member };
    expect((await verifyOrderPayment(db, member_, order.id)).status).toBe("pending_payment");
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    await simulatePixPaid(row!.gatewayChargeId!);
    expect(await verifyOrderPayment(db, member_, order.id)).toMatchObject({ status: "paid", cashbackValue: 300 });
    expect(await verifyOrderPayment(db, member_, order.id)).toMatchObject({ status: "paid" });
    expect(await balanceOf(db, stationId, member)).toBe(300);
    // Another member cannot ask about it.
    const other = await makeMember(db, stationId);
    await expect(verifyOrderPayment(db, { stationId, userId: other }, order.id)).rejects.toThrow("Pedido não encontrado");
  });
});

/** A PIX order waiting for payment, through the simulator; answers the order and its charge id. */
async function pendingPix(points = 700, balance = 1000): Promise<{ member: number; orderId: number; chargeId: string; productId: number }> {
  const shop = await makeShop(db, stationId, { points, products: [{ value: 6000, stock: 3 }] });
  const member = await makeMember(db, stationId, balance);
  await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
  const { order } = await submitOrder(db, { stationId, userId: member, idempotencyKey: `gw-pix-${member}`, deliveries: pickup(shop), payment: { type: "pix" } }, { payments: port() });
  const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, order.id));
  return { member, orderId: order.id, chargeId: row!.chargeId!, productId: shop.products[0]!.id };
}

describe("an expired PIX", () => {
  it("is left to the order's expiry job: the order expires at its deadline and the cart is not refilled", async () => {
    const { member, orderId, chargeId, productId } = await pendingPix(0, 0);
    await db.update(paymentSimCharges).set({ pixExpiresAt: sql`now() - interval '1 second'` }).where(eq(paymentSimCharges.id, chargeId));
    expect((await payments().getCharge(chargeId))?.status).toBe("expired");
    expect((await verifyOrderPayment(db, { stationId, userId: member }, orderId)).status).toBe("pending_payment");
    await db.update(orders).set({ paymentDeadline: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId));
    expect(await expireUnpaidOrder(db, { stationId, orderId })).toEqual({ status: "expired", outcome: "applied" });
    expect(await stockOf(db, productId)).toBe(3);
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, member))).toEqual([]);
  });
});

describe("the webhook", () => {
  it("refuses an unsigned or mis-signed delivery with 401 and changes nothing", async () => {
    const { orderId, chargeId } = await pendingPix();
    const { body, headers } = await simulatePixPaid(chargeId);
    const { [SIGNATURE_HEADER]: signature, ...unsigned } = headers;
    expect(await handlePaymentWebhook(db, stationId, body, unsigned)).toMatchObject({ status: 401 });
    expect(await handlePaymentWebhook(db, stationId, body, { ...headers, [SIGNATURE_HEADER]: signature!.replace(/.$/, (c) => (c === "0" ? "1" : "0")) })).toMatchObject({ status: 401 });
    expect(await handlePaymentWebhook(db, stationId, body.replace('"paid"', '"paid" '), headers)).toMatchObject({ status: 401 });
    expect((await getMemberOrder(db, stationId, (await ownerOf(orderId)), orderId))?.status).toBe("pending_payment");
    expect(await cashbackRows(orderId)).toEqual([]);
  });

  it("settles a paid PIX once however often it is delivered; another station's URL does not know the charge", async () => {
    const { member, orderId, chargeId } = await pendingPix(700, 1000);
    const { body, headers } = await simulatePixPaid(chargeId);
    expect(await handlePaymentWebhook(db, await makeStation(db), body, headers)).toEqual({ status: 404, body: { ok: false, reason: "unknown_charge" } });
    expect(await handlePaymentWebhook(db, stationId, body, headers)).toEqual({ status: 200, body: { ok: true, outcome: "applied" } });
    expect(await handlePaymentWebhook(db, stationId, body, headers)).toEqual({ status: 200, body: { ok: true, outcome: "duplicate" } });
    expect((await getMemberOrder(db, stationId, member, orderId))?.status).toBe("paid");
    expect(await cashbackRows(orderId)).toHaveLength(1);
    expect(await balanceOf(db, stationId, member)).toBe(700);
  });

  it("a refund at the gateway makes the order partially refunded with its share, then refunded", async () => {
    const { member, orderId, chargeId } = await pendingPix(0, 0);
    const { body, headers } = await simulatePixPaid(chargeId);
    await handlePaymentWebhook(db, stationId, body, headers);
    await payments().refund(chargeId, 1800); // 30 % of R$ 60,00
    const charge = (await payments().getCharge(chargeId))!;
    expect(charge.status).toBe("partially_refunded");
    expect(await recordChargeRefund(db, stationId, orderId, charge.refundedCents)).toEqual({ status: "partially_refunded", outcome: "applied" });
    expect(await recordChargeRefund(db, stationId, orderId, charge.refundedCents)).toEqual({ status: "partially_refunded", outcome: "duplicate" });
    expect(await getMemberOrder(db, stationId, member, orderId)).toMatchObject({ status: "partially_refunded", refundedBasisPoints: 3000 });
    await payments().refund(chargeId);
    expect(await recordChargeRefund(db, stationId, orderId, 6000)).toEqual({ status: "refunded", outcome: "applied" });
  });
});

async function ownerOf(orderId: number): Promise<number> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row!.userId;
}
