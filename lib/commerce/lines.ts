// The one rule for the lines of an order or cart request: a product named on several lines is one
// line whose quantity is their sum. Every per-order limit and stock check reads merged lines, so
// splitting a product over lines cannot pass its limit line by line. And one snapshot of a line,
// for the order item and the cart alike. Client-safe and pure.

/** Lines merged by product, in the order each product first appears; a line keeps its first fields. */
export function mergeLines<L extends { productId: number; quantity: number }>(lines: readonly L[]): L[] {
  const merged = new Map<number, L>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** What a cart line is of, as the cart's actions name it: a product or a coupon. */
export type CartLineRef = { productId: number } | { couponId: number };

/** The reference of a cart line read from the cart (exactly one of its ids is set). */
export function lineRef(line: { productId: number | null; couponId: number | null }): CartLineRef {
  return line.productId !== null ? { productId: line.productId } : { couponId: line.couponId! };
}

/** A key unique among a cart's lines (a product and a coupon may share an id). */
export function lineKey(line: { productId: number | null; couponId: number | null }): string {
  return line.productId !== null ? `product-${line.productId}` : `coupon-${line.couponId}`;
}

/** What an order item records of a line (and the cart shows of it): the price and name as they are now. */
export interface LineSnapshot {
  /** Exactly one of productId and couponId is set. */
  productId: number | null;
  couponId: number | null;
  name: string;
  image: string | null;
  value: number;
  discountValue: number;
  quantity: number;
}

/**
 * A line's snapshot: an order keeps the name, picture and prices its lines had when it was placed,
 * whatever the product or coupon becomes later; the cart shows the same fields of the same lines.
 */
export function lineSnapshot(line: LineSnapshot): LineSnapshot {
  return {
    productId: line.productId,
    couponId: line.couponId,
    name: line.name,
    image: line.image,
    value: line.value,
    discountValue: line.discountValue,
    quantity: line.quantity,
  };
}
