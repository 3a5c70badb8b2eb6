// Demo data of commerce (rules in lib/db/seed/demo.ts: idempotent, never overwrite): a shop
// activity on `demo` whose products go through the cart, with a delivery region, a pickup point and
// a small stock to reach "esgotado", and a digital product that skips the delivery step.
import { activityProducts, deliveryLocations } from "@/lib/activities/schema";
import { ensureActivity } from "@/lib/activities/seed";
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/db/seed/demo";
import { seedShopMembers } from "./seed-buyers";

export const DEMO_SHOP = {
  shop: "Loja do Clube",
  digital: "Vale-presente digital",
} as const;

const img = (name: string) => `/static/demo/demo-activity-${name}.svg`;

export async function seedCommerceDemo(db: Db, context: DemoContext): Promise<void> {
  const stationId = context.demo.station.id;

  const shop = await ensureActivity(db, stationId, {
    name: DEMO_SHOP.shop,
    typeId: 3,
    image: img("cafe"),
    points: 500,
    additionalCashback: 200,
    description: "<p>Produtos do clube com preço de associado. Pague com seus pontos, cartão ou PIX e ganhe <strong>cashback</strong> em cada pedido.</p>",
    rules: "<p>Entrega em até 5 dias úteis na Grande São Paulo, ou retire na sede sem custo.</p>",
    hasRules: true,
    position: 145,
  });
  if (shop.created) {
    const base = { stationId, activityId: shop.id };
    await db.insert(activityProducts).values([
      { ...base, name: "Caneca do Clube", image: img("cafe"), value: 4990, discountValue: 1000, limit: 3, stock: 30 },
      { ...base, name: "Camiseta do Clube", image: img("cafe"), value: 7990, discountValue: 0, limit: 2, stock: 15 },
      // Small stock on purpose: the sold-out message and the reservation are easy to see.
      { ...base, name: "Garrafa térmica edição limitada", image: img("cafe"), value: 12_990, discountValue: 2000, limit: 1, stock: 2 },
    ]);
    await db.insert(deliveryLocations).values([
      { ...base, name: "Entrega em São Paulo (capital)", price: 1200, delivery: true },
      { ...base, name: "Entrega na Grande São Paulo", price: 1900, delivery: true },
      { ...base, name: "Retirada na sede", price: 0, delivery: false, street: "Av. Paulista", streetNumber: "1578", zipcode: "01310200" },
    ]);
  }

  const digital = await ensureActivity(db, stationId, {
    name: DEMO_SHOP.digital,
    typeId: 3,
    image: img("bonus"),
    points: 0,
    additionalCashback: 100,
    digitalProduct: true,
    description: "<p>Vale-presente para usar nos parceiros do clube. O código chega no seu pedido, sem frete.</p>",
    position: 146,
  });
  if (digital.created) {
    await db.insert(activityProducts).values([
      { stationId, activityId: digital.id, name: "Vale-presente R$ 50", image: img("bonus"), value: 5000, limit: 5, stock: 100 },
      { stationId, activityId: digital.id, name: "Vale-presente R$ 100", image: img("bonus"), value: 10_000, limit: 5, stock: 100 },
    ]);
  }

  await seedShopMembers(db, context);
}
