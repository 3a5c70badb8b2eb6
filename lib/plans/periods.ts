// Plan periods and prices as members see them. Client-safe.

/** The member area's label by days: 30 mês, 183 semestre, 365 ano, anything else the spec's error text. */
export function periodLabel(days: number): string {
  switch (days) {
    case 30:
      return "mês";
    case 183:
      return "semestre";
    case 365:
      return "ano";
    default:
      return "erro periodicidade";
  }
}

/** The public site's wording ("por mês"); a period the spec does not name reads "a cada N dias". */
export function publicPeriodLabel(days: number): string {
  const label = periodLabel(days);
  return label === "erro periodicidade" ? `a cada ${days} dias` : `por ${label}`;
}

/** The price shown and charged: amount − discount, never below 0. */
export function planPrice(plan: { priceCents: number; discountCents: number }): number {
  return Math.max(0, plan.priceCents - plan.discountCents);
}

export const MAX_CARD_BENEFITS = 5;
export const MORE_BENEFITS = "E muito mais!";

/**
 * The card's benefit list, the product's rule read literally: at most 5 shown, plus "E muito mais!"
 * when there are more than 6. A plan with exactly 6 shows its first 5 and nothing else (the
 * sixth is not shown and no "E muito mais!" either): that is the rule as written.
 */
export function cardBenefits(benefits: string[]): { shown: string[]; more: boolean } {
  return { shown: benefits.slice(0, MAX_CARD_BENEFITS), more: benefits.length > 6 };
}

/** The spec's cancel reasons, in its order. */
export const CANCEL_REASONS = ["Prefiro não mencionar", "Não acho um bom custo-benefício", "Não utilizo mais o produto", "Outro"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
