import { describe, expect, it } from "vitest";
import { limitFollowUp, publicCallToAction } from "./types";

describe("an activity's public call to action", () => {
  it("signs up for a signup reward, buys in a shop, takes part otherwise", () => {
    expect(publicCallToAction(2, 7)).toEqual({ label: "Cadastrar", href: "/cadastrar" });
    expect(publicCallToAction(3, 7)).toEqual({ label: "Comprar", href: "/homepage/shopping/7" });
    for (const typeId of [1, 4, 6, 8, 14, 16, 17, 18]) expect(publicCallToAction(typeId, 7)).toEqual({ label: "Participar", href: "/cadastrar" });
  });
});

describe("where the per-member limit message leads", () => {
  it("to what the participations left: vouchers, purchases, invitations, or the statement for points", () => {
    expect(limitFollowUp(4)).toEqual({ feature: "vouchers", label: "Ver meus vouchers" });
    expect(limitFollowUp(3)).toEqual({ feature: "purchases", label: "Ver minhas compras" });
    expect(limitFollowUp(19).feature).toBe("invitations");
    for (const survey of [6, 7, 8, 9, 10, 11, 12, 18]) expect(limitFollowUp(survey)).toEqual({ feature: "statement", label: "Ver meu extrato" });
  });
});
