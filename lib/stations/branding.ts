// A station's branding as CSS custom properties, rendered into the first HTML so there is never a
// flash of unbranded page.
import { brandInk, parseHexColor, readableForeground, shade } from "./color";

export const STATION_FONTS = ["Lato", "Inter", "Montserrat", "Poppins", "Roboto", "Open Sans"] as const;
export type StationFont = (typeof STATION_FONTS)[number];

export const DEFAULT_BRAND_COLOR = "#1E40AF";

export function brandVariables(station: { mainBrandColor: string; font: string }): Record<string, string> {
  const brand = parseHexColor(station.mainBrandColor) ? station.mainBrandColor.toUpperCase() : DEFAULT_BRAND_COLOR;
  const font = (STATION_FONTS as readonly string[]).includes(station.font) ? station.font : "Lato";
  return {
    "--brand": brand,
    "--brand-fg": readableForeground(brand),
    "--brand-ink": brandInk(brand),
    "--brand-soft": shade(brand, -0.9),
    "--brand-strong": shade(brand, 0.25),
    "--font-brand": `"${font}"`,
  };
}

export function brandStyleSheet(station: { mainBrandColor: string; font: string }): string {
  const vars = Object.entries(brandVariables(station))
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
  return `:root{${vars}}`;
}
