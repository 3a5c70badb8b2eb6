// Test fixtures of commerce: a station with a shop activity (products, a delivery region and a
// pickup point), members with a balance, and a payment port that answers as told.
import { sql } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { activities, activityProducts, deliveryLocations } from "@/lib/activities/schema";
import type { Db } from "@/lib/db/client";
import { stations } from "@/lib/stations/schema";
import { appendLedgerEntry, getBalance } from "@/lib/wallet/ledger";
import type { ChargeRequest, ChargeResult, PaymentPort } from "@/lib/wallet/payment-port";
import type { CardFormInput } from "./schemas";

let counter = 0;
const unique = () => `${++counter}${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`;

export async function makeStation(db: Db, settings: Record<string, unknown> = {}): Promise<number> {
  const [row] = await db.insert(stations).values({ slug: `loja${unique()}`, name: "Loja", settings }).returning({ id: stations.id });
  return row!.id;
}

export async function makeMember(db: Db, stationId: number, balance = 0): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ stationId, name: "Membro", email: `m${unique()}@loja.test`, cpf: null, active: true, isFirstLogin: false })
    .returning({ id: users.id });
  if (balance > 0) await credit(db, stationId, row!.id, balance);
  return row!.id;
}

export async function credit(db: Db, stationId: number, userId: number, amount: number): Promise<void> {
  await db.transaction((tx) => appendLedgerEntry(tx, { stationId, userId, amount, kind: "seed", idempotencyKey: `test-credit:${unique()}` }));
}

export const balanceOf = (db: Db, stationId: number, userId: number) => getBalance(db, stationId, userId);

export interface Shop {
  activityId: number;
  products: { id: number; value: number; discountValue: number; limit: number; stock: number }[];
  deliveryRegion: { id: number; price: number };
  pickupPoint: { id: number; price: number };
}

export async function makeShop(
  db: Db,
  stationId: number,
  options: {
    typeId?: number;
    points?: number;
    additionalCashback?: number;
    limitPerUser?: number | null;
    digitalProduct?: boolean;
    discountDelivery?: number;
    products?: { value: number; discountValue?: number; limit?: number; stock: number }[];
  } = {},
): Promise<Shop> {
  const [activity] = await db
    .insert(activities)
    .values({
      stationId,
      typeId: options.typeId ?? 3,
      name: `Loja ${unique()}`,
      points: options.points ?? 0,
      additionalCashback: options.additionalCashback ?? 0,
      limitPerUser: options.limitPerUser ?? null,
      digitalProduct: options.digitalProduct ?? false,
      discountDelivery: options.discountDelivery ?? 0,
    })
    .returning({ id: activities.id });
  const activityId = activity!.id;
  const specs = options.products ?? [{ value: 5000, discountValue: 1000, limit: 3, stock: 10 }];
  const products = await db
    .insert(activityProducts)
    .values(specs.map((p, i) => ({ stationId, activityId, name: `Produto ${i + 1}`, value: p.value, discountValue: p.discountValue ?? 0, limit: p.limit ?? 10, stock: p.stock })))
    .returning({ id: activityProducts.id, value: activityProducts.value, discountValue: activityProducts.discountValue, limit: activityProducts.limit, stock: activityProducts.stock });
  const [region, pickup] = await db
    .insert(deliveryLocations)
    .values([
      { stationId, activityId, name: "Centro", price: 800, delivery: true },
      { stationId, activityId, name: "Retirada na sede", price: 0, delivery: false, street: "Av. Paulista", streetNumber: "1578", zipcode: "01310200" },
    ])
    .returning({ id: deliveryLocations.id, price: deliveryLocations.price });
  return { activityId, products, deliveryRegion: region!, pickupPoint: pickup! };
}

/**
 * Units of the product not sold: its stock less the sold rows the expiry job has not folded in yet.
 * Worked out here on its own rather than with unsoldUnitsSql, so tests check that query against an
 * independent figure; and with no floor at 0, so an oversale shows.
 */
export async function stockOf(db: Db, productId: number): Promise<number> {
  const result = (await db.execute(sql`select p.stock - coalesce((select sum(r.quantity) from stock_reservations r
    where r.product_id = p.id and r.order_id is not null), 0) as stock from activity_products p where p.id = ${productId}`)) as unknown as { rows: { stock: number }[] };
  return Number(result.rows[0]!.stock);
}

/** A payment port that answers every charge the same way and remembers what it was asked. */
export function fakePayments(answer: "paid" | "failed" | "pix" | "throw"): PaymentPort & { calls: ChargeRequest[] } {
  const calls: ChargeRequest[] = [];
  return {
    calls,
    async createCharge(request): Promise<ChargeResult> {
      calls.push(request);
      const ids = { gatewayOrderId: `or_${request.orderId}`, gatewayChargeId: `ch_${request.orderId}` };
      if (answer === "throw") throw new Error("gateway unreachable");
      if (answer === "paid") return { status: "paid", ...ids };
      if (answer === "failed") return { status: "failed", ...ids, reason: "Cartão recusado pelo emissor" };
      return { status: "pending", ...ids, pix: { code: `00020126PIX${request.orderId}`, expiresAt: new Date(Date.now() + 30 * 60_000) } };
    },
  };
}

/** A card form as a member fills it in (the approving Visa test card), for saveCard and saveCardAction. */
export const CARD_FORM: CardFormInput = {
  number: "4000 0000 0000 0010",
  name: "ANA SOUZA",
  cpf: "529.982.247-25",
  birthday: "10/05/1990",
  email: "ana@demo.test",
  expiry: "12/39",
  cvv: "123",
  phone: "(11) 98765-4321",
  cep: "01310-200",
  state: "sp",
  city: "São Paulo",
  street: "Avenida Paulista",
  streetNumber: "1578",
  neighborhood: "Bela Vista",
  save: true,
};
