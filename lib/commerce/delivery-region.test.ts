// The delivery region follows the address's CEP: a region with CEP ranges or cities covers only
// those; a region with neither covers what no other region of the activity covers. The checkout
// refuses a region that does not cover the CEP, so a far address cannot ship at a near price.
// Real SQL on the test database; CEPs resolved by the offline CEP driver (capitals and demo CEPs).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryLocations } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { addToCart } from "./cart";
import { MSG_REGION_NOT_COVERED, MSG_REGION_NONE } from "./messages";
import { submitOrder } from "./orders";
import { orders } from "./schema";
import { makeMember, makeShop, makeStation } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const PAULISTA = { address: "Avenida Paulista", number: "1578", zipcode: "01310-200" };
const ESPLANADA = { address: "Praça dos Três Poderes", number: "1", zipcode: "70150-900" };
const PORTO_ALEGRE = { address: "Rua dos Andradas", number: "100", zipcode: "90020-000" };

/** A shop whose regions are São Paulo by CEP range (R$ 8,00), Brasília by city (R$ 25,00) and, optionally, everywhere else (R$ 40,00). */
async function regionalShop(withElsewhere: boolean) {
  const shop = await makeShop(db, stationId, { products: [{ value: 5000, stock: 10 }] });
  await db.delete(deliveryLocations).where(eq(deliveryLocations.id, shop.deliveryRegion.id));
  const rows = [
    { stationId, activityId: shop.activityId, name: "São Paulo (capital)", price: 800, delivery: true, cepRanges: [["01000000", "05999999"], ["08000000", "08499999"]] as [string, string][] },
    { stationId, activityId: shop.activityId, name: "Brasília", price: 2500, delivery: true, cities: ["Brasília/DF"] },
    ...(withElsewhere ? [{ stationId, activityId: shop.activityId, name: "Demais localidades", price: 4000, delivery: true }] : []),
  ];
  const regions = await db.insert(deliveryLocations).values(rows).returning({ id: deliveryLocations.id });
  return { shop, saoPaulo: regions[0]!.id, brasilia: regions[1]!.id, elsewhere: regions[2]?.id ?? 0 };
}

async function checkout(activityId: number, productId: number, deliveryLocationId: number, address: typeof PAULISTA) {
  const member = await makeMember(db, stationId, 100_000);
  await addToCart(db, { stationId, userId: member, products: [{ id: productId, quantity: 1 }] });
  const submit = () => submitOrder(db, { stationId, userId: member, idempotencyKey: `region-${activityId}-${deliveryLocationId}`, deliveries: [{ activityId, deliveryLocationId, ...address, zipcode: address.zipcode.replace(/\D/g, "") }] });
  return { member, submit };
}

const ordersOf = (member: number) => db.select({ id: orders.id }).from(orders).where(eq(orders.userId, member));

describe("the delivery region is the one that covers the address's CEP", () => {
  it("refuses the cheap São Paulo region for a Brasília address, and writes nothing", async () => {
    const { shop, saoPaulo } = await regionalShop(true);
    const { member, submit } = await checkout(shop.activityId, shop.products[0]!.id, saoPaulo, ESPLANADA);
    await expect(submit()).rejects.toMatchObject({ message: MSG_REGION_NOT_COVERED, fieldErrors: { "deliveries.0.deliveryLocationId": MSG_REGION_NOT_COVERED } });
    expect(await ordersOf(member)).toEqual([]);
  });

  it("refuses the catch-all region for an address a specific region covers", async () => {
    const { shop, elsewhere } = await regionalShop(true);
    const { submit } = await checkout(shop.activityId, shop.products[0]!.id, elsewhere, ESPLANADA);
    await expect(submit()).rejects.toMatchObject({ message: MSG_REGION_NOT_COVERED });
  });

  it("accepts and prices the region of the CEP: by range, by city, and the catch-all for the rest", async () => {
    const { shop, saoPaulo, brasilia, elsewhere } = await regionalShop(true);
    const product = shop.products[0]!.id;
    const bySaoPaulo = await (await checkout(shop.activityId, product, saoPaulo, PAULISTA)).submit();
    expect(bySaoPaulo.order).toMatchObject({ totalValue: 5800 });
    const byBrasilia = await (await checkout(shop.activityId, product, brasilia, ESPLANADA)).submit();
    expect(byBrasilia.order).toMatchObject({ totalValue: 7500 });
    const byElsewhere = await (await checkout(shop.activityId, product, elsewhere, PORTO_ALEGRE)).submit();
    expect(byElsewhere.order).toMatchObject({ totalValue: 9000 });
  });

  it("says so when no region delivers to the CEP", async () => {
    const { shop, saoPaulo } = await regionalShop(false);
    const { submit } = await checkout(shop.activityId, shop.products[0]!.id, saoPaulo, PORTO_ALEGRE);
    await expect(submit()).rejects.toMatchObject({ message: MSG_REGION_NONE, fieldErrors: { "deliveries.0.zipcode": MSG_REGION_NONE } });
  });

  it("a region without ranges or cities, alone, still delivers anywhere (as before)", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 5000, stock: 10 }] });
    const { submit } = await checkout(shop.activityId, shop.products[0]!.id, shop.deliveryRegion.id, PORTO_ALEGRE);
    expect((await submit()).order).toMatchObject({ totalValue: 5000 + shop.deliveryRegion.price });
  });
});
