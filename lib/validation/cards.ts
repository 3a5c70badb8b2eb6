// Regras puras de cartão de crédito compartilhadas pelo formulário de checkout e pelo servidor:
// bandeira pelo BIN, tamanho do número por bandeira, Luhn, CVV e validade MM/AA.
// Sem "server-only": o formulário usa as mesmas funções para mostrar a bandeira enquanto se digita.
import { isValidLuhn, onlyDigits } from "./documents";

export type CardBrand = "elo" | "hipercard" | "amex" | "diners" | "mastercard" | "visa";

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  elo: "Elo",
  hipercard: "Hipercard",
  amex: "American Express",
  diners: "Diners Club",
  mastercard: "Mastercard",
  visa: "Visa",
};

type BinRange = readonly [from: number, to: number];

// Faixas de 6 dígitos. Elo e Hipercard emitem dentro de faixas que, pelo primeiro dígito, seriam
// Visa (4...) ou Mastercard (5...), por isso são testadas antes. Fonte: tabelas de BIN publicadas
// pelas bandeiras e usadas pelos gateways brasileiros (sujeitas a novas faixas com o tempo).
const ELO_BINS: readonly BinRange[] = [
  [401178, 401179], [431274, 431274], [438935, 438935], [451416, 451416], [457393, 457393],
  [457631, 457632], [504175, 504175], [506699, 506778], [509000, 509999], [627780, 627780],
  [636297, 636297], [636368, 636368], [650031, 650033], [650035, 650051], [650405, 650439],
  [650485, 650538], [650541, 650598], [650700, 650718], [650720, 650727], [650901, 650920],
  [651652, 651679], [655000, 655019], [655021, 655058],
];
const HIPERCARD_BINS: readonly BinRange[] = [
  [384100, 384100], [384140, 384140], [384160, 384160], [606282, 606282], [637095, 637095],
  [637568, 637568], [637599, 637599], [637609, 637609], [637612, 637612],
];

const inRanges = (bin: number, ranges: readonly BinRange[]) => ranges.some(([from, to]) => bin >= from && bin <= to);

/** A bandeira pelos primeiros dígitos (bastam 6; com menos, só as que já se decidem). */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (inRanges(bin, ELO_BINS)) return "elo";
    if (inRanges(bin, HIPERCARD_BINS)) return "hipercard";
  }
  if (/^3[47]/.test(digits)) return "amex";
  if (/^3(?:0[0-5]|[68])/.test(digits)) return "diners";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return "mastercard";
  if (digits.startsWith("4")) return "visa";
  return null;
}

/** Dígitos do número: a spec fixa 16 (máscara 9999 9999 9999 9999); Amex tem 15, Diners 14. */
export function cardNumberLength(brand: CardBrand | null): number {
  if (brand === "amex") return 15;
  if (brand === "diners") return 14;
  return 16;
}

/** Dígitos do código de segurança: 3, ou 4 no Amex (o CID impresso na frente). */
export function cardCvvLength(brand: CardBrand | null): number {
  return brand === "amex" ? 4 : 3;
}

/** Número com ou sem espaços/hífens: Luhn e o tamanho da bandeira. */
export function isValidCardNumber(number: string): boolean {
  if (!/^[\d\s-]*$/.test(number)) return false;
  const digits = onlyDigits(number);
  return digits.length === cardNumberLength(detectCardBrand(digits)) && isValidLuhn(digits);
}

/** O CVV tem o tamanho que a bandeira do número pede. */
export function isValidCardCvv(cvv: string, number: string): boolean {
  return new RegExp(`^\\d{${cardCvvLength(detectCardBrand(number))}}$`).test(cvv.trim());
}
