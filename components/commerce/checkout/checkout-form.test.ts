// The checkout form's rules and what it sends: which activities have a delivery step, the step 1
// and step 2 requirements, the live totals, the delivery payload and the countdown text.
import { describe, expect, it } from "vitest";
import type { CartView } from "@/lib/commerce/cart";
import { cartTotals } from "@/lib/commerce/totals";
import { newNotices } from "@/components/ui/action-form-errors";
import { billingFromDeliveries, checkoutLabels, checkoutSchema, deliveriesFor, deliveriesPayload, emptyDelivery, formatCountdown, liveTotals, shippingActions, type CheckoutValues } from "./checkout-form";

const location = (id: number, price: number, delivery: boolean) => ({
  id,
  name: delivery ? `Entrega ${id}` : `Retirada ${id}`,
  price,
  delivery,
  street: delivery ? null : "Av. Paulista",
  streetNumber: delivery ? null : "1578",
  zipcode: delivery ? null : "01310200",
  helperLabelField1: null,
  helperLabelField2: null,
  cepRanges: [] as [string, string][],
  cities: [] as string[],
});

function action(activityId: number, digitalProduct: boolean, lines: { productId: number; value: number; discountValue?: number; quantity: number }[]) {
  return {
    activityId,
    name: `Atividade ${activityId}`,
    image: null,
    typeId: 3,
    digitalProduct,
    points: 500,
    additionalCashback: 200,
    discountDelivery: 0,
    available: true,
    deliveryLocations: digitalProduct ? [] : [location(activityId * 10 + 1, 1200, true), location(activityId * 10 + 2, 0, false)],
    lines: lines.map((l) => ({ name: `Produto ${l.productId}`, image: null, discountValue: 0, limit: 5, maxQuantity: 5, couponId: null, ...l })),
  };
}

function cartOf(...actions: ReturnType<typeof action>[]): CartView {
  const lineCount = actions.reduce((n, a) => n + a.lines.length, 0);
  return { actions, totals: cartTotals(actions.map((a) => ({ ...a, deliveryPrice: null }))), lineCount };
}

const shop = action(1, false, [
  { productId: 11, value: 4990, discountValue: 1000, quantity: 1 },
  { productId: 12, value: 7990, quantity: 1 },
]);
const digital = action(2, true, [{ productId: 21, value: 5000, quantity: 2 }]);

function values(cart: CartView, patch: Partial<CheckoutValues> = {}): CheckoutValues {
  return { deliveries: deliveriesFor(cart, []), paymentType: "", selectedCard: "", ...patch };
}

function errorsOf(cart: CartView, balance: number, input: CheckoutValues): Record<string, string> {
  const result = checkoutSchema(cart, balance).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("checkout form", () => {
  it("asks for delivery only for activities with physical products", () => {
    expect(shippingActions(cartOf(shop, digital)).map((a) => a.activityId)).toEqual([1]);
    expect(shippingActions(cartOf(digital))).toEqual([]);
    expect(deliveriesFor(cartOf(digital), [])).toEqual([]);
  });

  it("keeps what was typed for an activity still in the cart", () => {
    const typed = { ...emptyDelivery(1), number: "1000" };
    expect(deliveriesFor(cartOf(shop, digital), [typed, emptyDelivery(99)])).toEqual([typed]);
  });

  it("starts a new delivery from the member's saved address, on the region that delivers to its CEP", () => {
    const saved = { zipcode: "04538133", city: "São Paulo", state: "SP", address: "Avenida Brigadeiro Faria Lima", number: "3477", complement: "Sala 5" };
    const zoned = {
      ...shop,
      deliveryLocations: [
        location(11, 1200, true),
        { ...location(13, 900, true), cepRanges: [["04000000", "04999999"]] as [string, string][] },
        location(12, 0, false),
      ],
    };
    const [start] = deliveriesFor(cartOf(zoned, digital), [], saved);
    expect(start).toEqual({ activityId: 1, deliveryLocationId: "13", zipcode: "04.538-133", city: "São Paulo", state: "SP", address: "Avenida Brigadeiro Faria Lima", number: "3477", complement: "Sala 5" });
    // What the member typed in this checkout wins over the saved address.
    const typed = { ...emptyDelivery(1), number: "1000" };
    expect(deliveriesFor(cartOf(zoned), [typed], saved)).toEqual([typed]);
    // Only pickup points: no region, nothing to pre-fill.
    const pickupOnly = { ...shop, deliveryLocations: [location(12, 0, false)] };
    expect(deliveriesFor(cartOf(pickupOnly), [], saved)).toEqual([emptyDelivery(1)]);
  });

  it("requires a location, and for a delivery region the CEP, city, address and number (complement optional)", () => {
    const cart = cartOf(shop);
    expect(errorsOf(cart, 1_000_000, values(cart))).toEqual({ "deliveries.0.deliveryLocationId": "Selecione um local de entrega" });

    const region = { ...emptyDelivery(1), deliveryLocationId: "11", zipcode: "01.310-20" };
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [region] }))).toEqual({
      "deliveries.0.address": "Esse campo é obrigatório",
      "deliveries.0.number": "Esse campo é obrigatório",
      "deliveries.0.city": "Esse campo é obrigatório",
      "deliveries.0.zipcode": "CEP inválido",
    });

    const filled = { ...region, zipcode: "01.310-200", city: "São Paulo", address: "Avenida Paulista", number: "1000" };
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [filled] }))).toEqual({});
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [{ ...emptyDelivery(1), deliveryLocationId: "12" }] }))).toEqual({});
  });

  it("accepts only the region that delivers to the CEP, as the server does", () => {
    const regional = {
      ...action(3, false, [{ productId: 31, value: 5000, quantity: 1 }]),
      deliveryLocations: [
        { ...location(31, 800, true), cepRanges: [["01000000", "05999999"]] as [string, string][] },
        { ...location(32, 2500, true), cities: ["Brasília/DF"] },
      ],
    };
    const cart = cartOf(regional);
    const brasilia = { ...emptyDelivery(3), zipcode: "70.150-900", city: "Brasília", state: "DF", address: "Praça dos Três Poderes", number: "1" };
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [{ ...brasilia, deliveryLocationId: "31" }] }))).toEqual({
      "deliveries.0.deliveryLocationId": "Esta região de entrega não atende o CEP informado. Escolha a região do seu CEP.",
    });
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [{ ...brasilia, deliveryLocationId: "32" }] }))).toEqual({});
    const portoAlegre = { ...brasilia, deliveryLocationId: "31", zipcode: "90.020-000", city: "Porto Alegre", state: "RS" };
    expect(errorsOf(cart, 1_000_000, values(cart, { deliveries: [portoAlegre] }))).toEqual({ "deliveries.0.zipcode": "Ainda não entregamos no CEP informado." });
  });

  it("asks how to pay only when the wallet does not cover the total, and which card for a card", () => {
    const cart = cartOf(digital); // 100,00
    expect(errorsOf(cart, 10_000, values(cart))).toEqual({});
    expect(errorsOf(cart, 9_999, values(cart))).toEqual({ paymentType: "Escolha a forma de pagamento" });
    expect(errorsOf(cart, 0, values(cart, { paymentType: "credit_card" }))).toEqual({ selectedCard: "Esse campo é obrigatório" });
    expect(errorsOf(cart, 0, values(cart, { paymentType: "credit_card", selectedCard: "0" }))).toEqual({});
    expect(errorsOf(cart, 0, values(cart, { paymentType: "pix" }))).toEqual({});
  });

  it("totals the cart with the chosen delivery", () => {
    const cart = cartOf(shop, digital);
    expect(liveTotals(cart, deliveriesFor(cart, []))).toMatchObject({ products: 21_980, delivery: 0, subtotal: 21_980, cashback: 1_400 });
    const chosen = [{ ...emptyDelivery(1), deliveryLocationId: "11" }];
    expect(liveTotals(cart, chosen)).toMatchObject({ products: 21_980, delivery: 1_200, subtotal: 23_180 });
  });

  it("sends the address with city and state for a region, only the location for a pickup point", () => {
    const cart = cartOf(shop);
    const region = { ...emptyDelivery(1), deliveryLocationId: "11", zipcode: "01.310-200", city: "São Paulo", state: "SP", address: " Avenida Paulista ", number: "1000", complement: "" };
    expect(deliveriesPayload(cart, [region])).toEqual([
      { activityId: 1, deliveryLocationId: 11, address: "Avenida Paulista - São Paulo/SP", number: "1000", complement: undefined, zipcode: "01310200" },
    ]);
    expect(deliveriesPayload(cart, [{ ...emptyDelivery(1), deliveryLocationId: "12" }])).toEqual([{ activityId: 1, deliveryLocationId: 12 }]);
  });

  it("shows a countdown as mm:ss, never below zero", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(59.2)).toBe("01:00");
    expect(formatCountdown(5)).toBe("00:05");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});

describe("the new card's billing address", () => {
  const blank = { cep: "", state: "", city: "", street: "", streetNumber: "" };
  const typed = { ...emptyDelivery(1), deliveryLocationId: "3", zipcode: "01310-200", city: "São Paulo", state: "SP", address: "Avenida Paulista", number: "1000" };

  const delivers = () => true;

  it("starts from the delivery address typed a step before", () => {
    expect(billingFromDeliveries([emptyDelivery(2), typed], blank, delivers)).toEqual({ cep: "01310-200", state: "SP", city: "São Paulo", street: "Avenida Paulista", streetNumber: "1000" });
  });

  it("never overwrites what the member typed into the card, and needs a typed address", () => {
    expect(billingFromDeliveries([typed], { ...blank, cep: "20040-002" }, delivers)).toBeNull();
    expect(billingFromDeliveries([emptyDelivery(1)], blank, delivers)).toBeNull();
  });

  it("takes nothing from a pickup, whose hidden fields may still hold a saved address", () => {
    expect(billingFromDeliveries([typed], blank, () => false)).toBeNull();
  });
});

describe("field notices in the checkout", () => {
  it("name each delivery's field by its label, so a CEP of the second delivery raises 'CEP inválido: \"CEP\"'", () => {
    const errors = { deliveries: [undefined, { zipcode: { type: "custom", message: "CEP inválido" }, number: { type: "custom", message: "Esse campo é obrigatório" } }] };
    const touched = { deliveries: [undefined, { zipcode: true }] };
    expect(newNotices(errors as never, touched, checkoutLabels(2), new Map())).toEqual(['CEP inválido: "CEP"']);
    expect(newNotices({ paymentType: { type: "custom", message: "Esse campo é obrigatório" } }, { paymentType: true }, checkoutLabels(0), new Map())).toEqual([
      'Esse campo é obrigatório: "Forma de pagamento"',
    ]);
  });
});
