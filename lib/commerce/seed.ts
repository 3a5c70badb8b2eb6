// Demo data of commerce (rules in lib/seed/demo.ts: idempotent, never overwrite): a shop
// activity on `demo` whose products go through the cart, with a delivery region, a pickup point and
// a small stock to reach "esgotado", and a digital product that skips the delivery step.
//
// seedDemoPayments adds what needs the payment gateway: membro's two saved test cards and two
// orders paid through the simulator. It runs after the database is open (instrumentation.ts and
// `npm run db:seed`), not inside seedDemo: the simulator keeps its cards and charges in the same
// database, which is not open yet while seedDemo runs.
import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { voucherCode } from "@/lib/utils/codes";
import { participate } from "@/lib/activities/participation";
import { activities, activityProducts, deliveryLocations } from "@/lib/activities/schema";
import { ensureActivity } from "@/lib/activities/seed";
import { payments, TEST_CARDS } from "@/lib/adapters/payments";
import type { Db } from "@/lib/db/client";
import type { DemoContext } from "@/lib/seed/support";
import { listMemberCards, saveCard, type SavedCard } from "@/lib/wallet/cards";
import { gatewayPaymentPort, demoPaymentsAllowed } from "@/lib/wallet/gateway";
import { markOrderFailed, markOrderPaid, writeOrder, type NewOrderAction } from "./orders";
import { orders } from "./schema";
import { cardFormSchema } from "./schemas";
import { recordChargeRefund } from "./settlement";
import { takeStock } from "./stock";
import { seedShopMembers } from "./seed-buyers";
import { actionTotals, unitPrice } from "./totals";

export const DEMO_SHOP = {
  shop: "Loja do Clube",
  digital: "Vale-presente digital",
  /** On vitrine: one numbered poster left, held for the station's one minute by whoever checks out. */
  vitrine: "Achados da Vitrine",
  lastUnit: "Pôster numerado 1/50",
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
      { ...base, name: "Camiseta do Clube", image: "/static/demo/demo-product-camiseta.svg", value: 7990, discountValue: 0, limit: 2, stock: 15 },
      // Small stock on purpose: the sold-out message and the reservation are easy to see.
      { ...base, name: "Garrafa térmica edição limitada", image: "/static/demo/demo-product-garrafa.svg", value: 12_990, discountValue: 2000, limit: 1, stock: 2 },
    ]);
    await db.insert(deliveryLocations).values([
      // The region follows the address's CEP: the capital's ranges, and the metropolitan area's.
      { ...base, name: "Entrega em São Paulo (capital)", price: 1200, delivery: true, cepRanges: [["01000000", "05999999"], ["08000000", "08499999"]] },
      { ...base, name: "Entrega na Grande São Paulo", price: 1900, delivery: true, cepRanges: [["06000000", "07999999"], ["08500000", "09999999"]] },
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

  const vitrineId = context.vitrine.station.id;
  const finds = await ensureActivity(db, vitrineId, {
    name: DEMO_SHOP.vitrine,
    typeId: 3,
    image: "/static/demo/vitrine-hero-1.svg",
    points: 100,
    description: "<p>Peças de coleção das marcas da Vitrine, em tiragens pequenas. Retire na loja da Consolação.</p>",
    position: 7,
    isPublic: true,
  });
  if (finds.created) {
    const base = { stationId: vitrineId, activityId: finds.id };
    await db.insert(activityProducts).values([
      { ...base, name: DEMO_SHOP.lastUnit, image: "/static/demo/vitrine-product-poster.svg", value: 8900, limit: 1, stock: 1 },
      { ...base, name: "Ecobag da Vitrine", image: "/static/demo/vitrine-product-ecobag.svg", value: 3900, limit: 2, stock: 40 },
    ]);
    await db.insert(deliveryLocations).values({ ...base, name: "Retirada na loja da Consolação", price: 0, delivery: false, street: "Rua da Consolação", streetNumber: "930", zipcode: "01302000" });
  }

  await seedShopMembers(db, context);
}

/** The demo's saved cards and orders of membro@demo.test (README "Dados de demonstração"). */
export const DEMO_PAYMENTS = {
  cards: [TEST_CARDS[0]!.number, TEST_CARDS[1]!.number],
  paidOrderKey: "seed:demo-order-paid",
  refundedOrderKey: "seed:demo-order-partially-refunded",
  /** The wallet part of the paid order, in cents. */
  paidOrderWallet: 2000,
  /** Share of the refunded order given back, in hundredths of a percent (30 %). */
  refundedBasisPoints: 3000,
} as const;

export interface DemoCardHolder {
  id: number;
  stationId: number;
  name: string | null;
  email: string | null;
  cpf: string | null;
  tel: string | null;
  birthday: string | null;
}

/**
 * A demo member's saved test card (tokenised by the gateway, "Salvar cartão" ticked, billing as
 * they would fill it in), unless they already have one ending in the same digits.
 */
export async function ensureDemoCard(db: Db, member: DemoCardHolder, number: string): Promise<SavedCard> {
  const actor = { stationId: member.stationId, userId: member.id };
  const have = (await listMemberCards(db, actor.stationId, actor.userId)).find((c) => c.lastDigits === number.slice(-4));
  if (have) return have;
  return saveCard(
    db,
    actor,
    cardFormSchema.parse({
      number,
      name: (member.name ?? "Membro").toUpperCase(),
      cpf: member.cpf ?? "",
      birthday: member.birthday ? member.birthday.split("-").reverse().join("/") : "01/01/1990",
      email: member.email,
      expiry: "12/30",
      cvv: "123",
      phone: member.tel ?? "11987654321",
      cep: "01310-200",
      state: "SP",
      city: "São Paulo",
      street: "Avenida Paulista",
      streetNumber: "1000",
      neighborhood: "Bela Vista",
      save: true,
    }),
  );
}

/**
 * membro's saved Visa and Mastercard (tokenised by the simulator), one order paid with wallet and
 * card (cashback credited by markOrderPaid, as any paid order), and one partially refunded through
 * the simulator's refund (30 %). Only while the simulator is the gateway; each piece once.
 */
export async function seedDemoPayments(db: Db): Promise<void> {
  if (!demoPaymentsAllowed()) return;
  const [member] = await db
    .select({ id: users.id, stationId: activities.stationId, name: users.name, email: users.email, cpf: users.cpf, tel: users.tel, birthday: users.birthday })
    .from(users)
    .innerJoin(activities, eq(activities.stationId, users.stationId))
    .where(and(eq(users.email, "membro@demo.test"), eq(activities.name, DEMO_SHOP.shop)))
    .limit(1);
  if (!member) return;
  const actor = { stationId: member.stationId, userId: member.id };

  for (const number of DEMO_PAYMENTS.cards) await ensureDemoCard(db, member, number);
  const cards = await listMemberCards(db, actor.stationId, actor.userId);
  const visa = cards.find((c) => c.lastDigits === DEMO_PAYMENTS.cards[0].slice(-4));
  const master = cards.find((c) => c.lastDigits === DEMO_PAYMENTS.cards[1].slice(-4));
  if (!visa || !master) return;

  // Two mugs picked up at the club: R$ 20,00 from the wallet, the rest on the Visa.
  await seedCardOrder(db, actor, {
    key: DEMO_PAYMENTS.paidOrderKey,
    products: [{ name: "Caneca do Clube", quantity: 2 }],
    delivery: "Retirada na sede",
    walletValue: DEMO_PAYMENTS.paidOrderWallet,
    cardId: visa.id,
  });
  // A T-shirt delivered in São Paulo on the Mastercard, 30 % of it refunded by the gateway.
  const refunded = await seedCardOrder(db, actor, {
    key: DEMO_PAYMENTS.refundedOrderKey,
    products: [{ name: "Camiseta do Clube", quantity: 1 }],
    delivery: "Entrega em São Paulo (capital)",
    walletValue: 0,
    cardId: master.id,
  });
  if (refunded?.created && refunded.chargeId) {
    const amount = Math.round((refunded.totalValue * DEMO_PAYMENTS.refundedBasisPoints) / 10_000);
    const charge = await payments().refund(refunded.chargeId, amount);
    await recordChargeRefund(db, actor.stationId, refunded.orderId, charge.refundedCents);
  }
}

interface SeedOrder {
  key: string;
  products: { name: string; quantity: number }[];
  delivery: string;
  walletValue: number;
  cardId: number;
}

/**
 * An order of the demo shop written and paid as a checkout does it — items priced by totals.ts,
 * stock taken, the purchase counted as a pending participation, the wallet part debited under the
 * order's own ledger key, the rest charged on a saved card through the gateway port, and settled by
 * markOrderPaid — except that its wallet part is chosen (the checkout takes the whole balance,
 * which for membro covers any cart).
 */
async function seedCardOrder(
  db: Db,
  actor: { stationId: number; userId: number },
  spec: SeedOrder,
): Promise<{ created: boolean; orderId: number; totalValue: number; chargeId: string | null } | null> {
  const [existing] = await db
    .select({ id: orders.id, totalValue: orders.totalValue, chargeId: orders.gatewayChargeId })
    .from(orders)
    .where(and(eq(orders.stationId, actor.stationId), eq(orders.idempotencyKey, spec.key)));
  if (existing) return { created: false, orderId: existing.id, totalValue: existing.totalValue, chargeId: existing.chargeId };

  const [shop] = await db.select().from(activities).where(and(eq(activities.stationId, actor.stationId), eq(activities.name, DEMO_SHOP.shop)));
  if (!shop) return null;
  const products = await db
    .select()
    .from(activityProducts)
    .where(and(eq(activityProducts.activityId, shop.id), inArray(activityProducts.name, spec.products.map((p) => p.name))))
    .orderBy(asc(activityProducts.id));
  const [location] = await db.select().from(deliveryLocations).where(and(eq(deliveryLocations.activityId, shop.id), eq(deliveryLocations.name, spec.delivery)));
  if (products.length !== spec.products.length || !location) return null;
  const lines = products.map((p) => ({ ...p, quantity: spec.products.find((s) => s.name === p.name)!.quantity }));

  const created = await db.transaction(async (tx) => {
    const participation = await participate(tx, {
      ...actor,
      activityId: shop.id,
      idempotencyKey: `checkout:${spec.key}:${shop.id}`,
      points: 0,
      status: "pending",
      payload: { products: Object.fromEntries(lines.map((l) => [`product-${l.id}`, l.quantity])) },
    });
    const action: NewOrderAction = {
      activityId: shop.id,
      activityName: shop.name,
      activityTypeId: shop.typeId,
      digitalProduct: shop.digitalProduct,
      participationId: participation.participationId,
      delivery: {
        locationId: location.id,
        name: location.name,
        delivers: location.delivery,
        address: location.delivery ? "Rua Augusta" : location.street,
        number: location.delivery ? "500" : location.streetNumber,
        zipcode: location.delivery ? "01305000" : location.zipcode,
      },
      totals: actionTotals({
        typeId: shop.typeId,
        points: shop.points,
        additionalCashback: shop.additionalCashback,
        discountDelivery: shop.discountDelivery,
        digitalProduct: shop.digitalProduct,
        deliveryPrice: location.price,
        lines,
      }),
      items: lines.map((l) => ({ productId: l.id, name: l.name, image: l.image, value: l.value, discountValue: l.discountValue, quantity: l.quantity })),
    };
    const code = voucherCode();
    const order = await writeOrder(tx, {
      ...actor,
      idempotencyKey: spec.key,
      code,
      source: "cart",
      status: "pending_payment",
      paymentMethod: "credit_card",
      walletValue: spec.walletValue,
      actions: [action],
      ledger: spec.walletValue > 0 ? [{ amount: -spec.walletValue, kind: "purchase", description: `Pedido ${code}`, what: "wallet" }] : [],
    });
    for (const line of lines) await takeStock(tx, actor.stationId, line.id, line.quantity);
    return { ...order, items: lines.map((l) => ({ name: l.name, quantity: l.quantity, unitValue: unitPrice(l) })) };
  });

  const [customer] = await db.select({ name: users.name, email: users.email, cpf: users.cpf, phone: users.tel }).from(users).where(eq(users.id, actor.userId));
  const result = await gatewayPaymentPort(db).createCharge({
    ...actor,
    orderId: created.id,
    orderCode: created.code,
    idempotencyKey: `order:${created.id}:charge`,
    amount: created.totalValue - spec.walletValue,
    payment: { type: "credit_card", cardId: spec.cardId },
    customer: { userId: actor.userId, ...customer! },
    items: created.items,
    description: `Pedido ${created.code}`,
  });
  await db
    .update(orders)
    .set({ gatewayOrderId: result.gatewayOrderId, gatewayChargeId: result.gatewayChargeId })
    .where(and(eq(orders.stationId, actor.stationId), eq(orders.id, created.id)));
  if (result.status === "paid") await markOrderPaid(db, { ...actor, orderId: created.id, gatewayEventId: `charge:${created.id}:paid` });
  else if (result.status === "failed") await markOrderFailed(db, { ...actor, orderId: created.id, gatewayEventId: `charge:${created.id}:failed`, reason: result.reason });
  return { created: true, orderId: created.id, totalValue: created.totalValue, chargeId: result.gatewayChargeId };
}
