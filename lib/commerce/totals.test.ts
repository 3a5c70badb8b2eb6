import { describe, expect, it } from "vitest";
import { actionTotals, cartTotals, chargedUnitPrice, refundAmount, splitPayment, unitPrice, type TotalsAction } from "./totals";

const shop = (over: Partial<TotalsAction> = {}): TotalsAction => ({
  typeId: 3,
  points: 0,
  additionalCashback: 0,
  discountDelivery: 0,
  digitalProduct: false,
  deliveryPrice: null,
  lines: [],
  ...over,
});

describe("cart totals", () => {
  it("type 3: products = Σ (value − discount_value) × quantity, subtotal = products + the chosen delivery", () => {
    const totals = cartTotals([
      shop({
        deliveryPrice: 1200,
        lines: [
          { value: 4990, discountValue: 500, quantity: 2 }, // 2 × 44,90
          { value: 1890, discountValue: 0, quantity: 3 }, // 3 × 18,90
        ],
      }),
    ]);
    expect(totals.products).toBe(2 * 4490 + 3 * 1890); // 14.650
    expect(totals.delivery).toBe(1200);
    expect(totals.subtotal).toBe(14_650 + 1200);
    expect(totals.actions[0]).toEqual({ itemsValue: 14_650, additionalDiscountValue: 0, deliveryValue: 1200, totalValue: 15_850, cashbackValue: 0 });
  });

  it("type 14: Σ value × quantity, minus discount_delivery, plus shipping (the demo basket)", () => {
    // Cesta pequena 49,90 × 2 + Ovos 18,90, Zona Sul 12,00, discount 3,00.
    const a = actionTotals(shop({ typeId: 14, discountDelivery: 300, deliveryPrice: 1200, lines: [{ value: 4990, discountValue: 0, quantity: 2 }, { value: 1890, discountValue: 0, quantity: 1 }] }));
    expect(a).toEqual({ itemsValue: 11_870, additionalDiscountValue: 300, deliveryValue: 1200, totalValue: 12_770, cashbackValue: 0 });
  });

  it("type 14: the discount is floored at 0 against the items before shipping, so shipping is always paid", () => {
    const a = actionTotals(shop({ typeId: 14, discountDelivery: 800, deliveryPrice: 1200, lines: [{ value: 500, discountValue: 0, quantity: 1 }] }));
    expect(a.additionalDiscountValue).toBe(500);
    expect(a.totalValue).toBe(1200); // not 500 + 1200 − 800 = 900
  });

  it("type 14 ignores the products' discount_value (its formula is the sum of values)", () => {
    const a = actionTotals(shop({ typeId: 14, lines: [{ value: 1000, discountValue: 400, quantity: 2 }] }));
    expect(a.itemsValue).toBe(2000);
  });

  it("delivery is the sum of each action's chosen location; digital products and unchosen locations cost no shipping", () => {
    const totals = cartTotals([
      shop({ deliveryPrice: 800, lines: [{ value: 1000, discountValue: 0, quantity: 1 }] }),
      shop({ deliveryPrice: 1500, lines: [{ value: 2000, discountValue: 0, quantity: 1 }] }),
      shop({ digitalProduct: true, deliveryPrice: 999, lines: [{ value: 3000, discountValue: 0, quantity: 1 }] }),
      shop({ deliveryPrice: null, lines: [{ value: 100, discountValue: 0, quantity: 1 }] }),
    ]);
    expect(totals.delivery).toBe(800 + 1500);
    expect(totals.products).toBe(6100);
    expect(totals.subtotal).toBe(6100 + 2300);
  });

  it("cashback = Σ over actions of points + additional_cashback, once per action whatever the quantities", () => {
    const totals = cartTotals([
      shop({ points: 500, additionalCashback: 250, lines: [{ value: 1000, discountValue: 0, quantity: 3 }, { value: 10, discountValue: 0, quantity: 1 }] }),
      shop({ typeId: 14, points: 100, additionalCashback: 0, lines: [{ value: 1000, discountValue: 0, quantity: 1 }] }),
      // An action with nothing in it earns nothing.
      shop({ points: 9999, additionalCashback: 9999, lines: [{ value: 1000, discountValue: 0, quantity: 0 }] }),
    ]);
    expect(totals.cashback).toBe(750 + 100);
  });

  it("an empty cart costs nothing", () => {
    expect(cartTotals([])).toEqual({ products: 0, delivery: 0, subtotal: 0, cashback: 0, actions: [] });
  });

  it("a discount above the price makes the unit free, never negative", () => {
    expect(unitPrice({ value: 1000, discountValue: 1500 })).toBe(0);
    expect(actionTotals(shop({ lines: [{ value: 1000, discountValue: 1500, quantity: 4 }] })).totalValue).toBe(0);
  });

  it("refuses fractional or negative money instead of rounding it", () => {
    expect(() => actionTotals(shop({ lines: [{ value: 10.5, discountValue: 0, quantity: 1 }] }))).toThrow(RangeError);
    expect(() => actionTotals(shop({ lines: [{ value: 100, discountValue: 0, quantity: -1 }] }))).toThrow(RangeError);
    expect(() => actionTotals(shop({ deliveryPrice: -1, lines: [{ value: 100, discountValue: 0, quantity: 1 }] }))).toThrow(RangeError);
  });
});

describe("paying a total", () => {
  it("the wallet covers the total when balance ≥ total", () => {
    expect(splitPayment(10_000, 10_000)).toEqual({ wallet: 10_000, gateway: 0, walletCovers: true });
    expect(splitPayment(25_000, 10_000)).toEqual({ wallet: 10_000, gateway: 0, walletCovers: true });
  });

  it("otherwise the whole balance goes in and the gateway charges the remainder", () => {
    expect(splitPayment(3_000, 10_000)).toEqual({ wallet: 3_000, gateway: 7_000, walletCovers: false });
    expect(splitPayment(0, 10_000)).toEqual({ wallet: 0, gateway: 10_000, walletCovers: false });
    expect(splitPayment(-500, 10_000)).toEqual({ wallet: 0, gateway: 10_000, walletCovers: false });
  });
});

describe("refund = total × refunded_percentage / 100", () => {
  it("exact percentages", () => {
    expect(refundAmount(10_000, 5_000)).toBe(5_000); // 50 %
    expect(refundAmount(12_345, 10_000)).toBe(12_345); // 100 %
    expect(refundAmount(12_345, 0)).toBe(0);
  });

  it("rounds to the nearest cent, half a cent up", () => {
    expect(refundAmount(999, 5_000)).toBe(500); // 499,5 → 500
    expect(refundAmount(1_001, 2_500)).toBe(250); // 250,25 → 250
    expect(refundAmount(1_003, 2_500)).toBe(251); // 250,75 → 251
    expect(refundAmount(10_000, 3_333)).toBe(3_333); // 33,33 %
  });

  it("refuses a percentage above 100 %", () => {
    expect(() => refundAmount(1000, 10_001)).toThrow(RangeError);
  });
});

describe("chargedUnitPrice", () => {
  it("prices a shop unit net of its discount and a delivery-order unit at its full value, as the totals do", () => {
    const line = { value: 4990, discountValue: 1000 };
    expect(chargedUnitPrice(3, line)).toBe(3990);
    expect(chargedUnitPrice(14, line)).toBe(4990);
    for (const typeId of [3, 14]) {
      const totals = actionTotals({ typeId, points: 0, additionalCashback: 0, digitalProduct: true, deliveryPrice: null, discountDelivery: 0, lines: [{ ...line, quantity: 2 }] });
      expect(totals.itemsValue).toBe(chargedUnitPrice(typeId, line) * 2);
    }
  });
});
