// The reads of the member's shopping screens, one call per page (pages stay thin).
import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { getCart } from "./cart";
import { listMemberCards } from "@/lib/wallet/cards";
import { lastDeliveryAddress } from "./saved-address";

/** /homepage/carrinho: the cart, the member's saved cards, balance, phone and last delivery address. */
export async function loadCheckoutPage(stationId: number, userId: number) {
  const db = await getDb();
  const [cart, cards, balance, [member], savedAddress] = await Promise.all([
    getCart(db, stationId, userId),
    listMemberCards(db, stationId, userId),
    getBalance(db, stationId, userId),
    db.select({ phone: users.tel }).from(users).where(and(eq(users.id, userId), eq(users.stationId, stationId))),
    lastDeliveryAddress(db, stationId, userId),
  ]);
  return { cart, cards, balance, phone: member?.phone ?? null, savedAddress };
}
