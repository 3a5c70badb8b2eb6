import { describe, expect, it } from "vitest";
import { brandInk, contrastRatio, readableForeground } from "./color";

describe("readableForeground", () => {
  it.each(["#0057B8", "#C2185B", "#FFEB3B", "#00E676", "#FFFFFF", "#000000", "#777777", "#1E40AF", "#F5A623"])(
    "picks a text colour with at least AA contrast on %s",
    (brand) => {
      const fg = readableForeground(brand);
      // Mid greys cannot reach 4.5 with either; the choice must still be the better of the two.
      const other = fg === "#FFFFFF" ? "#111827" : "#FFFFFF";
      expect(contrastRatio(brand, fg)).toBeGreaterThanOrEqual(contrastRatio(brand, other));
      if (brand !== "#777777") expect(contrastRatio(brand, fg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("uses white on the demo blue and dark text on yellow", () => {
    expect(readableForeground("#0057B8")).toBe("#FFFFFF");
    expect(readableForeground("#FFEB3B")).toBe("#111827");
  });
});

describe("brandInk", () => {
  it("keeps a dark brand as it is and darkens a pale one until it reads on white", () => {
    expect(brandInk("#0057B8")).toBe("#0057B8");
    const ink = brandInk("#FFEB3B");
    expect(ink).not.toBe("#FFEB3B");
    expect(contrastRatio(ink, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
  });
});
