// A card the gateway declines leaves no trace a member would read as something that happened: the
// order's wallet debit and its return (they net to zero) are in neither side of "Meu extrato" nor
// in its totals, while a paid order's debit, cashback and cashback reversal stay; and a card ticked
// "save" in the checkout is listed in "Meios de pagamento" only once a charge on it was approved.
// Real SQL on the test database (PGlite, or PostgreSQL with DATABASE_URL).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, TEST_CARDS } from "@/lib/adapters/payments";
import { getDb, type Db } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { pointsLedger } from "@/lib/wallet/schema";
import { listStatement } from "@/lib/wallet/statement";
import { addToCart } from "./cart";
import { listMemberCards, saveCard } from "@/lib/wallet/cards";
import { gatewayPaymentPort } from "@/lib/wallet/gateway";
import { listMemberOrders, submitOrder } from "./orders";
import { orders } from "./schema";
import { cardFormSchema } from "./schemas";
import { settleFromCharge } from "./settlement";
import { CARD_FORM, makeMember, makeShop, makeStation } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const DECLINED = TEST_CARDS.find((c) => c.outcome === "declined")!;
const APPROVED = TEST_CARDS.find((c) => c.outcome === "approve")!;

/** A card as the checkout's card step keeps it: "save" as ticked, saved only once a charge is approved. */
function checkoutCard(member: number, number: string, save: boolean) {
  return saveCard(db, { stationId, userId: member }, cardFormSchema.parse({ ...CARD_FORM, number, save }), { keep: "on_approval" });
}

type Shop = Awaited<ReturnType<typeof makeShop>>;

/**
 * One unit of a new product worth 60,00 (earning 4,00 of cashback) paid by `cardId`, the wallet
 * first; with `retry`, the cart a declined card gave back is paid again instead.
 */
async function buyWithCard(member: number, cardId: number, retry?: Shop) {
  const shop = retry ?? (await makeShop(db, stationId, { points: 400, products: [{ value: 6000, stock: 5 }] }));
  if (!retry) await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] });
  const { order } = await submitOrder(
    db,
    { stationId, userId: member, idempotencyKey: `declined-traces-${cardId}`, deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }], payment: { type: "credit_card", cardId } },
    { payments: gatewayPaymentPort(db) },
  );
  return Object.assign(order, { shop });
}

async function statement(member: number, pageSize?: number) {
  const who = { stationId, userId: member };
  return { earned: await listStatement(db, who, { side: "earned", pageSize }), used: await listStatement(db, who, { side: "used", pageSize }) };
}

describe("a declined card in Meu extrato", () => {
  it("shows neither the failed order's wallet debit nor its return, in the lists or the totals; the balance is unchanged", async () => {
    const member = await makeMember(db, stationId, 2000);
    const before = await statement(member);
    const card = await checkoutCard(member, DECLINED.number, false);
    const failed = await buyWithCard(member, card.id);
    expect(failed).toMatchObject({ status: "failed", walletValue: 2000 });

    const after = await statement(member);
    const names = [...after.earned.rows, ...after.used.rows].map((r) => r.actionName);
    expect(names.filter((n) => n.includes(failed.code)), "nothing of the declined order is listed").toEqual([]);
    expect({ earned: [after.earned.total, after.earned.sum], used: [after.used.total, after.used.sum] }, "the totals are those before the attempt").toEqual({
      earned: [before.earned.total, before.earned.sum],
      used: [before.used.total, before.used.sum],
    });
    expect(await getBalance(db, stationId, member)).toBe(2000);
    expect(after.earned.sum - after.used.sum).toBe(2000);
  });

  it("keeps a paid order's debit, cashback and cashback reversal, and pages stay consistent with the totals", async () => {
    const member = await makeMember(db, stationId, 2000);
    const failed = await buyWithCard(member, (await checkoutCard(member, DECLINED.number, false)).id);
    const paid = await buyWithCard(member, (await checkoutCard(member, APPROVED.number, false)).id, failed.shop);
    expect(paid).toMatchObject({ status: "paid", walletValue: 2000, cashbackValue: 400 });
    // The gateway gives the whole charge back: the cashback is reversed, the paid debit stays.
    const [row] = await db.select({ chargeId: orders.gatewayChargeId }).from(orders).where(eq(orders.id, paid.id));
    const refunded = await payments().refund(row!.chargeId!);
    await settleFromCharge(db, stationId, paid.id, refunded, `evt_${row!.chargeId}_refund_${refunded.refundedCents}`);

    const { earned, used } = await statement(member, 1);
    expect(used.total, "the paid order's debit and the cashback reversal").toBe(2);
    // The charge was 40,00 of 60,00: the reversal takes back that share of the cashback.
    const [reversal] = await db.select({ amount: pointsLedger.amount }).from(pointsLedger).where(and(eq(pointsLedger.reference, `order:${paid.id}`), eq(pointsLedger.kind, "cashback_reversal")));
    expect(reversal!.amount).toBeLessThan(0);
    expect(used.sum).toBe(2000 - reversal!.amount);
    expect(earned.total, "the initial credit and the paid order's cashback").toBe(2);
    expect(earned.sum).toBe(2000 + 400);
    expect(used.pageCount).toBe(2);
    const usedNames = [(await listStatement(db, { stationId, userId: member }, { side: "used", page: 1, pageSize: 1 })).rows, (await listStatement(db, { stationId, userId: member }, { side: "used", page: 2, pageSize: 1 })).rows]
      .flat()
      .map((r) => r.actionName);
    expect(usedNames.sort()).toEqual([`Estorno do cashback do pedido ${paid.code}`, `Pedido ${paid.code}`].sort());
    expect(earned.sum - used.sum).toBe(await getBalance(db, stationId, member));
  });
});

describe("a card ticked 'save' in the checkout", () => {
  it("is not listed nor offered after the gateway declined it, and no order of the member's shows", async () => {
    const member = await makeMember(db, stationId, 0);
    const card = await checkoutCard(member, DECLINED.number, true);
    expect(await buyWithCard(member, card.id)).toMatchObject({ status: "failed" });
    expect(await listMemberCards(db, stationId, member), "the declined card is no saved card").toEqual([]);
    expect(await listMemberOrders(db, stationId, member)).toEqual([]);
  });

  it("is listed once a charge on it was approved; one not ticked stays unlisted even when it paid", async () => {
    const member = await makeMember(db, stationId, 0);
    const kept = await checkoutCard(member, APPROVED.number, true);
    expect(await listMemberCards(db, stationId, member), "not before the charge").toEqual([]);
    expect(await buyWithCard(member, kept.id)).toMatchObject({ status: "paid" });
    const once = await checkoutCard(member, "5555555555554444", false);
    expect(await buyWithCard(member, once.id)).toMatchObject({ status: "paid" });
    expect((await listMemberCards(db, stationId, member)).map((c) => c.id)).toEqual([kept.id]);
  });

  it("the wallet's own 'Adicionar cartão' saves at once", async () => {
    const member = await makeMember(db, stationId, 0);
    const card = await saveCard(db, { stationId, userId: member }, cardFormSchema.parse({ ...CARD_FORM, save: true }));
    expect((await listMemberCards(db, stationId, member)).map((c) => c.id)).toEqual([card.id]);
  });
});
