// A station's branding as CSS custom properties, rendered into the first HTML so there is never a
// flash of unbranded page.
import { brandInk, luminance, parseHexColor, readableForeground, shade } from "./color";

export const STATION_FONTS = ["Lato", "Inter", "Montserrat", "Poppins", "Roboto", "Open Sans"] as const;
export type StationFont = (typeof STATION_FONTS)[number];

export const DEFAULT_BRAND_COLOR = "#1E40AF";

/** The kit's muted surface (`--surface-muted` in styles/globals.css), where brand ink is printed too. */
export const SURFACE_MUTED = "#F5F6F8";

export function brandVariables(station: { mainBrandColor: string; font: string }): Record<string, string> {
  const brand = parseHexColor(station.mainBrandColor) ? station.mainBrandColor.toUpperCase() : DEFAULT_BRAND_COLOR;
  const font = (STATION_FONTS as readonly string[]).includes(station.font) ? station.font : "Lato";
  const soft = shade(brand, -0.9);
  // Brand ink is text on white, on the brand's soft tint (badges, selected items) and on the muted
  // surface (cards, dimmed states): it must read at 4.5:1 on the darkest of them.
  const darkestSurface = ["#FFFFFF", soft, SURFACE_MUTED].sort((a, b) => luminance(a) - luminance(b))[0]!;
  return {
    "--brand": brand,
    "--brand-fg": readableForeground(brand),
    "--brand-ink": brandInk(brand, darkestSurface),
    "--brand-soft": soft,
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
