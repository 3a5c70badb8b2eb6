// The money of a plan change, without a database: which way a change goes, the credit for the
// unused days of a paid period, and what is charged now.
import { describe, expect, it } from "vitest";
import { changeDirection, periodEnd, changeQuote, unusedCredit } from "./proration";

const DAY = 86_400_000;
const start = new Date("2030-03-01T15:00:00Z");
const active = { status: "active", currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * DAY) };

describe("plan change maths", () => {
  it("goes up when the new plan's amount is at least the current one's, down otherwise", () => {
    expect([changeDirection(10_000, 30_000), changeDirection(10_000, 10_000), changeDirection(30_000, 10_000)]).toEqual(["upgrade", "upgrade", "downgrade"]);
  });

  it("credits the unused whole days of what was paid, a day begun counting as unused", () => {
    expect(unusedCredit(active, 9_000, start)).toBe(9_000);
    expect(unusedCredit(active, 9_000, new Date(start.getTime() + 10 * DAY))).toBe(6_000);
    expect(unusedCredit(active, 9_000, new Date(start.getTime() + 10 * DAY + 1))).toBe(6_000);
    expect(unusedCredit(active, 9_000, new Date(start.getTime() + 11 * DAY - 1))).toBe(6_000);
    expect(unusedCredit(active, 9_000, new Date(start.getTime() + 11 * DAY))).toBe(5_700);
    expect(unusedCredit(active, 9_000, new Date(start.getTime() + 40 * DAY))).toBe(0);
  });

  it("gives no credit for an unpaid (past due) or free period", () => {
    expect(unusedCredit({ ...active, status: "past_due" }, 9_000, start)).toBe(0);
    expect(unusedCredit(active, 0, start)).toBe(0);
  });

  it("an upgrade is charged now its price less the credit, never below zero, and starts now", () => {
    const now = new Date(start.getTime() + 15 * DAY);
    expect(changeQuote({ sub: active, currentAmountCents: 10_000, plan: { amountCents: 30_000, priceCents: 30_000 }, paidCents: 10_000, now })).toEqual({
      direction: "upgrade",
      dueNowCents: 25_000,
      creditCents: 5_000,
      effectiveAt: now,
    });
    expect(changeQuote({ sub: active, currentAmountCents: 10_000, plan: { amountCents: 12_000, priceCents: 2_000 }, paidCents: 10_000, now })).toMatchObject({ dueNowCents: 0, creditCents: 2_000 });
  });

  it("a downgrade costs nothing now and takes effect at the period's end", () => {
    expect(changeQuote({ sub: active, currentAmountCents: 30_000, plan: { amountCents: 10_000, priceCents: 10_000 }, paidCents: 30_000, now: start })).toEqual({
      direction: "downgrade",
      dueNowCents: 0,
      creditCents: 0,
      effectiveAt: active.currentPeriodEnd,
    });
  });

  it("a period ends its number of days after it starts", () => {
    expect(periodEnd(start, 30)).toEqual(active.currentPeriodEnd);
  });
});
