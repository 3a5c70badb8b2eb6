// The checkout starts a delivery's address from the member's last order that was delivered to an
// address on this station: never another member's, another station's, or a pickup point's.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "@/lib/db/client";
import { orderActions, orders } from "./schema";
import { lastDeliveryAddress } from "./saved-address";
import { makeMember, makeShop, makeStation } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

let seq = 0;
async function orderTo(station: number, userId: number, activityId: number, delivery: { delivers: boolean; address?: string; number?: string; complement?: string; zipcode?: string }, createdAt: Date) {
  seq += 1;
  const [order] = await db
    .insert(orders)
    .values({ stationId: station, userId, code: `END${seq}${Date.now()}`, status: "paid", paymentMethod: "wallet", itemsValue: 1000, totalValue: 1000, walletValue: 1000, idempotencyKey: `saved-address-${seq}-${Date.now()}`, createdAt })
    .returning({ id: orders.id });
  await db.insert(orderActions).values({
    stationId: station,
    orderId: order!.id,
    activityId,
    activityName: "Loja",
    activityTypeId: 3,
    itemsValue: 1000,
    totalValue: 1000,
    delivers: delivery.delivers,
    address: delivery.address ?? null,
    number: delivery.number ?? null,
    complement: delivery.complement ?? null,
    zipcode: delivery.zipcode ?? null,
  });
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("the member's last delivery address", () => {
  it("is the newest order delivered to an address on this station, with city and UF read back", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    await orderTo(stationId, member, shop.activityId, { delivers: true, address: "Rua Antiga - Santos/SP", number: "1", zipcode: "11010000" }, day(1));
    await orderTo(stationId, member, shop.activityId, { delivers: true, address: "Avenida Paulista - São Paulo/SP", number: "1578", complement: "Ap. 12", zipcode: "01310200" }, day(5));
    // A later pickup holds the pickup point's address, not the member's.
    await orderTo(stationId, member, shop.activityId, { delivers: false, address: "Av. Paulista", number: "1578", zipcode: "01310200" }, day(9));
    expect(await lastDeliveryAddress(db, stationId, member)).toEqual({
      zipcode: "01310200",
      city: "São Paulo",
      state: "SP",
      address: "Avenida Paulista",
      number: "1578",
      complement: "Ap. 12",
    });
  });

  it("is never another member's or another station's", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    const neighbour = await makeMember(db, stationId);
    const elsewhere = await makeStation(db);
    const otherShop = await makeShop(db, elsewhere);
    await orderTo(stationId, neighbour, shop.activityId, { delivers: true, address: "Rua do Vizinho - Campinas/SP", number: "2", zipcode: "13010000" }, day(3));
    await orderTo(elsewhere, member, otherShop.activityId, { delivers: true, address: "Rua de Outra Estação - Recife/PE", number: "3", zipcode: "50010000" }, day(4));
    expect(await lastDeliveryAddress(db, stationId, member)).toBeNull();
    expect(await lastDeliveryAddress(db, elsewhere, neighbour)).toBeNull();
  });

  it("keeps an address typed without city as it is", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    await orderTo(stationId, member, shop.activityId, { delivers: true, address: "Rua Sem Cidade", number: "10", zipcode: "04000000" }, day(2));
    expect(await lastDeliveryAddress(db, stationId, member)).toEqual({ zipcode: "04000000", city: "", state: "", address: "Rua Sem Cidade", number: "10", complement: "" });
  });
});
