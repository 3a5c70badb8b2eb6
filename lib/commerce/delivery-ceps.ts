// The places (city and UF) of the CEPs a checkout delivers to, when a delivery region of the cart's
// activities is defined by cities: asked of the CEP service before the order's transaction, so no
// network call waits under the member's row lock. Without such a region nothing is asked.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { lookupCep } from "@/lib/adapters/cep";
import { deliveryLocations } from "@/lib/activities/schema";
import type { DbOrTx } from "@/lib/db/client";
import type { CepPlace } from "@/lib/activities/delivery-coverage";
import type { DeliveryChoice } from "./schemas";

/** At most this many different CEPs are looked up per checkout; beyond them a CEP has no known city. */
const MAX_CEP_LOOKUPS = 10;

export async function cepPlacesOf(db: DbOrTx, stationId: number, choices: DeliveryChoice[]): Promise<Map<string, CepPlace | null>> {
  const places = new Map<string, CepPlace | null>();
  const ceps = [...new Set(choices.map((c) => c.zipcode).filter((z): z is string => !!z))].slice(0, MAX_CEP_LOOKUPS);
  if (ceps.length === 0) return places;
  const activityIds = [...new Set(choices.map((c) => c.activityId))];
  const [byCity] = await db
    .select({ id: deliveryLocations.id })
    .from(deliveryLocations)
    .where(
      and(
        eq(deliveryLocations.stationId, stationId),
        inArray(deliveryLocations.activityId, activityIds),
        eq(deliveryLocations.delivery, true),
        sql`jsonb_array_length(${deliveryLocations.cities}) > 0`,
      ),
    )
    .limit(1);
  if (!byCity) return places;
  const found = await Promise.all(ceps.map((cep) => lookupCep(cep)));
  ceps.forEach((cep, i) => {
    const result = found[i]!;
    places.set(cep, result.found ? { city: result.address.city, state: result.address.state } : null);
  });
  return places;
}
