// The member's address book is their order history: the checkout starts each delivery from the
// address of the member's newest order that was delivered to an address on this station.
import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderActions, orders } from "./schema";

export interface SavedAddress {
  zipcode: string;
  city: string;
  state: string;
  address: string;
  number: string;
  complement: string;
}

// The checkout stores "street - City/UF" when the CEP lookup gave the place.
const WITH_PLACE = /^(.*\S)\s+-\s+([^/]+?)\/([A-Za-z]{2})$/;

/** Splits a stored address back into the street and the city and UF the checkout appended. */
export function splitStoredAddress(stored: string): { address: string; city: string; state: string } {
  const m = WITH_PLACE.exec(stored.trim());
  if (!m) return { address: stored.trim(), city: "", state: "" };
  return { address: m[1]!, city: m[2]!.trim(), state: m[3]!.toUpperCase() };
}

/** Null when the member never had an order delivered to an address on this station. */
export async function lastDeliveryAddress(db: Db, stationId: number, userId: number): Promise<SavedAddress | null> {
  const [row] = await db
    .select({ address: orderActions.address, number: orderActions.number, complement: orderActions.complement, zipcode: orderActions.zipcode })
    .from(orderActions)
    .innerJoin(orders, and(eq(orders.id, orderActions.orderId), eq(orders.stationId, stationId)))
    .where(and(eq(orderActions.stationId, stationId), eq(orders.userId, userId), eq(orderActions.delivers, true), isNotNull(orderActions.address), isNotNull(orderActions.zipcode)))
    .orderBy(desc(orders.createdAt), desc(orderActions.id))
    .limit(1);
  if (!row?.address || !row.zipcode) return null;
  return { ...splitStoredAddress(row.address), zipcode: row.zipcode, number: row.number ?? "", complement: row.complement ?? "" };
}
