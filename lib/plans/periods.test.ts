// The plan card's pure rules: period labels by days, price after discount, the benefit cut as the
// spec reads literally (5 shown; "E muito mais!" only with more than 6), and the button rule.
import { describe, expect, it } from "vitest";
import { planButton } from "@/components/plans/plan-card";
import { cardBenefits, CANCEL_REASONS, periodLabel, planPrice, publicPeriodLabel } from "./periods";

describe("plan periods and prices", () => {
  it("labels 30, 183 and 365 days as the spec does, anything else as its error text", () => {
    expect([30, 183, 365, 91].map(periodLabel)).toEqual(["mês", "semestre", "ano", "erro periodicidade"]);
    expect([30, 365, 91].map(publicPeriodLabel)).toEqual(["por mês", "por ano", "a cada 91 dias"]);
  });

  it("prices a plan at amount minus discount", () => {
    expect(planPrice({ priceCents: 129_900, discountCents: 29_900 })).toBe(100_000);
    expect(planPrice({ priceCents: 0, discountCents: 0 })).toBe(0);
  });

  it("shows at most 5 benefits, and 'E muito mais!' only when there are more than 6", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `B${i + 1}`);
    expect(cardBenefits(list(5))).toEqual({ shown: list(5), more: false });
    // Six: the spec's rule read literally shows five and no "E muito mais!".
    expect(cardBenefits(list(6))).toEqual({ shown: list(5), more: false });
    expect(cardBenefits(list(7))).toEqual({ shown: list(5), more: true });
  });

  it("buy without a plan; current, upgrade (amount at least the current one) or downgrade with one", () => {
    const current = { id: 2, amountCents: 1000 };
    expect(planButton({ id: 1, amountCents: 500 }, null)).toEqual({ kind: "buy" });
    expect(planButton({ id: 2, amountCents: 1000 }, current)).toEqual({ kind: "current" });
    expect(planButton({ id: 3, amountCents: 1000 }, current)).toEqual({ kind: "upgrade" });
    expect(planButton({ id: 4, amountCents: 999 }, current)).toEqual({ kind: "downgrade" });
  });

  it("has the spec's four cancel reasons in order", () => {
    expect(CANCEL_REASONS).toEqual(["Prefiro não mencionar", "Não acho um bom custo-benefício", "Não utilizo mais o produto", "Outro"]);
  });
});
