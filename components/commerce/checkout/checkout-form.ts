// The checkout's one form: step 1's delivery per
// activity and step 2's payment choice. The new card has its own form (cardFormSchema, the same
// schema saveCardAction parses), kept beside this one for the whole checkout too.
import { z } from "zod";
import type { CartView } from "@/lib/commerce/cart";
import { regionsCovering } from "@/lib/activities/delivery-coverage";
import type { SavedAddress } from "@/lib/commerce/saved-address";
import { MSG_DELIVERY_REQUIRED, MSG_PAYMENT_REQUIRED, MSG_REGION_NONE, MSG_REGION_NOT_COVERED } from "@/lib/commerce/messages";
import type { SubmitOrderInput } from "@/lib/commerce/schemas";
import { cartTotals, splitPayment, type CartTotals } from "@/lib/commerce/totals";
import { formatCep } from "@/lib/format";
import { isValidCep, messages, onlyDigits } from "@/lib/validation";

export type CartAction = CartView["actions"][number];
export type DeliveryLocation = CartAction["deliveryLocations"][number];

export interface DeliveryValues {
  activityId: number;
  deliveryLocationId: string;
  zipcode: string;
  city: string;
  state: string;
  address: string;
  number: string;
  complement: string;
}

export interface CheckoutValues {
  deliveries: DeliveryValues[];
  paymentType: "" | "credit_card" | "pix";
  /** A saved card's id, or "0" for a new card (the spec's selected_card 0). */
  selectedCard: string;
}

/**
 * The card's billing address as typed a step before for a delivery, when the card has none yet.
 * Only a delivery that goes somewhere counts: a pickup keeps no address of the member's (a saved
 * address left in its hidden fields is not theirs to bill).
 */
export function billingFromDeliveries(
  deliveries: DeliveryValues[],
  card: { cep: string; state: string; city: string; street: string; streetNumber: string },
  delivers: (delivery: DeliveryValues) => boolean,
): { cep: string; state: string; city: string; street: string; streetNumber: string } | null {
  if (card.cep.trim() || card.street.trim()) return null;
  const typed = deliveries.find((d) => delivers(d) && d.zipcode.trim() && d.address.trim());
  if (!typed) return null;
  return { cep: typed.zipcode, state: typed.state, city: typed.city, street: typed.address, streetNumber: typed.number };
}

/** "0": the new-card choice of step 2. */
export const NEW_CARD = "0";

/** The activities of step 1: physical products with somewhere to go (digital ones ship nowhere). */
export function shippingActions(cart: CartView): CartAction[] {
  return cart.actions.filter((a) => !a.digitalProduct && a.deliveryLocations.length > 0);
}

const DELIVERY_LABELS = { deliveryLocationId: "Entrega ou retirada", zipcode: "CEP", city: "Cidade", address: "Endereço", number: "Número", complement: "Complemento" };

/** The labels a field's notice names: each delivery's fields (as the delivery step labels them) and the payment choice. */
export function checkoutLabels(deliveries: number): Record<string, string> {
  const labels: Record<string, string> = { paymentType: "Forma de pagamento", selectedCard: "Cartão" };
  for (let i = 0; i < deliveries; i++) for (const [field, label] of Object.entries(DELIVERY_LABELS)) labels[`deliveries.${i}.${field}`] = label;
  return labels;
}

export function emptyDelivery(activityId: number): DeliveryValues {
  return { activityId, deliveryLocationId: "", zipcode: "", city: "", state: "", address: "", number: "", complement: "" };
}

/**
 * A new delivery starts from the saved address when the activity delivers somewhere, on the region
 * that delivers to its CEP (as the CEP lookup would choose); a cart of pickup points starts empty.
 */
function startDelivery(action: CartAction, saved: SavedAddress | null | undefined): DeliveryValues {
  const empty = emptyDelivery(action.activityId);
  if (!saved || !action.deliveryLocations.some((l) => l.delivery)) return empty;
  const place = saved.city && saved.state ? { city: saved.city, state: saved.state } : null;
  const [region] = regionsCovering(action.deliveryLocations, onlyDigits(saved.zipcode), place);
  return {
    ...empty,
    deliveryLocationId: region === undefined ? "" : String(region),
    zipcode: formatCep(saved.zipcode),
    city: saved.city,
    state: saved.state,
    address: saved.address,
    number: saved.number,
    complement: saved.complement,
  };
}

/** One entry per shipping activity, keeping what was typed for activities still in the cart. */
export function deliveriesFor(cart: CartView, current: DeliveryValues[], saved?: SavedAddress | null): DeliveryValues[] {
  return shippingActions(cart).map((a) => current.find((d) => d.activityId === a.activityId) ?? startDelivery(a, saved));
}

export function chosenLocation(action: CartAction, delivery: DeliveryValues | undefined): DeliveryLocation | undefined {
  return delivery ? action.deliveryLocations.find((l) => String(l.id) === delivery.deliveryLocationId) : undefined;
}

/** The cart's totals (lib/commerce/totals.ts) with the delivery locations chosen so far. */
export function liveTotals(cart: CartView, deliveries: DeliveryValues[]): CartTotals {
  return cartTotals(
    cart.actions.map((a) => ({
      ...a,
      deliveryPrice: chosenLocation(a, deliveries.find((d) => d.activityId === a.activityId))?.price ?? null,
    })),
  );
}

/**
 * The form's rules, which depend on the cart (which locations deliver) and the balance (whether
 * a gateway payment is needed): a region for each shipping activity; address, number, CEP and city
 * when it delivers (complement optional), the region being one that delivers to the CEP; a payment
 * type and, for a card, which card.
 */
export function checkoutSchema(cart: CartView, balance: number) {
  const deliverySchema = z.object({
    activityId: z.number(),
    deliveryLocationId: z.string(),
    zipcode: z.string(),
    city: z.string(),
    state: z.string(),
    address: z.string().max(200, { error: messages.maxLength(200) }),
    number: z.string().max(20, { error: messages.maxLength(20) }),
    complement: z.string().max(100, { error: messages.maxLength(100) }),
  });
  return z
    .object({ deliveries: z.array(deliverySchema), paymentType: z.enum(["", "credit_card", "pix"]), selectedCard: z.string() })
    .superRefine((values, ctx) => {
      values.deliveries.forEach((d, i) => {
        const action = cart.actions.find((a) => a.activityId === d.activityId);
        if (!action) return;
        const location = chosenLocation(action, d);
        if (!location) {
          ctx.addIssue({ code: "custom", path: ["deliveries", i, "deliveryLocationId"], message: MSG_DELIVERY_REQUIRED });
          return;
        }
        if (!location.delivery) return;
        for (const name of ["address", "number", "city"] as const) {
          if (!d[name].trim()) ctx.addIssue({ code: "custom", path: ["deliveries", i, name], message: messages.required });
        }
        if (!d.zipcode.trim()) ctx.addIssue({ code: "custom", path: ["deliveries", i, "zipcode"], message: messages.required });
        else if (!isValidCep(d.zipcode)) ctx.addIssue({ code: "custom", path: ["deliveries", i, "zipcode"], message: messages.cep });
        else {
          // The server's rule, with the city the CEP lookup filled in (the server asks the CEP service itself).
          const covering = regionsCovering(action.deliveryLocations, onlyDigits(d.zipcode), d.city.trim() && d.state.trim() ? { city: d.city, state: d.state } : null);
          if (covering.length === 0) ctx.addIssue({ code: "custom", path: ["deliveries", i, "zipcode"], message: MSG_REGION_NONE });
          else if (!covering.includes(location.id)) ctx.addIssue({ code: "custom", path: ["deliveries", i, "deliveryLocationId"], message: MSG_REGION_NOT_COVERED });
        }
      });
      const { walletCovers } = splitPayment(balance, liveTotals(cart, values.deliveries).subtotal);
      if (walletCovers) return;
      if (!values.paymentType) ctx.addIssue({ code: "custom", path: ["paymentType"], message: MSG_PAYMENT_REQUIRED });
      if (values.paymentType === "credit_card" && !values.selectedCard) ctx.addIssue({ code: "custom", path: ["selectedCard"], message: messages.required });
    });
}

/** What submitOrderAction receives for step 1 (a pickup point sends only its id). */
export function deliveriesPayload(cart: CartView, deliveries: DeliveryValues[]): NonNullable<SubmitOrderInput["deliveries"]> {
  return deliveries.flatMap((d) => {
    const action = cart.actions.find((a) => a.activityId === d.activityId);
    const location = action && chosenLocation(action, d);
    if (!location) return [];
    if (!location.delivery) return [{ activityId: d.activityId, deliveryLocationId: location.id }];
    const place = [d.city.trim(), d.state.trim()].filter(Boolean).join("/");
    return [
      {
        activityId: d.activityId,
        deliveryLocationId: location.id,
        address: place ? `${d.address.trim()} - ${place}` : d.address.trim(),
        number: d.number.trim(),
        complement: d.complement.trim() || undefined,
        zipcode: onlyDigits(d.zipcode),
      },
    ];
  });
}

/** Seconds as "mm:ss" (the reservation and PIX countdowns). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
