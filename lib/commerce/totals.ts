// Cart and order totals, with the type 3 and type 14 item formulas, in integer
// cents. Pure: the cart screen shows what the server will charge because both call these.
//
// Per activity ("action") in the cart:
//   type 3:  items = Σ (value − discount_value) × quantity
//   type 14: items = Σ value × quantity, minus discount_delivery floored at 0 against the items
//            ("additional discount", never more than the items), before shipping
//   delivery = the chosen location's price (0 for digital products or before one is chosen)
//   total    = items − additional discount + delivery
//   cashback = points + additional_cashback, once per activity (not per unit)
// Cart: products = Σ (items − additional discount), delivery = Σ delivery, subtotal = products +
// delivery = what the order costs. For a cart of type-3 products this is exactly the product's
// "products = Σ (value − discount_value) × quantity; subtotal = products + delivery".
import { assertSafeInteger } from "@/lib/format/money";

export interface TotalsLine {
  /** Unit price in cents. */
  value: number;
  /** Discount per unit in cents (type 3). */
  discountValue: number;
  quantity: number;
}

export interface TotalsAction {
  typeId: number;
  /** Activity reward in hundredths of a point (= cents in the wallet). */
  points: number;
  /** Extra cashback in cents. */
  additionalCashback: number;
  /** Type 14's discount on the items, in cents. */
  discountDelivery: number;
  digitalProduct: boolean;
  /** Price of the chosen delivery location in cents; null while none is chosen. */
  deliveryPrice: number | null;
  lines: TotalsLine[];
}

export interface ActionTotals {
  itemsValue: number;
  additionalDiscountValue: number;
  deliveryValue: number;
  totalValue: number;
  cashbackValue: number;
}

export interface CartTotals {
  /** "Produtos". */
  products: number;
  /** "Entrega". */
  delivery: number;
  /** "Subtotal": what the order costs. */
  subtotal: number;
  /** "Cashback", in hundredths of a point. */
  cashback: number;
  actions: ActionTotals[];
}

function nonNegativeInteger(value: number, name: string): number {
  assertSafeInteger(value, name);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
  return value;
}

/** value − discount_value, never below 0 (a discount larger than the price makes the unit free). */
export function unitPrice(line: Pick<TotalsLine, "value" | "discountValue">): number {
  return Math.max(0, nonNegativeInteger(line.value, "value") - nonNegativeInteger(line.discountValue, "discountValue"));
}

/**
 * What one unit costs on an activity of `typeId`: value − discount_value on a shop (type 3); on a
 * delivery order (type 14) the full value, its discount taken once from the order (discount_delivery).
 */
export function chargedUnitPrice(typeId: number, line: Pick<TotalsLine, "value" | "discountValue">): number {
  return productDiscountApplies(typeId) ? unitPrice(line) : nonNegativeInteger(line.value, "value");
}

/** Whether a product's own discount_value lowers its price on an activity of `typeId` (not on a delivery order). */
export const productDiscountApplies = (typeId: number): boolean => typeId !== 14;

export function actionTotals(action: TotalsAction): ActionTotals {
  const lines = action.lines.filter((l) => nonNegativeInteger(l.quantity, "quantity") > 0);
  if (lines.length === 0) return { itemsValue: 0, additionalDiscountValue: 0, deliveryValue: 0, totalValue: 0, cashbackValue: 0 };
  const itemsValue = lines.reduce((sum, l) => sum + chargedUnitPrice(action.typeId, l) * l.quantity, 0);
  const additionalDiscountValue = action.typeId === 14 ? Math.min(itemsValue, nonNegativeInteger(action.discountDelivery, "discountDelivery")) : 0;
  const deliveryValue = action.digitalProduct || action.deliveryPrice === null ? 0 : nonNegativeInteger(action.deliveryPrice, "deliveryPrice");
  const cashbackValue = nonNegativeInteger(action.points, "points") + nonNegativeInteger(action.additionalCashback, "additionalCashback");
  const totalValue = itemsValue - additionalDiscountValue + deliveryValue;
  assertSafeInteger(totalValue, "total");
  return { itemsValue, additionalDiscountValue, deliveryValue, totalValue, cashbackValue };
}

export function cartTotals(actions: TotalsAction[]): CartTotals {
  const each = actions.map(actionTotals);
  const products = each.reduce((sum, a) => sum + a.itemsValue - a.additionalDiscountValue, 0);
  const delivery = each.reduce((sum, a) => sum + a.deliveryValue, 0);
  const cashback = each.reduce((sum, a) => sum + a.cashbackValue, 0);
  return { products, delivery, subtotal: products + delivery, cashback, actions: each };
}

/**
 * How a total is paid: the wallet covers it when balance ≥ total; otherwise the whole positive
 * balance goes in and the gateway (card or PIX) charges the rest.
 */
export function splitPayment(balance: number, total: number): { wallet: number; gateway: number; walletCovers: boolean } {
  assertSafeInteger(balance, "balance");
  nonNegativeInteger(total, "total");
  const wallet = Math.min(Math.max(balance, 0), total);
  return { wallet, gateway: total - wallet, walletCovers: wallet === total };
}

/**
 * Refund = total × refunded_percentage / 100, with the percentage in hundredths of a percent
 * (basis points: 2550 = 25,50 %). Rounded to the nearest cent, half a cent up (arredondamento
 * comercial), in integers: (total × bp + 5000) div 10000.
 */
export function refundAmount(totalCents: number, refundedBasisPoints: number): number {
  nonNegativeInteger(totalCents, "total");
  nonNegativeInteger(refundedBasisPoints, "refundedBasisPoints");
  if (refundedBasisPoints > 10_000) throw new RangeError(`refundedBasisPoints must be at most 10000, got ${refundedBasisPoints}`);
  const scaled = BigInt(totalCents) * BigInt(refundedBasisPoints) + 5_000n;
  return Number(scaled / 10_000n);
}

/**
 * The part of an order's cashback a refunded share takes back: cashback × refunded_percentage /
 * 100, with the percentage in basis points, rounded up (a fraction of a hundredth goes against the
 * member, who keeps no points for money that went back). Computed on the cumulative share, so
 * successive refunds take back the difference and add up to the whole cashback at 100 %.
 */
export function cashbackReversed(cashback: number, refundedBasisPoints: number): number {
  nonNegativeInteger(cashback, "cashback");
  nonNegativeInteger(refundedBasisPoints, "refundedBasisPoints");
  if (refundedBasisPoints > 10_000) throw new RangeError(`refundedBasisPoints must be at most 10000, got ${refundedBasisPoints}`);
  const scaled = BigInt(cashback) * BigInt(refundedBasisPoints) + 9_999n;
  return Number(scaled / 10_000n);
}
