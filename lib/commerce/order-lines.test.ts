// A product named on several lines of one request is one quantity: the per-order limit and the
// stock see the sum, on the delivery form (type 14) and in the cart, so splitting a product over
// lines cannot pass the limit line by line.
import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { productLimitMessage } from "@/lib/activities/messages";
import { placeDeliveryOrder } from "./delivery-form";
import { participations } from "@/lib/activities/schema";
import { getDb, type Db } from "@/lib/db/client";
import { addToCart, getCart, updateCart } from "./cart";
import { mergeLines } from "./lines";
import { getMemberOrder } from "./orders";
import { orders } from "./schema";
import { takeCheckoutStock } from "./stock";
import { makeMember, makeShop, makeStation, stockOf } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const deliveryShop = () =>
  makeShop(db, stationId, { typeId: 14, discountDelivery: 300, products: [{ value: 8990, limit: 2, stock: 25 }, { value: 1890, limit: 5, stock: 60 }] });

const orderCount = async (userId: number) =>
  (await db.select({ n: count() }).from(orders).where(and(eq(orders.stationId, stationId), eq(orders.userId, userId))))[0]!.n;
const participationCount = async (userId: number) =>
  (await db.select({ n: count() }).from(participations).where(and(eq(participations.stationId, stationId), eq(participations.userId, userId))))[0]!.n;

const cartQuantities = async (userId: number) =>
  Object.fromEntries((await getCart(db, stationId, userId)).actions.flatMap((a) => a.lines.map((l) => [l.productId, l.quantity])));

describe("mergeLines", () => {
  it("sums the quantities of a product named on several lines, keeping the first line's place and fields", () => {
    const merged = mergeLines([
      { productId: 7, quantity: 2, name: "a" },
      { productId: 3, quantity: 1, name: "b" },
      { productId: 7, quantity: 2, name: "c" },
      { productId: 7, quantity: 0, name: "d" },
    ]);
    expect(merged).toEqual([
      { productId: 7, quantity: 4, name: "a" },
      { productId: 3, quantity: 1, name: "b" },
    ]);
  });
});

describe("a product split over several lines of one order", () => {
  it("refuses three lines of 2 for a product limited to 2 per order on the delivery form, and writes nothing", async () => {
    const shop = await deliveryShop();
    const member = await makeMember(db, stationId);
    const limited = shop.products[0]!;
    await expect(
      placeDeliveryOrder(db, {
        stationId,
        userId: member,
        activityId: shop.activityId,
        nonce: "split-lines-attack",
        phone: "11987654321",
        deliveryLocationId: shop.deliveryRegion.id,
        address: "Rua Augusta, 100",
        reference: "Portão azul",
        items: [
          { productId: limited.id, quantity: 2 },
          { productId: limited.id, quantity: 2 },
          { productId: limited.id, quantity: 2 },
        ],
      }),
    ).rejects.toThrow(productLimitMessage("Produto 1", 2));
    expect(await stockOf(db, limited.id), "stock taken by a refused order").toBe(limited.stock);
    expect(await orderCount(member), "orders written by a refused order").toBe(0);
    expect(await participationCount(member), "participations written by a refused order").toBe(0);
  });

  it("accepts the same product on two lines within its limit as one item, and takes the stock once", async () => {
    const shop = await deliveryShop();
    const member = await makeMember(db, stationId);
    const [limited, other] = shop.products;
    const { orderId, total } = await placeDeliveryOrder(db, {
      stationId,
      userId: member,
      activityId: shop.activityId,
      nonce: "split-lines-fine",
      phone: "11987654321",
      deliveryLocationId: shop.deliveryRegion.id,
      address: "Rua Augusta, 100",
      reference: "Portão azul",
      items: [
        { productId: limited!.id, quantity: 1 },
        { productId: other!.id, quantity: 1 },
        { productId: limited!.id, quantity: 1 },
      ],
    });
    expect(total).toBe(limited!.value * 2 + other!.value - 300 + shop.deliveryRegion.price);
    const order = await getMemberOrder(db, stationId, member, orderId);
    const items = (order?.actions[0]?.items ?? []).map((i) => [i.productId, i.quantity]);
    expect(items.sort((a, b) => a[0]! - b[0]!)).toEqual([
      [limited!.id, 2],
      [other!.id, 1],
    ]);
    expect(await stockOf(db, limited!.id)).toBe(limited!.stock - 2);
    expect(await stockOf(db, other!.id)).toBe(other!.stock - 1);
    expect(await orderCount(member)).toBe(1);
  });

  it("refuses a cart update that names a product limited to 2 on three lines of 2, and leaves the cart as it was", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 8990, limit: 2, stock: 25 }] });
    const member = await makeMember(db, stationId);
    const id = shop.products[0]!.id;
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    await expect(
      updateCart(db, {
        stationId,
        userId: member,
        items: [
          { productId: id, quantity: 2 },
          { productId: id, quantity: 2 },
          { productId: id, quantity: 2 },
        ],
      }),
    ).rejects.toThrow(productLimitMessage("Produto 1", 2));
    expect(await cartQuantities(member)).toEqual({ [id]: 1 });
  });

  it("refuses adding a product limited to 2 on two lines of 2, and accepts two lines of 1", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 8990, limit: 2, stock: 25 }] });
    const member = await makeMember(db, stationId);
    const id = shop.products[0]!.id;
    await expect(addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }, { id, quantity: 2 }] })).rejects.toThrow(productLimitMessage("Produto 1", 2));
    expect(await cartQuantities(member)).toEqual({});
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }, { id, quantity: 1 }] });
    expect(await cartQuantities(member)).toEqual({ [id]: 2 });
  });

  it("takes at checkout every unit of a product named on two lines, not one line's", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 5, stock: 10 }] });
    const member = await makeMember(db, stationId);
    const id = shop.products[0]!.id;
    await db.transaction((tx) =>
      takeCheckoutStock(tx, { stationId, userId: member }, [
        { productId: id, quantity: 2 },
        { productId: id, quantity: 3 },
      ]),
    );
    expect(await stockOf(db, id)).toBe(10 - 5);
  });
});
