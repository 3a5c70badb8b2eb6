// The snapshot of a line: what an order item records, and what the cart shows, of a product or coupon line.
import { describe, expect, it } from "vitest";
import { lineSnapshot } from "./lines";

describe("lineSnapshot", () => {
  it("keeps what the order item records of a product line, and nothing of its activity or stock", () => {
    const line = { productId: 7, couponId: null, name: "Caneca", image: "caneca.png", value: 2590, discountValue: 500, quantity: 2, limit: 5, available: 3, activityId: 4, activityName: "Loja" };
    expect(lineSnapshot(line)).toEqual({ productId: 7, couponId: null, name: "Caneca", image: "caneca.png", value: 2590, discountValue: 500, quantity: 2 });
  });

  it("keeps a coupon line's coupon (and no product)", () => {
    const line = { productId: null, couponId: 12, name: "Cupom de café", image: null, value: 990, discountValue: 0, quantity: 1, limit: 1 };
    expect(lineSnapshot(line)).toEqual({ productId: null, couponId: 12, name: "Cupom de café", image: null, value: 990, discountValue: 0, quantity: 1 });
  });
});
