// Roster and member tests need CPFs nobody in the demo seed holds: valid ones (check digits
// computed) from random 9-digit bases.

/** The valid CPF (11 digits) of a 9-digit base. */
export function cpfOf(base: number): string {
  const digits = String(base).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

let nextBase = 300_000_000 + Math.floor(Math.random() * 500_000_000);

/** `n` valid CPFs, never the same twice in a test run. */
export const freshCpfs = (n: number): string[] => Array.from({ length: n }, () => cpfOf(nextBase++));
