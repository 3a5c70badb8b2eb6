import { describe, expect, it } from "vitest";
import { brandVariables } from "./branding";
import { contrastRatio } from "./color";

// Brand colours from both ends of the scale and the saturated middle, where a darkened ink that
// reads on white can still fall short on the tinted surfaces it is printed on.
const BRANDS = ["#FFEB3B", "#111111", "#FFFF00", "#00FF00", "#8BC34A", "#FF9800", "#00BCD4", "#0057B8", "#C2185B"];

describe("brandVariables", () => {
  it.each(BRANDS)("brand %s: brand ink reads at 4.5:1 on white, on the brand's soft tint and on the muted surface", (color) => {
    const v = brandVariables({ mainBrandColor: color, font: "Lato" });
    const ink = v["--brand-ink"]!;
    for (const [surface, hex] of [["white", "#FFFFFF"], ["brand-soft", v["--brand-soft"]!], ["surface-muted", "#F5F6F8"]] as const) {
      expect(contrastRatio(ink, hex), `${ink} on ${surface} ${hex}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(v["--brand-fg"]!, v["--brand"]!)).toBeGreaterThanOrEqual(4.5);
  });
});
