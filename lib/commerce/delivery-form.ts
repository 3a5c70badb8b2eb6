// The delivery order (type 14): the activity's form lists its products and delivery places; the
// member picks quantities and a place, and the order is stored with the cart's orders, "received"
// with nothing charged online, so "Meus pedidos" and the receipt show both kinds alike.
import "server-only";
import { and, eq } from "drizzle-orm";
import { UserFacingError } from "@/lib/actions/result";
import { activityOfType } from "@/lib/activities/commands";
import { MSG_UNAVAILABLE } from "@/lib/activities/messages";
import { participate, ParticipationError } from "@/lib/activities/participation";
import { activityProducts, deliveryLocations } from "@/lib/activities/schema";
import { lockAvailableUnits } from "@/lib/activities/units";
import type { Db } from "@/lib/db/client";
import { assertQuantity } from "./cart";
import { mergeLines } from "./lines";
import { writeOrder, type NewOrderAction, type OrderActor } from "./orders";
import { orders } from "./schema";
import { takeStock } from "./stock";
import { actionTotals } from "./totals";

/**
 * Delivery order (14): checks quantities against each product's limit and the units the member may
 * take (stock − other members' live cart reservations), takes them, and stores the order.
 */
export async function placeDeliveryOrder(
  db: Db,
  input: OrderActor & {
    activityId: number;
    nonce: string;
    phone: string;
    deliveryLocationId: number;
    address: string;
    reference: string;
    items: { productId: number; quantity: number }[];
  },
): Promise<{ orderId: number; total: number }> {
  return db.transaction(async (tx) => {
    const activity = await activityOfType(tx, input.stationId, input.activityId, (t) => t === 14);
    const [location] = await tx
      .select({ id: deliveryLocations.id, name: deliveryLocations.name, price: deliveryLocations.price, delivery: deliveryLocations.delivery })
      .from(deliveryLocations)
      .where(and(eq(deliveryLocations.id, input.deliveryLocationId), eq(deliveryLocations.activityId, activity.id)));
    if (!location) throw new UserFacingError("Selecione um local de entrega", { deliveryLocationId: "Esse campo é obrigatório" });

    // A product on several lines is one quantity: its limit and stock are checked on the sum.
    const wanted = mergeLines(input.items).filter((i) => i.quantity > 0);
    const idempotencyKey = `order:${activity.id}:${input.userId}:${input.nonce}`;
    const result = await participate(tx, {
      stationId: input.stationId,
      userId: input.userId,
      activityId: activity.id,
      idempotencyKey,
      points: 0,
      status: "pending",
      payload: { grocery_list: Object.fromEntries(wanted.map((i) => [i.productId, i.quantity])) },
    });
    if (result.replayed) {
      const [order] = await tx
        .select({ id: orders.id, total: orders.totalValue })
        .from(orders)
        .where(and(eq(orders.stationId, input.stationId), eq(orders.idempotencyKey, `delivery:${idempotencyKey}`)));
      return { orderId: order?.id ?? 0, total: order?.total ?? 0 };
    }

    const available = await lockAvailableUnits(tx, input.stationId, wanted.map((i) => i.productId), input.userId);
    const products = await tx
      .select({ id: activityProducts.id, name: activityProducts.name, image: activityProducts.image, value: activityProducts.value, limit: activityProducts.limit })
      .from(activityProducts)
      .where(and(eq(activityProducts.activityId, activity.id), eq(activityProducts.stationId, input.stationId)));
    const items: NewOrderAction["items"] = [];
    for (const item of wanted) {
      const product = products.find((p) => p.id === item.productId);
      if (!product) throw new ParticipationError("unavailable", MSG_UNAVAILABLE);
      assertQuantity(product, item.quantity, available.get(product.id) ?? 0);
      await takeStock(tx, input.stationId, product.id, item.quantity);
      items.push({ productId: product.id, name: product.name, image: product.image, value: product.value, discountValue: 0, quantity: item.quantity });
    }
    const totals = actionTotals({
      typeId: 14,
      points: activity.points,
      additionalCashback: activity.additionalCashback,
      discountDelivery: activity.discountDelivery,
      digitalProduct: false,
      deliveryPrice: location.price,
      lines: items,
    });
    const order = await writeOrder(tx, {
      stationId: input.stationId,
      userId: input.userId,
      idempotencyKey: `delivery:${idempotencyKey}`,
      source: "delivery_form",
      status: "received",
      paymentMethod: "on_delivery",
      walletValue: 0,
      phone: input.phone,
      actions: [
        {
          activityId: activity.id,
          activityName: activity.name,
          activityTypeId: 14,
          digitalProduct: activity.digitalProduct,
          participationId: result.participationId,
          delivery: { locationId: location.id, name: location.name, delivers: location.delivery, address: input.address, reference: input.reference },
          totals,
          items,
        },
      ],
    });
    return { orderId: order.id, total: order.totalValue };
  });
}
