// The demo of "Privacidade": a member of demo kept for the e2e of the data rights
// (e2e/privacy.e2e.ts), which downloads her data and deletes her account, so no other suite's
// member is touched. She has a welcome credit and one past order of the club shop, paid from the
// wallet (written as the checkout writes it), so the owner's orders and reports show her purchase
// before and after the deletion. Each piece once.
import { and, asc, eq } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { activities, activityProducts, deliveryLocations } from "@/lib/activities/schema";
import { DEMO_SHOP } from "@/lib/commerce/seed";
import { writeOrder } from "@/lib/commerce/orders";
import { orders } from "@/lib/commerce/schema";
import { actionTotals } from "@/lib/commerce/totals";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { voucherCode } from "@/lib/utils/codes";
import { pointsLedger } from "@/lib/wallet/schema";

export const PRIVACY_MEMBER = { email: "lgpd@demo.test", name: "Luísa Gomes", cpf: "48621397528", tel: "11932109876", birthday: "1991-04-17" } as const;
const ORDER_KEY = "seed:privacy-order";
const CREDIT = 10_000;

export async function seedPrivacyDemo(db: Db, context: DemoContext): Promise<void> {
  const { station, establishment } = context.demo;
  const userId = await ensureUser(db, station.id, establishment.id, { ...PRIVACY_MEMBER, stateId: 35, typeId: USER_TYPE_PARTICIPANT });
  await db
    .insert(pointsLedger)
    .values({ stationId: station.id, userId, amount: CREDIT, kind: "seed", description: "Bônus de boas-vindas", idempotencyKey: "seed:privacy-bonus" })
    .onConflictDoNothing();

  const [existing] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.stationId, station.id), eq(orders.idempotencyKey, ORDER_KEY)));
  if (existing) return;
  const [shop] = await db.select().from(activities).where(and(eq(activities.stationId, station.id), eq(activities.name, DEMO_SHOP.shop)));
  if (!shop) return;
  const [product] = await db.select().from(activityProducts).where(and(eq(activityProducts.activityId, shop.id), eq(activityProducts.name, "Caneca do Clube"))).orderBy(asc(activityProducts.id));
  const [location] = await db.select().from(deliveryLocations).where(and(eq(deliveryLocations.activityId, shop.id), eq(deliveryLocations.name, "Retirada na sede")));
  if (!product || !location) return;
  const lines = [{ ...product, quantity: 1 }];
  const totals = actionTotals({
    typeId: shop.typeId,
    points: shop.points,
    additionalCashback: shop.additionalCashback,
    discountDelivery: shop.discountDelivery,
    digitalProduct: shop.digitalProduct,
    deliveryPrice: location.price,
    lines,
  });
  if (totals.totalValue > CREDIT) return;
  await db.transaction(async (tx) => {
    const code = voucherCode();
    await writeOrder(tx, {
      stationId: station.id,
      userId,
      idempotencyKey: ORDER_KEY,
      code,
      source: "cart",
      status: "paid",
      paymentMethod: "wallet",
      walletValue: totals.totalValue,
      phone: PRIVACY_MEMBER.tel,
      actions: [
        {
          activityId: shop.id,
          activityName: shop.name,
          activityTypeId: shop.typeId,
          digitalProduct: shop.digitalProduct,
          participationId: null,
          participation: { key: `checkout:${ORDER_KEY}:${shop.id}`, payload: { products: { [`product-${product.id}`]: 1 } } },
          delivery: { locationId: location.id, name: location.name, delivers: location.delivery, address: location.street, number: location.streetNumber, zipcode: location.zipcode },
          totals,
          items: lines.map((l) => ({ productId: l.id, name: l.name, image: l.image, value: l.value, discountValue: l.discountValue, quantity: l.quantity })),
        },
      ],
      ledger: [{ amount: -totals.totalValue, kind: "purchase", description: `Pedido ${code}`, what: "wallet" }],
    });
  });
}
