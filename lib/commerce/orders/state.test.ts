// The order's status machine: which gateway event moves which order, read as a caller sees it.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../schema";
import { expires, outcomeOfFailure, outcomeOfPaid } from "./state";

describe("order status machine", () => {
  it("a payment settles only a pending order; after a failure, expiry or cancellation it is late (a refund is due)", () => {
    const outcomes = Object.fromEntries(ORDER_STATUSES.map((s) => [s, outcomeOfPaid(s)]));
    expect(outcomes.pending_payment).toBe("applied");
    for (const s of ["failed", "expired", "cancelled"] as const) expect(outcomes[s], s).toBe("late");
    for (const s of ["paid", "delivered", "refunded", "partially_refunded", "received"] as const) expect(outcomes[s], s).toBe("ignored");
  });

  it("a refusal moves only a pending order: a paid order stays paid whatever arrives after", () => {
    const moved = ORDER_STATUSES.filter((s) => outcomeOfFailure(s) === "applied");
    expect(moved).toEqual(["pending_payment"]);
  });

  it("the expiry job expires a pending order past its deadline, and nothing else", () => {
    expect(expires({ status: "pending_payment", deadlinePassed: true })).toBe(true);
    expect(expires({ status: "pending_payment", deadlinePassed: false })).toBe(false);
    expect(expires({ status: "paid", deadlinePassed: true })).toBe(false);
  });
});
