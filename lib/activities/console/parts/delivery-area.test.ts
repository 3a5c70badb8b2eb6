// The console's delivery region form: CEP ranges and cities typed one per line become the region's
// area, which the checkout then enforces; bad lines are refused with the line that is wrong.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryLocations } from "@/lib/activities/schema";
import { makeMember, makeShop, makeStation } from "@/lib/commerce/test-fixtures";
import { getDb, type Db } from "@/lib/db/client";
import { saveDeliveryLocation } from "./commands";
import { deliveryLocationSchema } from "./schemas";

let db: Db;
let stationId: number;

beforeAll(async () => {
  db = await getDb();
  stationId = await makeStation(db);
});

const region = (activityId: number, area: { cepRanges?: unknown; cities?: unknown }) => ({
  stationId,
  activityId,
  name: "Zona Sul",
  price: "R$ 12,00",
  delivery: true,
  ...area,
});

const errorsOf = (input: unknown) => {
  const result = deliveryLocationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("a delivery region's CEP ranges and cities", () => {
  it("reads one range or CEP and one city per line, and accepts its own output again", () => {
    const parsed = deliveryLocationSchema.parse(region(1, { cepRanges: "04000-000 a 04999-999\n\n05600000 - 05699999\n01310-200", cities: "Campinas/SP\n santo andré - sp " }));
    expect(parsed).toMatchObject({
      cepRanges: [["04000000", "04999999"], ["05600000", "05699999"], ["01310200", "01310200"]],
      cities: ["Campinas/SP", "santo andré/SP"],
    });
    expect(deliveryLocationSchema.parse(parsed)).toMatchObject({ cepRanges: parsed.cepRanges, cities: parsed.cities });
  });

  it("refuses a line that is not a range, a range backwards, and a city without a valid UF", () => {
    expect(errorsOf(region(1, { cepRanges: "04000-000 a 04999-999\nzona sul" }))).toMatchObject({ cepRanges: "Linha 2: escreva uma faixa como 01000-000 a 05999-999, ou um CEP" });
    expect(errorsOf(region(1, { cepRanges: "04999-999 a 04000-000" }))).toMatchObject({ cepRanges: "Linha 1: o primeiro CEP da faixa deve ser o menor" });
    expect(errorsOf(region(1, { cities: "Campinas/SP\nCampinas" }))).toMatchObject({ cities: "Linha 2: escreva a cidade e a UF, como Campinas/SP" });
    expect(errorsOf(region(1, { cities: "Campinas/XX" }))).toMatchObject({ cities: "Linha 1: escreva a cidade e a UF, como Campinas/SP" });
  });

  it("is saved on the region, and a pickup point keeps none", async () => {
    const shop = await makeShop(db, stationId);
    const actor = { stationId, actorId: await makeMember(db, stationId) };
    const saved = await saveDeliveryLocation(db, actor, deliveryLocationSchema.parse({ ...region(shop.activityId, { cepRanges: "04000-000 a 04999-999", cities: "Campinas/SP" }), id: shop.deliveryRegion.id }));
    const [row] = await db.select().from(deliveryLocations).where(eq(deliveryLocations.id, saved.id));
    expect(row).toMatchObject({ cepRanges: [["04000000", "04999999"]], cities: ["Campinas/SP"] });
    const pickup = deliveryLocationSchema.parse({ ...region(shop.activityId, { cepRanges: "04000-000 a 04999-999", cities: "Campinas/SP" }), id: shop.pickupPoint.id, delivery: false, street: "Av. Paulista" });
    await saveDeliveryLocation(db, actor, pickup);
    const [point] = await db.select().from(deliveryLocations).where(eq(deliveryLocations.id, shop.pickupPoint.id));
    expect(point).toMatchObject({ cepRanges: [], cities: [] });
  });
});

describe("a delivery place's price", () => {
  it("costs R$ 1,50 to R$ 500,00 when it delivers, and the form says which bound was missed", () => {
    expect(errorsOf(region(1, { price: "R$ 1,49" } as never))).toMatchObject({ price: "Valor mínimo requerido de R$ 1,50" });
    expect(errorsOf(region(1, { price: "R$ 0,00" } as never))).toMatchObject({ price: "Valor mínimo requerido de R$ 1,50" });
    expect(errorsOf(region(1, { price: "R$ 500,01" } as never))).toMatchObject({ price: "Valor máximo permitido de R$ 500,00" });
    expect(errorsOf(region(1, { price: "R$ 1.000.000,00" } as never))).toMatchObject({ price: "Valor máximo permitido de R$ 500,00" });
    expect(deliveryLocationSchema.parse(region(1, { price: "R$ 1,50" } as never)).price).toBe(150);
    expect(deliveryLocationSchema.parse(region(1, { price: 50_000 } as never)).price).toBe(50_000);
  });

  it("lets a pickup point be free, but not above R$ 500,00", () => {
    const pickup = (price: unknown) => ({ ...region(1, {}), delivery: false, street: "Av. Paulista", price });
    expect(deliveryLocationSchema.parse(pickup("")).price).toBe(0);
    expect(deliveryLocationSchema.parse(pickup("R$ 0,00")).price).toBe(0);
    expect(errorsOf(pickup("R$ 600,00"))).toMatchObject({ price: "Valor máximo permitido de R$ 500,00" });
  });
});
