// The reads of the member's shopping screens, one call per page (pages stay thin).
import "server-only";
import { and, eq } from "drizzle-orm";
import { users } from "@/lib/accounts/schema";
import { getDb } from "@/lib/db/client";
import { getBalance } from "@/lib/wallet/ledger";
import { getCart } from "./cart";
import { listMemberCards } from "./cards";
import { reserveTimeSeconds } from "./reservation";

/** /homepage/carrinho: the cart, the member's saved cards, balance and phone, and the station's reservation time. */
export async function loadCheckoutPage(stationId: number, userId: number) {
  const db = await getDb();
  const [cart, cards, balance, reserveTime, [member]] = await Promise.all([
    getCart(db, stationId, userId),
    listMemberCards(db, stationId, userId),
    getBalance(db, stationId, userId),
    reserveTimeSeconds(db, stationId),
    db.select({ phone: users.tel }).from(users).where(and(eq(users.id, userId), eq(users.stationId, stationId))),
  ]);
  return { cart, cards, balance, reserveTimeSeconds: reserveTime, phone: member?.phone ?? null };
}
