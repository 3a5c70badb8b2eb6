// Input masks of the spec (1 §5): "9" is a digit slot. Applied as the person types; the zod
// schemas accept masked or bare values, so the mask is only presentation.
export const MASKS = {
  cpf: "999.999.999-99",
  phone: "(99) 9 9999-9999",
  date: "99/99/9999",
} as const;

export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, "");
  let out = "";
  let i = 0;
  for (const slot of mask) {
    if (i >= digits.length) break;
    if (slot === "9") out += digits[i++];
    else out += slot;
  }
  return out;
}
