import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityProducts } from "@/lib/activities/schema";
import { MSG_LIMIT, MSG_OUT_OF_STOCK, MSG_UNAVAILABLE, productLimitMessage } from "@/lib/activities/messages";
import { getDb, type Db } from "@/lib/db/client";
import { addToCart, getCart, removeFromCart, updateCart } from "./cart";
import { MSG_CART_ADDED } from "./messages";
import { reserveCart } from "./reservation";
import { submitOrder } from "./orders";
import { makeMember, makeShop, makeStation } from "./test-fixtures";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const quantities = async (userId: number) =>
  Object.fromEntries((await getCart(db, stationId, userId)).actions.flatMap((a) => a.lines.map((l) => [l.productId, l.quantity])));

describe("cart", () => {
  it("adds products with the spec's message and adds to what the cart already holds", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    const [p] = shop.products;
    await expect(addToCart(db, { stationId, userId: member, products: [{ id: p!.id, quantity: 1 }] })).resolves.toEqual({ message: MSG_CART_ADDED });
    expect(MSG_CART_ADDED).toBe("Produtos adicionados ao carrinho");
    await addToCart(db, { stationId, userId: member, products: [{ id: p!.id, quantity: 1 }] });
    expect(await quantities(member)).toEqual({ [p!.id]: 2 });
  });

  it("refuses a quantity above the product's per-order limit", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 2, stock: 50 }] });
    const member = await makeMember(db, stationId);
    const id = shop.products[0]!.id;
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 2 }] });
    await expect(addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] })).rejects.toThrow(productLimitMessage("Produto 1", 2));
    expect(await quantities(member)).toEqual({ [id]: 2 });
  });

  it("refuses more than the remaining stock with the spec's out-of-stock text", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 10, stock: 3 }] });
    const member = await makeMember(db, stationId);
    const id = shop.products[0]!.id;
    await expect(addToCart(db, { stationId, userId: member, products: [{ id, quantity: 4 }] })).rejects.toThrow(MSG_OUT_OF_STOCK);
    expect(MSG_OUT_OF_STOCK).toBe("O estoque desse(s) produto(s) está esgotado no momento.");
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 3 }] });
    expect((await getCart(db, stationId, member)).actions[0]!.lines[0]!.maxQuantity).toBe(3);
  });

  it("counts other members' reservations against the remaining stock, but not the member's own", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 10, stock: 5 }] });
    const id = shop.products[0]!.id;
    const holder = await makeMember(db, stationId);
    const other = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: holder, products: [{ id, quantity: 4 }] });
    await reserveCart(db, { stationId, userId: holder });
    await expect(addToCart(db, { stationId, userId: other, products: [{ id, quantity: 2 }] })).rejects.toThrow(MSG_OUT_OF_STOCK);
    await addToCart(db, { stationId, userId: other, products: [{ id, quantity: 1 }] });
    expect((await getCart(db, stationId, other)).actions[0]!.lines[0]!.maxQuantity).toBe(1);
    // The holder may grow up to the whole stock: their own hold is theirs.
    await addToCart(db, { stationId, userId: holder, products: [{ id, quantity: 1 }] });
    expect((await getCart(db, stationId, holder)).actions[0]!.lines[0]!.maxQuantity).toBe(5);
  });

  it("always lets a quantity shrink, even below a stock that fell meanwhile, and 0 removes the line", async () => {
    const shop = await makeShop(db, stationId, { products: [{ value: 1000, limit: 10, stock: 5 }, { value: 500, limit: 10, stock: 5 }] });
    const [a, b] = shop.products;
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: a!.id, quantity: 4 }, { id: b!.id, quantity: 1 }] });
    await db.update(activityProducts).set({ stock: 1 }).where(eq(activityProducts.id, a!.id));
    await updateCart(db, { stationId, userId: member, items: [{ productId: a!.id, quantity: 3 }] });
    await expect(updateCart(db, { stationId, userId: member, items: [{ productId: a!.id, quantity: 4 }] })).rejects.toThrow(MSG_OUT_OF_STOCK);
    await updateCart(db, { stationId, userId: member, items: [{ productId: b!.id, quantity: 0 }] });
    expect(await quantities(member)).toEqual({ [a!.id]: 3 });
    await removeFromCart(db, { stationId, userId: member, productId: a!.id });
    const cart = await getCart(db, stationId, member);
    expect(cart.actions).toEqual([]);
    expect(cart.totals.subtotal).toBe(0);
  });

  it("refuses products of a closed activity, of another station, or of a non-shop activity", async () => {
    const shop = await makeShop(db, stationId);
    const member = await makeMember(db, stationId);
    await db.update(activities).set({ active: false }).where(eq(activities.id, shop.activityId));
    await expect(addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 1 }] })).rejects.toThrow(MSG_UNAVAILABLE);
    expect(MSG_UNAVAILABLE).toBe("Erro! Esta atividade não está disponível.");

    const elsewhere = await makeStation(db);
    const foreign = await makeShop(db, elsewhere);
    await expect(addToCart(db, { stationId, userId: member, products: [{ id: foreign.products[0]!.id, quantity: 1 }] })).rejects.toThrow(MSG_UNAVAILABLE);

    const quiz = await makeShop(db, stationId, { typeId: 6 });
    await expect(addToCart(db, { stationId, userId: member, products: [{ id: quiz.products[0]!.id, quantity: 1 }] })).rejects.toThrow(MSG_UNAVAILABLE);
    expect(await quantities(member)).toEqual({});
  });

  it("refuses to add once the member reached the activity's participation limit", async () => {
    const shop = await makeShop(db, stationId, { limitPerUser: 1, products: [{ value: 1000, limit: 5, stock: 10 }] });
    const member = await makeMember(db, stationId, 10_000);
    const id = shop.products[0]!.id;
    await addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] });
    await submitOrder(db, { stationId, userId: member, idempotencyKey: "limit-order-1", deliveries: [{ activityId: shop.activityId, deliveryLocationId: shop.pickupPoint.id }] });
    await expect(addToCart(db, { stationId, userId: member, products: [{ id, quantity: 1 }] })).rejects.toThrow(MSG_LIMIT);
    expect(MSG_LIMIT).toBe("Olá, você já ultrapassou o limite de participações nessa atividade!");
  });

  it("shows the lines grouped by activity with their delivery options and the spec's totals", async () => {
    const shop = await makeShop(db, stationId, { points: 300, additionalCashback: 200, products: [{ value: 5000, discountValue: 1000, limit: 5, stock: 10 }, { value: 1500, limit: 5, stock: 10 }] });
    const digital = await makeShop(db, stationId, { digitalProduct: true, points: 100, products: [{ value: 2500, limit: 5, stock: 10 }] });
    const member = await makeMember(db, stationId);
    await addToCart(db, { stationId, userId: member, products: [{ id: shop.products[0]!.id, quantity: 2 }, { id: shop.products[1]!.id, quantity: 1 }, { id: digital.products[0]!.id, quantity: 1 }] });
    const cart = await getCart(db, stationId, member);
    expect(cart.actions.map((a) => [a.activityId, a.lines.length, a.deliveryLocations.length])).toEqual([
      [shop.activityId, 2, 2],
      [digital.activityId, 1, 0],
    ]);
    expect(cart.totals).toMatchObject({ products: 2 * 4000 + 1500 + 2500, delivery: 0, subtotal: 12_000, cashback: 300 + 200 + 100 });
  });
});
