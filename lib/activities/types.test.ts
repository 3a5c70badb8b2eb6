import { describe, expect, it } from "vitest";
import { publicCallToAction } from "./types";

describe("an activity's public call to action", () => {
  it("signs up for a signup reward, buys in a shop, takes part otherwise", () => {
    expect(publicCallToAction(2, 7)).toEqual({ label: "Cadastrar", href: "/cadastrar" });
    expect(publicCallToAction(3, 7)).toEqual({ label: "Comprar", href: "/homepage/shopping/7" });
    for (const typeId of [1, 4, 6, 8, 14, 16, 17, 18]) expect(publicCallToAction(typeId, 7)).toEqual({ label: "Participar", href: "/cadastrar" });
  });
});
