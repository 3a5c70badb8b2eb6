// A station image reserves its box before it loads (width and height, or a box that sizes it), loads
// lazily unless it is above the fold, and always says what it shows (an empty alt marks decoration).
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { StationImage } from "./station-image";

describe("StationImage", () => {
  it("reserves its box with width and height and loads lazily below the fold", () => {
    const html = renderToStaticMarkup(<StationImage src="/uploads/logo.png" alt="Logo da Estação" width={150} height={40} />);
    expect(html).toContain('width="150"');
    expect(html).toContain('height="40"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Logo da Estação"');
    expect(html).toContain('decoding="async"');
  });

  it("loads at once, with high priority, when it is above the fold", () => {
    const html = renderToStaticMarkup(<StationImage src="/uploads/hero.jpg" alt="" width={1600} height={700} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
  });

  it("keeps an empty alt for a decorative picture instead of dropping it", () => {
    const html = renderToStaticMarkup(<StationImage src="/uploads/a.jpg" alt="" width={64} height={64} />);
    expect(html).toContain('alt=""');
  });

  it("fills the box that sizes it when it has no dimensions of its own", () => {
    const html = renderToStaticMarkup(
      <div className="aspect-[16/9]">
        <StationImage src="/uploads/a.jpg" alt="" fill className="object-cover" />
      </div>,
    );
    expect(html).toMatch(/class="[^"]*size-full[^"]*object-cover/);
    expect(html).not.toContain("width=");
  });

  it("refuses, at compile time, an image without alt or without a size", () => {
    // @ts-expect-error alt is required (empty for decoration)
    void (<StationImage src="/a.png" width={1} height={1} />);
    // @ts-expect-error a size is required: width and height, or fill inside a sized box
    void (<StationImage src="/a.png" alt="" />);
    // @ts-expect-error width alone does not reserve the box
    void (<StationImage src="/a.png" alt="" width={10} />);
    expect(true).toBe(true);
  });
});
