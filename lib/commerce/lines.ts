// The one rule for the lines of an order or cart request: a product named on several lines is one
// line whose quantity is their sum. Every per-order limit and stock check reads merged lines, so
// splitting a product over lines cannot pass its limit line by line. Client-safe and pure.

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
