// Colour maths for branding: any brand colour gets a readable text colour (WCAG AA, 4.5:1).

export function parseHexColor(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  let h = m[1]!;
  if (h.length === 3) h = h.split("").map((c) => c + c).join("");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** Relative luminance, WCAG 2.x. */
export function luminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const DARK_TEXT = "#111827";
export const LIGHT_TEXT = "#FFFFFF";

/** The text colour to put on a brand-coloured background: whichever of dark/white reads better. */
export function readableForeground(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** Mix a colour towards black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = parseHexColor(hex) ?? [0, 0, 0];
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((v) => v + (target - v) * t) as [number, number, number]);
}

/**
 * The brand colour as it may be used for text and links on a light surface: darkened step by step
 * until it reaches 4.5:1 against `surface`, so a pale brand never yields unreadable links.
 */
export function brandInk(brand: string, surface = "#FFFFFF"): string {
  let ink = toHex(parseHexColor(brand) ?? [0, 0, 0]);
  for (let i = 0; i < 20 && contrastRatio(ink, surface) < 4.5; i++) ink = shade(ink, 0.1);
  return ink;
}
