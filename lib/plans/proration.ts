// The money of changing plans, pure (no database, no clock of its own), shared by the form's text
// and the command that charges it:
// - Upgrade (new plan's amount ≥ current amount): takes effect now. The member pays the new plan's
//   price minus the unused part of what they paid for the current period, and a new period starts.
// - Downgrade: takes effect at the end of the current period; nothing is charged now.
// Client-safe.

export const DAY_MS = 86_400_000;

export type ChangeDirection = "upgrade" | "downgrade";

/** The plan card's button rule: upgrade when the plan's amount is at least the current one's. */
export function changeDirection(currentAmountCents: number, planAmountCents: number): ChangeDirection {
  return planAmountCents >= currentAmountCents ? "upgrade" : "downgrade";
}

export interface PeriodState {
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/**
 * The unused part of what was paid for the current period, by whole days left (a day begun counts
 * as unused), in cents, so the figure the form shows holds until the member confirms. Nothing when
 * the period is unpaid (past due) or was free.
 */
export function unusedCredit(sub: PeriodState, paidCents: number, now: Date): number {
  if (sub.status !== "active" || paidCents <= 0) return 0;
  const totalDays = Math.round((sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime()) / DAY_MS);
  const leftDays = Math.max(0, Math.min(totalDays, Math.ceil((sub.currentPeriodEnd.getTime() - now.getTime()) / DAY_MS)));
  return totalDays > 0 ? Math.floor((paidCents * leftDays) / totalDays) : 0;
}

export interface ChangeQuote {
  direction: ChangeDirection;
  /** Charged now (an upgrade's price minus the credit); 0 for a downgrade. */
  dueNowCents: number;
  creditCents: number;
  /** When the new plan starts: now for an upgrade, the period's end for a downgrade. */
  effectiveAt: Date;
}

/**
 * What changing to `plan` does now. `amountCents` decides the direction (the plans' list amounts);
 * `priceCents` (after discount) is what is charged; `paidCents` is what the current period cost.
 */
export function changeQuote(input: {
  sub: PeriodState;
  currentAmountCents: number;
  plan: { amountCents: number; priceCents: number };
  paidCents: number;
  now: Date;
}): ChangeQuote {
  const { sub, plan, now } = input;
  const direction = changeDirection(input.currentAmountCents, plan.amountCents);
  if (direction === "downgrade") return { direction, dueNowCents: 0, creditCents: 0, effectiveAt: sub.currentPeriodEnd };
  const credit = Math.min(plan.priceCents, unusedCredit(sub, input.paidCents, now));
  return { direction, dueNowCents: plan.priceCents - credit, creditCents: credit, effectiveAt: now };
}

/** A period of `days` days from `start`. */
export function periodEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}
