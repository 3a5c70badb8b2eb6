// The simulator's test cards (also listed in the README). The first two follow Pagar.me's own
// simulator, so the same numbers behave alike in its sandbox; the insufficient-funds number is
// the one Stripe's test mode uses for that case. Any other valid card number (Luhn, the brand's
// length, expiry not past, CVV of the brand's length) is approved, so demos work with any number.
import type { DeclineCode } from "./types";

/** "renewals_declined": approves charges made with the member present, declines subscription renewals. */
export type TestCardOutcome = "approve" | DeclineCode | "renewals_declined";

export interface TestCard {
  number: string;
  brand: string;
  outcome: TestCardOutcome;
  /** What the member sees after "Motivo:" when it is declined. */
  note: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4000000000000010", brand: "Visa", outcome: "approve", note: "Aprovado" },
  { number: "5555555555554444", brand: "Mastercard", outcome: "approve", note: "Aprovado" },
  { number: "4000000000000028", brand: "Visa", outcome: "declined", note: "Transação não autorizada pelo emissor do cartão" },
  { number: "4000000000009995", brand: "Visa", outcome: "insufficient_funds", note: "Saldo insuficiente" },
];

/**
 * Cards for plans, kept apart from TEST_CARDS (whose every non-approving card declines at once).
 * Stripe's "attaches, then its charges fail" number: here it pays what the member pays in person
 * (a plan's first period, an upgrade) and declines every renewal, so a failed renewal can be seen
 * without waiting for one.
 */
export const SUBSCRIPTION_TEST_CARDS: readonly TestCard[] = [
  { number: "4000000000000341", brand: "Visa", outcome: "renewals_declined", note: "Aprova a primeira cobrança e recusa as renovações" },
];

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  declined: "Transação não autorizada pelo emissor do cartão",
  insufficient_funds: "Saldo insuficiente",
};

export function testCardOutcome(number: string): TestCardOutcome {
  return [...TEST_CARDS, ...SUBSCRIPTION_TEST_CARDS].find((card) => card.number === number)?.outcome ?? "approve";
}
