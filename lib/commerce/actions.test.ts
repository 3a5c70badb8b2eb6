// The cart and checkout actions called as a browser would (Host header, session cookie), with the
// payment simulator behind them: blocked and unconfirmed members are refused by the guard and
// change nothing; a card of another member or station cannot pay; a declined card leaves stock,
// balance and cart as they were, with only the failed order on record; the webhook route and the
// development PIX delivery reach the same handler over HTTP.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { establishmentUsers, users } from "@/lib/accounts/schema";
import { simulatePixPaid, TEST_CARDS } from "@/lib/adapters/payments";
import { DELETED_MESSAGE, INACTIVE_MESSAGE, NO_ESTABLISHMENT_MESSAGE, SESSION_EXPIRED_MESSAGE, SUSPENDED_MESSAGE } from "@/lib/auth/guard-messages";
import { getDb, type Db } from "@/lib/db/client";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { seedDemo } from "@/lib/seed/demo";
import { findStationByKey, invalidateStation, type Station } from "@/lib/stations/queries";
import { stations } from "@/lib/stations/schema";
import { POST as webhookRoute } from "@/app/s/[station]/api/pagamentos/webhook/route";
import * as actions from "./actions";
import { saveCard, MSG_CARD_NOT_FOUND } from "@/lib/wallet/cards";
import { markDevPixPaidAction } from "./dev-pix-actions";
import { postWebhook, WEBHOOK_PATH } from "./dev-pix";
import { MSG_CART_OFF } from "./messages";
import { listMemberOrders } from "./orders";
import { cartLines, memberCards, orders, stockReservations } from "./schema";
import { cardFormSchema } from "./schemas";
import { balanceOf, CARD_FORM, credit, makeShop, stockOf, type Shop } from "./test-fixtures";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

let db: Db;
let demo: Station;
let vitrine: Station;
let shop: Shop;

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  shop = await makeShop(db, demo.id, { points: 400, products: [{ value: 6000, limit: 3, stock: 8 }] });
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const userId = (email: string) => userIdByEmail(db, demo.id, email);

let counter = 0;
/** A member who may enter the station, with `balance` hundredths in the wallet. */
async function newMember(station: Station, balance = 0): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ stationId: station.id, name: "Comprador", email: `comprador${++counter}@${station.slug}.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  await db.insert(establishmentUsers).values({ stationId: station.id, establishmentId: station.establishment!.id, userId: row!.id });
  if (balance > 0) await credit(db, station.id, row!.id, balance);
  return row!.id;
}

const signIn = (id: number, station: Station | null = demo) => signInAs(db, id, station);

const productId = () => shop.products[0]!.id;
const pickup = () => [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }];

async function writes() {
  const n = async (table: typeof cartLines | typeof memberCards | typeof orders | typeof stockReservations) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { cart: await n(cartLines), cards: await n(memberCards), orders: await n(orders), holds: await n(stockReservations), stock: await stockOf(db, productId()) };
}

/** Every action of the cart and checkout, with inputs that would succeed for a member who may enter. */
function everyCall(): [string, () => Promise<{ ok: boolean; message?: string }>][] {
  return [
    ["addToCart", () => actions.addToCartAction({ products: [{ id: productId(), quantity: 1 }] })],
    ["updateCart", () => actions.updateCartAction({ items: [{ productId: productId(), quantity: 2 }] })],
    ["removeFromCart", () => actions.removeFromCartAction({ productId: productId() })],
    ["reserveCart", () => actions.reserveCartAction({})],
    ["lookupCep", () => actions.lookupCepAction({ cep: "01310-200" })],
    ["saveCard", () => actions.saveCardAction(CARD_FORM)],
    ["saveCheckoutCard", () => actions.saveCheckoutCardAction(CARD_FORM)],
    ["submitOrder", () => actions.submitOrderAction({ idempotencyKey: "guarded-attempt", deliveries: pickup(), payment: { type: "pix" } })],
    ["verifyPayment", () => actions.verifyPaymentAction({ orderId: 1 })],
  ];
}

describe("the checkout actions behind the member gate", () => {
  it.each([
    ["suspenso@demo.test", SUSPENDED_MESSAGE],
    ["excluido@demo.test", DELETED_MESSAGE],
    ["inativo@demo.test", INACTIVE_MESSAGE],
    ["semvinculo@demo.test", NO_ESTABLISHMENT_MESSAGE],
  ])("refuses %s on every action and changes nothing", async (email, message) => {
    const id = await userId(email);
    await db.insert(cartLines).values({ stationId: demo.id, userId: id, productId: productId(), quantity: 1 }).onConflictDoNothing();
    await signIn(id);
    const before = await writes();
    for (const [name, call] of everyCall()) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message } });
    expect(await writes()).toEqual(before);
  });

  it("refuses a session of another station, of the apex, and no session at all", async () => {
    const member = await newMember(demo, 50_000);
    await db.insert(cartLines).values({ stationId: demo.id, userId: member, productId: productId(), quantity: 1 });
    const before = await writes();
    for (const station of [vitrine, null]) {
      await signIn(member, station);
      for (const [name, call] of everyCall()) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    }
    fakeRequest.cookies.clear();
    for (const [name, call] of everyCall()) expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: SESSION_EXPIRED_MESSAGE } });
    expect(await writes()).toEqual(before);
  });
});

describe("a station whose cart is off", () => {
  it("refuses every cart action with one message and changes nothing; the card and the CEP still work", async () => {
    const member = await newMember(demo, 50_000);
    await db.insert(cartLines).values({ stationId: demo.id, userId: member, productId: productId(), quantity: 1 });
    await signIn(member);
    await db.update(stations).set({ checkoutAccess: false }).where(eq(stations.id, demo.id));
    invalidateStation(demo);
    try {
      const before = await writes();
      const cartActions = ["addToCart", "updateCart", "removeFromCart", "reserveCart", "submitOrder"];
      for (const [name, call] of everyCall().filter(([name]) => cartActions.includes(name))) {
        expect({ name, answer: await call() }).toEqual({ name, answer: { ok: false, message: MSG_CART_OFF } });
      }
      expect(await writes()).toEqual(before);
      expect(await actions.lookupCepAction({ cep: "01310-200" })).toMatchObject({ ok: true });
    } finally {
      await db.update(stations).set({ checkoutAccess: true }).where(eq(stations.id, demo.id));
      invalidateStation(demo);
    }
  });
});

describe("a member checking out", () => {
  it("adds, reserves, looks up a CEP, saves a card and pays by PIX; the answer has the QR and the development page", async () => {
    const member = await newMember(demo, 1000);
    await signIn(member);
    expect(await actions.addToCartAction({ products: [{ id: productId(), quantity: 2 }] })).toEqual({ ok: true, data: { message: "Produtos adicionados ao carrinho" } });
    const updated = await actions.updateCartAction({ items: [{ productId: productId(), quantity: 1 }] });
    expect(updated.ok && updated.data.actions[0]?.lines.map((l) => l.quantity)).toEqual([1]);
    const reserved = await actions.reserveCartAction({});
    expect(reserved).toMatchObject({ ok: true, data: { reserveTime: 600 } });
    expect(reserved.ok && new Date(reserved.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await actions.lookupCepAction({ cep: "01310-200" })).toMatchObject({ ok: true, data: { found: true, address: { cep: "01310200", state: "SP" } } });
    expect(await actions.lookupCepAction({ cep: "00000-000" })).toEqual({ ok: true, data: { found: false } });
    expect(await actions.lookupCepAction({ cep: "123" })).toMatchObject({ ok: false, fieldErrors: { cep: "CEP inválido" } });

    const saved = await actions.saveCardAction(CARD_FORM);
    expect(saved).toMatchObject({ ok: true, data: { brand: "Visa", lastDigits: "0010", holderName: "ANA SOUZA", expiry: "12/39" } });
    expect(await actions.saveCardAction({ ...CARD_FORM, cvv: "" })).toMatchObject({ ok: false, fieldErrors: { cvv: "Esse campo é obrigatório" } });

    const answer = await actions.submitOrderAction({ idempotencyKey: `checkout-pix-${member}`, deliveries: pickup(), payment: { type: "pix" } });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.data.order).toMatchObject({ status: "pending_payment", walletValue: 1000, gatewayValue: 5000 });
    expect(answer.data.pixQrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(answer.data.devPixUrl).toBe(`/dev/pix/${answer.data.order.code}`);

    // "Verificar pagamento" before and after the PIX is paid.
    expect(await actions.verifyPaymentAction({ orderId: answer.data.order.id })).toMatchObject({ ok: true, data: { status: "pending_payment" } });
    const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, answer.data.order.id));
    await simulatePixPaid(row!.chargeId!);
    expect(await actions.verifyPaymentAction({ orderId: answer.data.order.id })).toMatchObject({ ok: true, data: { status: "paid", cashbackValue: 400 } });
    expect(await balanceOf(db, demo.id, member)).toBe(400);
  });

  it("cannot pay with a card of another member or of another station", async () => {
    const member = await newMember(demo, 0);
    const other = await newMember(demo, 0);
    const elsewhere = await newMember(vitrine, 0);
    const card = cardFormSchema.parse(CARD_FORM);
    const othersCard = await saveCard(db, { stationId: demo.id, userId: other }, card);
    const vitrineCard = await saveCard(db, { stationId: vitrine.id, userId: elsewhere }, card);
    await signIn(member);
    await actions.addToCartAction({ products: [{ id: productId(), quantity: 1 }] });
    const before = { ...(await writes()), balance: await balanceOf(db, demo.id, member) };
    for (const cardId of [othersCard.id, vitrineCard.id, 999_999]) {
      expect(await actions.submitOrderAction({ idempotencyKey: `checkout-stolen-${cardId}`, deliveries: pickup(), payment: { type: "credit_card", cardId } })).toEqual({
        ok: false,
        message: MSG_CARD_NOT_FOUND,
        fieldErrors: { "payment.cardId": MSG_CARD_NOT_FOUND },
      });
    }
    expect({ ...(await writes()), balance: await balanceOf(db, demo.id, member) }).toEqual(before);
  });

  it("a declined card: the failure reason to show, and stock, balance and cart as they were; only the failed order is recorded", async () => {
    const member = await newMember(demo, 2000);
    await signIn(member);
    await actions.addToCartAction({ products: [{ id: productId(), quantity: 1 }] });
    await actions.reserveCartAction({});
    const declined = TEST_CARDS.find((c) => c.outcome === "declined")!;
    const card = await actions.saveCheckoutCardAction({ ...CARD_FORM, number: declined.number, save: true });
    if (!card.ok) throw new Error(card.message);
    const stock = await stockOf(db, productId());
    const cartBefore = await db.select({ productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.userId, member));

    const answer = await actions.submitOrderAction({ idempotencyKey: `declined-${member}`, deliveries: pickup(), payment: { type: "credit_card", cardId: card.data.id } });
    expect(answer).toMatchObject({ ok: true, data: { order: { status: "failed", failureReason: declined.note }, pixQrCodeDataUrl: null, devPixUrl: null } });
    expect(await stockOf(db, productId())).toBe(stock);
    expect(await balanceOf(db, demo.id, member)).toBe(2000);
    expect(await db.select({ productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.userId, member))).toEqual(cartBefore);
    // "Meus pedidos" is unchanged: the refused attempt is no order of theirs.
    expect(await listMemberOrders(db, demo.id, member)).toEqual([]);
    // "Save" was ticked, but the gateway never accepted the card: it is not listed later.
    const { listMemberCards } = await import("@/lib/wallet/cards");
    expect(await listMemberCards(db, demo.id, member)).toEqual([]);

    // "Sim" → step 2 with another way: the approving card pays, and is saved as asked.
    const good = await actions.saveCheckoutCardAction({ ...CARD_FORM, save: true });
    if (!good.ok) throw new Error(good.message);
    const retry = await actions.submitOrderAction({ idempotencyKey: `checkout-retry-${member}`, deliveries: pickup(), payment: { type: "credit_card", cardId: good.data.id } });
    expect(retry).toMatchObject({ ok: true, data: { order: { status: "paid", walletValue: 2000, gatewayValue: 4000 } } });
    expect(await stockOf(db, productId())).toBe(stock - 1);
    expect((await listMemberCards(db, demo.id, member)).map((c) => c.id)).toEqual([good.data.id]);
  });
});

describe("the webhook route and the development PIX page", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    // Stands in for the app's HTTP front: hands each request to the route with its own Host.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        fakeRequest.host = req.headers.host!;
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const response = await webhookRoute(new NextRequest(`http://${req.headers.host}${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }), {
          params: Promise.resolve({ station: req.headers.host!.split(".")[0]! }),
        });
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(await response.text());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function pendingPix(): Promise<{ member: number; orderId: number; chargeId: string }> {
    const member = await newMember(demo, 0);
    await signIn(member);
    await actions.addToCartAction({ products: [{ id: productId(), quantity: 1 }] });
    const answer = await actions.submitOrderAction({ idempotencyKey: `checkout-route-${member}`, deliveries: pickup(), payment: { type: "pix" } });
    if (!answer.ok) throw new Error(answer.message);
    fakeRequest.cookies.clear();
    const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, answer.data.order.id));
    return { member, orderId: answer.data.order.id, chargeId: row!.chargeId! };
  }

  it("a signed delivery over HTTP to demo.localhost (reached on 127.0.0.1 with its Host) pays the order; unsigned is 401", async () => {
    const { member, orderId, chargeId } = await pendingPix();
    const { body, headers } = await simulatePixPaid(chargeId);
    const url = `http://demo.localhost:${port}${WEBHOOK_PATH}`;
    expect(await postWebhook(url, body, { "content-type": "application/json" })).toMatchObject({ status: 401 });
    expect((await listMemberOrders(db, demo.id, member)).find((o) => o.id === orderId)?.status).toBe("pending_payment");
    const delivered = await postWebhook(url, body, headers);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toEqual({ ok: true, outcome: "applied" });
    expect((await listMemberOrders(db, demo.id, member)).find((o) => o.id === orderId)?.status).toBe("paid");
    expect(await balanceOf(db, demo.id, member)).toBe(400);
    // The same charge posted to another station's URL is not that station's order.
    expect(await postWebhook(`http://vitrine.localhost:${port}${WEBHOOK_PATH}`, body, headers)).toMatchObject({ status: 404 });
  });

  it("the page's action is refused to a request that did not come from the server's own machine", async () => {
    const { orderId } = await pendingPix();
    const [row] = await db.select({ code: orders.code }).from(orders).where(eq(orders.id, orderId));
    expect(await markDevPixPaidAction({ code: row!.code })).toEqual({ ok: false, message: "Página não encontrada" });
    const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(after?.status).toBe("pending_payment");
  });
});
