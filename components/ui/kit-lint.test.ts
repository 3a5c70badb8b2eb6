// The kit is the one place that renders <img> and <label>: a screen that writes either by hand is
// refused by the linter, with a message that names the kit's part to use instead.
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const withImg = `export function A({ src }: { src: string }) {\n  return <img src={src} alt="" width={10} height={10} />;\n}\n`;
const withLabel = `export function A() {\n  return <label htmlFor="x">Nome<input id="x" /></label>;\n}\n`;

describe("kit lint rules", () => {
  it("refuses a raw <img> in a screen and points to StationImage", async () => {
    const found = await messages(withImg, "app/s/[station]/homepage/example.tsx");
    expect(found.join("\n")).toMatch(/StationImage/);
  }, 60_000);

  it("refuses a raw <img> in a feature component too", async () => {
    const found = await messages(withImg, "components/activities/example.tsx");
    expect(found.join("\n")).toMatch(/StationImage/);
  }, 60_000);

  it("lets the kit render the <img> itself", async () => {
    const found = await messages(withImg, "components/ui/example.tsx");
    expect(found.filter((m) => /img|StationImage/.test(m))).toEqual([]);
  }, 60_000);

  it("refuses a raw <label> in a screen and points to the kit's labelled fields", async () => {
    const found = await messages(withLabel, "app/console/example.tsx");
    expect(found.join("\n")).toMatch(/components\/ui\/field/);
  }, 60_000);

  it("lets the kit render <label>", async () => {
    const found = await messages(withLabel, "components/ui/example.tsx");
    expect(found.filter((m) => /label/i.test(m))).toEqual([]);
  }, 60_000);
});
